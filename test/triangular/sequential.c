// Triangular inner loops that stay sequential (only the outer loop is
// mapped, as before): a bound that is not affine in i, a symbolic
// coefficient, a step of 2 on a loop whose trip count depends on i, its own
// unroll clause, a break, chunk() on the region, a bound read from an array.
// RUN: %loopgpu %s --dump-after=map 2>&1 | FileCheck %s

void square(int n, float a[n][n])
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i * i % n; j++)
      a[i][j] = 0.0f;
}
// CHECK-LABEL: region square_k0
// CHECK: loop j: independent
// CHECK: loop i: mapped x
// CHECK-NEXT: loop j: sequential

void symbolic(int n, int m, float a[n][n * m])
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m * i; j++)
      a[i][j] = 0.0f;
}
// CHECK-LABEL: region symbolic_k0
// CHECK: loop j: independent
// CHECK: loop i: mapped x
// CHECK-NEXT: loop j: sequential

void step2(int n, float a[n][n])
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j += 2)
      a[i][j] = 0.0f;
}
// CHECK-LABEL: region step2_k0
// CHECK: loop j: independent
// CHECK: loop i: mapped x
// CHECK-NEXT: loop j: sequential

void own_unroll(int n, float a[n][n])
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
#pragma loopgpu unroll(2)
    for (int j = i; j < n; j++)
      a[i][j] = 0.0f;
}
// CHECK-LABEL: region own_unroll_k0
// CHECK: loop i: mapped x
// CHECK-NEXT: loop j: sequential

void with_break(int n, float a[n][n])
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++) {
      if (a[i][j] < 0.0f)
        break;
      a[i][j] = 1.0f;
    }
}
// CHECK-LABEL: region with_break_k0
// CHECK: loop i: mapped x
// CHECK-NEXT: loop j: sequential

void chunked(int n, float a[n][n])
{
#pragma loopgpu chunk(64)
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      a[i][j] = 2.0f;
}
// CHECK-LABEL: region chunked_k0
// CHECK: loop i: mapped x
// CHECK-NEXT: loop j: sequential

void from_array(int n, float a[n][n], const int *len)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = 0; j < len[i]; j++)
      a[i][j] = 3.0f;
}
// CHECK-LABEL: region from_array_k0
// CHECK: loop i: mapped x
// CHECK-NEXT: loop j: sequential

// The map pass's decision for triangular and trapezoidal inner loops: the
// box the threads cover (the extremes of the bounds over the outer loops'
// ranges) and the guard (the true bounds that depend on the outer loops),
// or a shear when the trip count does not depend on them.
// RUN: %loopgpu %s --dump-after=map 2>&1 | FileCheck %s

void upper(int n, float a[n][n])
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++)
      a[i][j] = 0.0f;
}
// CHECK-LABEL: region upper_k0
// CHECK: loop i: mapped y
// CHECK-NEXT: loop j: mapped x
// CHECK-NEXT: loop j: box for (j = 0; j <= n - 1; step 1) guard i <= j
// CHECK-NEXT: block 32x8x1

void lower_strict(int n, float a[n][n])
{
#pragma loopgpu
  for (int i = 1; i <= n; i++)
    for (int j = 2; j < i; j++)
      a[i - 1][j] = 0.0f;
}
// CHECK-LABEL: region lower_strict_k0
// CHECK: loop j: box for (j = 2; j <= n - 1; step 1) guard j < i

void slope(int n, float a[n][2 * n + 2])
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = n - i; j < 2 * i + 2; j++)
      a[i][j] = 1.0f;
}
// CHECK-LABEL: region slope_k0
// CHECK: loop j: box for (j = n - (n - 1); j <= 2 * (n - 1) + 1; step 1) guard n - i <= j && j < 2 * i + 2

void down(int n, float a[n][n])
{
#pragma loopgpu
  for (int i = n - 1; i >= 0; i--)
    for (int j = i; j > i - 3; j--)
      a[i][j + 2] = 1.0f;
}
// CHECK-LABEL: region down_k0
// CHECK: loop j: sheared, trip of for (j = 0; j > -3; step -1)

void band(int n, int m, float b[n][m])
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j <= i + m; j++)
      b[i][j - i - 1] = 1.0f;
}
// CHECK-LABEL: region band_k0
// CHECK: loop j: mapped x
// CHECK-NEXT: loop j: sheared, trip of for (j = 1; j <= m; step 1)
// CHECK-NOT: guard

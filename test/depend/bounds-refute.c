// Bounds take part in the dependence test (isl): reading u[0] while writing
// u[i] for i >= 1 is no dependence, nor are the two writes of a symmetric
// result from a triangle (j >= i); a shift the bounds keep apart is none.
// RUN: %loopgpu %s --dump-after=depend 2>&1 | FileCheck %s

void first_element(int n, float *u)
{
#pragma loopgpu
  for (int i = 1; i < n; i++)
    u[i] = u[0] * 2.0f;
}
// CHECK-LABEL: region first_element_k0
// CHECK: loop i: independent

void symmetric(int n, float A[n][n], float cov[n][n])
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++) {
      float s = 0;
      for (int k = 0; k < n; k++)
        s += A[k][i] * A[k][j];
      cov[i][j] = s;
      cov[j][i] = s;
    }
}
// CHECK-LABEL: region symmetric_k0
// CHECK: loop i: independent
// CHECK-NEXT: loop j: independent

void halves(int n, float *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i] = a[i + n] + 1.0f;
}
// CHECK-LABEL: region halves_k0
// CHECK: loop i: independent

void lower_triangle(int n, float L[n][n], float x[n])
{
  /* reads L[i][k] with k < i, writes x[i]: the rows are independent */
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float s = 0;
    for (int k = 0; k < i; k++)
      s += L[i][k] * L[k][k];
    x[i] = s;
  }
}
// CHECK-LABEL: region lower_triangle_k0
// CHECK: loop i: independent
// CHECK-NOT: error:
// CHECK-NOT: warning:

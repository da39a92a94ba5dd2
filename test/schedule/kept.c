// The schedule pass keeps what it must not change: clauses the user wrote
// (tile with unroll), and nests it does not classify (a gather through a
// computed subscript, a triangle that is not a matrix product) keep today's
// default, each with its reason.
// RUN: %loopgpu --dump-after=schedule %s 2>&1 | FileCheck %s
// CHECK: schedule {{.*}}: tile(16) unroll(4) (chosen-by clauses)
// CHECK: schedule other: default (chosen-by default)
// CHECK-NEXT: schedule why: i parallel: {{.*}}an access that is not affine
// CHECK: schedule other: default (chosen-by default)
// CHECK-NEXT: schedule why: i, j parallel: {{.*}}a triangle that is not a matrix product
void f(int n, float C[n][n], float A[n][n], float B[n][n], const float *x, float *y, float T[n][n])
{
#pragma loopgpu tile(16) unroll(4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float acc = 0.0f;
      for (int p = 0; p < n; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = acc;
    }
#pragma loopgpu
  for (int i = 0; i < n; i++)
    y[i] = 2.0f * x[(i * 7) % n];
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      T[i][j] = 0.5f * T[i][j];
}

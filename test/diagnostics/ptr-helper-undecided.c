// Writes through a pointer a helper is passed are writes of the array
// (axpy writes y), but not analysed: the dependence test cannot decide,
// says why, and the region stays on the CPU (its C loop, exit 0).
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: FileCheck --check-prefix=OUT %s < %t.cu

static void axpy(float *y, const float *x, float a, int n) {
  for (int k = 0; k < n; k++)
    y[k] += a * x[k];
}

void rows(int n, int m, float A[n][m], float B[n][m])
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    axpy(B[i], A[i], 0.5f, m);
}
// CHECK: warning: cannot prove that loop 'i' carries no dependence: 'B' through '&B[i][0]' passed to 'axpy' written at line 16 by two of its iterations (what 'axpy' does through a pointer is not analysed); the loop stays on the CPU
// OUT-NOT: __global__

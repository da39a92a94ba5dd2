// Arrays without reuse are not staged: in saxpy and in an elementwise 2-D
// update every element is read by one thread only; the kernels keep the
// plain grid-stride form: saxpy, element-wise, is coarsened instead (the
// schedule pass: tile alone has nothing to stage); add, with a computed
// subscript, keeps the block shape tile gives.
// RUN: %loopgpu %s -o - | %strip-checks | FileCheck %s
// CHECK-NOT: __shared__
// CHECK-NOT: __syncthreads
// CHECK: __global__ void saxpy_k0(
// CHECK: block 256; coarsened 4 */
// CHECK: __global__ void add_k0(
// CHECK: block 32x8 */

void saxpy(int n, float a, const float *x, float *y)
{
#pragma loopgpu tile(128)
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

void add(int n, int m, float C[n][m], float A[n][m], float B[n][m])
{
#pragma loopgpu tile(8, 32)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      C[i][j] = A[i][j] + B[j < m ? i : i][j];
}

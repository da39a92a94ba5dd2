// tile(8, 32) on a 5-point stencil: the block's 8x32 box of A plus a halo of
// one on each side (10x34, padded to 35) is loaded once per block; a load
// guard admits only elements that some iteration reads (not the halo's
// corners, which may lie outside the array's device range); B, written,
// and the copy kernel without tile are not staged.
// RUN: %loopgpu %s -o - | %strip-checks | FileCheck %s

void jacobi(int n, float A[n][n], float B[n][n])
{
#pragma loopgpu tile(8, 32) unroll(1)
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      B[i][j] = 0.2f * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
#pragma loopgpu
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      A[i][j] = B[i][j];
}
// CHECK: __global__ void __launch_bounds__(256) jacobi_k0(
// CHECK: staged: A[10][34] per block */
// CHECK-NEXT: __shared__ float lg_sA[10][35];
// CHECK-NOT: lg_sB
// CHECK: int j = 1 + (int)lg_t1;
// CHECK-NEXT: const long long lg_base_A0 = 1 + lg_b0 - 1;
// CHECK-NEXT: const long long lg_base_A1 = 1 + lg_b1 - 1;
// CHECK-NEXT: for (int lg_e = lg_tid; lg_e < 340; lg_e += 256) {
// CHECK-NEXT: const int lg_e1 = lg_e % 34;
// CHECK-NEXT: const int lg_e0 = lg_e / 34;
// the centre row, then the row above (offset -1 in i), each a disjunct
// CHECK-NEXT: lg_sA[lg_e0][lg_e1] = (lg_b0 + lg_e0 - 1 < lg_trip0 && lg_b0 + lg_e0 - 1 >= 0 && lg_b1 + lg_e1 - 1 < lg_trip1 && lg_b1 + lg_e1 - 1 >= 0) || {{.*}} || (lg_b0 + lg_e0 < lg_trip0 && lg_b1 + lg_e1 - 1 < lg_trip1 && lg_b1 + lg_e1 - 1 >= 0) ? A[(lg_base_A0 + lg_e0) * (n) + lg_base_A1 + lg_e1] : (float)0;
// CHECK-NEXT: }
// CHECK-NEXT: __syncthreads(); /* staged before use */
// CHECK-NEXT: if (lg_active) {
// CHECK: B[i * n + j] = 0.2f * (lg_sA[i - lg_base_A0][j - lg_base_A1] + lg_sA[i - lg_base_A0][j - 1 - lg_base_A1] + lg_sA[i - lg_base_A0][j + 1 - lg_base_A1] + lg_sA[i + 1 - lg_base_A0][j - lg_base_A1] + lg_sA[i - 1 - lg_base_A0][j - lg_base_A1]);
// CHECK-NEXT: }
// CHECK-NEXT: __syncthreads(); /* block's stage used before the next block's */
// The second kernel has no clause: an element-wise nest, coarsened 2x4
// (directives.md §3.1), not staged.
// CHECK: __global__ void jacobi_k1(
// CHECK-NOT: __shared__
// CHECK: coarsened 2x4
// CHECK-NEXT: for (long long lg_c0 = blockIdx.y * (long long)blockDim.y * 2 + threadIdx.y

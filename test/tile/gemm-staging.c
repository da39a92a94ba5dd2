// tile(16) unroll(1) on a matrix product (unroll(1): staging alone, without
// the register tiles tile(T) alone gives a product): rows of A and columns of B are staged per
// strip of 16 values of p, in padded shared arrays; C (no reuse: each
// thread has its own element) is not staged; loads are guarded and zero
// filled; barriers separate loading from use and use from the next load;
// every thread walks the same block loops and only active ones compute.
// RUN: %loopgpu %s -o - | %strip-checks | FileCheck %s

void gemm(int n, int m, int k, float C[n][m], float A[n][k], float B[k][m])
{
#pragma loopgpu tile(16) unroll(1)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float acc = 0.0f;
      for (int p = 0; p < k; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = acc;
    }
}
// CHECK: __global__ void __launch_bounds__(256) gemm_k0(
// CHECK: staged: A[16][16] per p strip, B[16][16] per p strip; p in strips of 16 */
// CHECK-NEXT: __shared__ float lg_sA[16][17];
// CHECK-NEXT: __shared__ float lg_sB[16][17];
// CHECK-NOT: lg_sC
// CHECK: for (long long lg_b0 = blockIdx.y * 16LL; lg_b0 < lg_trip0; lg_b0 += (long long)gridDim.y * 16) {
// CHECK: for (long long lg_b1 = blockIdx.x * 16LL; lg_b1 < lg_trip1; lg_b1 += (long long)gridDim.x * 16) {
// CHECK: lg_active = lg_active && lg_t0 < lg_trip0;
// CHECK: lg_active = lg_active && lg_t1 < lg_trip1;
// CHECK: float acc;
// CHECK-NEXT: if (lg_active) {
// CHECK: acc = 0.0f;
// CHECK: for (int lg_p0 = lg_pfirst; lg_p0 < lg_pend; lg_p0 += 16) {
// CHECK-NEXT: const long long lg_base_A0 = lg_b0;
// CHECK-NEXT: const long long lg_base_A1 = lg_p0;
// CHECK-NEXT: for (int lg_e = lg_tid; lg_e < 256; lg_e += 256) {
// CHECK-NEXT: const int lg_e1 = lg_e % 16;
// CHECK-NEXT: const int lg_e0 = lg_e / 16;
// CHECK-NEXT: lg_sA[lg_e0][lg_e1] = lg_b0 + lg_e0 < lg_trip0 && lg_p0 + lg_e1 < lg_pend ? A[(lg_base_A0 + lg_e0) * (k) + lg_base_A1 + lg_e1] : (float)0;
// CHECK: lg_sB[lg_e0][lg_e1] = lg_p0 + lg_e0 < lg_pend && lg_b1 + lg_e1 < lg_trip1 ? B[(lg_base_B0 + lg_e0) * (m) + lg_base_B1 + lg_e1] : (float)0;
// CHECK-NEXT: }
// CHECK-NEXT: __syncthreads(); /* strip staged before use */
// CHECK-NEXT: const int lg_pstop = lg_pend - lg_p0 < 16 ? lg_pend : lg_p0 + 16;
// CHECK-NEXT: if (lg_active) {
// CHECK: for (int p = lg_p0; p < lg_pstop; p++)
// CHECK-NEXT: acc += lg_sA[i - lg_base_A0][p - lg_base_A1] * lg_sB[p - lg_base_B0][j - lg_base_B1];
// CHECK-NEXT: }
// CHECK-NEXT: __syncthreads(); /* strip used before the next is staged */
// CHECK-NEXT: }
// CHECK-NEXT: if (lg_active) {
// CHECK: C[i * m + j] = acc;
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

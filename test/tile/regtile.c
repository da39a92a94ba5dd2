// tile(16) unroll(8) on a matrix product: register tiling. A block of 16x16
// threads covers 128x128 outputs, 8x8 per thread (columns: copies at stride
// 16, so consecutive threads stay on consecutive elements; rows: 8
// consecutive per thread); the strips of A and B are 128x16 (stored
// transposed) and 16x128; the strip loop is outside the copies, whose
// accumulators are separate registers (unroll-and-jam: regtile-jam.c).
// RUN: %loopgpu %s -o - | %strip-checks | FileCheck %s

void gemm(int n, int m, int k, float C[n][m], float A[n][k], float B[k][m])
{
#pragma loopgpu tile(16) unroll(8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float acc = 0.0f;
      for (int p = 0; p < k; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = acc;
    }
}
// CHECK: __global__ void __launch_bounds__(256) gemm_k0(
// CHECK: staged: A[128][16] per p strip B[16][128] per p strip; p in strips of 16 */
// CHECK-NEXT: __shared__ __align__(16) float lg_sA[16][132]; /* transposed: [p][i] */
// CHECK-NEXT: __shared__ float lg_sB[16][129];
// CHECK: for (long long lg_b0 = blockIdx.y * 128LL; lg_b0 < lg_trip0; lg_b0 += (long long)gridDim.y * 128) {
// CHECK: const long long lg_t1_7_7 = lg_b1 + threadIdx.x + 112;
// CHECK: float acc_7_7 = 0.0f;
// CHECK: for (int lg_e = lg_tid; lg_e < 2048; lg_e += 256) {
// CHECK: __syncthreads(); /* strip staged before use */
// CHECK: for (int p = lg_p0; p < lg_pstop; p++) {
// CHECK-NEXT: /* unroll-and-jam: {{.*}} */
// CHECK: acc_0_0 += lg_rA_0 * lg_rB_0;
// CHECK: acc_7_7 += lg_rA_7 * lg_rB_7;
// CHECK: __syncthreads(); /* strip used before the next is staged */
// CHECK: C[i_7_7 * m + j_7_7] = acc_7_7;

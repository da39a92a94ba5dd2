// tile(16) unroll(8) on a matrix product: register tiling. A block of 16x16
// threads covers 128x128 outputs, 8x8 per thread (columns: copies in fours,
// 4tx..4tx+3 and 64+4tx..64+4tx+3, so that a thread's B operands are 16
// bytes apart and the half warp's 64 consecutive words; rows: 8
// consecutive per thread); the strips of A and B are 128x16 (stored
// transposed) and 16x128; the strip loop is outside the copies, whose
// accumulators are one array of the thread, `float acc[8][8]`, and the
// copies are loops marked LG_UNROLL (`#pragma unroll` for nvcc, loopgpu.h;
// unroll-and-jam: regtile-jam.c).
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
// CHECK: __global__ void __launch_bounds__(256, 2) gemm_k0(
// CHECK: staged: A[128][16] per p strip, B[16][128] per p strip; p in strips of 16 */
// CHECK-NEXT: __shared__ __align__(16) float lg_sA[16][132]; /* transposed: [p][i] */
// CHECK-NEXT: __shared__ __align__(16) float lg_sB[16][132];
// CHECK: for (long long lg_b0 = blockIdx.y * 128LL; lg_b0 < lg_trip0; lg_b0 += (long long)gridDim.y * 128) {
// The accumulators are one array of the thread, the copies unrolled loops.
// CHECK: float acc[8][8];
// CHECK-NEXT: LG_UNROLL
// CHECK-NEXT: for (int lg_u0 = 0; lg_u0 < 8; lg_u0++) {
// CHECK-NEXT: LG_UNROLL
// CHECK-NEXT: for (int lg_u1 = 0; lg_u1 < 8; lg_u1++) {
// CHECK: acc[lg_u0][lg_u1] = 0.0f;
// CHECK: for (int lg_e = lg_tid; lg_e < 2048; lg_e += 256) {
// CHECK: __syncthreads(); /* strip staged before use */
// CHECK-NEXT: const int lg_pstop = lg_pend - lg_p0 < 16 ? lg_pend : lg_p0 + 16;
// CHECK-NEXT: for (int p = lg_p0; p < lg_pstop; p++) {
// CHECK-NEXT: /* unroll-and-jam: {{.*}} */
// CHECK: acc[lg_u0][lg_u1] += lg_rA_0[lg_u0] * lg_rB_0[lg_u1];
// CHECK: __syncthreads(); /* strip used before the next is staged */
// The stores: one test per row of copies, one per column, no per-copy flags;
// the column copies in fours, the row copies consecutive.
// CHECK: LG_UNROLL
// CHECK-NEXT: for (int lg_u0 = 0; lg_u0 < 8; lg_u0++) {
// CHECK-NEXT: const long long lg_t0 = lg_b0 + threadIdx.y * 8 + lg_u0;
// CHECK-NEXT: if (lg_t0 < lg_trip0) {
// CHECK-NEXT: int i = (int)lg_t0;
// CHECK-NEXT: LG_UNROLL
// CHECK-NEXT: for (int lg_u1 = 0; lg_u1 < 8; lg_u1++) {
// CHECK-NEXT: const long long lg_t1 = lg_b1 + lg_u1 / 4 * 64 + threadIdx.x * 4 + lg_u1 % 4;
// CHECK-NEXT: if (lg_t1 < lg_trip1) {
// CHECK-NEXT: int j = (int)lg_t1;
// CHECK: C[i * m + j] = acc[lg_u0][lg_u1];
// CHECK-NOT: lg_active
// CHECK-NOT: acc_

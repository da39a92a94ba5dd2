// Unroll-and-jam of a register tile: tile(16) unroll(8) on a matrix product.
// The 8x8 copies share one p loop whose step loads the 8 distinct elements of
// A (one per row copy) and the 8 of B (one per column copy) into operand
// arrays (lg_rA_0[8], lg_rB_0[8]), then does the 64 updates unguarded (16
// shared loads per 64 FMAs instead of 128). The accumulators start at their
// literal outside any guard.
// A is stored transposed and each thread owns 8 consecutive rows, so its 8
// A operands are consecutive, 16-byte aligned floats (two float4 loads); its
// 8 B operands are in fours (columns 4tx..4tx+3 and 64+4tx..64+4tx+3): two
// float4 loads too.
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
// CHECK: __shared__ __align__(16) float lg_sA[16][132]; /* transposed: [p][i] */
// CHECK-NEXT: __shared__ __align__(16) float lg_sB[16][132];
// CHECK: float acc[8][8];
// CHECK: acc[lg_u0][lg_u1] = 0.0f;
// A whole strip (regtile-vec.c): 16-byte loads, its 16 steps unrolled.
// CHECK: if ({{.*}}) { /* the boxes whole and their rows aligned: 16 bytes a load */
// CHECK: __syncthreads(); /* strip staged before use */
// CHECK-NEXT: LG_UNROLL
// CHECK-NEXT: for (int p = lg_p0; p < lg_p0 + 16; p++) {
// CHECK: } else {
// An edge strip: element loads under the guard.
// CHECK: lg_sA[lg_e1][lg_e0] = {{.*}} ? A[(lg_base_A0 + lg_e0) * (k) + lg_base_A1 + lg_e1] : (float)0;
// CHECK: for (int p = lg_p0; p < lg_pstop; p++) {
// CHECK-NEXT: /* unroll-and-jam: the 64 copies share this p step; their 128 shared reads are 16 operand registers (8 of A, 8 of B) */
// CHECK-NEXT: float lg_rA_0[8];
// CHECK-NEXT: float lg_rB_0[8];
// CHECK-NEXT: LG_UNROLL
// CHECK-NEXT: for (int lg_u0 = 0; lg_u0 < 8; lg_u0++) {
// CHECK-NEXT: lg_rA_0[lg_u0] = lg_sA[p - lg_base_A1][threadIdx.y * 8 + lg_u0];
// CHECK-NEXT: }
// CHECK-NEXT: LG_UNROLL
// CHECK-NEXT: for (int lg_u1 = 0; lg_u1 < 8; lg_u1++) {
// CHECK-NEXT: lg_rB_0[lg_u1] = lg_sB[p - lg_base_B0][lg_u1 / 4 * 64 + threadIdx.x * 4 + lg_u1 % 4];
// CHECK-NEXT: }
// The updates: unguarded, operands from registers, no induction variable.
// CHECK-NEXT: LG_UNROLL
// CHECK-NEXT: for (int lg_u0 = 0; lg_u0 < 8; lg_u0++) {
// CHECK-NEXT: LG_UNROLL
// CHECK-NEXT: for (int lg_u1 = 0; lg_u1 < 8; lg_u1++) {
// CHECK-NOT: if (
// CHECK: acc[lg_u0][lg_u1] += lg_rA_0[lg_u0] * lg_rB_0[lg_u1];
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: __syncthreads(); /* strip used before the next is staged */
// CHECK: if (lg_t1 < lg_trip1) {
// CHECK: C[i * m + j] = acc[lg_u0][lg_u1];

#include "loopgpu.h"
#line 1 "kernels/gemm.c"
/* gemm.c — C = alpha*A*B + beta*C with C99 variably modified parameters.
 *
 * usage: gemm [N [M [K [SEED]]]]   C is N×M, A is N×K, B is K×M
 *        (defaults 1007 1007 1007: no tile size divides them)
 * One kernel region: 16×16 blocks staging strips of A and B, 8×8 outputs a
 * thread in registers (tile(16) unroll(8): what docs/perf.md recommends).
 */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long lcg_state;

/* Deterministic pseudo-random values in [0.5, 1.5): never zero. */
static float lcg_next(void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.5f + (float)((lcg_state >> 40) & 0xFFFFFF) / 16777216.0f;
}

__global__ void __launch_bounds__(256) gemm_k0(long long lg_trip0, long long lg_trip1, int n, int m, int k, float alpha, float beta, float *__restrict__ A, float *__restrict__ B, float *__restrict__ C)
{
  /* loopgpu: gemm_k0 from kernels/gemm.c:24-30; threads: i -> y, j -> x; block 16x16; coarsened 8x8; staged: A[128][16] per p strip B[16][128] per p strip; p in strips of 16 */
  __shared__ __align__(16) float lg_sA[16][132]; /* transposed: [p][i] */
  __shared__ float lg_sB[16][129];
  const int lg_tid = threadIdx.x + 16 * (threadIdx.y + 16 * threadIdx.z);
  for (long long lg_b0 = blockIdx.y * 128LL; lg_b0 < lg_trip0; lg_b0 += (long long)gridDim.y * 128) {
    for (long long lg_b1 = blockIdx.x * 128LL; lg_b1 < lg_trip1; lg_b1 += (long long)gridDim.x * 128) {
      bool lg_active_0_0 = true;
      const long long lg_t0_0_0 = lg_b0 + threadIdx.y * 8 + 0;
      lg_active_0_0 = lg_active_0_0 && lg_t0_0_0 < lg_trip0;
      int i_0_0 = (int)lg_t0_0_0;
      const long long lg_t1_0_0 = lg_b1 + threadIdx.x;
      lg_active_0_0 = lg_active_0_0 && lg_t1_0_0 < lg_trip1;
      int j_0_0 = (int)lg_t1_0_0;
      bool lg_active_0_1 = true;
      const long long lg_t0_0_1 = lg_b0 + threadIdx.y * 8 + 0;
      lg_active_0_1 = lg_active_0_1 && lg_t0_0_1 < lg_trip0;
      int i_0_1 = (int)lg_t0_0_1;
      const long long lg_t1_0_1 = lg_b1 + threadIdx.x + 16;
      lg_active_0_1 = lg_active_0_1 && lg_t1_0_1 < lg_trip1;
      int j_0_1 = (int)lg_t1_0_1;
      bool lg_active_0_2 = true;
      const long long lg_t0_0_2 = lg_b0 + threadIdx.y * 8 + 0;
      lg_active_0_2 = lg_active_0_2 && lg_t0_0_2 < lg_trip0;
      int i_0_2 = (int)lg_t0_0_2;
      const long long lg_t1_0_2 = lg_b1 + threadIdx.x + 32;
      lg_active_0_2 = lg_active_0_2 && lg_t1_0_2 < lg_trip1;
      int j_0_2 = (int)lg_t1_0_2;
      bool lg_active_0_3 = true;
      const long long lg_t0_0_3 = lg_b0 + threadIdx.y * 8 + 0;
      lg_active_0_3 = lg_active_0_3 && lg_t0_0_3 < lg_trip0;
      int i_0_3 = (int)lg_t0_0_3;
      const long long lg_t1_0_3 = lg_b1 + threadIdx.x + 48;
      lg_active_0_3 = lg_active_0_3 && lg_t1_0_3 < lg_trip1;
      int j_0_3 = (int)lg_t1_0_3;
      bool lg_active_0_4 = true;
      const long long lg_t0_0_4 = lg_b0 + threadIdx.y * 8 + 0;
      lg_active_0_4 = lg_active_0_4 && lg_t0_0_4 < lg_trip0;
      int i_0_4 = (int)lg_t0_0_4;
      const long long lg_t1_0_4 = lg_b1 + threadIdx.x + 64;
      lg_active_0_4 = lg_active_0_4 && lg_t1_0_4 < lg_trip1;
      int j_0_4 = (int)lg_t1_0_4;
      bool lg_active_0_5 = true;
      const long long lg_t0_0_5 = lg_b0 + threadIdx.y * 8 + 0;
      lg_active_0_5 = lg_active_0_5 && lg_t0_0_5 < lg_trip0;
      int i_0_5 = (int)lg_t0_0_5;
      const long long lg_t1_0_5 = lg_b1 + threadIdx.x + 80;
      lg_active_0_5 = lg_active_0_5 && lg_t1_0_5 < lg_trip1;
      int j_0_5 = (int)lg_t1_0_5;
      bool lg_active_0_6 = true;
      const long long lg_t0_0_6 = lg_b0 + threadIdx.y * 8 + 0;
      lg_active_0_6 = lg_active_0_6 && lg_t0_0_6 < lg_trip0;
      int i_0_6 = (int)lg_t0_0_6;
      const long long lg_t1_0_6 = lg_b1 + threadIdx.x + 96;
      lg_active_0_6 = lg_active_0_6 && lg_t1_0_6 < lg_trip1;
      int j_0_6 = (int)lg_t1_0_6;
      bool lg_active_0_7 = true;
      const long long lg_t0_0_7 = lg_b0 + threadIdx.y * 8 + 0;
      lg_active_0_7 = lg_active_0_7 && lg_t0_0_7 < lg_trip0;
      int i_0_7 = (int)lg_t0_0_7;
      const long long lg_t1_0_7 = lg_b1 + threadIdx.x + 112;
      lg_active_0_7 = lg_active_0_7 && lg_t1_0_7 < lg_trip1;
      int j_0_7 = (int)lg_t1_0_7;
      bool lg_active_1_0 = true;
      const long long lg_t0_1_0 = lg_b0 + threadIdx.y * 8 + 1;
      lg_active_1_0 = lg_active_1_0 && lg_t0_1_0 < lg_trip0;
      int i_1_0 = (int)lg_t0_1_0;
      const long long lg_t1_1_0 = lg_b1 + threadIdx.x;
      lg_active_1_0 = lg_active_1_0 && lg_t1_1_0 < lg_trip1;
      int j_1_0 = (int)lg_t1_1_0;
      bool lg_active_1_1 = true;
      const long long lg_t0_1_1 = lg_b0 + threadIdx.y * 8 + 1;
      lg_active_1_1 = lg_active_1_1 && lg_t0_1_1 < lg_trip0;
      int i_1_1 = (int)lg_t0_1_1;
      const long long lg_t1_1_1 = lg_b1 + threadIdx.x + 16;
      lg_active_1_1 = lg_active_1_1 && lg_t1_1_1 < lg_trip1;
      int j_1_1 = (int)lg_t1_1_1;
      bool lg_active_1_2 = true;
      const long long lg_t0_1_2 = lg_b0 + threadIdx.y * 8 + 1;
      lg_active_1_2 = lg_active_1_2 && lg_t0_1_2 < lg_trip0;
      int i_1_2 = (int)lg_t0_1_2;
      const long long lg_t1_1_2 = lg_b1 + threadIdx.x + 32;
      lg_active_1_2 = lg_active_1_2 && lg_t1_1_2 < lg_trip1;
      int j_1_2 = (int)lg_t1_1_2;
      bool lg_active_1_3 = true;
      const long long lg_t0_1_3 = lg_b0 + threadIdx.y * 8 + 1;
      lg_active_1_3 = lg_active_1_3 && lg_t0_1_3 < lg_trip0;
      int i_1_3 = (int)lg_t0_1_3;
      const long long lg_t1_1_3 = lg_b1 + threadIdx.x + 48;
      lg_active_1_3 = lg_active_1_3 && lg_t1_1_3 < lg_trip1;
      int j_1_3 = (int)lg_t1_1_3;
      bool lg_active_1_4 = true;
      const long long lg_t0_1_4 = lg_b0 + threadIdx.y * 8 + 1;
      lg_active_1_4 = lg_active_1_4 && lg_t0_1_4 < lg_trip0;
      int i_1_4 = (int)lg_t0_1_4;
      const long long lg_t1_1_4 = lg_b1 + threadIdx.x + 64;
      lg_active_1_4 = lg_active_1_4 && lg_t1_1_4 < lg_trip1;
      int j_1_4 = (int)lg_t1_1_4;
      bool lg_active_1_5 = true;
      const long long lg_t0_1_5 = lg_b0 + threadIdx.y * 8 + 1;
      lg_active_1_5 = lg_active_1_5 && lg_t0_1_5 < lg_trip0;
      int i_1_5 = (int)lg_t0_1_5;
      const long long lg_t1_1_5 = lg_b1 + threadIdx.x + 80;
      lg_active_1_5 = lg_active_1_5 && lg_t1_1_5 < lg_trip1;
      int j_1_5 = (int)lg_t1_1_5;
      bool lg_active_1_6 = true;
      const long long lg_t0_1_6 = lg_b0 + threadIdx.y * 8 + 1;
      lg_active_1_6 = lg_active_1_6 && lg_t0_1_6 < lg_trip0;
      int i_1_6 = (int)lg_t0_1_6;
      const long long lg_t1_1_6 = lg_b1 + threadIdx.x + 96;
      lg_active_1_6 = lg_active_1_6 && lg_t1_1_6 < lg_trip1;
      int j_1_6 = (int)lg_t1_1_6;
      bool lg_active_1_7 = true;
      const long long lg_t0_1_7 = lg_b0 + threadIdx.y * 8 + 1;
      lg_active_1_7 = lg_active_1_7 && lg_t0_1_7 < lg_trip0;
      int i_1_7 = (int)lg_t0_1_7;
      const long long lg_t1_1_7 = lg_b1 + threadIdx.x + 112;
      lg_active_1_7 = lg_active_1_7 && lg_t1_1_7 < lg_trip1;
      int j_1_7 = (int)lg_t1_1_7;
      bool lg_active_2_0 = true;
      const long long lg_t0_2_0 = lg_b0 + threadIdx.y * 8 + 2;
      lg_active_2_0 = lg_active_2_0 && lg_t0_2_0 < lg_trip0;
      int i_2_0 = (int)lg_t0_2_0;
      const long long lg_t1_2_0 = lg_b1 + threadIdx.x;
      lg_active_2_0 = lg_active_2_0 && lg_t1_2_0 < lg_trip1;
      int j_2_0 = (int)lg_t1_2_0;
      bool lg_active_2_1 = true;
      const long long lg_t0_2_1 = lg_b0 + threadIdx.y * 8 + 2;
      lg_active_2_1 = lg_active_2_1 && lg_t0_2_1 < lg_trip0;
      int i_2_1 = (int)lg_t0_2_1;
      const long long lg_t1_2_1 = lg_b1 + threadIdx.x + 16;
      lg_active_2_1 = lg_active_2_1 && lg_t1_2_1 < lg_trip1;
      int j_2_1 = (int)lg_t1_2_1;
      bool lg_active_2_2 = true;
      const long long lg_t0_2_2 = lg_b0 + threadIdx.y * 8 + 2;
      lg_active_2_2 = lg_active_2_2 && lg_t0_2_2 < lg_trip0;
      int i_2_2 = (int)lg_t0_2_2;
      const long long lg_t1_2_2 = lg_b1 + threadIdx.x + 32;
      lg_active_2_2 = lg_active_2_2 && lg_t1_2_2 < lg_trip1;
      int j_2_2 = (int)lg_t1_2_2;
      bool lg_active_2_3 = true;
      const long long lg_t0_2_3 = lg_b0 + threadIdx.y * 8 + 2;
      lg_active_2_3 = lg_active_2_3 && lg_t0_2_3 < lg_trip0;
      int i_2_3 = (int)lg_t0_2_3;
      const long long lg_t1_2_3 = lg_b1 + threadIdx.x + 48;
      lg_active_2_3 = lg_active_2_3 && lg_t1_2_3 < lg_trip1;
      int j_2_3 = (int)lg_t1_2_3;
      bool lg_active_2_4 = true;
      const long long lg_t0_2_4 = lg_b0 + threadIdx.y * 8 + 2;
      lg_active_2_4 = lg_active_2_4 && lg_t0_2_4 < lg_trip0;
      int i_2_4 = (int)lg_t0_2_4;
      const long long lg_t1_2_4 = lg_b1 + threadIdx.x + 64;
      lg_active_2_4 = lg_active_2_4 && lg_t1_2_4 < lg_trip1;
      int j_2_4 = (int)lg_t1_2_4;
      bool lg_active_2_5 = true;
      const long long lg_t0_2_5 = lg_b0 + threadIdx.y * 8 + 2;
      lg_active_2_5 = lg_active_2_5 && lg_t0_2_5 < lg_trip0;
      int i_2_5 = (int)lg_t0_2_5;
      const long long lg_t1_2_5 = lg_b1 + threadIdx.x + 80;
      lg_active_2_5 = lg_active_2_5 && lg_t1_2_5 < lg_trip1;
      int j_2_5 = (int)lg_t1_2_5;
      bool lg_active_2_6 = true;
      const long long lg_t0_2_6 = lg_b0 + threadIdx.y * 8 + 2;
      lg_active_2_6 = lg_active_2_6 && lg_t0_2_6 < lg_trip0;
      int i_2_6 = (int)lg_t0_2_6;
      const long long lg_t1_2_6 = lg_b1 + threadIdx.x + 96;
      lg_active_2_6 = lg_active_2_6 && lg_t1_2_6 < lg_trip1;
      int j_2_6 = (int)lg_t1_2_6;
      bool lg_active_2_7 = true;
      const long long lg_t0_2_7 = lg_b0 + threadIdx.y * 8 + 2;
      lg_active_2_7 = lg_active_2_7 && lg_t0_2_7 < lg_trip0;
      int i_2_7 = (int)lg_t0_2_7;
      const long long lg_t1_2_7 = lg_b1 + threadIdx.x + 112;
      lg_active_2_7 = lg_active_2_7 && lg_t1_2_7 < lg_trip1;
      int j_2_7 = (int)lg_t1_2_7;
      bool lg_active_3_0 = true;
      const long long lg_t0_3_0 = lg_b0 + threadIdx.y * 8 + 3;
      lg_active_3_0 = lg_active_3_0 && lg_t0_3_0 < lg_trip0;
      int i_3_0 = (int)lg_t0_3_0;
      const long long lg_t1_3_0 = lg_b1 + threadIdx.x;
      lg_active_3_0 = lg_active_3_0 && lg_t1_3_0 < lg_trip1;
      int j_3_0 = (int)lg_t1_3_0;
      bool lg_active_3_1 = true;
      const long long lg_t0_3_1 = lg_b0 + threadIdx.y * 8 + 3;
      lg_active_3_1 = lg_active_3_1 && lg_t0_3_1 < lg_trip0;
      int i_3_1 = (int)lg_t0_3_1;
      const long long lg_t1_3_1 = lg_b1 + threadIdx.x + 16;
      lg_active_3_1 = lg_active_3_1 && lg_t1_3_1 < lg_trip1;
      int j_3_1 = (int)lg_t1_3_1;
      bool lg_active_3_2 = true;
      const long long lg_t0_3_2 = lg_b0 + threadIdx.y * 8 + 3;
      lg_active_3_2 = lg_active_3_2 && lg_t0_3_2 < lg_trip0;
      int i_3_2 = (int)lg_t0_3_2;
      const long long lg_t1_3_2 = lg_b1 + threadIdx.x + 32;
      lg_active_3_2 = lg_active_3_2 && lg_t1_3_2 < lg_trip1;
      int j_3_2 = (int)lg_t1_3_2;
      bool lg_active_3_3 = true;
      const long long lg_t0_3_3 = lg_b0 + threadIdx.y * 8 + 3;
      lg_active_3_3 = lg_active_3_3 && lg_t0_3_3 < lg_trip0;
      int i_3_3 = (int)lg_t0_3_3;
      const long long lg_t1_3_3 = lg_b1 + threadIdx.x + 48;
      lg_active_3_3 = lg_active_3_3 && lg_t1_3_3 < lg_trip1;
      int j_3_3 = (int)lg_t1_3_3;
      bool lg_active_3_4 = true;
      const long long lg_t0_3_4 = lg_b0 + threadIdx.y * 8 + 3;
      lg_active_3_4 = lg_active_3_4 && lg_t0_3_4 < lg_trip0;
      int i_3_4 = (int)lg_t0_3_4;
      const long long lg_t1_3_4 = lg_b1 + threadIdx.x + 64;
      lg_active_3_4 = lg_active_3_4 && lg_t1_3_4 < lg_trip1;
      int j_3_4 = (int)lg_t1_3_4;
      bool lg_active_3_5 = true;
      const long long lg_t0_3_5 = lg_b0 + threadIdx.y * 8 + 3;
      lg_active_3_5 = lg_active_3_5 && lg_t0_3_5 < lg_trip0;
      int i_3_5 = (int)lg_t0_3_5;
      const long long lg_t1_3_5 = lg_b1 + threadIdx.x + 80;
      lg_active_3_5 = lg_active_3_5 && lg_t1_3_5 < lg_trip1;
      int j_3_5 = (int)lg_t1_3_5;
      bool lg_active_3_6 = true;
      const long long lg_t0_3_6 = lg_b0 + threadIdx.y * 8 + 3;
      lg_active_3_6 = lg_active_3_6 && lg_t0_3_6 < lg_trip0;
      int i_3_6 = (int)lg_t0_3_6;
      const long long lg_t1_3_6 = lg_b1 + threadIdx.x + 96;
      lg_active_3_6 = lg_active_3_6 && lg_t1_3_6 < lg_trip1;
      int j_3_6 = (int)lg_t1_3_6;
      bool lg_active_3_7 = true;
      const long long lg_t0_3_7 = lg_b0 + threadIdx.y * 8 + 3;
      lg_active_3_7 = lg_active_3_7 && lg_t0_3_7 < lg_trip0;
      int i_3_7 = (int)lg_t0_3_7;
      const long long lg_t1_3_7 = lg_b1 + threadIdx.x + 112;
      lg_active_3_7 = lg_active_3_7 && lg_t1_3_7 < lg_trip1;
      int j_3_7 = (int)lg_t1_3_7;
      bool lg_active_4_0 = true;
      const long long lg_t0_4_0 = lg_b0 + threadIdx.y * 8 + 4;
      lg_active_4_0 = lg_active_4_0 && lg_t0_4_0 < lg_trip0;
      int i_4_0 = (int)lg_t0_4_0;
      const long long lg_t1_4_0 = lg_b1 + threadIdx.x;
      lg_active_4_0 = lg_active_4_0 && lg_t1_4_0 < lg_trip1;
      int j_4_0 = (int)lg_t1_4_0;
      bool lg_active_4_1 = true;
      const long long lg_t0_4_1 = lg_b0 + threadIdx.y * 8 + 4;
      lg_active_4_1 = lg_active_4_1 && lg_t0_4_1 < lg_trip0;
      int i_4_1 = (int)lg_t0_4_1;
      const long long lg_t1_4_1 = lg_b1 + threadIdx.x + 16;
      lg_active_4_1 = lg_active_4_1 && lg_t1_4_1 < lg_trip1;
      int j_4_1 = (int)lg_t1_4_1;
      bool lg_active_4_2 = true;
      const long long lg_t0_4_2 = lg_b0 + threadIdx.y * 8 + 4;
      lg_active_4_2 = lg_active_4_2 && lg_t0_4_2 < lg_trip0;
      int i_4_2 = (int)lg_t0_4_2;
      const long long lg_t1_4_2 = lg_b1 + threadIdx.x + 32;
      lg_active_4_2 = lg_active_4_2 && lg_t1_4_2 < lg_trip1;
      int j_4_2 = (int)lg_t1_4_2;
      bool lg_active_4_3 = true;
      const long long lg_t0_4_3 = lg_b0 + threadIdx.y * 8 + 4;
      lg_active_4_3 = lg_active_4_3 && lg_t0_4_3 < lg_trip0;
      int i_4_3 = (int)lg_t0_4_3;
      const long long lg_t1_4_3 = lg_b1 + threadIdx.x + 48;
      lg_active_4_3 = lg_active_4_3 && lg_t1_4_3 < lg_trip1;
      int j_4_3 = (int)lg_t1_4_3;
      bool lg_active_4_4 = true;
      const long long lg_t0_4_4 = lg_b0 + threadIdx.y * 8 + 4;
      lg_active_4_4 = lg_active_4_4 && lg_t0_4_4 < lg_trip0;
      int i_4_4 = (int)lg_t0_4_4;
      const long long lg_t1_4_4 = lg_b1 + threadIdx.x + 64;
      lg_active_4_4 = lg_active_4_4 && lg_t1_4_4 < lg_trip1;
      int j_4_4 = (int)lg_t1_4_4;
      bool lg_active_4_5 = true;
      const long long lg_t0_4_5 = lg_b0 + threadIdx.y * 8 + 4;
      lg_active_4_5 = lg_active_4_5 && lg_t0_4_5 < lg_trip0;
      int i_4_5 = (int)lg_t0_4_5;
      const long long lg_t1_4_5 = lg_b1 + threadIdx.x + 80;
      lg_active_4_5 = lg_active_4_5 && lg_t1_4_5 < lg_trip1;
      int j_4_5 = (int)lg_t1_4_5;
      bool lg_active_4_6 = true;
      const long long lg_t0_4_6 = lg_b0 + threadIdx.y * 8 + 4;
      lg_active_4_6 = lg_active_4_6 && lg_t0_4_6 < lg_trip0;
      int i_4_6 = (int)lg_t0_4_6;
      const long long lg_t1_4_6 = lg_b1 + threadIdx.x + 96;
      lg_active_4_6 = lg_active_4_6 && lg_t1_4_6 < lg_trip1;
      int j_4_6 = (int)lg_t1_4_6;
      bool lg_active_4_7 = true;
      const long long lg_t0_4_7 = lg_b0 + threadIdx.y * 8 + 4;
      lg_active_4_7 = lg_active_4_7 && lg_t0_4_7 < lg_trip0;
      int i_4_7 = (int)lg_t0_4_7;
      const long long lg_t1_4_7 = lg_b1 + threadIdx.x + 112;
      lg_active_4_7 = lg_active_4_7 && lg_t1_4_7 < lg_trip1;
      int j_4_7 = (int)lg_t1_4_7;
      bool lg_active_5_0 = true;
      const long long lg_t0_5_0 = lg_b0 + threadIdx.y * 8 + 5;
      lg_active_5_0 = lg_active_5_0 && lg_t0_5_0 < lg_trip0;
      int i_5_0 = (int)lg_t0_5_0;
      const long long lg_t1_5_0 = lg_b1 + threadIdx.x;
      lg_active_5_0 = lg_active_5_0 && lg_t1_5_0 < lg_trip1;
      int j_5_0 = (int)lg_t1_5_0;
      bool lg_active_5_1 = true;
      const long long lg_t0_5_1 = lg_b0 + threadIdx.y * 8 + 5;
      lg_active_5_1 = lg_active_5_1 && lg_t0_5_1 < lg_trip0;
      int i_5_1 = (int)lg_t0_5_1;
      const long long lg_t1_5_1 = lg_b1 + threadIdx.x + 16;
      lg_active_5_1 = lg_active_5_1 && lg_t1_5_1 < lg_trip1;
      int j_5_1 = (int)lg_t1_5_1;
      bool lg_active_5_2 = true;
      const long long lg_t0_5_2 = lg_b0 + threadIdx.y * 8 + 5;
      lg_active_5_2 = lg_active_5_2 && lg_t0_5_2 < lg_trip0;
      int i_5_2 = (int)lg_t0_5_2;
      const long long lg_t1_5_2 = lg_b1 + threadIdx.x + 32;
      lg_active_5_2 = lg_active_5_2 && lg_t1_5_2 < lg_trip1;
      int j_5_2 = (int)lg_t1_5_2;
      bool lg_active_5_3 = true;
      const long long lg_t0_5_3 = lg_b0 + threadIdx.y * 8 + 5;
      lg_active_5_3 = lg_active_5_3 && lg_t0_5_3 < lg_trip0;
      int i_5_3 = (int)lg_t0_5_3;
      const long long lg_t1_5_3 = lg_b1 + threadIdx.x + 48;
      lg_active_5_3 = lg_active_5_3 && lg_t1_5_3 < lg_trip1;
      int j_5_3 = (int)lg_t1_5_3;
      bool lg_active_5_4 = true;
      const long long lg_t0_5_4 = lg_b0 + threadIdx.y * 8 + 5;
      lg_active_5_4 = lg_active_5_4 && lg_t0_5_4 < lg_trip0;
      int i_5_4 = (int)lg_t0_5_4;
      const long long lg_t1_5_4 = lg_b1 + threadIdx.x + 64;
      lg_active_5_4 = lg_active_5_4 && lg_t1_5_4 < lg_trip1;
      int j_5_4 = (int)lg_t1_5_4;
      bool lg_active_5_5 = true;
      const long long lg_t0_5_5 = lg_b0 + threadIdx.y * 8 + 5;
      lg_active_5_5 = lg_active_5_5 && lg_t0_5_5 < lg_trip0;
      int i_5_5 = (int)lg_t0_5_5;
      const long long lg_t1_5_5 = lg_b1 + threadIdx.x + 80;
      lg_active_5_5 = lg_active_5_5 && lg_t1_5_5 < lg_trip1;
      int j_5_5 = (int)lg_t1_5_5;
      bool lg_active_5_6 = true;
      const long long lg_t0_5_6 = lg_b0 + threadIdx.y * 8 + 5;
      lg_active_5_6 = lg_active_5_6 && lg_t0_5_6 < lg_trip0;
      int i_5_6 = (int)lg_t0_5_6;
      const long long lg_t1_5_6 = lg_b1 + threadIdx.x + 96;
      lg_active_5_6 = lg_active_5_6 && lg_t1_5_6 < lg_trip1;
      int j_5_6 = (int)lg_t1_5_6;
      bool lg_active_5_7 = true;
      const long long lg_t0_5_7 = lg_b0 + threadIdx.y * 8 + 5;
      lg_active_5_7 = lg_active_5_7 && lg_t0_5_7 < lg_trip0;
      int i_5_7 = (int)lg_t0_5_7;
      const long long lg_t1_5_7 = lg_b1 + threadIdx.x + 112;
      lg_active_5_7 = lg_active_5_7 && lg_t1_5_7 < lg_trip1;
      int j_5_7 = (int)lg_t1_5_7;
      bool lg_active_6_0 = true;
      const long long lg_t0_6_0 = lg_b0 + threadIdx.y * 8 + 6;
      lg_active_6_0 = lg_active_6_0 && lg_t0_6_0 < lg_trip0;
      int i_6_0 = (int)lg_t0_6_0;
      const long long lg_t1_6_0 = lg_b1 + threadIdx.x;
      lg_active_6_0 = lg_active_6_0 && lg_t1_6_0 < lg_trip1;
      int j_6_0 = (int)lg_t1_6_0;
      bool lg_active_6_1 = true;
      const long long lg_t0_6_1 = lg_b0 + threadIdx.y * 8 + 6;
      lg_active_6_1 = lg_active_6_1 && lg_t0_6_1 < lg_trip0;
      int i_6_1 = (int)lg_t0_6_1;
      const long long lg_t1_6_1 = lg_b1 + threadIdx.x + 16;
      lg_active_6_1 = lg_active_6_1 && lg_t1_6_1 < lg_trip1;
      int j_6_1 = (int)lg_t1_6_1;
      bool lg_active_6_2 = true;
      const long long lg_t0_6_2 = lg_b0 + threadIdx.y * 8 + 6;
      lg_active_6_2 = lg_active_6_2 && lg_t0_6_2 < lg_trip0;
      int i_6_2 = (int)lg_t0_6_2;
      const long long lg_t1_6_2 = lg_b1 + threadIdx.x + 32;
      lg_active_6_2 = lg_active_6_2 && lg_t1_6_2 < lg_trip1;
      int j_6_2 = (int)lg_t1_6_2;
      bool lg_active_6_3 = true;
      const long long lg_t0_6_3 = lg_b0 + threadIdx.y * 8 + 6;
      lg_active_6_3 = lg_active_6_3 && lg_t0_6_3 < lg_trip0;
      int i_6_3 = (int)lg_t0_6_3;
      const long long lg_t1_6_3 = lg_b1 + threadIdx.x + 48;
      lg_active_6_3 = lg_active_6_3 && lg_t1_6_3 < lg_trip1;
      int j_6_3 = (int)lg_t1_6_3;
      bool lg_active_6_4 = true;
      const long long lg_t0_6_4 = lg_b0 + threadIdx.y * 8 + 6;
      lg_active_6_4 = lg_active_6_4 && lg_t0_6_4 < lg_trip0;
      int i_6_4 = (int)lg_t0_6_4;
      const long long lg_t1_6_4 = lg_b1 + threadIdx.x + 64;
      lg_active_6_4 = lg_active_6_4 && lg_t1_6_4 < lg_trip1;
      int j_6_4 = (int)lg_t1_6_4;
      bool lg_active_6_5 = true;
      const long long lg_t0_6_5 = lg_b0 + threadIdx.y * 8 + 6;
      lg_active_6_5 = lg_active_6_5 && lg_t0_6_5 < lg_trip0;
      int i_6_5 = (int)lg_t0_6_5;
      const long long lg_t1_6_5 = lg_b1 + threadIdx.x + 80;
      lg_active_6_5 = lg_active_6_5 && lg_t1_6_5 < lg_trip1;
      int j_6_5 = (int)lg_t1_6_5;
      bool lg_active_6_6 = true;
      const long long lg_t0_6_6 = lg_b0 + threadIdx.y * 8 + 6;
      lg_active_6_6 = lg_active_6_6 && lg_t0_6_6 < lg_trip0;
      int i_6_6 = (int)lg_t0_6_6;
      const long long lg_t1_6_6 = lg_b1 + threadIdx.x + 96;
      lg_active_6_6 = lg_active_6_6 && lg_t1_6_6 < lg_trip1;
      int j_6_6 = (int)lg_t1_6_6;
      bool lg_active_6_7 = true;
      const long long lg_t0_6_7 = lg_b0 + threadIdx.y * 8 + 6;
      lg_active_6_7 = lg_active_6_7 && lg_t0_6_7 < lg_trip0;
      int i_6_7 = (int)lg_t0_6_7;
      const long long lg_t1_6_7 = lg_b1 + threadIdx.x + 112;
      lg_active_6_7 = lg_active_6_7 && lg_t1_6_7 < lg_trip1;
      int j_6_7 = (int)lg_t1_6_7;
      bool lg_active_7_0 = true;
      const long long lg_t0_7_0 = lg_b0 + threadIdx.y * 8 + 7;
      lg_active_7_0 = lg_active_7_0 && lg_t0_7_0 < lg_trip0;
      int i_7_0 = (int)lg_t0_7_0;
      const long long lg_t1_7_0 = lg_b1 + threadIdx.x;
      lg_active_7_0 = lg_active_7_0 && lg_t1_7_0 < lg_trip1;
      int j_7_0 = (int)lg_t1_7_0;
      bool lg_active_7_1 = true;
      const long long lg_t0_7_1 = lg_b0 + threadIdx.y * 8 + 7;
      lg_active_7_1 = lg_active_7_1 && lg_t0_7_1 < lg_trip0;
      int i_7_1 = (int)lg_t0_7_1;
      const long long lg_t1_7_1 = lg_b1 + threadIdx.x + 16;
      lg_active_7_1 = lg_active_7_1 && lg_t1_7_1 < lg_trip1;
      int j_7_1 = (int)lg_t1_7_1;
      bool lg_active_7_2 = true;
      const long long lg_t0_7_2 = lg_b0 + threadIdx.y * 8 + 7;
      lg_active_7_2 = lg_active_7_2 && lg_t0_7_2 < lg_trip0;
      int i_7_2 = (int)lg_t0_7_2;
      const long long lg_t1_7_2 = lg_b1 + threadIdx.x + 32;
      lg_active_7_2 = lg_active_7_2 && lg_t1_7_2 < lg_trip1;
      int j_7_2 = (int)lg_t1_7_2;
      bool lg_active_7_3 = true;
      const long long lg_t0_7_3 = lg_b0 + threadIdx.y * 8 + 7;
      lg_active_7_3 = lg_active_7_3 && lg_t0_7_3 < lg_trip0;
      int i_7_3 = (int)lg_t0_7_3;
      const long long lg_t1_7_3 = lg_b1 + threadIdx.x + 48;
      lg_active_7_3 = lg_active_7_3 && lg_t1_7_3 < lg_trip1;
      int j_7_3 = (int)lg_t1_7_3;
      bool lg_active_7_4 = true;
      const long long lg_t0_7_4 = lg_b0 + threadIdx.y * 8 + 7;
      lg_active_7_4 = lg_active_7_4 && lg_t0_7_4 < lg_trip0;
      int i_7_4 = (int)lg_t0_7_4;
      const long long lg_t1_7_4 = lg_b1 + threadIdx.x + 64;
      lg_active_7_4 = lg_active_7_4 && lg_t1_7_4 < lg_trip1;
      int j_7_4 = (int)lg_t1_7_4;
      bool lg_active_7_5 = true;
      const long long lg_t0_7_5 = lg_b0 + threadIdx.y * 8 + 7;
      lg_active_7_5 = lg_active_7_5 && lg_t0_7_5 < lg_trip0;
      int i_7_5 = (int)lg_t0_7_5;
      const long long lg_t1_7_5 = lg_b1 + threadIdx.x + 80;
      lg_active_7_5 = lg_active_7_5 && lg_t1_7_5 < lg_trip1;
      int j_7_5 = (int)lg_t1_7_5;
      bool lg_active_7_6 = true;
      const long long lg_t0_7_6 = lg_b0 + threadIdx.y * 8 + 7;
      lg_active_7_6 = lg_active_7_6 && lg_t0_7_6 < lg_trip0;
      int i_7_6 = (int)lg_t0_7_6;
      const long long lg_t1_7_6 = lg_b1 + threadIdx.x + 96;
      lg_active_7_6 = lg_active_7_6 && lg_t1_7_6 < lg_trip1;
      int j_7_6 = (int)lg_t1_7_6;
      bool lg_active_7_7 = true;
      const long long lg_t0_7_7 = lg_b0 + threadIdx.y * 8 + 7;
      lg_active_7_7 = lg_active_7_7 && lg_t0_7_7 < lg_trip0;
      int i_7_7 = (int)lg_t0_7_7;
      const long long lg_t1_7_7 = lg_b1 + threadIdx.x + 112;
      lg_active_7_7 = lg_active_7_7 && lg_t1_7_7 < lg_trip1;
      int j_7_7 = (int)lg_t1_7_7;
      float acc_0_0 = 0.0f;
      if (lg_active_0_0) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_0_1 = 0.0f;
      if (lg_active_0_1) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_0_2 = 0.0f;
      if (lg_active_0_2) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_0_3 = 0.0f;
      if (lg_active_0_3) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_0_4 = 0.0f;
      if (lg_active_0_4) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_0_5 = 0.0f;
      if (lg_active_0_5) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_0_6 = 0.0f;
      if (lg_active_0_6) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_0_7 = 0.0f;
      if (lg_active_0_7) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_1_0 = 0.0f;
      if (lg_active_1_0) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_1_1 = 0.0f;
      if (lg_active_1_1) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_1_2 = 0.0f;
      if (lg_active_1_2) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_1_3 = 0.0f;
      if (lg_active_1_3) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_1_4 = 0.0f;
      if (lg_active_1_4) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_1_5 = 0.0f;
      if (lg_active_1_5) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_1_6 = 0.0f;
      if (lg_active_1_6) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_1_7 = 0.0f;
      if (lg_active_1_7) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_2_0 = 0.0f;
      if (lg_active_2_0) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_2_1 = 0.0f;
      if (lg_active_2_1) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_2_2 = 0.0f;
      if (lg_active_2_2) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_2_3 = 0.0f;
      if (lg_active_2_3) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_2_4 = 0.0f;
      if (lg_active_2_4) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_2_5 = 0.0f;
      if (lg_active_2_5) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_2_6 = 0.0f;
      if (lg_active_2_6) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_2_7 = 0.0f;
      if (lg_active_2_7) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_3_0 = 0.0f;
      if (lg_active_3_0) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_3_1 = 0.0f;
      if (lg_active_3_1) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_3_2 = 0.0f;
      if (lg_active_3_2) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_3_3 = 0.0f;
      if (lg_active_3_3) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_3_4 = 0.0f;
      if (lg_active_3_4) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_3_5 = 0.0f;
      if (lg_active_3_5) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_3_6 = 0.0f;
      if (lg_active_3_6) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_3_7 = 0.0f;
      if (lg_active_3_7) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_4_0 = 0.0f;
      if (lg_active_4_0) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_4_1 = 0.0f;
      if (lg_active_4_1) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_4_2 = 0.0f;
      if (lg_active_4_2) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_4_3 = 0.0f;
      if (lg_active_4_3) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_4_4 = 0.0f;
      if (lg_active_4_4) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_4_5 = 0.0f;
      if (lg_active_4_5) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_4_6 = 0.0f;
      if (lg_active_4_6) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_4_7 = 0.0f;
      if (lg_active_4_7) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_5_0 = 0.0f;
      if (lg_active_5_0) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_5_1 = 0.0f;
      if (lg_active_5_1) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_5_2 = 0.0f;
      if (lg_active_5_2) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_5_3 = 0.0f;
      if (lg_active_5_3) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_5_4 = 0.0f;
      if (lg_active_5_4) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_5_5 = 0.0f;
      if (lg_active_5_5) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_5_6 = 0.0f;
      if (lg_active_5_6) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_5_7 = 0.0f;
      if (lg_active_5_7) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_6_0 = 0.0f;
      if (lg_active_6_0) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_6_1 = 0.0f;
      if (lg_active_6_1) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_6_2 = 0.0f;
      if (lg_active_6_2) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_6_3 = 0.0f;
      if (lg_active_6_3) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_6_4 = 0.0f;
      if (lg_active_6_4) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_6_5 = 0.0f;
      if (lg_active_6_5) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_6_6 = 0.0f;
      if (lg_active_6_6) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_6_7 = 0.0f;
      if (lg_active_6_7) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_7_0 = 0.0f;
      if (lg_active_7_0) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_7_1 = 0.0f;
      if (lg_active_7_1) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_7_2 = 0.0f;
      if (lg_active_7_2) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_7_3 = 0.0f;
      if (lg_active_7_3) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_7_4 = 0.0f;
      if (lg_active_7_4) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_7_5 = 0.0f;
      if (lg_active_7_5) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_7_6 = 0.0f;
      if (lg_active_7_6) {
#line 26 "kernels/gemm.c"
        ;
      }
      float acc_7_7 = 0.0f;
      if (lg_active_7_7) {
#line 26 "kernels/gemm.c"
        ;
      }
      const int lg_pfirst = 0;
      const int lg_pend = k;
      for (int lg_p0 = lg_pfirst; lg_p0 < lg_pend; lg_p0 += 16) {
        const long long lg_base_A0 = lg_b0;
        const long long lg_base_A1 = lg_p0;
        for (int lg_e = lg_tid; lg_e < 2048; lg_e += 256) {
          const int lg_e1 = lg_e % 16;
          const int lg_e0 = lg_e / 16;
          lg_sA[lg_e1][lg_e0] = lg_b0 + lg_e0 < lg_trip0 && lg_p0 + lg_e1 < lg_pend ? A[(lg_base_A0 + lg_e0) * (k) + lg_base_A1 + lg_e1] : (float)0;
        }
        const long long lg_base_B0 = lg_p0;
        const long long lg_base_B1 = lg_b1;
        for (int lg_e = lg_tid; lg_e < 2048; lg_e += 256) {
          const int lg_e1 = lg_e % 128;
          const int lg_e0 = lg_e / 128;
          lg_sB[lg_e0][lg_e1] = lg_p0 + lg_e0 < lg_pend && lg_b1 + lg_e1 < lg_trip1 ? B[(lg_base_B0 + lg_e0) * (m) + lg_base_B1 + lg_e1] : (float)0;
        }
        __syncthreads(); /* strip staged before use */
        const int lg_pstop = lg_pend - lg_p0 < 16 ? lg_pend : lg_p0 + 16;
        for (int p = lg_p0; p < lg_pstop; p++) {
          /* unroll-and-jam: the 64 copies share this p step; their 128 shared reads are 16 operand registers (8 of A, 8 of B) */
          const float lg_rA_0 = lg_sA[p - lg_base_A1][threadIdx.y * 8 + 0];
          const float lg_rA_1 = lg_sA[p - lg_base_A1][threadIdx.y * 8 + 1];
          const float lg_rA_2 = lg_sA[p - lg_base_A1][threadIdx.y * 8 + 2];
          const float lg_rA_3 = lg_sA[p - lg_base_A1][threadIdx.y * 8 + 3];
          const float lg_rA_4 = lg_sA[p - lg_base_A1][threadIdx.y * 8 + 4];
          const float lg_rA_5 = lg_sA[p - lg_base_A1][threadIdx.y * 8 + 5];
          const float lg_rA_6 = lg_sA[p - lg_base_A1][threadIdx.y * 8 + 6];
          const float lg_rA_7 = lg_sA[p - lg_base_A1][threadIdx.y * 8 + 7];
          const float lg_rB_0 = lg_sB[p - lg_base_B0][j_0_0 - lg_base_B1];
          const float lg_rB_1 = lg_sB[p - lg_base_B0][j_0_1 - lg_base_B1];
          const float lg_rB_2 = lg_sB[p - lg_base_B0][j_0_2 - lg_base_B1];
          const float lg_rB_3 = lg_sB[p - lg_base_B0][j_0_3 - lg_base_B1];
          const float lg_rB_4 = lg_sB[p - lg_base_B0][j_0_4 - lg_base_B1];
          const float lg_rB_5 = lg_sB[p - lg_base_B0][j_0_5 - lg_base_B1];
          const float lg_rB_6 = lg_sB[p - lg_base_B0][j_0_6 - lg_base_B1];
          const float lg_rB_7 = lg_sB[p - lg_base_B0][j_0_7 - lg_base_B1];
#line 28 "kernels/gemm.c"
          acc_0_0 += lg_rA_0 * lg_rB_0;
#line 28 "kernels/gemm.c"
          acc_0_1 += lg_rA_0 * lg_rB_1;
#line 28 "kernels/gemm.c"
          acc_0_2 += lg_rA_0 * lg_rB_2;
#line 28 "kernels/gemm.c"
          acc_0_3 += lg_rA_0 * lg_rB_3;
#line 28 "kernels/gemm.c"
          acc_0_4 += lg_rA_0 * lg_rB_4;
#line 28 "kernels/gemm.c"
          acc_0_5 += lg_rA_0 * lg_rB_5;
#line 28 "kernels/gemm.c"
          acc_0_6 += lg_rA_0 * lg_rB_6;
#line 28 "kernels/gemm.c"
          acc_0_7 += lg_rA_0 * lg_rB_7;
#line 28 "kernels/gemm.c"
          acc_1_0 += lg_rA_1 * lg_rB_0;
#line 28 "kernels/gemm.c"
          acc_1_1 += lg_rA_1 * lg_rB_1;
#line 28 "kernels/gemm.c"
          acc_1_2 += lg_rA_1 * lg_rB_2;
#line 28 "kernels/gemm.c"
          acc_1_3 += lg_rA_1 * lg_rB_3;
#line 28 "kernels/gemm.c"
          acc_1_4 += lg_rA_1 * lg_rB_4;
#line 28 "kernels/gemm.c"
          acc_1_5 += lg_rA_1 * lg_rB_5;
#line 28 "kernels/gemm.c"
          acc_1_6 += lg_rA_1 * lg_rB_6;
#line 28 "kernels/gemm.c"
          acc_1_7 += lg_rA_1 * lg_rB_7;
#line 28 "kernels/gemm.c"
          acc_2_0 += lg_rA_2 * lg_rB_0;
#line 28 "kernels/gemm.c"
          acc_2_1 += lg_rA_2 * lg_rB_1;
#line 28 "kernels/gemm.c"
          acc_2_2 += lg_rA_2 * lg_rB_2;
#line 28 "kernels/gemm.c"
          acc_2_3 += lg_rA_2 * lg_rB_3;
#line 28 "kernels/gemm.c"
          acc_2_4 += lg_rA_2 * lg_rB_4;
#line 28 "kernels/gemm.c"
          acc_2_5 += lg_rA_2 * lg_rB_5;
#line 28 "kernels/gemm.c"
          acc_2_6 += lg_rA_2 * lg_rB_6;
#line 28 "kernels/gemm.c"
          acc_2_7 += lg_rA_2 * lg_rB_7;
#line 28 "kernels/gemm.c"
          acc_3_0 += lg_rA_3 * lg_rB_0;
#line 28 "kernels/gemm.c"
          acc_3_1 += lg_rA_3 * lg_rB_1;
#line 28 "kernels/gemm.c"
          acc_3_2 += lg_rA_3 * lg_rB_2;
#line 28 "kernels/gemm.c"
          acc_3_3 += lg_rA_3 * lg_rB_3;
#line 28 "kernels/gemm.c"
          acc_3_4 += lg_rA_3 * lg_rB_4;
#line 28 "kernels/gemm.c"
          acc_3_5 += lg_rA_3 * lg_rB_5;
#line 28 "kernels/gemm.c"
          acc_3_6 += lg_rA_3 * lg_rB_6;
#line 28 "kernels/gemm.c"
          acc_3_7 += lg_rA_3 * lg_rB_7;
#line 28 "kernels/gemm.c"
          acc_4_0 += lg_rA_4 * lg_rB_0;
#line 28 "kernels/gemm.c"
          acc_4_1 += lg_rA_4 * lg_rB_1;
#line 28 "kernels/gemm.c"
          acc_4_2 += lg_rA_4 * lg_rB_2;
#line 28 "kernels/gemm.c"
          acc_4_3 += lg_rA_4 * lg_rB_3;
#line 28 "kernels/gemm.c"
          acc_4_4 += lg_rA_4 * lg_rB_4;
#line 28 "kernels/gemm.c"
          acc_4_5 += lg_rA_4 * lg_rB_5;
#line 28 "kernels/gemm.c"
          acc_4_6 += lg_rA_4 * lg_rB_6;
#line 28 "kernels/gemm.c"
          acc_4_7 += lg_rA_4 * lg_rB_7;
#line 28 "kernels/gemm.c"
          acc_5_0 += lg_rA_5 * lg_rB_0;
#line 28 "kernels/gemm.c"
          acc_5_1 += lg_rA_5 * lg_rB_1;
#line 28 "kernels/gemm.c"
          acc_5_2 += lg_rA_5 * lg_rB_2;
#line 28 "kernels/gemm.c"
          acc_5_3 += lg_rA_5 * lg_rB_3;
#line 28 "kernels/gemm.c"
          acc_5_4 += lg_rA_5 * lg_rB_4;
#line 28 "kernels/gemm.c"
          acc_5_5 += lg_rA_5 * lg_rB_5;
#line 28 "kernels/gemm.c"
          acc_5_6 += lg_rA_5 * lg_rB_6;
#line 28 "kernels/gemm.c"
          acc_5_7 += lg_rA_5 * lg_rB_7;
#line 28 "kernels/gemm.c"
          acc_6_0 += lg_rA_6 * lg_rB_0;
#line 28 "kernels/gemm.c"
          acc_6_1 += lg_rA_6 * lg_rB_1;
#line 28 "kernels/gemm.c"
          acc_6_2 += lg_rA_6 * lg_rB_2;
#line 28 "kernels/gemm.c"
          acc_6_3 += lg_rA_6 * lg_rB_3;
#line 28 "kernels/gemm.c"
          acc_6_4 += lg_rA_6 * lg_rB_4;
#line 28 "kernels/gemm.c"
          acc_6_5 += lg_rA_6 * lg_rB_5;
#line 28 "kernels/gemm.c"
          acc_6_6 += lg_rA_6 * lg_rB_6;
#line 28 "kernels/gemm.c"
          acc_6_7 += lg_rA_6 * lg_rB_7;
#line 28 "kernels/gemm.c"
          acc_7_0 += lg_rA_7 * lg_rB_0;
#line 28 "kernels/gemm.c"
          acc_7_1 += lg_rA_7 * lg_rB_1;
#line 28 "kernels/gemm.c"
          acc_7_2 += lg_rA_7 * lg_rB_2;
#line 28 "kernels/gemm.c"
          acc_7_3 += lg_rA_7 * lg_rB_3;
#line 28 "kernels/gemm.c"
          acc_7_4 += lg_rA_7 * lg_rB_4;
#line 28 "kernels/gemm.c"
          acc_7_5 += lg_rA_7 * lg_rB_5;
#line 28 "kernels/gemm.c"
          acc_7_6 += lg_rA_7 * lg_rB_6;
#line 28 "kernels/gemm.c"
          acc_7_7 += lg_rA_7 * lg_rB_7;
        }
        __syncthreads(); /* strip used before the next is staged */
      }
      if (lg_active_0_0) {
#line 29 "kernels/gemm.c"
        C[i_0_0 * m + j_0_0] = alpha * acc_0_0 + beta * C[i_0_0 * m + j_0_0];
      }
      if (lg_active_0_1) {
#line 29 "kernels/gemm.c"
        C[i_0_1 * m + j_0_1] = alpha * acc_0_1 + beta * C[i_0_1 * m + j_0_1];
      }
      if (lg_active_0_2) {
#line 29 "kernels/gemm.c"
        C[i_0_2 * m + j_0_2] = alpha * acc_0_2 + beta * C[i_0_2 * m + j_0_2];
      }
      if (lg_active_0_3) {
#line 29 "kernels/gemm.c"
        C[i_0_3 * m + j_0_3] = alpha * acc_0_3 + beta * C[i_0_3 * m + j_0_3];
      }
      if (lg_active_0_4) {
#line 29 "kernels/gemm.c"
        C[i_0_4 * m + j_0_4] = alpha * acc_0_4 + beta * C[i_0_4 * m + j_0_4];
      }
      if (lg_active_0_5) {
#line 29 "kernels/gemm.c"
        C[i_0_5 * m + j_0_5] = alpha * acc_0_5 + beta * C[i_0_5 * m + j_0_5];
      }
      if (lg_active_0_6) {
#line 29 "kernels/gemm.c"
        C[i_0_6 * m + j_0_6] = alpha * acc_0_6 + beta * C[i_0_6 * m + j_0_6];
      }
      if (lg_active_0_7) {
#line 29 "kernels/gemm.c"
        C[i_0_7 * m + j_0_7] = alpha * acc_0_7 + beta * C[i_0_7 * m + j_0_7];
      }
      if (lg_active_1_0) {
#line 29 "kernels/gemm.c"
        C[i_1_0 * m + j_1_0] = alpha * acc_1_0 + beta * C[i_1_0 * m + j_1_0];
      }
      if (lg_active_1_1) {
#line 29 "kernels/gemm.c"
        C[i_1_1 * m + j_1_1] = alpha * acc_1_1 + beta * C[i_1_1 * m + j_1_1];
      }
      if (lg_active_1_2) {
#line 29 "kernels/gemm.c"
        C[i_1_2 * m + j_1_2] = alpha * acc_1_2 + beta * C[i_1_2 * m + j_1_2];
      }
      if (lg_active_1_3) {
#line 29 "kernels/gemm.c"
        C[i_1_3 * m + j_1_3] = alpha * acc_1_3 + beta * C[i_1_3 * m + j_1_3];
      }
      if (lg_active_1_4) {
#line 29 "kernels/gemm.c"
        C[i_1_4 * m + j_1_4] = alpha * acc_1_4 + beta * C[i_1_4 * m + j_1_4];
      }
      if (lg_active_1_5) {
#line 29 "kernels/gemm.c"
        C[i_1_5 * m + j_1_5] = alpha * acc_1_5 + beta * C[i_1_5 * m + j_1_5];
      }
      if (lg_active_1_6) {
#line 29 "kernels/gemm.c"
        C[i_1_6 * m + j_1_6] = alpha * acc_1_6 + beta * C[i_1_6 * m + j_1_6];
      }
      if (lg_active_1_7) {
#line 29 "kernels/gemm.c"
        C[i_1_7 * m + j_1_7] = alpha * acc_1_7 + beta * C[i_1_7 * m + j_1_7];
      }
      if (lg_active_2_0) {
#line 29 "kernels/gemm.c"
        C[i_2_0 * m + j_2_0] = alpha * acc_2_0 + beta * C[i_2_0 * m + j_2_0];
      }
      if (lg_active_2_1) {
#line 29 "kernels/gemm.c"
        C[i_2_1 * m + j_2_1] = alpha * acc_2_1 + beta * C[i_2_1 * m + j_2_1];
      }
      if (lg_active_2_2) {
#line 29 "kernels/gemm.c"
        C[i_2_2 * m + j_2_2] = alpha * acc_2_2 + beta * C[i_2_2 * m + j_2_2];
      }
      if (lg_active_2_3) {
#line 29 "kernels/gemm.c"
        C[i_2_3 * m + j_2_3] = alpha * acc_2_3 + beta * C[i_2_3 * m + j_2_3];
      }
      if (lg_active_2_4) {
#line 29 "kernels/gemm.c"
        C[i_2_4 * m + j_2_4] = alpha * acc_2_4 + beta * C[i_2_4 * m + j_2_4];
      }
      if (lg_active_2_5) {
#line 29 "kernels/gemm.c"
        C[i_2_5 * m + j_2_5] = alpha * acc_2_5 + beta * C[i_2_5 * m + j_2_5];
      }
      if (lg_active_2_6) {
#line 29 "kernels/gemm.c"
        C[i_2_6 * m + j_2_6] = alpha * acc_2_6 + beta * C[i_2_6 * m + j_2_6];
      }
      if (lg_active_2_7) {
#line 29 "kernels/gemm.c"
        C[i_2_7 * m + j_2_7] = alpha * acc_2_7 + beta * C[i_2_7 * m + j_2_7];
      }
      if (lg_active_3_0) {
#line 29 "kernels/gemm.c"
        C[i_3_0 * m + j_3_0] = alpha * acc_3_0 + beta * C[i_3_0 * m + j_3_0];
      }
      if (lg_active_3_1) {
#line 29 "kernels/gemm.c"
        C[i_3_1 * m + j_3_1] = alpha * acc_3_1 + beta * C[i_3_1 * m + j_3_1];
      }
      if (lg_active_3_2) {
#line 29 "kernels/gemm.c"
        C[i_3_2 * m + j_3_2] = alpha * acc_3_2 + beta * C[i_3_2 * m + j_3_2];
      }
      if (lg_active_3_3) {
#line 29 "kernels/gemm.c"
        C[i_3_3 * m + j_3_3] = alpha * acc_3_3 + beta * C[i_3_3 * m + j_3_3];
      }
      if (lg_active_3_4) {
#line 29 "kernels/gemm.c"
        C[i_3_4 * m + j_3_4] = alpha * acc_3_4 + beta * C[i_3_4 * m + j_3_4];
      }
      if (lg_active_3_5) {
#line 29 "kernels/gemm.c"
        C[i_3_5 * m + j_3_5] = alpha * acc_3_5 + beta * C[i_3_5 * m + j_3_5];
      }
      if (lg_active_3_6) {
#line 29 "kernels/gemm.c"
        C[i_3_6 * m + j_3_6] = alpha * acc_3_6 + beta * C[i_3_6 * m + j_3_6];
      }
      if (lg_active_3_7) {
#line 29 "kernels/gemm.c"
        C[i_3_7 * m + j_3_7] = alpha * acc_3_7 + beta * C[i_3_7 * m + j_3_7];
      }
      if (lg_active_4_0) {
#line 29 "kernels/gemm.c"
        C[i_4_0 * m + j_4_0] = alpha * acc_4_0 + beta * C[i_4_0 * m + j_4_0];
      }
      if (lg_active_4_1) {
#line 29 "kernels/gemm.c"
        C[i_4_1 * m + j_4_1] = alpha * acc_4_1 + beta * C[i_4_1 * m + j_4_1];
      }
      if (lg_active_4_2) {
#line 29 "kernels/gemm.c"
        C[i_4_2 * m + j_4_2] = alpha * acc_4_2 + beta * C[i_4_2 * m + j_4_2];
      }
      if (lg_active_4_3) {
#line 29 "kernels/gemm.c"
        C[i_4_3 * m + j_4_3] = alpha * acc_4_3 + beta * C[i_4_3 * m + j_4_3];
      }
      if (lg_active_4_4) {
#line 29 "kernels/gemm.c"
        C[i_4_4 * m + j_4_4] = alpha * acc_4_4 + beta * C[i_4_4 * m + j_4_4];
      }
      if (lg_active_4_5) {
#line 29 "kernels/gemm.c"
        C[i_4_5 * m + j_4_5] = alpha * acc_4_5 + beta * C[i_4_5 * m + j_4_5];
      }
      if (lg_active_4_6) {
#line 29 "kernels/gemm.c"
        C[i_4_6 * m + j_4_6] = alpha * acc_4_6 + beta * C[i_4_6 * m + j_4_6];
      }
      if (lg_active_4_7) {
#line 29 "kernels/gemm.c"
        C[i_4_7 * m + j_4_7] = alpha * acc_4_7 + beta * C[i_4_7 * m + j_4_7];
      }
      if (lg_active_5_0) {
#line 29 "kernels/gemm.c"
        C[i_5_0 * m + j_5_0] = alpha * acc_5_0 + beta * C[i_5_0 * m + j_5_0];
      }
      if (lg_active_5_1) {
#line 29 "kernels/gemm.c"
        C[i_5_1 * m + j_5_1] = alpha * acc_5_1 + beta * C[i_5_1 * m + j_5_1];
      }
      if (lg_active_5_2) {
#line 29 "kernels/gemm.c"
        C[i_5_2 * m + j_5_2] = alpha * acc_5_2 + beta * C[i_5_2 * m + j_5_2];
      }
      if (lg_active_5_3) {
#line 29 "kernels/gemm.c"
        C[i_5_3 * m + j_5_3] = alpha * acc_5_3 + beta * C[i_5_3 * m + j_5_3];
      }
      if (lg_active_5_4) {
#line 29 "kernels/gemm.c"
        C[i_5_4 * m + j_5_4] = alpha * acc_5_4 + beta * C[i_5_4 * m + j_5_4];
      }
      if (lg_active_5_5) {
#line 29 "kernels/gemm.c"
        C[i_5_5 * m + j_5_5] = alpha * acc_5_5 + beta * C[i_5_5 * m + j_5_5];
      }
      if (lg_active_5_6) {
#line 29 "kernels/gemm.c"
        C[i_5_6 * m + j_5_6] = alpha * acc_5_6 + beta * C[i_5_6 * m + j_5_6];
      }
      if (lg_active_5_7) {
#line 29 "kernels/gemm.c"
        C[i_5_7 * m + j_5_7] = alpha * acc_5_7 + beta * C[i_5_7 * m + j_5_7];
      }
      if (lg_active_6_0) {
#line 29 "kernels/gemm.c"
        C[i_6_0 * m + j_6_0] = alpha * acc_6_0 + beta * C[i_6_0 * m + j_6_0];
      }
      if (lg_active_6_1) {
#line 29 "kernels/gemm.c"
        C[i_6_1 * m + j_6_1] = alpha * acc_6_1 + beta * C[i_6_1 * m + j_6_1];
      }
      if (lg_active_6_2) {
#line 29 "kernels/gemm.c"
        C[i_6_2 * m + j_6_2] = alpha * acc_6_2 + beta * C[i_6_2 * m + j_6_2];
      }
      if (lg_active_6_3) {
#line 29 "kernels/gemm.c"
        C[i_6_3 * m + j_6_3] = alpha * acc_6_3 + beta * C[i_6_3 * m + j_6_3];
      }
      if (lg_active_6_4) {
#line 29 "kernels/gemm.c"
        C[i_6_4 * m + j_6_4] = alpha * acc_6_4 + beta * C[i_6_4 * m + j_6_4];
      }
      if (lg_active_6_5) {
#line 29 "kernels/gemm.c"
        C[i_6_5 * m + j_6_5] = alpha * acc_6_5 + beta * C[i_6_5 * m + j_6_5];
      }
      if (lg_active_6_6) {
#line 29 "kernels/gemm.c"
        C[i_6_6 * m + j_6_6] = alpha * acc_6_6 + beta * C[i_6_6 * m + j_6_6];
      }
      if (lg_active_6_7) {
#line 29 "kernels/gemm.c"
        C[i_6_7 * m + j_6_7] = alpha * acc_6_7 + beta * C[i_6_7 * m + j_6_7];
      }
      if (lg_active_7_0) {
#line 29 "kernels/gemm.c"
        C[i_7_0 * m + j_7_0] = alpha * acc_7_0 + beta * C[i_7_0 * m + j_7_0];
      }
      if (lg_active_7_1) {
#line 29 "kernels/gemm.c"
        C[i_7_1 * m + j_7_1] = alpha * acc_7_1 + beta * C[i_7_1 * m + j_7_1];
      }
      if (lg_active_7_2) {
#line 29 "kernels/gemm.c"
        C[i_7_2 * m + j_7_2] = alpha * acc_7_2 + beta * C[i_7_2 * m + j_7_2];
      }
      if (lg_active_7_3) {
#line 29 "kernels/gemm.c"
        C[i_7_3 * m + j_7_3] = alpha * acc_7_3 + beta * C[i_7_3 * m + j_7_3];
      }
      if (lg_active_7_4) {
#line 29 "kernels/gemm.c"
        C[i_7_4 * m + j_7_4] = alpha * acc_7_4 + beta * C[i_7_4 * m + j_7_4];
      }
      if (lg_active_7_5) {
#line 29 "kernels/gemm.c"
        C[i_7_5 * m + j_7_5] = alpha * acc_7_5 + beta * C[i_7_5 * m + j_7_5];
      }
      if (lg_active_7_6) {
#line 29 "kernels/gemm.c"
        C[i_7_6 * m + j_7_6] = alpha * acc_7_6 + beta * C[i_7_6 * m + j_7_6];
      }
      if (lg_active_7_7) {
#line 29 "kernels/gemm.c"
        C[i_7_7 * m + j_7_7] = alpha * acc_7_7 + beta * C[i_7_7 * m + j_7_7];
      }
    }
  }
}

#line 20 "kernels/gemm.c"
void gemm(int n, int m, int k, float alpha, float beta, float *C,
          float *A, float *B)
{
// #pragma loopgpu tile(16) unroll(8)
  { /* gemm_k0 */
    long long lg_trip0 = n > 0 ? (long long)n : 0;
    long long lg_trip1 = m > 0 ? (long long)m : 0;
    if (lg_trip0 > 0 && lg_trip1 > 0) {
      long long lg_lo_A = 0;
      long long lg_hi_A = (long long)n * (long long)k - 1;
      long long lg_lo_B = 0;
      long long lg_hi_B = (long long)k * (long long)m - 1;
      long long lg_lo_C = 0;
      long long lg_hi_C = (long long)n * (long long)m - 1;
      dim3 lg_block(16, 16, 1);
      dim3 lg_grid(lg_grid_1d(lg_trip1, 128, 65535), lg_grid_1d(lg_trip0, 128, 65535), 1);
      lg_region_begin("gemm_k0", "kernels/gemm.c", 24, (lg_hi_A >= lg_lo_A ? (size_t)(lg_hi_A - lg_lo_A + 1) * sizeof(float) : 0) + (lg_hi_B >= lg_lo_B ? (size_t)(lg_hi_B - lg_lo_B + 1) * sizeof(float) : 0) + (lg_hi_C >= lg_lo_C ? (size_t)(lg_hi_C - lg_lo_C + 1) * sizeof(float) : 0), (lg_hi_B >= lg_lo_B ? (size_t)(lg_hi_B - lg_lo_B + 1) * sizeof(float) : 0), lg_trip0);
      lg_region_paged(lg_pages((lg_hi_A >= lg_lo_A ? (size_t)(lg_hi_A - lg_lo_A + 1) * sizeof(float) : 0)) + lg_pages((lg_hi_B >= lg_lo_B ? (size_t)(lg_hi_B - lg_lo_B + 1) * sizeof(float) : 0)) + lg_pages((lg_hi_C >= lg_lo_C ? (size_t)(lg_hi_C - lg_lo_C + 1) * sizeof(float) : 0)));
      lg_enter((void *)(A + lg_lo_A), lg_hi_A >= lg_lo_A ? (size_t)(lg_hi_A - lg_lo_A + 1) * sizeof(float) : 0, LG_COPYIN, "A", "kernels/gemm.c", 24);
      lg_enter((void *)(B + lg_lo_B), lg_hi_B >= lg_lo_B ? (size_t)(lg_hi_B - lg_lo_B + 1) * sizeof(float) : 0, LG_COPYIN, "B", "kernels/gemm.c", 24);
      lg_enter((void *)(C + lg_lo_C), lg_hi_C >= lg_lo_C ? (size_t)(lg_hi_C - lg_lo_C + 1) * sizeof(float) : 0, LG_COPY, "C", "kernels/gemm.c", 24);
      LG_LAUNCH_RECORD(gemm_k0, lg_grid, lg_block, 0, "kernels/gemm.c", 24);
      LG_LAUNCH(gemm_k0, lg_grid, lg_block, 0, lg_trip0, lg_trip1, n, m, k, alpha, beta,
                lg_hi_A < lg_lo_A ? (float *)0 : (float *)lg_devptr(A + lg_lo_A, "A", "kernels/gemm.c", 24) - lg_lo_A,
                lg_hi_B < lg_lo_B ? (float *)0 : (float *)lg_devptr(B + lg_lo_B, "B", "kernels/gemm.c", 24) - lg_lo_B,
                lg_hi_C < lg_lo_C ? (float *)0 : (float *)lg_devptr(C + lg_lo_C, "C", "kernels/gemm.c", 24) - lg_lo_C);
      lg_launch_check("gemm_k0", "kernels/gemm.c", 24);
      lg_exit((void *)(C + lg_lo_C), lg_hi_C >= lg_lo_C ? (size_t)(lg_hi_C - lg_lo_C + 1) * sizeof(float) : 0, LG_COPY, "C", "kernels/gemm.c", 24);
      lg_exit((void *)(B + lg_lo_B), lg_hi_B >= lg_lo_B ? (size_t)(lg_hi_B - lg_lo_B + 1) * sizeof(float) : 0, LG_COPYIN, "B", "kernels/gemm.c", 24);
      lg_exit((void *)(A + lg_lo_A), lg_hi_A >= lg_lo_A ? (size_t)(lg_hi_A - lg_lo_A + 1) * sizeof(float) : 0, LG_COPYIN, "A", "kernels/gemm.c", 24);
      lg_region_end();
    }
  }
#line 30 "kernels/gemm.c"

}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1007;
  int m = argc > 2 ? atoi(argv[2]) : 1007;
  int k = argc > 3 ? atoi(argv[3]) : 1007;
  lcg_state = argc > 4 ? strtoull(argv[4], NULL, 10) : 42;
  if (n < 1 || m < 1 || k < 1) {
    fprintf(stderr, "gemm: N, M and K must be >= 1\n");
    return 2;
  }

  float *C = (float *)malloc(sizeof(float) * (size_t)n * (size_t)m);
  float *A = (float *)malloc(sizeof(float) * (size_t)n * (size_t)k);
  float *B = (float *)malloc(sizeof(float) * (size_t)k * (size_t)m);
  if (!A || !B || !C) {
    fprintf(stderr, "gemm: out of memory\n");
    return 1;
  }
  for (int i = 0; i < n; i++)
    for (int p = 0; p < k; p++)
      A[(i) * (k) + (p)] = lcg_next();
  for (int p = 0; p < k; p++)
    for (int j = 0; j < m; j++)
      B[(p) * (m) + (j)] = lcg_next();
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      C[(i) * (m) + (j)] = lcg_next();
  float alpha = 1.5f * lcg_next();
  float beta = 0.5f * lcg_next();

  gemm(n, m, k, alpha, beta, C, A, B);

  double checksum = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      checksum += C[(i) * (m) + (j)];
  printf("n %d\n", n);
  printf("m %d\n", m);
  printf("k %d\n", k);
  printf("checksum %.9g\n", checksum);
  printf("C[0][0] %.9g\n", C[(0) * (m) + (0)]);
  printf("C[%d][%d] %.9g\n", n / 2, m / 2, C[(n / 2) * (m) + (m / 2)]);
  printf("C[%d][%d] %.9g\n", n - 1, m - 1, C[(n - 1) * (m) + (m - 1)]);
  for (int s = 0; s < 4; s++) {
    int i = (int)(((unsigned long long)s * 2654435761ULL + 3) % (unsigned)n);
    int j = (int)(((unsigned long long)s * 40503ULL + 11) % (unsigned)m);
    printf("C[%d][%d] %.9g\n", i, j, C[(i) * (m) + (j)]);
  }
  free(A);
  free(B);
  free(C);
  return 0;
}

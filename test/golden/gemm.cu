#include "loopgpu.h"
#line 1 "kernels/gemm.c"
/* gemm.c — C = alpha*A*B + beta*C with C99 variably modified parameters.
 *
 * usage: gemm [N [M [K [SEED]]]]   C is N×M, A is N×K, B is K×M
 *        (defaults 1007 1007 1007: no tile size divides them)
 * The i/j nest is one kernel region tiled 16×16; the k loop runs inside each
 * thread, and tile(16) stages rows of A and columns of B in shared memory.
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
  /* loopgpu: gemm_k0 from kernels/gemm.c:24-30; threads: i -> y, j -> x; block 16x16; staged: A[16][16] per p strip B[16][16] per p strip; p in strips of 16 */
  __shared__ float lg_sA[16][17];
  __shared__ float lg_sB[16][17];
  const int lg_tid = threadIdx.x + 16 * (threadIdx.y + 16 * threadIdx.z);
  for (long long lg_b0 = blockIdx.y * 16LL; lg_b0 < lg_trip0; lg_b0 += (long long)gridDim.y * 16) {
    for (long long lg_b1 = blockIdx.x * 16LL; lg_b1 < lg_trip1; lg_b1 += (long long)gridDim.x * 16) {
      bool lg_active = true;
      const long long lg_t0 = lg_b0 + threadIdx.y;
      lg_active = lg_active && lg_t0 < lg_trip0;
      int i = (int)lg_t0;
      const long long lg_t1 = lg_b1 + threadIdx.x;
      lg_active = lg_active && lg_t1 < lg_trip1;
      int j = (int)lg_t1;
      float acc;
      if (lg_active) {
#line 26 "kernels/gemm.c"
        acc = 0.0f;
      }
      const int lg_pfirst = 0;
      const int lg_pend = k;
      for (int lg_p0 = lg_pfirst; lg_p0 < lg_pend; lg_p0 += 16) {
        const long long lg_base_A0 = lg_b0;
        const long long lg_base_A1 = lg_p0;
        for (int lg_e = lg_tid; lg_e < 256; lg_e += 256) {
          const int lg_e1 = lg_e % 16;
          const int lg_e0 = lg_e / 16;
          lg_sA[lg_e0][lg_e1] = lg_b0 + lg_e0 < lg_trip0 && lg_p0 + lg_e1 < lg_pend ? A[(lg_base_A0 + lg_e0) * (k) + lg_base_A1 + lg_e1] : (float)0;
        }
        const long long lg_base_B0 = lg_p0;
        const long long lg_base_B1 = lg_b1;
        for (int lg_e = lg_tid; lg_e < 256; lg_e += 256) {
          const int lg_e1 = lg_e % 16;
          const int lg_e0 = lg_e / 16;
          lg_sB[lg_e0][lg_e1] = lg_p0 + lg_e0 < lg_pend && lg_b1 + lg_e1 < lg_trip1 ? B[(lg_base_B0 + lg_e0) * (m) + lg_base_B1 + lg_e1] : (float)0;
        }
        __syncthreads(); /* strip staged before use */
        const int lg_pstop = lg_pend - lg_p0 < 16 ? lg_pend : lg_p0 + 16;
        if (lg_active) {
#line 27 "kernels/gemm.c"
          for (int p = lg_p0; p < lg_pstop; p++)
            acc += lg_sA[i - lg_base_A0][p - lg_base_A1] * lg_sB[p - lg_base_B0][j - lg_base_B1];
        }
        __syncthreads(); /* strip used before the next is staged */
      }
      if (lg_active) {
#line 29 "kernels/gemm.c"
        C[i * m + j] = alpha * acc + beta * C[i * m + j];
      }
    }
  }
}

#line 20 "kernels/gemm.c"
void gemm(int n, int m, int k, float alpha, float beta, float *C,
          float *A, float *B)
{
// #pragma loopgpu tile(16)
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
      dim3 lg_grid(lg_grid_1d(lg_trip1, 16, 65535), lg_grid_1d(lg_trip0, 16, 65535), 1);
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

#include "loopgpu.h"
#line 1 "kernels/syrk.c"
/* syrk.c — symmetric rank-k update of the lower triangle:
 *   C = alpha*A*A^T + beta*C   for j <= i, C is N×N, A is N×K.
 *
 * usage: syrk [N [K [SEED]]]   (defaults 1007 263)
 * The j loop's bound depends on i (a triangular iteration space); the upper
 * triangle must come back untouched.
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

__global__ void syrk_k0(long long lg_trip0, int n, int k, float beta, float alpha, float *__restrict__ A, float *__restrict__ C)
{
  /* loopgpu: syrk_k0 from kernels/syrk.c:23-29; threads: i -> x; block 16 */
  for (long long lg_t0 = blockIdx.x * (long long)blockDim.x + threadIdx.x; lg_t0 < lg_trip0; lg_t0 += (long long)gridDim.x * blockDim.x) {
    int i = (int)lg_t0;
#line 24 "kernels/syrk.c"
    for (int j = 0; j <= i; j++) {
      float acc = 0.0f;
      for (int p = 0; p < k; p++)
        acc += A[i * k + p] * A[j * k + p];
      C[i * n + j] = beta * C[i * n + j] + alpha * acc;
    }
  }
}

#line 20 "kernels/syrk.c"
void syrk(int n, int k, float alpha, float beta, float *C, float *A)
{
// #pragma loopgpu tile(16)
  { /* syrk_k0 */
    long long lg_trip0 = n > 0 ? (long long)n : 0;
    if (lg_trip0 > 0) {
      long long lg_lo_A = 0;
      long long lg_hi_A = (long long)n * (long long)k - 1;
      long long lg_lo_C = 0;
      long long lg_hi_C = (long long)n * (long long)n - 1;
      dim3 lg_block(16, 1, 1);
      dim3 lg_grid(lg_grid_1d(lg_trip0, 16, 65535), 1, 1);
      lg_region_begin("syrk_k0", "kernels/syrk.c", 23, (lg_hi_A >= lg_lo_A ? (size_t)(lg_hi_A - lg_lo_A + 1) * sizeof(float) : 0) + (lg_hi_C >= lg_lo_C ? (size_t)(lg_hi_C - lg_lo_C + 1) * sizeof(float) : 0), (lg_hi_A >= lg_lo_A ? (size_t)(lg_hi_A - lg_lo_A + 1) * sizeof(float) : 0), lg_trip0);
      lg_region_paged(lg_pages((lg_hi_A >= lg_lo_A ? (size_t)(lg_hi_A - lg_lo_A + 1) * sizeof(float) : 0)) + lg_pages((lg_hi_C >= lg_lo_C ? (size_t)(lg_hi_C - lg_lo_C + 1) * sizeof(float) : 0)));
      lg_enter((void *)(A + lg_lo_A), lg_hi_A >= lg_lo_A ? (size_t)(lg_hi_A - lg_lo_A + 1) * sizeof(float) : 0, LG_COPYIN, "A", "kernels/syrk.c", 23);
      lg_enter((void *)(C + lg_lo_C), lg_hi_C >= lg_lo_C ? (size_t)(lg_hi_C - lg_lo_C + 1) * sizeof(float) : 0, LG_COPY, "C", "kernels/syrk.c", 23);
      LG_LAUNCH_RECORD(syrk_k0, lg_grid, lg_block, 0, "kernels/syrk.c", 23);
      LG_LAUNCH(syrk_k0, lg_grid, lg_block, 0, lg_trip0, n, k, beta, alpha,
                lg_hi_A < lg_lo_A ? (float *)0 : (float *)lg_devptr(A + lg_lo_A, "A", "kernels/syrk.c", 23) - lg_lo_A,
                lg_hi_C < lg_lo_C ? (float *)0 : (float *)lg_devptr(C + lg_lo_C, "C", "kernels/syrk.c", 23) - lg_lo_C);
      lg_launch_check("syrk_k0", "kernels/syrk.c", 23);
      lg_exit((void *)(C + lg_lo_C), lg_hi_C >= lg_lo_C ? (size_t)(lg_hi_C - lg_lo_C + 1) * sizeof(float) : 0, LG_COPY, "C", "kernels/syrk.c", 23);
      lg_exit((void *)(A + lg_lo_A), lg_hi_A >= lg_lo_A ? (size_t)(lg_hi_A - lg_lo_A + 1) * sizeof(float) : 0, LG_COPYIN, "A", "kernels/syrk.c", 23);
      lg_region_end();
    }
  }
#line 29 "kernels/syrk.c"

}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1007;
  int k = argc > 2 ? atoi(argv[2]) : 263;
  lcg_state = argc > 3 ? strtoull(argv[3], NULL, 10) : 42;
  if (n < 1 || k < 1) {
    fprintf(stderr, "syrk: N and K must be >= 1\n");
    return 2;
  }

  float *C = (float *)malloc(sizeof(float) * (size_t)n * (size_t)n);
  float *A = (float *)malloc(sizeof(float) * (size_t)n * (size_t)k);
  if (!C || !A) {
    fprintf(stderr, "syrk: out of memory\n");
    return 1;
  }
  for (int i = 0; i < n; i++)
    for (int p = 0; p < k; p++)
      A[(i) * (k) + (p)] = lcg_next();
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[(i) * (n) + (j)] = lcg_next();
  float alpha = 1.5f * lcg_next();
  float beta = 0.5f * lcg_next();

  syrk(n, k, alpha, beta, C, A);

  double lower = 0.0, upper = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      if (j <= i)
        lower += C[(i) * (n) + (j)];
      else
        upper += C[(i) * (n) + (j)];
    }
  printf("n %d\n", n);
  printf("k %d\n", k);
  printf("checksum_lower %.9g\n", lower);
  printf("checksum_upper %.9g\n", upper);
  printf("C[0][0] %.9g\n", C[(0) * (n) + (0)]);
  printf("C[%d][%d] %.9g\n", n / 2, n / 4, C[(n / 2) * (n) + (n / 4)]);
  printf("C[%d][%d] %.9g\n", n - 1, n - 1, C[(n - 1) * (n) + (n - 1)]);
  printf("C[%d][0] %.9g\n", n - 1, C[(n - 1) * (n) + (0)]);
  for (int s = 0; s < 4; s++) {
    int i = (int)(((unsigned long long)s * 2654435761ULL + 4) % (unsigned)n);
    int j = (int)(((unsigned long long)s * 40503ULL + 1) % (unsigned)n);
    printf("C[%d][%d] %.9g\n", i, j, C[(i) * (n) + (j)]);
  }
  free(C);
  free(A);
  return 0;
}

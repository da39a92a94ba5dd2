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

/* loopgpu: the loops of gemm() that run on the device */
void lg_gemm_gemm_k0(int, int, int, float *, float *, float *, float, float, long long, long long, long long, long long, long long, long long);
#line 20 "kernels/gemm.c"
void gemm(int n, int m, int k, float alpha, float beta, float C[n][m],
          float A[n][k], float B[k][m])
{
// #pragma loopgpu tile(16) unroll(8)
  { /* gemm_k0: lines 24-30 run on the device (lg_gemm_gemm_k0) */
    long long lg_lo_A = 0, lg_hi_A = (long long)n * (long long)k - 1;
    long long lg_lo_B = 0, lg_hi_B = (long long)k * (long long)m - 1;
    long long lg_lo_C = 0, lg_hi_C = (long long)n * (long long)m - 1;
    size_t lg_nb_A = (lg_hi_A >= lg_lo_A ? (size_t)(lg_hi_A - lg_lo_A + 1) * sizeof(float) : 0);
    size_t lg_nb_B = (lg_hi_B >= lg_lo_B ? (size_t)(lg_hi_B - lg_lo_B + 1) * sizeof(float) : 0);
    size_t lg_nb_C = (lg_hi_C >= lg_lo_C ? (size_t)(lg_hi_C - lg_lo_C + 1) * sizeof(float) : 0);
    const char *lg_ov =
      lg_overlap((const void *)((float *)C + lg_lo_C), lg_nb_C, (const void *)((float *)A + lg_lo_A), lg_nb_A) ? "'C' and 'A'" :
      lg_overlap((const void *)((float *)C + lg_lo_C), lg_nb_C, (const void *)((float *)B + lg_lo_B), lg_nb_B) ? "'C' and 'B'" : (const char *)0;
    if (lg_ov) { /* they share memory: the loop as written, on the CPU */
      lg_on_host(lg_ov, "gemm_k0", "kernels/gemm.c", 24);
      if (lg_nb_A)
        lg_update_host((const void *)((float *)A + lg_lo_A), lg_nb_A, "A", "kernels/gemm.c", 24);
      if (lg_nb_B)
        lg_update_host((const void *)((float *)B + lg_lo_B), lg_nb_B, "B", "kernels/gemm.c", 24);
      if (lg_nb_C)
        lg_update_host((const void *)((float *)C + lg_lo_C), lg_nb_C, "C", "kernels/gemm.c", 24);
#line 24 "kernels/gemm.c"
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float acc = 0.0f;
      for (int p = 0; p < k; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = alpha * acc + beta * C[i][j];
    }
      if (lg_nb_C)
        lg_update_device((const void *)((float *)C + lg_lo_C), lg_nb_C, "C", "kernels/gemm.c", 24);
    } else {
      lg_gemm_gemm_k0(n, m, k, (float *)A, (float *)B, (float *)C, alpha, beta, lg_lo_A, lg_hi_A, lg_lo_B, lg_hi_B, lg_lo_C, lg_hi_C);
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

  float (*C)[m] = malloc(sizeof(float) * (size_t)n * (size_t)m);
  float (*A)[k] = malloc(sizeof(float) * (size_t)n * (size_t)k);
  float (*B)[m] = malloc(sizeof(float) * (size_t)k * (size_t)m);
  if (!A || !B || !C) {
    fprintf(stderr, "gemm: out of memory\n");
    return 1;
  }
  for (int i = 0; i < n; i++)
    for (int p = 0; p < k; p++)
      A[i][p] = lcg_next();
  for (int p = 0; p < k; p++)
    for (int j = 0; j < m; j++)
      B[p][j] = lcg_next();
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      C[i][j] = lcg_next();
  float alpha = 1.5f * lcg_next();
  float beta = 0.5f * lcg_next();

  gemm(n, m, k, alpha, beta, C, A, B);

  double checksum = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      checksum += C[i][j];
  printf("n %d\n", n);
  printf("m %d\n", m);
  printf("k %d\n", k);
  printf("checksum %.9g\n", checksum);
  printf("C[0][0] %.9g\n", C[0][0]);
  printf("C[%d][%d] %.9g\n", n / 2, m / 2, C[n / 2][m / 2]);
  printf("C[%d][%d] %.9g\n", n - 1, m - 1, C[n - 1][m - 1]);
  for (int s = 0; s < 4; s++) {
    int i = (int)(((unsigned long long)s * 2654435761ULL + 3) % (unsigned)n);
    int j = (int)(((unsigned long long)s * 40503ULL + 11) % (unsigned)m);
    printf("C[%d][%d] %.9g\n", i, j, C[i][j]);
  }
  free(A);
  free(B);
  free(C);
  return 0;
}

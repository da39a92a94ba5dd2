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

/* loopgpu: the loops of syrk() that run on the device */
void lg_syrk_syrk_k0(int, int, float *, float *, float, float, long long, long long, long long, long long);
#line 20 "kernels/syrk.c"
void syrk(int n, int k, float alpha, float beta, float C[n][n], float A[n][k])
{
// #pragma loopgpu tile(16)
  { /* syrk_k0: lines 23-29 run on the device (lg_syrk_syrk_k0) */
    long long lg_lo_A = 0, lg_hi_A = (long long)n * (long long)k - 1;
    long long lg_lo_C = 0, lg_hi_C = (long long)n * (long long)n - 1;
    size_t lg_nb_A = (lg_hi_A >= lg_lo_A ? (size_t)(lg_hi_A - lg_lo_A + 1) * sizeof(float) : 0);
    size_t lg_nb_C = (lg_hi_C >= lg_lo_C ? (size_t)(lg_hi_C - lg_lo_C + 1) * sizeof(float) : 0);
    const char *lg_ov =
      lg_overlap((const void *)((float *)C + lg_lo_C), lg_nb_C, (const void *)((float *)A + lg_lo_A), lg_nb_A) ? "'C' and 'A'" : (const char *)0;
    if (lg_ov) { /* they share memory: the loop as written, on the CPU */
      lg_on_host(lg_ov, "syrk_k0", "kernels/syrk.c", 23);
      if (lg_nb_A)
        lg_update_host((const void *)((float *)A + lg_lo_A), lg_nb_A, "A", "kernels/syrk.c", 23);
      if (lg_nb_C)
        lg_update_host((const void *)((float *)C + lg_lo_C), lg_nb_C, "C", "kernels/syrk.c", 23);
#line 23 "kernels/syrk.c"
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++) {
      float acc = 0.0f;
      for (int p = 0; p < k; p++)
        acc += A[i][p] * A[j][p];
      C[i][j] = beta * C[i][j] + alpha * acc;
    }
      if (lg_nb_C)
        lg_update_device((const void *)((float *)C + lg_lo_C), lg_nb_C, "C", "kernels/syrk.c", 23);
    } else {
      lg_syrk_syrk_k0(n, k, (float *)A, (float *)C, beta, alpha, lg_lo_A, lg_hi_A, lg_lo_C, lg_hi_C);
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

  float (*C)[n] = malloc(sizeof(float) * (size_t)n * (size_t)n);
  float (*A)[k] = malloc(sizeof(float) * (size_t)n * (size_t)k);
  if (!C || !A) {
    fprintf(stderr, "syrk: out of memory\n");
    return 1;
  }
  for (int i = 0; i < n; i++)
    for (int p = 0; p < k; p++)
      A[i][p] = lcg_next();
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] = lcg_next();
  float alpha = 1.5f * lcg_next();
  float beta = 0.5f * lcg_next();

  syrk(n, k, alpha, beta, C, A);

  double lower = 0.0, upper = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      if (j <= i)
        lower += C[i][j];
      else
        upper += C[i][j];
    }
  printf("n %d\n", n);
  printf("k %d\n", k);
  printf("checksum_lower %.9g\n", lower);
  printf("checksum_upper %.9g\n", upper);
  printf("C[0][0] %.9g\n", C[0][0]);
  printf("C[%d][%d] %.9g\n", n / 2, n / 4, C[n / 2][n / 4]);
  printf("C[%d][%d] %.9g\n", n - 1, n - 1, C[n - 1][n - 1]);
  printf("C[%d][0] %.9g\n", n - 1, C[n - 1][0]);
  for (int s = 0; s < 4; s++) {
    int i = (int)(((unsigned long long)s * 2654435761ULL + 4) % (unsigned)n);
    int j = (int)(((unsigned long long)s * 40503ULL + 1) % (unsigned)n);
    printf("C[%d][%d] %.9g\n", i, j, C[i][j]);
  }
  free(C);
  free(A);
  return 0;
}

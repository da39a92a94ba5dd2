/* chunk-regtile.c — test/tile/Inputs/regtile.c with chunk(6): register tiling
 * (tile(4) unroll(2), 8x8 outputs a block, 2x2 a thread) one chunk of 6 rows
 * at a time. usage: chunk-regtile [N [M [K]]] */
#include <stdio.h>
#include <stdlib.h>
static unsigned long long lcg_state = 42;
static float lcg_next(void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.5f + (float)((lcg_state >> 40) & 0xFFFFFF) / 16777216.0f;
}
void gemm(int n, int m, int k, float alpha, float beta, float C[n][m], float A[n][k], float B[k][m])
{
#pragma loopgpu tile(4) unroll(2) chunk(6)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float acc = 0.0f;
      for (int p = 0; p < k; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = alpha * acc + beta * C[i][j];
    }
}
int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 17, m = argc > 2 ? atoi(argv[2]) : 19, k = argc > 3 ? atoi(argv[3]) : 23;
  if (n < 1 || m < 1 || k < 1) return 2;
  float *C = malloc(sizeof(float) * n * m), *A = malloc(sizeof(float) * n * k), *B = malloc(sizeof(float) * k * m);
  for (int i = 0; i < n * k; i++) A[i] = lcg_next();
  for (int i = 0; i < k * m; i++) B[i] = lcg_next();
  for (int i = 0; i < n * m; i++) C[i] = lcg_next();
  gemm(n, m, k, 1.5f, 0.5f, (float (*)[m])C, (float (*)[k])A, (float (*)[m])B);
  double s = 0;
  for (int i = 0; i < n * m; i++) s += C[i];
  printf("checksum %.9g\nC0 %.9g\nClast %.9g\n", s, C[0], C[n * m - 1]);
  for (int q = 0; q < 5; q++) { int x = (q * 7919 + 3) % (n * m); printf("C[%d] %.9g\n", x, C[x]); }
  free(C);
  free(A);
  free(B);
  return 0;
}

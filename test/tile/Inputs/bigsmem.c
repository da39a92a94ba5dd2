/* bigsmem.c — staging above 48 KB of shared memory per block, which CUDA
 * gives only as dynamic shared memory after a cudaFuncSetAttribute opt-in:
 * a 32x32 tile whose k strips are 256 long (A 32x257 + B 256x33 floats,
 * 66 KB), and a register tile (tile(16) unroll(4): 64x64 outputs a block)
 * with strips of 128 (A 64x129 + B 128x65 floats, 66 KB).
 * usage: bigsmem [N [M [K [SEED]]]] */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long lcg_state;
static float lcg_next(void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.5f + (float)((lcg_state >> 40) & 0xFFFFFF) / 16777216.0f;
}

static void mm_wide(int n, int m, int k, float C[n][m], float A[n][k], float B[k][m])
{
#pragma loopgpu tile(32)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float acc = 0.0f;
#pragma loopgpu tile(256)
      for (int p = 0; p < k; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = acc;
    }
}

static void mm_regtile(int n, int m, int k, float D[n][m], float A[n][k], float B[k][m])
{
#pragma loopgpu tile(16) unroll(4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float acc = 0.0f;
#pragma loopgpu tile(128)
      for (int p = 0; p < k; p++)
        acc += A[i][p] * B[p][j];
      D[i][j] = acc;
    }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  int m = argc > 2 ? atoi(argv[2]) : 33;
  int k = argc > 3 ? atoi(argv[3]) : 300;
  lcg_state = argc > 4 ? strtoull(argv[4], NULL, 10) : 42;
  if (n < 1 || m < 1 || k < 1)
    return 2;
  float *A = malloc(sizeof(float) * (size_t)n * k);
  float *B = malloc(sizeof(float) * (size_t)k * m);
  float *C = malloc(sizeof(float) * (size_t)n * m);
  float *D = malloc(sizeof(float) * (size_t)n * m);
  for (long i = 0; i < (long)n * k; i++)
    A[i] = lcg_next();
  for (long i = 0; i < (long)k * m; i++)
    B[i] = lcg_next();
  for (long i = 0; i < (long)n * m; i++)
    C[i] = D[i] = lcg_next();
  mm_wide(n, m, k, (float (*)[m])C, (float (*)[k])A, (float (*)[m])B);
  mm_regtile(n, m, k, (float (*)[m])D, (float (*)[k])A, (float (*)[m])B);
  double sc = 0, sd = 0;
  for (long i = 0; i < (long)n * m; i++) {
    sc += C[i];
    sd += D[i];
  }
  printf("C_checksum %.9g\nD_checksum %.9g\n", sc, sd);
  printf("C[0] %.9g\nC[last] %.9g\n", C[0], C[(long)n * m - 1]);
  printf("D[0] %.9g\nD[last] %.9g\n", D[0], D[(long)n * m - 1]);
  printf("C[mid] %.9g\nD[mid] %.9g\n", C[(long)n * m / 2], D[(long)n * m / 2]);
  free(A);
  free(B);
  free(C);
  free(D);
  return 0;
}

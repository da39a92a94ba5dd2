/* chunk-mm.c — test/tile/Inputs/mm.c with chunk: matrix products whose
 * staged (tile) kernels run one chunk of rows at a time: chunk(5) with
 * tile(16), chunk(auto) with tile(8, 32) (a transposed operand), chunk(9)
 * on a region whose sequential loop is tiled (strips of 32). B, read by every
 * row, is entered whole; A and C stream.
 * usage: chunk-mm [N [M [K [SEED]]]] */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long lcg_state;
static float lcg_next(void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.5f + (float)((lcg_state >> 40) & 0xFFFFFF) / 16777216.0f;
}

/* C[i][j] = sum_{p=1..k-1} A[i][p] * B[p][j] + A[i][p-1]: two offsets of A */
static void mm_offset(int n, int m, int k, float C[n][m], float A[n][k], float B[k][m])
{
#pragma loopgpu tile(16) chunk(5)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float acc = 1.0f;
      for (int p = 1; p < k; p++)
        acc += A[i][p] * B[p][j] + A[i][p - 1];
      C[i][j] = acc;
    }
}

/* D = A^T * A restricted to the first n columns of A^T: At[p][i] */
static void mm_transposed(int n, int k, float D[n][n], float At[k][n])
{
#pragma loopgpu tile(8, 32) chunk(auto)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      const float beta = 0.5f;
      float s = beta * D[i][j];
      for (int p = 0; p <= k - 1; p++)
        s += At[p][i] * At[p][j];
      D[i][j] = s;
    }
}

/* tile on the sequential loop only: default block, strips of 32 */
static void mv(int n, int k, float *y, float A[n][k], const float *x)
{
#pragma loopgpu chunk(9)
  for (int i = 0; i < n; i++) {
    float s = 0.0f;
#pragma loopgpu tile(32)
    for (int p = 0; p < k; p++)
      s += A[i][p] * x[p];
    y[i] = s;
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  int m = argc > 2 ? atoi(argv[2]) : 33;
  int k = argc > 3 ? atoi(argv[3]) : 17;
  lcg_state = argc > 4 ? strtoull(argv[4], NULL, 10) : 42;
  if (n < 1 || m < 1 || k < 1)
    return 2;
  float *A = malloc(sizeof(float) * (size_t)n * k);
  float *B = malloc(sizeof(float) * (size_t)k * m);
  float *C = malloc(sizeof(float) * (size_t)n * m);
  float *At = malloc(sizeof(float) * (size_t)k * n);
  float *D = malloc(sizeof(float) * (size_t)n * n);
  float *x = malloc(sizeof(float) * (size_t)k);
  float *y = malloc(sizeof(float) * (size_t)n);
  for (int i = 0; i < n * k; i++) A[i] = lcg_next();
  for (int i = 0; i < k * m; i++) B[i] = lcg_next();
  for (int i = 0; i < k * n; i++) At[i] = lcg_next();
  for (int i = 0; i < n * n; i++) D[i] = lcg_next();
  for (int i = 0; i < k; i++) x[i] = lcg_next();
  mm_offset(n, m, k, (float (*)[m])C, (float (*)[k])A, (float (*)[m])B);
  mm_transposed(n, k, (float (*)[n])D, (float (*)[n])At);
  mv(n, k, y, (float (*)[k])A, x);
  double c1 = 0, c2 = 0, c3 = 0;
  for (int i = 0; i < n * m; i++) c1 += C[i];
  for (int i = 0; i < n * n; i++) c2 += D[i];
  for (int i = 0; i < n; i++) c3 += y[i];
  printf("checksum_C %.9g\nchecksum_D %.9g\nchecksum_y %.9g\n", c1, c2, c3);
  printf("C[0] %.9g\nC[last] %.9g\nD[last] %.9g\ny[last] %.9g\n", C[0], C[n * m - 1],
         D[n * n - 1], y[n - 1]);
  for (int s = 0; s < 4; s++) {
    int i = (int)(((unsigned long long)s * 2654435761ULL + 3) % (unsigned)n);
    int j = (int)(((unsigned long long)s * 40503ULL + 11) % (unsigned)m);
    printf("C[%d][%d] %.9g\nD[%d][%d] %.9g\n", i, j, C[i * m + j], i, j % n, D[i * n + j % n]);
  }
  free(A); free(B); free(C); free(At); free(D); free(x); free(y);
  return 0;
}

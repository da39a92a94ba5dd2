/* dev-gemm.c — C = alpha*A*B + beta*C split by rows over the devices:
 * with the default schedule (register tiles, devices(all)), staged in
 * shared memory (tile(16) unroll(1), devices(2)); and a product written
 * transposed (Ct[j][i], i the split loop), whose written slices, a box
 * over columns of a row-major array, overlap from one device to the next
 * (the parts then see each other's results in order). The C program
 * (pragmas ignored) is the oracle.
 *
 * usage: dev-gemm [N [M [K [SEED]]]]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long long lcg_state;

static float lcg_next(void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.5f + (float)((lcg_state >> 40) & 0xFFFFFF) / 16777216.0f;
}

static void gemm(int n, int m, int k, float alpha, float beta, float C[n][m], float A[n][k],
                 float B[k][m])
{
#pragma loopgpu devices(all)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float acc = 0.0f;
      for (int p = 0; p < k; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = alpha * acc + beta * C[i][j];
    }
}

static void gemm_staged(int n, int m, int k, float alpha, float beta, float C[n][m],
                        float A[n][k], float B[k][m])
{
#pragma loopgpu devices(2) tile(16) unroll(1)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float acc = 0.0f;
      for (int p = 0; p < k; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = alpha * acc + beta * C[i][j];
    }
}

static void gemm_t(int n, int m, int k, float Ct[m][n], float A[n][k], float B[k][m])
{
#pragma loopgpu devices(all)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float acc = 0.0f;
      for (int p = 0; p < k; p++)
        acc += A[i][p] * B[p][j];
      Ct[j][i] = acc;
    }
}

static void report(const char *label, int rows, int cols, const float *c)
{
  double checksum = 0.0;
  for (int i = 0; i < rows * cols; i++)
    checksum += c[i] * (double)(i % 11 + 1);
  printf("%s.checksum %.9g\n", label, checksum);
  for (int s = 0; s < 4; s++) {
    int i = (int)(((unsigned long long)s * 2654435761ULL + 3) % (unsigned)rows);
    int j = (int)(((unsigned long long)s * 40503ULL + 5) % (unsigned)cols);
    printf("%s[%d][%d] %.9g\n", label, i, j, c[i * cols + j]);
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  int m = argc > 2 ? atoi(argv[2]) : n;
  int k = argc > 3 ? atoi(argv[3]) : n;
  lcg_state = argc > 4 ? strtoull(argv[4], NULL, 10) : 42;
  if (n < 1 || m < 1 || k < 1)
    return 2;
  float *a = malloc(sizeof(float) * (size_t)n * (size_t)k);
  float *b = malloc(sizeof(float) * (size_t)k * (size_t)m);
  float *c0 = malloc(sizeof(float) * (size_t)n * (size_t)m);
  float *c = malloc(sizeof(float) * (size_t)n * (size_t)m);
  if (!a || !b || !c0 || !c)
    return 1;
  for (int i = 0; i < n * k; i++)
    a[i] = lcg_next();
  for (int i = 0; i < k * m; i++)
    b[i] = lcg_next();
  for (int i = 0; i < n * m; i++)
    c0[i] = lcg_next();
  float alpha = 1.5f, beta = 0.75f;
  memcpy(c, c0, sizeof(float) * (size_t)n * (size_t)m);
  gemm(n, m, k, alpha, beta, (float (*)[m])c, (float (*)[k])a, (float (*)[m])b);
  report("C", n, m, c);
  memcpy(c, c0, sizeof(float) * (size_t)n * (size_t)m);
  gemm_staged(n, m, k, alpha, beta, (float (*)[m])c, (float (*)[k])a, (float (*)[m])b);
  report("Cs", n, m, c);
  gemm_t(n, m, k, (float (*)[n])c, (float (*)[k])a, (float (*)[m])b);
  report("Ct", m, n, c);
  free(a);
  free(b);
  free(c0);
  free(c);
  return 0;
}

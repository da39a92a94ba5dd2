/* chunk-jacobi.c — a jacobi-2d step (5 points: a halo of one row above and below
 * each chunk) on C99 variably modified arrays, streamed with chunk(100),
 * chunk(7), chunk(auto) and chunk(7) with a shared-memory tile; then T time
 * steps of two chunked regions inside a `host` loop (whose data region must
 * leave the streamed arrays alone).
 *
 * usage: chunk-jacobi [N [T [SEED]]]
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

static void step_100(int n, float A[n][n], float B[n][n])
{
#pragma loopgpu chunk(100)
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      B[i][j] = 0.2f * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
}

static void step_7(int n, float A[n][n], float B[n][n])
{
#pragma loopgpu chunk(7)
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      B[i][j] = 0.2f * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
}

static void step_auto(int n, float A[n][n], float B[n][n])
{
#pragma loopgpu chunk(auto)
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      B[i][j] = 0.2f * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
}

static void step_tiled(int n, float A[n][n], float B[n][n])
{
#pragma loopgpu chunk(7) tile(8, 32)
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      B[i][j] = 0.2f * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
}

static void steps(int tsteps, int n, float A[n][n], float B[n][n])
{
#pragma loopgpu host
  for (int t = 0; t < tsteps; t++) {
#pragma loopgpu chunk(9)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        B[i][j] = 0.2f * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
#pragma loopgpu chunk(auto) collapse(2)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i][j] = B[i][j];
  }
}

static void report(const char *label, int n, const float *b)
{
  double checksum = 0.0;
  for (int i = 0; i < n * n; i++)
    checksum += b[i] * (1 + i % 3);
  printf("%s.checksum %.9g\n", label, checksum);
  for (int s = 0; s < 3; s++) {
    int i = (int)(((unsigned long long)s * 2654435761ULL + 1) % (unsigned)n);
    int j = (int)(((unsigned long long)s * 40503ULL + 5) % (unsigned)n);
    printf("%s[%d][%d] %.9g\n", label, i, j, b[i * n + j]);
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  int tsteps = argc > 2 ? atoi(argv[2]) : 3;
  lcg_state = argc > 3 ? strtoull(argv[3], NULL, 10) : 42;
  if (n < 1 || tsteps < 0)
    return 2;
  size_t bytes = sizeof(float) * (size_t)n * (size_t)n;
  float *a = malloc(bytes), *b = malloc(bytes), *b0 = malloc(bytes);
  for (int i = 0; i < n * n; i++) {
    a[i] = lcg_next();
    b0[i] = lcg_next();
  }
  memcpy(b, b0, bytes);
  step_100(n, (float (*)[n])a, (float (*)[n])b);
  report("c100", n, b);
  memcpy(b, b0, bytes);
  step_7(n, (float (*)[n])a, (float (*)[n])b);
  report("c7", n, b);
  memcpy(b, b0, bytes);
  step_auto(n, (float (*)[n])a, (float (*)[n])b);
  report("auto", n, b);
  memcpy(b, b0, bytes);
  step_tiled(n, (float (*)[n])a, (float (*)[n])b);
  report("tiled", n, b);
  steps(tsteps, n, (float (*)[n])a, (float (*)[n])b);
  report("stepsA", n, a);
  report("stepsB", n, b);
  free(a);
  free(b);
  free(b0);
  return 0;
}

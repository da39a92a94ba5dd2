/* dev-tri.c — triangular and trapezoidal nests spread over the devices: an
 * upper triangle from a variable first row (the threads of each device
 * cover the box of the whole inner loop, the body runs where the true
 * bounds hold), a lower triangle, a sheared band (j = i + 1 .. i + m: no
 * idle thread), syrk's register-tiled triangle, and a lower triangle in a
 * host loop with devices(all). The C program (pragmas ignored) is the
 * oracle.
 *
 * usage: dev-tri [N [K [SEED]]]
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

static void upper(int lo, int n, float x[n][n])
{
#pragma loopgpu devices(all) collapse(2)
  for (int i = lo; i < n; i++)
    for (int j = i + 1; j < n; j++)
      x[i][j] = x[i][j] * 2.0f + (float)(i - j) * 0.01f;
}

static void lower(int n, float x[n][n])
{
#pragma loopgpu devices(2) collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      x[i][j] = x[i][j] + 1.0f;
}

static void band(int n, int w, int m, float b[n][w], const float *v)
{
#pragma loopgpu devices(all) collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j <= i + m; j++)
      b[i][j] = v[j] * 0.5f + (float)i;
}

static void syrk(int n, int k, float alpha, float beta, float C[n][n], float A[n][k])
{
#pragma loopgpu tile(16) devices(all)
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++) {
      float acc = 0.0f;
      for (int p = 0; p < k; p++)
        acc += A[i][p] * A[j][p];
      C[i][j] = beta * C[i][j] + alpha * acc;
    }
}

static void decay(int steps, int n, float x[n][n])
{
#pragma loopgpu host devices(all)
  for (int s = 0; s < steps; s++) {
#pragma loopgpu collapse(2)
    for (int i = 0; i < n; i++)
      for (int j = 0; j <= i; j++)
        x[i][j] = x[i][j] * 0.75f + (float)s;
  }
}

static double sum(int n, const float *a)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += a[i] * (double)(i % 7 + 1);
  return s;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  int k = argc > 2 ? atoi(argv[2]) : 33;
  lcg_state = argc > 3 ? strtoull(argv[3], NULL, 10) : 42;
  if (n < 1 || k < 1)
    return 2;
  int m = 5, w = n + m + 1;
  float *x = malloc(sizeof(float) * (size_t)n * (size_t)n);
  float *c = malloc(sizeof(float) * (size_t)n * (size_t)n);
  float *a = malloc(sizeof(float) * (size_t)n * (size_t)k);
  float *b = malloc(sizeof(float) * (size_t)n * (size_t)w);
  float *v = malloc(sizeof(float) * (size_t)w);
  for (int i = 0; i < n * n; i++) {
    x[i] = lcg_next();
    c[i] = lcg_next();
  }
  for (int i = 0; i < n * k; i++)
    a[i] = lcg_next();
  for (int i = 0; i < w; i++)
    v[i] = lcg_next();
  memset(b, 0, sizeof(float) * (size_t)n * (size_t)w);
  upper(n / 3, n, (float (*)[n])x);
  lower(n, (float (*)[n])x);
  printf("x.checksum %.9g\n", sum(n * n, x));
  band(n, w, m, (float (*)[w])b, v);
  printf("band.checksum %.9g\n", sum(n * w, b));
  syrk(n, k, 1.5f, 0.5f, (float (*)[n])c, (float (*)[k])a);
  printf("syrk.checksum %.9g\n", sum(n * n, c));
  decay(4, n, (float (*)[n])x);
  printf("decay.checksum %.9g\n", sum(n * n, x));
  printf("x[%d] %.9g\n", n * n - 1, x[n * n - 1]);
  free(x);
  free(c);
  free(a);
  free(b);
  free(v);
  return 0;
}

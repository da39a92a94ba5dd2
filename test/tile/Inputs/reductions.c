/* reductions.c — staged kernels (tile) with a reduction clause: a 1-D
 * stencil-like read under max, register tiles (unroll) under +, a 2-D
 * 5-point read under + and under min with 2x2 copies, and a staged strip
 * loop (a matrix-vector product) under max. Sums are of doubles of small
 * integers, so every summation order gives the same bits.
 * usage: reductions [N [SEED]]  (the 2-D kernels are N x (N/3+1)) */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static unsigned long long lcg_state;
static float lcg_next(void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return (float)((lcg_state >> 40) % 2000 + 1) / 16.0f; /* non-zero */
}

/* the report's region */
static float maxdiff(int n, const float *u)
{
  float m = 0.0f;
#pragma loopgpu reduction(max:m) tile(256)
  for (int i = 0; i < n - 1; i++) {
    float d = u[i + 1] - u[i];
    if (d < 0)
      d = -d;
    m = d > m ? d : m;
  }
  return m;
}

/* register tiles: 4 copies per thread, one accumulator per thread */
static double curv(int n, const float *u)
{
  double s = 0.0;
#pragma loopgpu reduction(+:s) tile(64) unroll(4)
  for (int i = 1; i < n - 1; i++) {
    double c = (double)u[i - 1] - 2.0 * u[i] + u[i + 1];
    s += c * c;
  }
  return s;
}

static double lap2d(int n, int m, float a[n][m])
{
  double e = 0.0;
#pragma loopgpu reduction(+:e) tile(8, 32)
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++) {
      double l = (double)a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1] - 4.0 * a[i][j];
      e += l < 0 ? -l : l;
    }
  return e;
}

static float min2d(int n, int m, float a[n][m])
{
  float lo = 1e30f;
#pragma loopgpu reduction(min:lo) tile(4, 16) unroll(2, 2)
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      lo = fminf(lo, a[i - 1][j] + a[i + 1][j] - a[i][j - 1] - a[i][j + 1]);
  return lo;
}

/* a staged strip of x per block, the reduction after the strip loop */
static float rowmax(int n, int k, float A[n][k], const float *x)
{
  float r = -1.0f;
#pragma loopgpu reduction(max:r) tile(32)
  for (int i = 0; i < n; i++) {
    float acc = 0.0f;
    for (int p = 0; p < k; p++)
      acc += A[i][p] * x[p];
    r = acc > r ? acc : r;
  }
  return r;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  lcg_state = argc > 2 ? strtoull(argv[2], NULL, 10) : 7;
  if (n < 1)
    return 2;
  int m = n / 3 + 1;
  float *u = malloc(sizeof(float) * (size_t)n);
  float *a = malloc(sizeof(float) * (size_t)n * m);
  for (int i = 0; i < n; i++)
    u[i] = lcg_next();
  for (int i = 0; i < n * m; i++)
    a[i] = lcg_next();
  printf("maxdiff %.9g\n", maxdiff(n, u));
  printf("curv %.17g\n", curv(n, u));
  printf("lap2d %.17g\n", lap2d(n, m, (float (*)[m])a));
  printf("min2d %.9g\n", min2d(n, m, (float (*)[m])a));
  printf("rowmax %.9g\n", rowmax(n, m, (float (*)[m])a, u));
  free(u);
  free(a);
  return 0;
}

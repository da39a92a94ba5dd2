/* chunk-forms.c — chunked regions of several loop forms, each against the C
 * program: a step of 2 from 3, a decreasing loop, coarsening (unroll(2) on
 * the region), a triangular inner loop (slices that grow with i), a fixed-size
 * 2-D array, and an induction variable declared before the loop (its final
 * value after the region).
 *
 * usage: chunk-forms [N [SEED]]
 */
#include <stdio.h>
#include <stdlib.h>

#define M 64

static unsigned long long lcg_state;
static float g[M][M];

static float lcg_next(void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.5f + (float)((lcg_state >> 40) & 0xFFFFFF) / 16777216.0f;
}

static void step2(int n, float *x, const float *y)
{
#pragma loopgpu chunk(8)
  for (int i = 3; i < n; i += 2)
    x[i] = 2 * y[i - 1] + y[i];
}

static void down(int n, float *x, const float *y)
{
#pragma loopgpu chunk(7)
  for (int i = n - 1; i >= 0; i--)
    x[i] = x[i] - y[n - 1 - i];
}

static void coarse(int n, float *x, const float *y)
{
#pragma loopgpu chunk(5) unroll(2)
  for (int i = 0; i < n; i++)
    x[i] = x[i] * 0.5f + y[i];
}

static void tri(int n, float *x, const float *y)
{
#pragma loopgpu chunk(6)
  for (int i = 0; i < n; i++) {
    float s = 0;
    for (int j = 0; j <= i; j++)
      s += y[i - j] * (j < 40 ? 1.0f : 0.0f);
    x[i] = s;
  }
}

static int rows(int n)
{
  int i;
#pragma loopgpu chunk(3)
  for (i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      g[i][j] = g[i][j] + (float)(i * n + j);
  return i;
}

static void report(const char *label, int n, const float *x)
{
  double checksum = 0.0;
  for (int i = 0; i < n; i++)
    checksum += x[i] * (1 + i % 5);
  printf("%s.checksum %.9g\n", label, checksum);
  printf("%s.x[%d] %.9g\n", label, n / 2, x[n / 2]);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  lcg_state = argc > 2 ? strtoull(argv[2], NULL, 10) : 42;
  if (n < 1)
    return 2;
  float *x = malloc(sizeof(float) * (size_t)n), *y = malloc(sizeof(float) * (size_t)n);
  for (int i = 0; i < n; i++) {
    x[i] = lcg_next();
    y[i] = lcg_next();
  }
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      g[i][j] = lcg_next();
  step2(n, x, y);
  report("step2", n, x);
  down(n, x, y);
  report("down", n, x);
  coarse(n, x, y);
  report("coarse", n, x);
  tri(n, x, y);
  report("tri", n, x);
  int last = rows(n);
  printf("rows.last %d\n", last);
  report("rows", M * M, &g[0][0]);
  free(x);
  free(y);
  return 0;
}

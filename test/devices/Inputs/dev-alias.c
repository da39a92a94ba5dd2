/* dev-alias.c — one allocation under several names in regions spread over
 * the devices: an element-wise update called in place (f(n, a, a)), an
 * autocorrelation of a signal with itself shifted (x and x + lag, whose
 * ranges overlap without one holding the other), and interleaved complex
 * data through re = z and im = z + 1. The C program (pragmas ignored) is
 * the oracle.
 *
 * usage: dev-alias [N [SEED]]
 */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long lcg_state;

static float lcg_next(void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.5f + (float)((lcg_state >> 40) & 0xFFFFFF) / 16777216.0f;
}

static void scale_add(int n, const float *x, float *y)
{
#pragma loopgpu devices(all)
  for (int i = 0; i < n; i++)
    y[i] = 0.5f * x[i] + y[i];
}

static double autocorr(int n, const float *x, const float *xs)
{
  double s = 0.0;
#pragma loopgpu devices(all) reduction(+:s)
  for (int i = 0; i < n; i++)
    s += (double)x[i] * (double)xs[i];
  return s;
}

static void rotate(int n, float *re, float *im)
{
#pragma loopgpu devices(all)
  for (int i = 0; i < n; i++) {
    float r = re[2 * i], m = im[2 * i];
    re[2 * i] = 0.6f * r - 0.8f * m;
    im[2 * i] = 0.8f * r + 0.6f * m;
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  lcg_state = argc > 2 ? strtoull(argv[2], NULL, 10) : 42;
  if (n < 1)
    return 2;
  float *a = malloc(sizeof(float) * (size_t)n);
  float *z = malloc(sizeof(float) * 2 * (size_t)n);
  for (int i = 0; i < n; i++)
    a[i] = lcg_next();
  for (int i = 0; i < 2 * n; i++)
    z[i] = lcg_next();
  scale_add(n, a, a);
  int lag = n / 3;
  double c = autocorr(n - lag, a, a + lag);
  rotate(n, z, z + 1);
  double sa = 0.0, sz = 0.0;
  for (int i = 0; i < n; i++)
    sa += a[i] * (double)(i % 7 + 1);
  for (int i = 0; i < 2 * n; i++)
    sz += z[i] * (double)(i % 5 + 1);
  printf("a.checksum %.9g\n", sa);
  printf("autocorr %.9g\n", c);
  printf("z.checksum %.9g\n", sz);
  printf("z[%d] %.9g\n", n, z[n]);
  free(a);
  free(z);
  return 0;
}

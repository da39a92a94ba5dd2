/* dev-hist.c — reductions into array elements spread over the devices:
 * each device updates a buffer of its own started at the operator's
 * identity (the kernel's atomics unchanged), the host combines them into
 * the array: a histogram (+), per-bucket minimum and maximum (comparisons,
 * and fmaxf: NaN the identity), a bitwise or of flags, and a histogram in
 * a host loop with devices(all) whose data region holds the bins. The C
 * program (pragmas ignored) is the oracle.
 *
 * usage: dev-hist [N [SEED]]
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static unsigned long long lcg_state;

static float lcg_next(void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.5f + (float)((lcg_state >> 40) & 0xFFFFFF) / 16777216.0f;
}

static void hist(int n, const float *x, const int *idx, double *h, float *lo, float *hi,
                 float *top, unsigned *flags)
{
#pragma loopgpu devices(all) reduction(+:h[0:16]) reduction(min:lo[0:16]) reduction(max:hi[0:16]) reduction(max:top[0:16]) reduction(|:flags[0:16])
  for (int i = 0; i < n; i++) {
    int b = idx[i] & 15;
    h[b] += x[i];
    if (x[i] < lo[b])
      lo[b] = x[i];
    if (x[i] > hi[b])
      hi[b] = x[i];
    top[b] = fmaxf(top[b], x[i] * 2.0f);
    flags[b] |= 1u << (i % 31);
  }
}

static void steps(int t, int n, const float *x, const int *idx, float *bins)
{
#pragma loopgpu host devices(all)
  for (int s = 0; s < t; s++) {
#pragma loopgpu reduction(+:bins[0:16])
    for (int i = 0; i < n; i++)
      bins[(idx[i] + s) & 15] += x[i] * (float)(s + 1);
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1007;
  lcg_state = argc > 2 ? strtoull(argv[2], NULL, 10) : 42;
  if (n < 1)
    return 2;
  float *x = malloc(sizeof(float) * (size_t)n);
  int *idx = malloc(sizeof(int) * (size_t)n);
  for (int i = 0; i < n; i++) {
    x[i] = lcg_next();
    idx[i] = (int)(lcg_next() * 1000.0f);
  }
  double h[16];
  float lo[16], hi[16], top[16], bins[16];
  unsigned flags[16];
  for (int b = 0; b < 16; b++) {
    h[b] = 0.25 * b;
    lo[b] = 1.25f;
    hi[b] = 0.75f;
    top[b] = NAN;
    flags[b] = (unsigned)b;
    bins[b] = (float)b;
  }
  hist(n, x, idx, h, lo, hi, top, flags);
  steps(3, n, x, idx, bins);
  for (int b = 0; b < 16; b++)
    printf("b%d %.9g %.9g %.9g %.9g %u %.9g\n", b, h[b], lo[b], hi[b], isnan(top[b]) ? -1.0f : top[b],
           flags[b], bins[b]);
  free(x);
  free(idx);
  return 0;
}

#include "loopgpu.h"
#line 1 "kernels/dot.c"
/* dot.c — dot product of two float vectors, a `reduction(+:sum)` region.
 *
 * usage: dot [N [SEED]]   (default 1000007)
 * The sum is a double, so the order in which threads combine their partial
 * sums changes the result only in the last digits.
 */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long lcg_state;

/* Deterministic pseudo-random values in [0.5, 1.5): never zero. */
static float lcg_next(void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.5f + (float)((lcg_state >> 40) & 0xFFFFFF) / 16777216.0f;
}

/* loopgpu: the loops of dot() that run on the device */
void lg_dot_dot_k0(int, double *, const float *, const float *, long long, long long, long long, long long);
#line 19 "kernels/dot.c"
static double dot(int n, const float *x, const float *y)
{
  double sum = 0.0;
// #pragma loopgpu reduction(+:sum) tile(256)
  { /* dot_k0: lines 23-24 run on the device (lg_dot_dot_k0) */
    long long lg_lo_x = 0, lg_hi_x = (long long)n - 1;
    long long lg_lo_y = 0, lg_hi_y = (long long)n - 1;
    lg_dot_dot_k0(n, &sum, x, y, lg_lo_x, lg_hi_x, lg_lo_y, lg_hi_y);
  }
#line 24 "kernels/dot.c"

  return sum;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000007;
  lcg_state = argc > 2 ? strtoull(argv[2], NULL, 10) : 42;
  if (n < 1) {
    fprintf(stderr, "dot: N must be >= 1\n");
    return 2;
  }

  float *x = malloc(sizeof(float) * (size_t)n);
  float *y = malloc(sizeof(float) * (size_t)n);
  if (!x || !y) {
    fprintf(stderr, "dot: out of memory\n");
    return 1;
  }
  for (int i = 0; i < n; i++) {
    x[i] = lcg_next();
    y[i] = lcg_next();
  }

  double d = dot(n, x, y);

  printf("n %d\n", n);
  printf("dot %.9g\n", d);
  printf("mean %.9g\n", d / n);
  /* the inputs must come back unchanged */
  double sx = 0.0;
  for (int i = 0; i < n; i++)
    sx += x[i];
  printf("checksum_x %.9g\n", sx);
  free(x);
  free(y);
  return 0;
}

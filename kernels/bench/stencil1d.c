/* stencil1d.c (benchmark) — a 5-point 1-D stencil, y = weighted sum of
 * x[i-2..i+2] (the two elements at each end copied), REPS times.
 *
 * usage: stencil1d [N [REPS [SEED]]]     (defaults 2^28 floats: 1 GiB each)
 * Memory-bound: 9 flops an interior element; reads x once and writes y once
 * (8 bytes an element: neighbours come from the caches), the yardstick is the
 * device-to-device copy bandwidth. The variants `unroll2` and `unroll4`
 * coarsen the region (issue #4: each thread computes 2 or 4 elements).
 * The data clause is needed: x[i - 2] and x[i + 2] stand under the `if` that
 * keeps them inside the array, and loopgpu infers extents from subscripts and
 * loop bounds only, which would copy 2 elements past each end.
 * bench: variants base tile tile32 unroll2 unroll4
 */
#include "bench.h"

static void stencil(int n, const float *x, float *y)
{
#pragma loopgpu tile(256) copyin(x[0:n])
  for (int i = 0; i < n; i++) {
    if (i < 2 || i >= n - 2)
      y[i] = x[i];
    else
      y[i] = 0.1f * x[i - 2] + 0.2f * x[i - 1] + 0.4f * x[i] + 0.2f * x[i + 1] +
             0.1f * x[i + 2];
  }
}

int main(int argc, char **argv)
{
  int n = (int)bench_arg(argc, argv, 1, 1L << 28);
  int reps = (int)bench_arg(argc, argv, 2, 10);
  lcg_state = (unsigned long long)bench_arg(argc, argv, 3, 42);
  if (n < 1 || reps < 1) {
    fprintf(stderr, "stencil1d: N and REPS must be >= 1\n");
    return 2;
  }
  float *x = bench_array((size_t)n, "x");
  float *y = bench_array((size_t)n, "y");

  bench_info(9.0 * n, 8.0 * n);
  for (int r = 0; r < reps; r++) {
    double t0 = bench_now_ms();
    stencil(n, x, y);
    bench_region(r, bench_now_ms() - t0);
  }

  printf("n %d\nreps %d\n", n, reps);
  bench_print("y", y, (size_t)n);
  free(x);
  free(y);
  return 0;
}

/* hoist.c (benchmark) — a `host` time loop that mallocs a temporary at every
 * step and frees it at the end of the step: what hoisting (docs/directives.md §4) turns into
 * one buffer allocated before the loop. Valid C with or without hoisting.
 *
 * usage: hoist [N [T [REPS [SEED]]]]     (defaults 2^26 floats, 20 steps)
 * Memory-bound: per step 5 flops and 20 bytes an element (the first kernel
 * reads x and y and writes tmp, the second reads y and tmp and writes y).
 * The variants: `tile` (hoisting on, the default once it lands) and
 * `nohoist` (the allocation stays in the loop).
 * bench: variants base tile tile32 nohoist
 */
#include "bench.h"

static void smooth(int tsteps, int n, const float *x, float *y)
{
#pragma loopgpu host
  for (int t = 0; t < tsteps; t++) {
    float *tmp = (float *)malloc(sizeof(float) * (size_t)n);
    if (!tmp) {
      fprintf(stderr, "hoist: out of memory\n");
      exit(1);
    }
#pragma loopgpu tile(256)
    for (int i = 0; i < n; i++)
      tmp[i] = 0.5f * x[i] + 0.25f * y[i];
#pragma loopgpu tile(256)
    for (int i = 0; i < n; i++)
      y[i] = 0.75f * y[i] + 0.25f * tmp[i];
    free(tmp);
  }
}

int main(int argc, char **argv)
{
  int n = (int)bench_arg(argc, argv, 1, 1L << 26);
  int tsteps = (int)bench_arg(argc, argv, 2, 20);
  int reps = (int)bench_arg(argc, argv, 3, 3);
  lcg_state = (unsigned long long)bench_arg(argc, argv, 4, 42);
  if (n < 1 || tsteps < 1 || reps < 1) {
    fprintf(stderr, "hoist: N, T and REPS must be >= 1\n");
    return 2;
  }
  float *x = bench_array((size_t)n, "x");
  float *y = bench_array((size_t)n, "y");

  bench_info(5.0 * n * tsteps, 20.0 * n * tsteps);
  for (int r = 0; r < reps; r++) {
    double t0 = bench_now_ms();
    smooth(tsteps, n, x, y);
    bench_region(r, bench_now_ms() - t0);
  }

  printf("n %d\ntsteps %d\nreps %d\n", n, tsteps, reps);
  bench_print("y", y, (size_t)n);
  free(x);
  free(y);
  return 0;
}

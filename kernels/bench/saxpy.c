/* saxpy.c (benchmark) — y = a*x + y, REPS times.
 *
 * usage: saxpy [N [REPS [SEED]]]        (defaults 2^28 floats: 1 GiB an array)
 * Memory-bound: 2 flops and 12 bytes per element.
 * bench: variants base tile tile32 tile_unroll
 */
#include "bench.h"

static void saxpy(int n, float a, const float *x, float *y)
{
#pragma loopgpu tile(256)
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

int main(int argc, char **argv)
{
  int n = (int)bench_arg(argc, argv, 1, 1L << 28);
  int reps = (int)bench_arg(argc, argv, 2, 10);
  lcg_state = (unsigned long long)bench_arg(argc, argv, 3, 42);
  if (n < 1 || reps < 1) {
    fprintf(stderr, "saxpy: N and REPS must be >= 1\n");
    return 2;
  }
  float *x = bench_array((size_t)n, "x");
  float *y = bench_array((size_t)n, "y");
  float a = 0.5f * lcg_next();

  bench_info(2.0 * n, 12.0 * n);
  for (int r = 0; r < reps; r++) {
    double t0 = bench_now_ms();
    saxpy(n, a, x, y);
    bench_region(r, bench_now_ms() - t0);
  }

  printf("n %d\nreps %d\n", n, reps);
  bench_print("y", y, (size_t)n);
  free(x);
  free(y);
  return 0;
}

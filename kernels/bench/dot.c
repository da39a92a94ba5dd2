/* dot.c (benchmark) — a dot product, `reduction(+:sum)`, REPS times.
 *
 * usage: dot [N [REPS [SEED]]]          (defaults 2^28 floats: 1 GiB a vector)
 * Memory-bound: 2 flops and 8 bytes per element (the sum is a double).
 * bench: variants base tile tile32 tile_unroll
 */
#include "bench.h"

static double dot(int n, const float *x, const float *y)
{
  double sum = 0.0;
#pragma loopgpu reduction(+:sum) tile(256)
  for (int i = 0; i < n; i++)
    sum += (double)x[i] * (double)y[i];
  return sum;
}

int main(int argc, char **argv)
{
  int n = (int)bench_arg(argc, argv, 1, 1L << 28);
  int reps = (int)bench_arg(argc, argv, 2, 10);
  lcg_state = (unsigned long long)bench_arg(argc, argv, 3, 42);
  if (n < 1 || reps < 1) {
    fprintf(stderr, "dot: N and REPS must be >= 1\n");
    return 2;
  }
  float *x = bench_array((size_t)n, "x");
  float *y = bench_array((size_t)n, "y");

  bench_info(2.0 * n, 8.0 * n);
  double d = 0.0, dsum = 0.0;
  for (int r = 0; r < reps; r++) {
    double t0 = bench_now_ms();
    d = dot(n, x, y);
    bench_region(r, bench_now_ms() - t0);
    dsum += d;
  }

  printf("n %d\nreps %d\n", n, reps);
  printf("dot %.9g\n", d);
  printf("dot_mean_over_reps %.9g\n", dsum / reps);
  bench_print("x", x, (size_t)n);
  free(x);
  free(y);
  return 0;
}

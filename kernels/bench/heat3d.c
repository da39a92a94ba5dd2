/* heat3d.c (benchmark) — T steps of a 7-point heat stencil on an N^3 grid
 * (a `host` time loop, two kernel regions a step), REPS times.
 *
 * usage: heat3d [N [T [REPS [SEED]]]]     (defaults 512 10: 512 MiB a grid)
 * Memory-bound: per step 2 × 15 flops a point and 16 bytes a point.
 * bench: variants base tile tile32 tile_unroll unroll1x2x4
 * bench: unroll(2)
 * (The grids are u and w inside heat3d(): named a and b, the tiled second
 * region fails to compile, reported to the translator's owners.)
 */
#include "bench.h"

static void heat3d(int tsteps, int n, float *u, float *w)
{
#pragma loopgpu host
  for (int t = 0; t < tsteps; t++) {
#pragma loopgpu tile(4, 4, 32)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          w[(i * n + j) * n + k] =
              u[(i * n + j) * n + k] +
              0.125f * (u[((i + 1) * n + j) * n + k] - 2.0f * u[(i * n + j) * n + k] +
                        u[((i - 1) * n + j) * n + k]) +
              0.125f * (u[(i * n + j + 1) * n + k] - 2.0f * u[(i * n + j) * n + k] +
                        u[(i * n + j - 1) * n + k]) +
              0.125f * (u[(i * n + j) * n + k + 1] - 2.0f * u[(i * n + j) * n + k] +
                        u[(i * n + j) * n + k - 1]);
#pragma loopgpu tile(4, 4, 32)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          u[(i * n + j) * n + k] =
              w[(i * n + j) * n + k] +
              0.125f * (w[((i + 1) * n + j) * n + k] - 2.0f * w[(i * n + j) * n + k] +
                        w[((i - 1) * n + j) * n + k]) +
              0.125f * (w[(i * n + j + 1) * n + k] - 2.0f * w[(i * n + j) * n + k] +
                        w[(i * n + j - 1) * n + k]) +
              0.125f * (w[(i * n + j) * n + k + 1] - 2.0f * w[(i * n + j) * n + k] +
                        w[(i * n + j) * n + k - 1]);
  }
}

int main(int argc, char **argv)
{
  int n = (int)bench_arg(argc, argv, 1, 512);
  int tsteps = (int)bench_arg(argc, argv, 2, 10);
  int reps = (int)bench_arg(argc, argv, 3, 5);
  lcg_state = (unsigned long long)bench_arg(argc, argv, 4, 42);
  if (n < 3 || tsteps < 1 || reps < 1) {
    fprintf(stderr, "heat3d: N must be >= 3, T and REPS >= 1\n");
    return 2;
  }
  /* (i*n+j)*n+k indexes in int: keep N^3 below 2^31 */
  if ((long long)n * n * n > 2147483647LL) {
    fprintf(stderr, "heat3d: N^3 must be below 2^31\n");
    return 2;
  }
  size_t n3 = (size_t)n * (size_t)n * (size_t)n;
  float *a = bench_array(n3, "A");
  float *b = bench_array(n3, "B");

  double pts = (double)(n - 2) * (n - 2) * (n - 2) * tsteps;
  bench_info(30.0 * pts, 16.0 * pts);
  for (int r = 0; r < reps; r++) {
    double t0 = bench_now_ms();
    heat3d(tsteps, n, a, b);
    bench_region(r, bench_now_ms() - t0);
  }

  printf("n %d\ntsteps %d\nreps %d\n", n, tsteps, reps);
  bench_print("A", a, n3);
  bench_print("B", b, n3);
  free(a);
  free(b);
  return 0;
}

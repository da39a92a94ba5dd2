/* jacobi2d.c (benchmark) — T steps of a 5-point Jacobi stencil on an N×N
 * grid (a `host` time loop: one data region for all steps), REPS times.
 *
 * usage: jacobi2d [N [T [REPS [SEED]]]]   (defaults 8192 20: 256 MiB a grid;
 * the benchmark runs 16384 2: 1 GiB a grid, issue #7 asks for n = 16384)
 * Memory-bound: per step 5 flops a point and 16 bytes a point (the stencil
 * reads A and writes B, the copy reads B and writes A).
 * unroll2x4 is `unroll(2, 4)` on both regions, no tile: each thread 2 rows x
 * 4 columns (the columns a block width apart), what docs/perf.md recommends
 * for stencils.
 * bench: variants base tile tile32 tile_unroll unroll2x4
 */
#include "bench.h"

static void jacobi2d(int tsteps, int n, float A[n][n], float B[n][n])
{
#pragma loopgpu host
  for (int t = 0; t < tsteps; t++) {
#pragma loopgpu tile(8, 32)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        B[i][j] = 0.2f * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] +
                          A[i - 1][j]);
#pragma loopgpu collapse(2) tile(8, 32)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i][j] = B[i][j];
  }
}

int main(int argc, char **argv)
{
  int n = (int)bench_arg(argc, argv, 1, 8192);
  int tsteps = (int)bench_arg(argc, argv, 2, 20);
  int reps = (int)bench_arg(argc, argv, 3, 5);
  lcg_state = (unsigned long long)bench_arg(argc, argv, 4, 42);
  if (n < 3 || tsteps < 1 || reps < 1) {
    fprintf(stderr, "jacobi2d: N must be >= 3, T and REPS >= 1\n");
    return 2;
  }
  size_t nn = (size_t)n * (size_t)n;
  float *a = bench_array(nn, "A");
  float *b = bench_array(nn, "B");

  double pts = (double)(n - 2) * (n - 2) * tsteps;
  bench_info(5.0 * pts, 16.0 * pts);
  for (int r = 0; r < reps; r++) {
    double t0 = bench_now_ms();
    jacobi2d(tsteps, n, (float (*)[n])a, (float (*)[n])b);
    bench_region(r, bench_now_ms() - t0);
  }

  printf("n %d\ntsteps %d\nreps %d\n", n, tsteps, reps);
  bench_print("A", a, nn);
  bench_print("B", b, nn);
  free(a);
  free(b);
  return 0;
}

/* syrk.c (benchmark) — C = alpha*A*A^T + beta*C on the lower triangle of C,
 * REPS times.
 *
 * usage: syrk [N [K [REPS [SEED]]]]     C is N×N, A is N×K (defaults 4096 4096)
 * Compute-bound: N·(N+1)·K flops; yardstick cuBLAS SSYRK.
 * bench: variants base tile tile32 tile_unroll
 */
#include "bench.h"

static void syrk(int n, int k, float alpha, float beta, float C[n][n],
                 float A[n][k])
{
#pragma loopgpu tile(16)
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++) {
      float acc = 0.0f;
      for (int p = 0; p < k; p++)
        acc += A[i][p] * A[j][p];
      C[i][j] = beta * C[i][j] + alpha * acc;
    }
}

int main(int argc, char **argv)
{
  int n = (int)bench_arg(argc, argv, 1, 4096);
  int k = (int)bench_arg(argc, argv, 2, 4096);
  int reps = (int)bench_arg(argc, argv, 3, 5);
  lcg_state = (unsigned long long)bench_arg(argc, argv, 4, 42);
  if (n < 1 || k < 1 || reps < 1) {
    fprintf(stderr, "syrk: N, K and REPS must be >= 1\n");
    return 2;
  }
  float *a = bench_array((size_t)n * (size_t)k, "A");
  float *c = bench_array((size_t)n * (size_t)n, "C");
  float alpha = 0.5f * lcg_next() / (float)k;
  float beta = 0.5f * lcg_next();

  bench_info((double)n * (n + 1.0) * k,
             4.0 * ((double)n * k + (double)n * (n + 1.0)));
  for (int r = 0; r < reps; r++) {
    double t0 = bench_now_ms();
    syrk(n, k, alpha, beta, (float (*)[n])c, (float (*)[k])a);
    bench_region(r, bench_now_ms() - t0);
  }

  printf("n %d\nk %d\nreps %d\n", n, k, reps);
  bench_print("C", c, (size_t)n * (size_t)n);
  free(a);
  free(c);
  return 0;
}

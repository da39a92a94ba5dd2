/* gemm.c (benchmark) — C = alpha*A*B + beta*C, REPS times.
 *
 * usage: gemm [N [M [K [REPS [SEED]]]]]   C is N×M, A N×K, B K×M
 *        (defaults 4096 4096 4096: 64 MiB a matrix)
 * Compute-bound: 2·N·M·K flops; yardstick cuBLAS SGEMM.
 * bench: variants base tile tile32 tile_unroll tile_unroll8
 */
#include "bench.h"

static void gemm(int n, int m, int k, float alpha, float beta, float C[n][m],
                 float A[n][k], float B[k][m])
{
#pragma loopgpu tile(16)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float acc = 0.0f;
      for (int p = 0; p < k; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = alpha * acc + beta * C[i][j];
    }
}

int main(int argc, char **argv)
{
  int n = (int)bench_arg(argc, argv, 1, 4096);
  int m = (int)bench_arg(argc, argv, 2, 4096);
  int k = (int)bench_arg(argc, argv, 3, 4096);
  int reps = (int)bench_arg(argc, argv, 4, 5);
  lcg_state = (unsigned long long)bench_arg(argc, argv, 5, 42);
  if (n < 1 || m < 1 || k < 1 || reps < 1) {
    fprintf(stderr, "gemm: N, M, K and REPS must be >= 1\n");
    return 2;
  }
  float *a = bench_array((size_t)n * (size_t)k, "A");
  float *b = bench_array((size_t)k * (size_t)m, "B");
  float *c = bench_array((size_t)n * (size_t)m, "C");
  /* beta < 1 and a small alpha keep C bounded over the repetitions */
  float alpha = 0.5f * lcg_next() / (float)k;
  float beta = 0.5f * lcg_next();

  bench_info(2.0 * n * m * k, 4.0 * ((double)n * k + (double)k * m + 2.0 * n * m));
  for (int r = 0; r < reps; r++) {
    double t0 = bench_now_ms();
    gemm(n, m, k, alpha, beta, (float (*)[m])c, (float (*)[k])a, (float (*)[m])b);
    bench_region(r, bench_now_ms() - t0);
  }

  printf("n %d\nm %d\nk %d\nreps %d\n", n, m, k, reps);
  bench_print("C", c, (size_t)n * (size_t)m);
  free(a);
  free(b);
  free(c);
  return 0;
}

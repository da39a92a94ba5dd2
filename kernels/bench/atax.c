/* atax.c (benchmark) — y = A^T (A x), as two matrix-vector products, REPS
 * times.
 *
 * usage: atax [M [N [REPS [SEED]]]]     A is M×N (defaults 16384 16384: 1 GiB)
 * Memory-bound: 4·M·N flops; the two products read A twice (8·M·N bytes; A is
 * far larger than the L2), the yardsticks are two cuBLAS SGEMVs and the
 * device-to-device copy bandwidth.
 * bench: variants base tile tile32 tile_unroll unroll2 unroll4
 */
#include "bench.h"

static void atax(int m, int n, const float *a, const float *x, float *tmp,
                 float *y)
{
#pragma loopgpu tile(128)
  for (int i = 0; i < m; i++) {
    float s = 0.0f;
    for (int j = 0; j < n; j++)
      s += a[i * n + j] * x[j];
    tmp[i] = s;
  }

#pragma loopgpu tile(128)
  for (int j = 0; j < n; j++) {
    float s = 0.0f;
    for (int i = 0; i < m; i++)
      s += a[i * n + j] * tmp[i];
    y[j] = s;
  }
}

int main(int argc, char **argv)
{
  int m = (int)bench_arg(argc, argv, 1, 16384);
  int n = (int)bench_arg(argc, argv, 2, 16384);
  int reps = (int)bench_arg(argc, argv, 3, 10);
  lcg_state = (unsigned long long)bench_arg(argc, argv, 4, 42);
  if (m < 1 || n < 1 || reps < 1) {
    fprintf(stderr, "atax: M, N and REPS must be >= 1\n");
    return 2;
  }
  /* a[i*n+j] indexes in int: keep M*N below 2^31 */
  if ((long long)m * n > 2147483647LL) {
    fprintf(stderr, "atax: M*N must be below 2^31\n");
    return 2;
  }
  float *a = bench_array((size_t)m * (size_t)n, "A");
  float *x = bench_array((size_t)n, "x");
  float *tmp = bench_array((size_t)m, "tmp");
  float *y = bench_array((size_t)n, "y");

  bench_info(4.0 * m * n, 8.0 * m * n + 4.0 * (2.0 * m + 2.0 * n));
  for (int r = 0; r < reps; r++) {
    double t0 = bench_now_ms();
    atax(m, n, a, x, tmp, y);
    bench_region(r, bench_now_ms() - t0);
  }

  printf("m %d\nn %d\nreps %d\n", m, n, reps);
  bench_print("y", y, (size_t)n);
  bench_print("tmp", tmp, (size_t)m);
  free(a);
  free(x);
  free(tmp);
  free(y);
  return 0;
}

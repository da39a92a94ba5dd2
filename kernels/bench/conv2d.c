/* conv2d.c (benchmark) — a 3×3 convolution of an N×M image, REPS times.
 *
 * usage: conv2d [N [M [REPS [SEED]]]]    (defaults 16384 16384: 1 GiB an image)
 * Memory-bound: 18 flops and 8 bytes an output point.
 * bench: variants base tile tile32 tile_unroll unroll2x4
 */
#include "bench.h"

#define KS 3

static void conv2d(int n, int m, const float w[KS][KS], float in[n][m],
                   float out[n][m])
{
#pragma loopgpu collapse(2) tile(16)
  for (int i = 0; i < n - KS + 1; i++)
    for (int j = 0; j < m - KS + 1; j++) {
      float acc = 0.0f;
      for (int di = 0; di < KS; di++)
        for (int dj = 0; dj < KS; dj++)
          acc += w[di][dj] * in[i + di][j + dj];
      out[i][j] = acc;
    }
}

int main(int argc, char **argv)
{
  int n = (int)bench_arg(argc, argv, 1, 16384);
  int m = (int)bench_arg(argc, argv, 2, 16384);
  int reps = (int)bench_arg(argc, argv, 3, 10);
  lcg_state = (unsigned long long)bench_arg(argc, argv, 4, 42);
  if (n < KS || m < KS || reps < 1) {
    fprintf(stderr, "conv2d: N and M must be >= %d, REPS >= 1\n", KS);
    return 2;
  }
  size_t nm = (size_t)n * (size_t)m;
  float w[KS][KS];
  for (int di = 0; di < KS; di++)
    for (int dj = 0; dj < KS; dj++)
      w[di][dj] = lcg_next() / (KS * KS);
  float *in = bench_array(nm, "in");
  float *out = bench_array(nm, "out");

  double pts = (double)(n - KS + 1) * (m - KS + 1);
  bench_info(2.0 * KS * KS * pts, 4.0 * (double)nm + 4.0 * pts);
  for (int r = 0; r < reps; r++) {
    double t0 = bench_now_ms();
    conv2d(n, m, (const float (*)[KS])w, (float (*)[m])in, (float (*)[m])out);
    bench_region(r, bench_now_ms() - t0);
  }

  printf("n %d\nm %d\nreps %d\n", n, m, reps);
  bench_print("out", out, nm);
  free(in);
  free(out);
  return 0;
}

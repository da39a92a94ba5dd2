/* 2mm.c (benchmark) — D = alpha*A*B*C + beta*D as two matrix products
 * (tmp = alpha*A*B, then D = tmp*C + beta*D), REPS times.
 *
 * usage: 2mm [NI [NJ [NK [NL [REPS [SEED]]]]]]   A NI×NK, B NK×NJ, C NJ×NL,
 *        D NI×NL (defaults 4096 each)
 * Compute-bound: 2·NI·NJ·NK + 2·NI·NL·NJ flops; yardstick two cuBLAS SGEMMs.
 * bench: variants base tile tile32 tile_unroll tile_unroll8
 */
#include "bench.h"

static void mm2(int ni, int nj, int nk, int nl, float alpha, float beta,
                float tmp[ni][nj], float A[ni][nk], float B[nk][nj],
                float C[nj][nl], float D[ni][nl])
{
#pragma loopgpu tile(16)
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      float acc = 0.0f;
      for (int p = 0; p < nk; p++)
        acc += A[i][p] * B[p][j];
      tmp[i][j] = alpha * acc;
    }
#pragma loopgpu tile(16)
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nl; j++) {
      float acc = 0.0f;
      for (int p = 0; p < nj; p++)
        acc += tmp[i][p] * C[p][j];
      D[i][j] = acc + beta * D[i][j];
    }
}

int main(int argc, char **argv)
{
  int ni = (int)bench_arg(argc, argv, 1, 4096);
  int nj = (int)bench_arg(argc, argv, 2, 4096);
  int nk = (int)bench_arg(argc, argv, 3, 4096);
  int nl = (int)bench_arg(argc, argv, 4, 4096);
  int reps = (int)bench_arg(argc, argv, 5, 3);
  lcg_state = (unsigned long long)bench_arg(argc, argv, 6, 42);
  if (ni < 1 || nj < 1 || nk < 1 || nl < 1 || reps < 1) {
    fprintf(stderr, "2mm: NI, NJ, NK, NL and REPS must be >= 1\n");
    return 2;
  }
  float *a = bench_array((size_t)ni * (size_t)nk, "A");
  float *b = bench_array((size_t)nk * (size_t)nj, "B");
  float *c = bench_array((size_t)nj * (size_t)nl, "C");
  float *d = bench_array((size_t)ni * (size_t)nl, "D");
  float *tmp = bench_array((size_t)ni * (size_t)nj, "tmp");
  float alpha = 0.5f * lcg_next() / (float)nk;
  float beta = 0.5f * lcg_next();

  bench_info(2.0 * ni * nj * nk + 2.0 * ni * nl * nj,
             4.0 * ((double)ni * nk + (double)nk * nj + (double)nj * nl +
                    2.0 * ni * nl));
  for (int r = 0; r < reps; r++) {
    double t0 = bench_now_ms();
    mm2(ni, nj, nk, nl, alpha, beta, (float (*)[nj])tmp, (float (*)[nk])a,
        (float (*)[nj])b, (float (*)[nl])c, (float (*)[nl])d);
    bench_region(r, bench_now_ms() - t0);
  }

  printf("ni %d\nnj %d\nnk %d\nnl %d\nreps %d\n", ni, nj, nk, nl, reps);
  bench_print("D", d, (size_t)ni * (size_t)nl);
  bench_print("tmp", tmp, (size_t)ni * (size_t)nj);
  free(a);
  free(b);
  free(c);
  free(d);
  free(tmp);
  return 0;
}

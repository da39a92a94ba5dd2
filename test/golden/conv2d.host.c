#include "loopgpu.h"
#line 1 "kernels/conv2d.c"
/* conv2d.c — 2-D convolution of an N×M image with a small constant 3×3
 * filter ("valid" convolution: the output is (N-2)×(M-2), clamped to 0 when
 * the image is smaller than the filter).
 *
 * usage: conv2d [N [M [SEED]]]   (defaults 1007 1031)
 * The image and the output are C99 variably modified parameters; the filter
 * is a fixed-size array parameter, which loopgpu copies in whole.
 */
#include <stdio.h>
#include <stdlib.h>

#define KS 3

static unsigned long long lcg_state;

/* Deterministic pseudo-random values in [0.5, 1.5): never zero. */
static float lcg_next(void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.5f + (float)((lcg_state >> 40) & 0xFFFFFF) / 16777216.0f;
}

/* loopgpu: the loops of conv2d() that run on the device */
void lg_conv2d_conv2d_k0(int, int, const float (*)[3], float *, float *, long long, long long, long long, long long, long long, long long);
#line 23 "kernels/conv2d.c"
void conv2d(int n, int m, const float w[KS][KS], float in[n][m],
            float out[n][m])
{
// #pragma loopgpu collapse(2) tile(16) unroll(1)
  { /* conv2d_k0: lines 27-34 run on the device (lg_conv2d_conv2d_k0) */
    long long lg_lo_w = 0, lg_hi_w = 3 * 3 - 1;
    long long lg_lo_in = 0, lg_hi_in = (long long)n * (long long)m - 1;
    long long lg_lo_out = 0, lg_hi_out = (long long)n * (long long)m - 1;
    size_t lg_nb_w = (lg_hi_w >= lg_lo_w ? (size_t)(lg_hi_w - lg_lo_w + 1) * sizeof(float) : 0);
    size_t lg_nb_in = (lg_hi_in >= lg_lo_in ? (size_t)(lg_hi_in - lg_lo_in + 1) * sizeof(float) : 0);
    size_t lg_nb_out = (lg_hi_out >= lg_lo_out ? (size_t)(lg_hi_out - lg_lo_out + 1) * sizeof(float) : 0);
    const char *lg_ov =
      lg_overlap((const void *)((float *)out + lg_lo_out), lg_nb_out, (const void *)((const float *)w + lg_lo_w), lg_nb_w) ? "'out' and 'w'" :
      lg_overlap((const void *)((float *)out + lg_lo_out), lg_nb_out, (const void *)((float *)in + lg_lo_in), lg_nb_in) ? "'out' and 'in'" : (const char *)0;
    if (lg_ov) { /* they share memory: the loop as written, on the CPU */
      lg_on_host(lg_ov, "conv2d_k0", "kernels/conv2d.c", 27);
      if (lg_nb_w)
        lg_update_host((const void *)((const float *)w + lg_lo_w), lg_nb_w, "w", "kernels/conv2d.c", 27);
      if (lg_nb_in)
        lg_update_host((const void *)((float *)in + lg_lo_in), lg_nb_in, "in", "kernels/conv2d.c", 27);
      if (lg_nb_out)
        lg_update_host((const void *)((float *)out + lg_lo_out), lg_nb_out, "out", "kernels/conv2d.c", 27);
#line 27 "kernels/conv2d.c"
  for (int i = 0; i < n - KS + 1; i++)
    for (int j = 0; j < m - KS + 1; j++) {
      float acc = 0.0f;
      for (int di = 0; di < KS; di++)
        for (int dj = 0; dj < KS; dj++)
          acc += w[di][dj] * in[i + di][j + dj];
      out[i][j] = acc;
    }
      if (lg_nb_out)
        lg_update_device((const void *)((float *)out + lg_lo_out), lg_nb_out, "out", "kernels/conv2d.c", 27);
    } else {
      lg_conv2d_conv2d_k0(n, m, w, (float *)in, (float *)out, lg_lo_w, lg_hi_w, lg_lo_in, lg_hi_in, lg_lo_out, lg_hi_out);
    }
  }
#line 34 "kernels/conv2d.c"

}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1007;
  int m = argc > 2 ? atoi(argv[2]) : 1031;
  lcg_state = argc > 3 ? strtoull(argv[3], NULL, 10) : 42;
  if (n < 1 || m < 1) {
    fprintf(stderr, "conv2d: N and M must be >= 1\n");
    return 2;
  }
  const float w[KS][KS] = {
      {0.0625f, 0.125f, 0.0625f},
      {0.125f, 0.25f, 0.125f},
      {0.0625f, 0.125f, 0.0625f},
  };

  float (*in)[m] = malloc(sizeof(float) * (size_t)n * (size_t)m);
  float (*out)[m] = malloc(sizeof(float) * (size_t)n * (size_t)m);
  if (!in || !out) {
    fprintf(stderr, "conv2d: out of memory\n");
    return 1;
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      in[i][j] = lcg_next();
      out[i][j] = lcg_next(); /* border keeps these: must survive the copy */
    }

  conv2d(n, m, w, in, out);

  double checksum = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      checksum += out[i][j];
  printf("n %d\n", n);
  printf("m %d\n", m);
  printf("checksum %.9g\n", checksum);
  printf("out[0][0] %.9g\n", out[0][0]);
  printf("out[%d][%d] %.9g\n", n / 2, m / 2, out[n / 2][m / 2]);
  printf("out[%d][%d] %.9g\n", n - 1, m - 1, out[n - 1][m - 1]);
  for (int s = 0; s < 4; s++) {
    int i = (int)(((unsigned long long)s * 2654435761ULL + 2) % (unsigned)n);
    int j = (int)(((unsigned long long)s * 40503ULL + 13) % (unsigned)m);
    printf("out[%d][%d] %.9g\n", i, j, out[i][j]);
  }
  free(in);
  free(out);
  return 0;
}

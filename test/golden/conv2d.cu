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

__global__ void __launch_bounds__(256) conv2d_k0(long long lg_trip0, long long lg_trip1, int n, int m, float (*__restrict__ w)[3], float *__restrict__ in, float *__restrict__ out)
{
  /* loopgpu: conv2d_k0 from kernels/conv2d.c:27-34; threads: i -> y, j -> x; block 16x16; staged: w[3][3] per block in[18][18] per block */
  __shared__ float lg_sw[3][4];
  __shared__ float lg_sin[18][19];
  const int lg_tid = threadIdx.x + 16 * (threadIdx.y + 16 * threadIdx.z);
  for (long long lg_b0 = blockIdx.y * 16LL; lg_b0 < lg_trip0; lg_b0 += (long long)gridDim.y * 16) {
    for (long long lg_b1 = blockIdx.x * 16LL; lg_b1 < lg_trip1; lg_b1 += (long long)gridDim.x * 16) {
      bool lg_active = true;
      const long long lg_t0 = lg_b0 + threadIdx.y;
      lg_active = lg_active && lg_t0 < lg_trip0;
      int i = (int)lg_t0;
      const long long lg_t1 = lg_b1 + threadIdx.x;
      lg_active = lg_active && lg_t1 < lg_trip1;
      int j = (int)lg_t1;
      const long long lg_base_w0 = 0;
      const long long lg_base_w1 = 0;
      for (int lg_e = lg_tid; lg_e < 9; lg_e += 256) {
        const int lg_e1 = lg_e % 3;
        const int lg_e0 = lg_e / 3;
        lg_sw[lg_e0][lg_e1] = w[lg_base_w0 + lg_e0][lg_base_w1 + lg_e1];
      }
      const long long lg_base_in0 = lg_b0;
      const long long lg_base_in1 = lg_b1;
      for (int lg_e = lg_tid; lg_e < 324; lg_e += 256) {
        const int lg_e1 = lg_e % 18;
        const int lg_e0 = lg_e / 18;
        lg_sin[lg_e0][lg_e1] = lg_b0 + lg_e0 - 2 < lg_trip0 && lg_b1 + lg_e1 - 2 < lg_trip1 ? in[(lg_base_in0 + lg_e0) * (m) + lg_base_in1 + lg_e1] : (float)0;
      }
      __syncthreads(); /* staged before use */
      if (lg_active) {
#line 29 "kernels/conv2d.c"
        float acc = 0.0f;
        for (int di = 0; di < 3; di++)
          for (int dj = 0; dj < 3; dj++)
            acc += lg_sw[di - lg_base_w0][dj - lg_base_w1] * lg_sin[i + di - lg_base_in0][j + dj - lg_base_in1];
        out[i * m + j] = acc;
      }
      __syncthreads(); /* block's stage used before the next block's */
    }
  }
}

#line 23 "kernels/conv2d.c"
void conv2d(int n, int m, const float w[KS][KS], float *in,
            float *out)
{
// #pragma loopgpu collapse(2) tile(16)
  { /* conv2d_k0 */
    long long lg_trip0 = (n - 3 + 1) > 0 ? (long long)(n - 3 + 1) : 0;
    long long lg_trip1 = (m - 3 + 1) > 0 ? (long long)(m - 3 + 1) : 0;
    if (lg_trip0 > 0 && lg_trip1 > 0) {
      long long lg_lo_w = 0;
      long long lg_hi_w = 3 * 3 - 1;
      long long lg_lo_in = 0;
      long long lg_hi_in = (long long)n * (long long)m - 1;
      long long lg_lo_out = 0;
      long long lg_hi_out = (long long)n * (long long)m - 1;
      dim3 lg_block(16, 16, 1);
      dim3 lg_grid(lg_grid_1d(lg_trip1, 16, 65535), lg_grid_1d(lg_trip0, 16, 65535), 1);
      lg_region_begin("conv2d_k0", "kernels/conv2d.c", 27, (lg_hi_w >= lg_lo_w ? (size_t)(lg_hi_w - lg_lo_w + 1) * sizeof(float) : 0) + (lg_hi_in >= lg_lo_in ? (size_t)(lg_hi_in - lg_lo_in + 1) * sizeof(float) : 0) + (lg_hi_out >= lg_lo_out ? (size_t)(lg_hi_out - lg_lo_out + 1) * sizeof(float) : 0), (lg_hi_w >= lg_lo_w ? (size_t)(lg_hi_w - lg_lo_w + 1) * sizeof(float) : 0), lg_trip0);
      lg_region_paged(lg_pages((lg_hi_w >= lg_lo_w ? (size_t)(lg_hi_w - lg_lo_w + 1) * sizeof(float) : 0)) + lg_pages((lg_hi_in >= lg_lo_in ? (size_t)(lg_hi_in - lg_lo_in + 1) * sizeof(float) : 0)) + lg_pages((lg_hi_out >= lg_lo_out ? (size_t)(lg_hi_out - lg_lo_out + 1) * sizeof(float) : 0)));
      lg_enter((void *)((float *)w + lg_lo_w), lg_hi_w >= lg_lo_w ? (size_t)(lg_hi_w - lg_lo_w + 1) * sizeof(float) : 0, LG_COPYIN, "w", "kernels/conv2d.c", 27);
      lg_enter((void *)(in + lg_lo_in), lg_hi_in >= lg_lo_in ? (size_t)(lg_hi_in - lg_lo_in + 1) * sizeof(float) : 0, LG_COPYIN, "in", "kernels/conv2d.c", 27);
      lg_enter((void *)(out + lg_lo_out), lg_hi_out >= lg_lo_out ? (size_t)(lg_hi_out - lg_lo_out + 1) * sizeof(float) : 0, LG_COPY, "out", "kernels/conv2d.c", 27);
      LG_LAUNCH_RECORD(conv2d_k0, lg_grid, lg_block, 0, "kernels/conv2d.c", 27);
      LG_LAUNCH(conv2d_k0, lg_grid, lg_block, 0, lg_trip0, lg_trip1, n, m,
                (float (*)[3])(lg_hi_w < lg_lo_w ? (float *)0 : (float *)lg_devptr((float *)w + lg_lo_w, "w", "kernels/conv2d.c", 27) - lg_lo_w),
                lg_hi_in < lg_lo_in ? (float *)0 : (float *)lg_devptr(in + lg_lo_in, "in", "kernels/conv2d.c", 27) - lg_lo_in,
                lg_hi_out < lg_lo_out ? (float *)0 : (float *)lg_devptr(out + lg_lo_out, "out", "kernels/conv2d.c", 27) - lg_lo_out);
      lg_launch_check("conv2d_k0", "kernels/conv2d.c", 27);
      lg_exit((void *)(out + lg_lo_out), lg_hi_out >= lg_lo_out ? (size_t)(lg_hi_out - lg_lo_out + 1) * sizeof(float) : 0, LG_COPY, "out", "kernels/conv2d.c", 27);
      lg_exit((void *)(in + lg_lo_in), lg_hi_in >= lg_lo_in ? (size_t)(lg_hi_in - lg_lo_in + 1) * sizeof(float) : 0, LG_COPYIN, "in", "kernels/conv2d.c", 27);
      lg_exit((void *)((float *)w + lg_lo_w), lg_hi_w >= lg_lo_w ? (size_t)(lg_hi_w - lg_lo_w + 1) * sizeof(float) : 0, LG_COPYIN, "w", "kernels/conv2d.c", 27);
      lg_region_end();
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

  float *in = (float *)malloc(sizeof(float) * (size_t)n * (size_t)m);
  float *out = (float *)malloc(sizeof(float) * (size_t)n * (size_t)m);
  if (!in || !out) {
    fprintf(stderr, "conv2d: out of memory\n");
    return 1;
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      in[(i) * (m) + (j)] = lcg_next();
      out[(i) * (m) + (j)] = lcg_next(); /* border keeps these: must survive the copy */
    }

  conv2d(n, m, w, in, out);

  double checksum = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      checksum += out[(i) * (m) + (j)];
  printf("n %d\n", n);
  printf("m %d\n", m);
  printf("checksum %.9g\n", checksum);
  printf("out[0][0] %.9g\n", out[(0) * (m) + (0)]);
  printf("out[%d][%d] %.9g\n", n / 2, m / 2, out[(n / 2) * (m) + (m / 2)]);
  printf("out[%d][%d] %.9g\n", n - 1, m - 1, out[(n - 1) * (m) + (m - 1)]);
  for (int s = 0; s < 4; s++) {
    int i = (int)(((unsigned long long)s * 2654435761ULL + 2) % (unsigned)n);
    int j = (int)(((unsigned long long)s * 40503ULL + 13) % (unsigned)m);
    printf("out[%d][%d] %.9g\n", i, j, out[(i) * (m) + (j)]);
  }
  free(in);
  free(out);
  return 0;
}

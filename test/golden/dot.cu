#include "loopgpu.h"
#line 1 "kernels/dot.c"
/* dot.c — dot product of two float vectors, a `reduction(+:sum)` region.
 *
 * usage: dot [N [SEED]]   (default 1000007)
 * The sum is a double, so the order in which threads combine their partial
 * sums changes the result only in the last digits.
 */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long lcg_state;

/* Deterministic pseudo-random values in [0.5, 1.5): never zero. */
static float lcg_next(void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.5f + (float)((lcg_state >> 40) & 0xFFFFFF) / 16777216.0f;
}

__global__ void dot_k0(long long lg_trip0, int n, const float *__restrict__ x, const float *__restrict__ y, double *lg_part_sum)
{
  /* loopgpu: dot_k0 from kernels/dot.c:23-24; threads: i -> x; block 256; reduction(+:sum) */
  double sum = 0.0;
  for (long long lg_t0 = blockIdx.x * (long long)blockDim.x + threadIdx.x; lg_t0 < lg_trip0; lg_t0 += (long long)gridDim.x * blockDim.x) {
    int i = (int)lg_t0;
#line 24 "kernels/dot.c"
    sum += (double)x[i] * (double)y[i];
  }
  unsigned lg_tid = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  __shared__ double lg_red_sum[256];
  lg_red_sum[lg_tid] = sum;
  __syncthreads();
  for (unsigned lg_s = 128; lg_s > 0; lg_s >>= 1) {
    if (lg_tid < lg_s && lg_tid + lg_s < 256u)
      lg_red_sum[lg_tid] = lg_red_sum[lg_tid] + lg_red_sum[lg_tid + lg_s];
    __syncthreads();
  }
  if (lg_tid == 0)
    lg_part_sum[blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)] = lg_red_sum[0];
}

#line 19 "kernels/dot.c"
static double dot(int n, const float *x, const float *y)
{
  double sum = 0.0;
// #pragma loopgpu reduction(+:sum) tile(256)
  { /* dot_k0 */
    long long lg_trip0 = n > 0 ? (long long)n : 0;
    if (lg_trip0 > 0) {
      long long lg_lo_x = 0;
      long long lg_hi_x = (long long)n - 1;
      long long lg_lo_y = 0;
      long long lg_hi_y = (long long)n - 1;
      dim3 lg_block(256, 1, 1);
      dim3 lg_grid(lg_grid_1d(lg_trip0, 256, 1024), 1, 1);
      lg_region_begin("dot_k0", "kernels/dot.c", 23, (lg_hi_x >= lg_lo_x ? (size_t)(lg_hi_x - lg_lo_x + 1) * sizeof(float) : 0) + (lg_hi_y >= lg_lo_y ? (size_t)(lg_hi_y - lg_lo_y + 1) * sizeof(float) : 0) + 1024 * sizeof(double), 1024 * sizeof(double), lg_trip0);
      lg_region_paged(lg_pages((lg_hi_x >= lg_lo_x ? (size_t)(lg_hi_x - lg_lo_x + 1) * sizeof(float) : 0)) + lg_pages((lg_hi_y >= lg_lo_y ? (size_t)(lg_hi_y - lg_lo_y + 1) * sizeof(float) : 0)) + lg_pages(1024 * sizeof(double)));
      lg_enter((void *)(x + lg_lo_x), lg_hi_x >= lg_lo_x ? (size_t)(lg_hi_x - lg_lo_x + 1) * sizeof(float) : 0, LG_COPYIN, "x", "kernels/dot.c", 23);
      lg_enter((void *)(y + lg_lo_y), lg_hi_y >= lg_lo_y ? (size_t)(lg_hi_y - lg_lo_y + 1) * sizeof(float) : 0, LG_COPYIN, "y", "kernels/dot.c", 23);
      double *lg_part_sum = (double *)lg_dmalloc(1024 * sizeof(double), "sum", "kernels/dot.c", 23);
      LG_LAUNCH_RECORD(dot_k0, lg_grid, lg_block, 0, "kernels/dot.c", 23);
      LG_LAUNCH(dot_k0, lg_grid, lg_block, 0, lg_trip0, n,
                lg_hi_x < lg_lo_x ? (const float *)0 : (const float *)lg_devptr(x + lg_lo_x, "x", "kernels/dot.c", 23) - lg_lo_x,
                lg_hi_y < lg_lo_y ? (const float *)0 : (const float *)lg_devptr(y + lg_lo_y, "y", "kernels/dot.c", 23) - lg_lo_y, lg_part_sum);
      lg_launch_check("dot_k0", "kernels/dot.c", 23);
      {
        double lg_h_sum[1024];
        unsigned lg_nb = lg_grid.x * lg_grid.y * lg_grid.z;
        lg_memcpy_d2h(lg_h_sum, lg_part_sum, lg_nb * sizeof(double), "kernels/dot.c", 23);
        for (unsigned lg_b = 0; lg_b < lg_nb; lg_b++)
          sum = sum + lg_h_sum[lg_b];
      }
      lg_dfree(lg_part_sum, "kernels/dot.c", 23);
      lg_exit((void *)(y + lg_lo_y), lg_hi_y >= lg_lo_y ? (size_t)(lg_hi_y - lg_lo_y + 1) * sizeof(float) : 0, LG_COPYIN, "y", "kernels/dot.c", 23);
      lg_exit((void *)(x + lg_lo_x), lg_hi_x >= lg_lo_x ? (size_t)(lg_hi_x - lg_lo_x + 1) * sizeof(float) : 0, LG_COPYIN, "x", "kernels/dot.c", 23);
      lg_region_end();
    }
  }
#line 24 "kernels/dot.c"

  return sum;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000007;
  lcg_state = argc > 2 ? strtoull(argv[2], NULL, 10) : 42;
  if (n < 1) {
    fprintf(stderr, "dot: N must be >= 1\n");
    return 2;
  }

  float *x = (float *)malloc(sizeof(float) * (size_t)n);
  float *y = (float *)malloc(sizeof(float) * (size_t)n);
  if (!x || !y) {
    fprintf(stderr, "dot: out of memory\n");
    return 1;
  }
  for (int i = 0; i < n; i++) {
    x[i] = lcg_next();
    y[i] = lcg_next();
  }

  double d = dot(n, x, y);

  printf("n %d\n", n);
  printf("dot %.9g\n", d);
  printf("mean %.9g\n", d / n);
  /* the inputs must come back unchanged */
  double sx = 0.0;
  for (int i = 0; i < n; i++)
    sx += x[i];
  printf("checksum_x %.9g\n", sx);
  free(x);
  free(y);
  return 0;
}

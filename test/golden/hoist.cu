#include "loopgpu.h"
#line 1 "kernels/hoist.c"
/* hoist.c — allocations in loop bodies (SPEC section 4). A host time loop
 * allocates a temporary every step (the smoothed field) and frees it; a
 * kernel region keeps a per-thread scratch array whose length is only known
 * at run time. loopgpu turns the first into one buffer reused by every step
 * and the second into each thread's slice of one device buffer: no
 * allocation per iteration, no device-side malloc.
 *
 * usage: hoist [n [m [steps [seed]]]]   (defaults 1007, 37, 5, 1)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned seed_state = 1;
static float next_value(void)
{
  seed_state = seed_state * 1103515245u + 12345u;
  return 0.5f + (float)((seed_state >> 8) & 0xffff) / 65536.0f;
}

/* each row of a (n x m) is replaced by its values in reverse order scaled
 * by the running mean of the row: a per-row temporary of m floats */
__global__ void rows_k0(long long lg_trip0, int n, int m, float *__restrict__ a, float *lg_scr_tmp)
{
  /* loopgpu: rows_k0 from kernels/hoist.c:26-35; threads: i -> x; block 256 */
  long long lg_gtid = ((long long)blockIdx.x + (long long)gridDim.x * (blockIdx.y + (long long)gridDim.y * blockIdx.z)) * ((long long)blockDim.x * blockDim.y * blockDim.z) + threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  for (long long lg_t0 = blockIdx.x * (long long)blockDim.x + threadIdx.x; lg_t0 < lg_trip0; lg_t0 += (long long)gridDim.x * blockDim.x) {
    int i = (int)lg_t0;
#line 27 "kernels/hoist.c"
    float *tmp = lg_scr_tmp + lg_gtid * (long long)(m); /* hoisted: the thread's slice */
    float s = 0.0f;
    for (int j = 0; j < m; j++) {
      s += a[i * m + j];
      tmp[j] = s / (float)(j + 1);
    }
    for (int j = 0; j < m; j++)
      a[i * m + j] = 0.5f * a[i * m + j] + 0.5f * tmp[m - 1 - j];
  }
}

#line 23 "kernels/hoist.c"
static void rows(int n, int m, float *a)
{
// #pragma loopgpu
  { /* rows_k0 */
    long long lg_trip0 = n > 0 ? (long long)n : 0;
    if (lg_trip0 > 0) {
      long long lg_lo_a = 0;
      long long lg_hi_a = (long long)m * n - 1;
      dim3 lg_block(256, 1, 1);
      dim3 lg_grid(lg_grid_1d(lg_trip0, 256, 65535), 1, 1);
      lg_scratch_grid(&lg_grid.x, &lg_grid.y, &lg_grid.z, 256);
      lg_region_begin("rows_k0", "kernels/hoist.c", 26, (lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0) + (size_t)lg_grid.x * lg_grid.y * lg_grid.z * 256 * (size_t)(m) * sizeof(float), 0, lg_trip0);
      lg_region_paged(lg_pages((lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0)) + lg_pages((size_t)lg_grid.x * lg_grid.y * lg_grid.z * 256 * (size_t)(m) * sizeof(float)));
      lg_enter((void *)(a + lg_lo_a), lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0, LG_COPY, "a", "kernels/hoist.c", 26);
      size_t lg_scrn_tmp = (size_t)(m) * sizeof(float); /* per thread */
      size_t lg_scrt_tmp = (size_t)lg_grid.x * lg_grid.y * lg_grid.z * 256;
      float *lg_scr_tmp = (float *)lg_dmalloc(lg_scrt_tmp * lg_scrn_tmp, "tmp", "kernels/hoist.c", 27);
      LG_LAUNCH_RECORD(rows_k0, lg_grid, lg_block, 0, "kernels/hoist.c", 26);
      LG_LAUNCH(rows_k0, lg_grid, lg_block, 0, lg_trip0, n, m,
                lg_hi_a < lg_lo_a ? (float *)0 : (float *)lg_devptr(a + lg_lo_a, "a", "kernels/hoist.c", 26) - lg_lo_a, lg_scr_tmp);
      lg_launch_check("rows_k0", "kernels/hoist.c", 26);
      lg_dfree(lg_scr_tmp, "kernels/hoist.c", 27);
      {
        long long lg_its = 1 * lg_trip0;
        lg_hoist_record("kernels/hoist.c", 27, "tmp", lg_scrn_tmp, lg_its, (size_t)lg_min_ll(lg_its, (long long)lg_scrt_tmp) * lg_scrn_tmp, lg_scrt_tmp * lg_scrn_tmp);
      }
      lg_exit((void *)(a + lg_lo_a), lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0, LG_COPY, "a", "kernels/hoist.c", 26);
      lg_region_end();
    }
  }
#line 35 "kernels/hoist.c"

}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1007;
  int m = argc > 2 ? atoi(argv[2]) : 37;
  int steps = argc > 3 ? atoi(argv[3]) : 5;
  seed_state = argc > 4 ? (unsigned)atoi(argv[4]) : 1u;
  if (n < 1 || m < 1 || steps < 1)
    return 2;
  float *a = (float *)malloc((size_t)n * m * sizeof(float));
  for (int k = 0; k < n * m; k++)
    a[k] = next_value();
// #pragma loopgpu host
  { /* loopgpu: allocations hoisted out of the loop at line 50 */
    lg_scratch lg_hs50_0;
    lg_scratch_init(&lg_hs50_0, 0, 0, "sm", "kernels/hoist.c", 52);
    long long lg_htrip = steps > 0 ? (long long)steps : 0;
    if (lg_htrip > 0) {
      lg_scratch_prealloc(&lg_hs50_0, (size_t)((size_t)n * m * sizeof(float)));
    }
#line 50 "kernels/hoist.c"
  for (int t = 0; t < steps; t++) {
    /* a temporary per step: smoothed copy of the field */
    float *sm = (float *)lg_scratch_get(&lg_hs50_0, (size_t)((size_t)n * m * sizeof(float)));
    for (int k = 0; k < n * m; k++)
      sm[k] = 0.5f * a[k] + 0.25f * a[(k + 1) % (n * m)] + 0.25f * a[(k + n * m - 1) % (n * m)];
    memcpy(a, sm, (size_t)n * m * sizeof(float));
    /* hoisted: 'sm' is released after the loop */
    rows(n, m, a);
  }
    lg_scratch_release(&lg_hs50_0);
  }
#line 58 "kernels/hoist.c"

  double c = 0;
  for (int k = 0; k < n * m; k++)
    c += a[k];
  printf("checksum %.9g\n", c);
  printf("a[%d] %.9g\n", (n / 2) * m + m / 3, a[(n / 2) * m + m / 3]);
  printf("a[%d] %.9g\n", n * m - 1, a[n * m - 1]);
  free(a);
  return 0;
}

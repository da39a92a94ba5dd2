#include "loopgpu.h"
#line 1 "kernels/heat3d.c"
/* heat3d.c — T steps of a 7-point heat stencil on an N×N×N grid stored in
 * plain pointers with linearized subscripts a[(i*n + j)*n + k].
 *
 * usage: heat3d [N [T [SEED]]]   (defaults 107 10)
 * The time loop is a `host` loop holding two kernel regions (A to B, then B
 * to A) that share one data region; each region maps its three loops to
 * threads.
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

__global__ void __launch_bounds__(512) heat3d_k0(long long lg_trip0, long long lg_trip1, long long lg_trip2, int n, float *__restrict__ b, float *__restrict__ a)
{
  /* loopgpu: heat3d_k0 from kernels/heat3d.c:26-36; threads: i -> z, j -> y, k -> x; block 32x4x4; staged: a[6][6][34] per block */
  __shared__ float lg_sa[6][6][35];
  const int lg_tid = threadIdx.x + 32 * (threadIdx.y + 4 * threadIdx.z);
  for (long long lg_b0 = blockIdx.z * 4LL; lg_b0 < lg_trip0; lg_b0 += (long long)gridDim.z * 4) {
    for (long long lg_b1 = blockIdx.y * 4LL; lg_b1 < lg_trip1; lg_b1 += (long long)gridDim.y * 4) {
      for (long long lg_b2 = blockIdx.x * 32LL; lg_b2 < lg_trip2; lg_b2 += (long long)gridDim.x * 32) {
        bool lg_active = true;
        const long long lg_t0 = lg_b0 + threadIdx.z;
        lg_active = lg_active && lg_t0 < lg_trip0;
        int i = 1 + (int)lg_t0;
        const long long lg_t1 = lg_b1 + threadIdx.y;
        lg_active = lg_active && lg_t1 < lg_trip1;
        int j = 1 + (int)lg_t1;
        const long long lg_t2 = lg_b2 + threadIdx.x;
        lg_active = lg_active && lg_t2 < lg_trip2;
        int k = 1 + (int)lg_t2;
        const long long lg_base_a0 = 1 + lg_b0 - 1;
        const long long lg_base_a1 = 1 + lg_b1 - 1;
        const long long lg_base_a2 = 1 + lg_b2 - 1;
        for (int lg_e = lg_tid; lg_e < 1224; lg_e += 512) {
          const int lg_e2 = lg_e % 34;
          const int lg_e1 = lg_e / 34 % 6;
          const int lg_e0 = lg_e / 204;
          lg_sa[lg_e0][lg_e1][lg_e2] = (lg_b0 + lg_e0 - 1 < lg_trip0 && lg_b0 + lg_e0 - 1 >= 0 && lg_b1 + lg_e1 - 1 < lg_trip1 && lg_b1 + lg_e1 - 1 >= 0 && lg_b2 + lg_e2 - 1 < lg_trip2 && lg_b2 + lg_e2 - 1 >= 0) || (lg_b0 + lg_e0 - 2 < lg_trip0 && lg_b0 + lg_e0 - 2 >= 0 && lg_b1 + lg_e1 - 1 < lg_trip1 && lg_b1 + lg_e1 - 1 >= 0 && lg_b2 + lg_e2 - 1 < lg_trip2 && lg_b2 + lg_e2 - 1 >= 0) || (lg_b0 + lg_e0 < lg_trip0 && lg_b1 + lg_e1 - 1 < lg_trip1 && lg_b1 + lg_e1 - 1 >= 0 && lg_b2 + lg_e2 - 1 < lg_trip2 && lg_b2 + lg_e2 - 1 >= 0) || (lg_b0 + lg_e0 - 1 < lg_trip0 && lg_b0 + lg_e0 - 1 >= 0 && lg_b1 + lg_e1 - 2 < lg_trip1 && lg_b1 + lg_e1 - 2 >= 0 && lg_b2 + lg_e2 - 1 < lg_trip2 && lg_b2 + lg_e2 - 1 >= 0) || (lg_b0 + lg_e0 - 1 < lg_trip0 && lg_b0 + lg_e0 - 1 >= 0 && lg_b1 + lg_e1 < lg_trip1 && lg_b2 + lg_e2 - 1 < lg_trip2 && lg_b2 + lg_e2 - 1 >= 0) || (lg_b0 + lg_e0 - 1 < lg_trip0 && lg_b0 + lg_e0 - 1 >= 0 && lg_b1 + lg_e1 - 1 < lg_trip1 && lg_b1 + lg_e1 - 1 >= 0 && lg_b2 + lg_e2 - 2 < lg_trip2 && lg_b2 + lg_e2 - 2 >= 0) || (lg_b0 + lg_e0 - 1 < lg_trip0 && lg_b0 + lg_e0 - 1 >= 0 && lg_b1 + lg_e1 - 1 < lg_trip1 && lg_b1 + lg_e1 - 1 >= 0 && lg_b2 + lg_e2 < lg_trip2) ? a[((lg_base_a0 + lg_e0) * (n) + lg_base_a1 + lg_e1) * (n) + lg_base_a2 + lg_e2] : (float)0;
        }
        __syncthreads(); /* staged before use */
        if (lg_active) {
#line 29 "kernels/heat3d.c"
          b[(i * n + j) * n + k] = lg_sa[i - lg_base_a0][j - lg_base_a1][k - lg_base_a2] + 0.125f * (lg_sa[i + 1 - lg_base_a0][j - lg_base_a1][k - lg_base_a2] - 2.0f * lg_sa[i - lg_base_a0][j - lg_base_a1][k - lg_base_a2] + lg_sa[i - 1 - lg_base_a0][j - lg_base_a1][k - lg_base_a2]) + 0.125f * (lg_sa[i - lg_base_a0][j + 1 - lg_base_a1][k - lg_base_a2] - 2.0f * lg_sa[i - lg_base_a0][j - lg_base_a1][k - lg_base_a2] + lg_sa[i - lg_base_a0][j - 1 - lg_base_a1][k - lg_base_a2]) + 0.125f * (lg_sa[i - lg_base_a0][j - lg_base_a1][k + 1 - lg_base_a2] - 2.0f * lg_sa[i - lg_base_a0][j - lg_base_a1][k - lg_base_a2] + lg_sa[i - lg_base_a0][j - lg_base_a1][k - 1 - lg_base_a2]);
        }
        __syncthreads(); /* block's stage used before the next block's */
      }
    }
  }
}

__global__ void heat3d_k1(long long lg_trip0, long long lg_trip1, long long lg_trip2, int n, float *__restrict__ a, float *__restrict__ b)
{
  /* loopgpu: heat3d_k1 from kernels/heat3d.c:38-48; threads: i -> z, j -> y, k -> x; block 32x4x2 */
  for (long long lg_t0 = blockIdx.z * (long long)blockDim.z + threadIdx.z; lg_t0 < lg_trip0; lg_t0 += (long long)gridDim.z * blockDim.z) {
    int i = 1 + (int)lg_t0;
    for (long long lg_t1 = blockIdx.y * (long long)blockDim.y + threadIdx.y; lg_t1 < lg_trip1; lg_t1 += (long long)gridDim.y * blockDim.y) {
      int j = 1 + (int)lg_t1;
      for (long long lg_t2 = blockIdx.x * (long long)blockDim.x + threadIdx.x; lg_t2 < lg_trip2; lg_t2 += (long long)gridDim.x * blockDim.x) {
        int k = 1 + (int)lg_t2;
#line 41 "kernels/heat3d.c"
        a[(i * n + j) * n + k] = b[(i * n + j) * n + k] + 0.125f * (b[((i + 1) * n + j) * n + k] - 2.0f * b[(i * n + j) * n + k] + b[((i - 1) * n + j) * n + k]) + 0.125f * (b[(i * n + j + 1) * n + k] - 2.0f * b[(i * n + j) * n + k] + b[(i * n + j - 1) * n + k]) + 0.125f * (b[(i * n + j) * n + k + 1] - 2.0f * b[(i * n + j) * n + k] + b[(i * n + j) * n + k - 1]);
      }
    }
  }
}

#line 21 "kernels/heat3d.c"
static void heat3d(int tsteps, int n, float *a, float *b)
{
// #pragma loopgpu host
  { /* loopgpu: data region of the host loop at line 24 */
    float *lg_dp_b = b;
    long long lg_dlo_b = lg_min_ll((long long)n * n + (long long)n + 1, 0);
    long long lg_dhi_b = lg_max_ll((long long)n * n * n - (long long)n * n - (long long)n - 2, (long long)n * n * n - 1);
    lg_enter((void *)(lg_dp_b + lg_dlo_b), lg_dhi_b >= lg_dlo_b ? (size_t)(lg_dhi_b - lg_dlo_b + 1) * sizeof(float) : 0, LG_COPY, "b", "kernels/heat3d.c", 24);
    float *lg_dp_a = a;
    long long lg_dlo_a = lg_min_ll(0, (long long)n * n + (long long)n + 1);
    long long lg_dhi_a = lg_max_ll((long long)n * n * n - 1, (long long)n * n * n - (long long)n * n - (long long)n - 2);
    lg_enter((void *)(lg_dp_a + lg_dlo_a), lg_dhi_a >= lg_dlo_a ? (size_t)(lg_dhi_a - lg_dlo_a + 1) * sizeof(float) : 0, LG_COPY, "a", "kernels/heat3d.c", 24);
    lg_region_begin("heat3d_data_24", "kernels/heat3d.c", 24, (lg_dhi_b >= lg_dlo_b ? (size_t)(lg_dhi_b - lg_dlo_b + 1) * sizeof(float) : 0) + (lg_dhi_a >= lg_dlo_a ? (size_t)(lg_dhi_a - lg_dlo_a + 1) * sizeof(float) : 0), (lg_dhi_b >= lg_dlo_b ? (size_t)(lg_dhi_b - lg_dlo_b + 1) * sizeof(float) : 0) + (lg_dhi_a >= lg_dlo_a ? (size_t)(lg_dhi_a - lg_dlo_a + 1) * sizeof(float) : 0), 0);
#line 24 "kernels/heat3d.c"
  for (int t = 0; t < tsteps; t++) {
// #pragma loopgpu tile(4, 4, 32)
    { /* heat3d_k0 */
      long long lg_trip0 = (n - 1) > 1 ? (long long)(n - 1) - 1 : 0;
      long long lg_trip1 = (n - 1) > 1 ? (long long)(n - 1) - 1 : 0;
      long long lg_trip2 = (n - 1) > 1 ? (long long)(n - 1) - 1 : 0;
      if (lg_trip0 > 0 && lg_trip1 > 0 && lg_trip2 > 0) {
        long long lg_lo_b = (long long)n * n + (long long)n + 1;
        long long lg_hi_b = (long long)n * n * n - (long long)n * n - (long long)n - 2;
        long long lg_lo_a = 0;
        long long lg_hi_a = (long long)n * n * n - 1;
        dim3 lg_block(32, 4, 4);
        dim3 lg_grid(lg_grid_1d(lg_trip2, 32, 65535), lg_grid_1d(lg_trip1, 4, 65535), lg_grid_1d(lg_trip0, 4, 65535));
        lg_region_begin("heat3d_k0", "kernels/heat3d.c", 26, (lg_hi_b >= lg_lo_b ? (size_t)(lg_hi_b - lg_lo_b + 1) * sizeof(float) : 0) + (lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0), 0, lg_trip0);
        lg_region_paged(lg_pages((lg_hi_b >= lg_lo_b ? (size_t)(lg_hi_b - lg_lo_b + 1) * sizeof(float) : 0)) + lg_pages((lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0)));
        lg_enter((void *)(b + lg_lo_b), lg_hi_b >= lg_lo_b ? (size_t)(lg_hi_b - lg_lo_b + 1) * sizeof(float) : 0, LG_COPY, "b", "kernels/heat3d.c", 26);
        lg_enter((void *)(a + lg_lo_a), lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0, LG_COPYIN, "a", "kernels/heat3d.c", 26);
        LG_LAUNCH_RECORD(heat3d_k0, lg_grid, lg_block, 0, "kernels/heat3d.c", 26);
        LG_LAUNCH(heat3d_k0, lg_grid, lg_block, 0, lg_trip0, lg_trip1, lg_trip2, n,
                  lg_hi_b < lg_lo_b ? (float *)0 : (float *)lg_devptr(b + lg_lo_b, "b", "kernels/heat3d.c", 26) - lg_lo_b,
                  lg_hi_a < lg_lo_a ? (float *)0 : (float *)lg_devptr(a + lg_lo_a, "a", "kernels/heat3d.c", 26) - lg_lo_a);
        lg_launch_check("heat3d_k0", "kernels/heat3d.c", 26);
        lg_exit((void *)(a + lg_lo_a), lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0, LG_COPYIN, "a", "kernels/heat3d.c", 26);
        lg_exit((void *)(b + lg_lo_b), lg_hi_b >= lg_lo_b ? (size_t)(lg_hi_b - lg_lo_b + 1) * sizeof(float) : 0, LG_COPY, "b", "kernels/heat3d.c", 26);
        lg_region_end();
      }
    }
#line 36 "kernels/heat3d.c"

// #pragma loopgpu collapse(3)
    { /* heat3d_k1 */
      long long lg_trip0 = (n - 1) > 1 ? (long long)(n - 1) - 1 : 0;
      long long lg_trip1 = (n - 1) > 1 ? (long long)(n - 1) - 1 : 0;
      long long lg_trip2 = (n - 1) > 1 ? (long long)(n - 1) - 1 : 0;
      if (lg_trip0 > 0 && lg_trip1 > 0 && lg_trip2 > 0) {
        long long lg_lo_a = (long long)n * n + (long long)n + 1;
        long long lg_hi_a = (long long)n * n * n - (long long)n * n - (long long)n - 2;
        long long lg_lo_b = 0;
        long long lg_hi_b = (long long)n * n * n - 1;
        dim3 lg_block(32, 4, 2);
        dim3 lg_grid(lg_grid_1d(lg_trip2, 32, 65535), lg_grid_1d(lg_trip1, 4, 65535), lg_grid_1d(lg_trip0, 2, 65535));
        lg_region_begin("heat3d_k1", "kernels/heat3d.c", 38, (lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0) + (lg_hi_b >= lg_lo_b ? (size_t)(lg_hi_b - lg_lo_b + 1) * sizeof(float) : 0), 0, lg_trip0);
        lg_region_paged(lg_pages((lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0)) + lg_pages((lg_hi_b >= lg_lo_b ? (size_t)(lg_hi_b - lg_lo_b + 1) * sizeof(float) : 0)));
        lg_enter((void *)(a + lg_lo_a), lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0, LG_COPY, "a", "kernels/heat3d.c", 38);
        lg_enter((void *)(b + lg_lo_b), lg_hi_b >= lg_lo_b ? (size_t)(lg_hi_b - lg_lo_b + 1) * sizeof(float) : 0, LG_COPYIN, "b", "kernels/heat3d.c", 38);
        LG_LAUNCH_RECORD(heat3d_k1, lg_grid, lg_block, 0, "kernels/heat3d.c", 38);
        LG_LAUNCH(heat3d_k1, lg_grid, lg_block, 0, lg_trip0, lg_trip1, lg_trip2, n,
                  lg_hi_a < lg_lo_a ? (float *)0 : (float *)lg_devptr(a + lg_lo_a, "a", "kernels/heat3d.c", 38) - lg_lo_a,
                  lg_hi_b < lg_lo_b ? (float *)0 : (float *)lg_devptr(b + lg_lo_b, "b", "kernels/heat3d.c", 38) - lg_lo_b);
        lg_launch_check("heat3d_k1", "kernels/heat3d.c", 38);
        lg_exit((void *)(b + lg_lo_b), lg_hi_b >= lg_lo_b ? (size_t)(lg_hi_b - lg_lo_b + 1) * sizeof(float) : 0, LG_COPYIN, "b", "kernels/heat3d.c", 38);
        lg_exit((void *)(a + lg_lo_a), lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0, LG_COPY, "a", "kernels/heat3d.c", 38);
        lg_region_end();
      }
    }
#line 48 "kernels/heat3d.c"

  }
    lg_exit((void *)(lg_dp_a + lg_dlo_a), lg_dhi_a >= lg_dlo_a ? (size_t)(lg_dhi_a - lg_dlo_a + 1) * sizeof(float) : 0, LG_COPY, "a", "kernels/heat3d.c", 24);
    lg_exit((void *)(lg_dp_b + lg_dlo_b), lg_dhi_b >= lg_dlo_b ? (size_t)(lg_dhi_b - lg_dlo_b + 1) * sizeof(float) : 0, LG_COPY, "b", "kernels/heat3d.c", 24);
    lg_region_end();
  }
#line 49 "kernels/heat3d.c"

}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 107;
  int tsteps = argc > 2 ? atoi(argv[2]) : 10;
  lcg_state = argc > 3 ? strtoull(argv[3], NULL, 10) : 42;
  if (n < 1 || tsteps < 0) {
    fprintf(stderr, "heat3d: N must be >= 1 and T >= 0\n");
    return 2;
  }
  size_t cells = (size_t)n * (size_t)n * (size_t)n;

  float *a = (float *)malloc(sizeof(float) * cells);
  float *b = (float *)malloc(sizeof(float) * cells);
  if (!a || !b) {
    fprintf(stderr, "heat3d: out of memory\n");
    return 1;
  }
  for (size_t c = 0; c < cells; c++) {
    a[c] = lcg_next();
    b[c] = a[c];
  }

  heat3d(tsteps, n, a, b);

  double checksum = 0.0, checksum_b = 0.0;
  for (size_t c = 0; c < cells; c++) {
    checksum += a[c];
    checksum_b += b[c];
  }
  int h = n / 2;
  printf("n %d\n", n);
  printf("tsteps %d\n", tsteps);
  printf("checksum %.9g\n", checksum);
  printf("checksum_b %.9g\n", checksum_b);
  printf("A[0][0][0] %.9g\n", a[0]);
  printf("A[%d][%d][%d] %.9g\n", h, h, h, a[((size_t)h * n + h) * n + h]);
  for (int s = 0; s < 4; s++) {
    int i = (int)(((unsigned long long)s * 2654435761ULL + 1) % (unsigned)n);
    int j = (int)(((unsigned long long)s * 40503ULL + 2) % (unsigned)n);
    int k = (int)(((unsigned long long)s * 69069ULL + 3) % (unsigned)n);
    printf("A[%d][%d][%d] %.9g\n", i, j, k, a[((size_t)i * n + j) * n + k]);
  }
  free(a);
  free(b);
  return 0;
}

#include "loopgpu.h"
#line 1 "kernels/jacobi2d.c"
/* jacobi2d.c — T steps of a 5-point Jacobi stencil on an N×N grid.
 *
 * usage: jacobi2d [N [T [SEED]]]   (defaults 1007 20)
 * The time loop is a `host` loop: it stays on the CPU and the two kernel
 * regions inside it (B from A, then A from B) share one data region, so A and
 * B are copied to the device once, not at every step. The grids are C99
 * variably modified parameters; main allocates them as plain float pointers.
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

__global__ void __launch_bounds__(256) jacobi2d_k0(long long lg_trip0, long long lg_trip1, int n, float *__restrict__ B, float *__restrict__ A)
{
  /* loopgpu: jacobi2d_k0 from kernels/jacobi2d.c:26-29; threads: i -> y, j -> x; block 32x8; staged: A[10][34] per block */
  __shared__ float lg_sA[10][35];
  const int lg_tid = threadIdx.x + 32 * (threadIdx.y + 8 * threadIdx.z);
  for (long long lg_b0 = blockIdx.y * 8LL; lg_b0 < lg_trip0; lg_b0 += (long long)gridDim.y * 8) {
    for (long long lg_b1 = blockIdx.x * 32LL; lg_b1 < lg_trip1; lg_b1 += (long long)gridDim.x * 32) {
      bool lg_active = true;
      const long long lg_t0 = lg_b0 + threadIdx.y;
      lg_active = lg_active && lg_t0 < lg_trip0;
      int i = 1 + (int)lg_t0;
      const long long lg_t1 = lg_b1 + threadIdx.x;
      lg_active = lg_active && lg_t1 < lg_trip1;
      int j = 1 + (int)lg_t1;
      const long long lg_base_A0 = 1 + lg_b0 - 1;
      const long long lg_base_A1 = 1 + lg_b1 - 1;
      for (int lg_e = lg_tid; lg_e < 340; lg_e += 256) {
        const int lg_e1 = lg_e % 34;
        const int lg_e0 = lg_e / 34;
        lg_sA[lg_e0][lg_e1] = (lg_b0 + lg_e0 - 1 < lg_trip0 && lg_b0 + lg_e0 - 1 >= 0 && lg_b1 + lg_e1 - 1 < lg_trip1 && lg_b1 + lg_e1 - 1 >= 0) || (lg_b0 + lg_e0 - 1 < lg_trip0 && lg_b0 + lg_e0 - 1 >= 0 && lg_b1 + lg_e1 < lg_trip1) || (lg_b0 + lg_e0 - 1 < lg_trip0 && lg_b0 + lg_e0 - 1 >= 0 && lg_b1 + lg_e1 - 2 < lg_trip1 && lg_b1 + lg_e1 - 2 >= 0) || (lg_b0 + lg_e0 - 2 < lg_trip0 && lg_b0 + lg_e0 - 2 >= 0 && lg_b1 + lg_e1 - 1 < lg_trip1 && lg_b1 + lg_e1 - 1 >= 0) || (lg_b0 + lg_e0 < lg_trip0 && lg_b1 + lg_e1 - 1 < lg_trip1 && lg_b1 + lg_e1 - 1 >= 0) ? A[(lg_base_A0 + lg_e0) * (n) + lg_base_A1 + lg_e1] : (float)0;
      }
      __syncthreads(); /* staged before use */
      if (lg_active) {
#line 28 "kernels/jacobi2d.c"
        B[i * n + j] = 0.2f * (lg_sA[i - lg_base_A0][j - lg_base_A1] + lg_sA[i - lg_base_A0][j - 1 - lg_base_A1] + lg_sA[i - lg_base_A0][j + 1 - lg_base_A1] + lg_sA[i + 1 - lg_base_A0][j - lg_base_A1] + lg_sA[i - 1 - lg_base_A0][j - lg_base_A1]);
      }
      __syncthreads(); /* block's stage used before the next block's */
    }
  }
}

__global__ void jacobi2d_k1(long long lg_trip0, long long lg_trip1, int n, float *__restrict__ A, float *__restrict__ B)
{
  /* loopgpu: jacobi2d_k1 from kernels/jacobi2d.c:31-33; threads: i -> y, j -> x; block 32x8 */
  for (long long lg_t0 = blockIdx.y * (long long)blockDim.y + threadIdx.y; lg_t0 < lg_trip0; lg_t0 += (long long)gridDim.y * blockDim.y) {
    int i = 1 + (int)lg_t0;
    for (long long lg_t1 = blockIdx.x * (long long)blockDim.x + threadIdx.x; lg_t1 < lg_trip1; lg_t1 += (long long)gridDim.x * blockDim.x) {
      int j = 1 + (int)lg_t1;
#line 33 "kernels/jacobi2d.c"
      A[i * n + j] = B[i * n + j];
    }
  }
}

#line 21 "kernels/jacobi2d.c"
void jacobi2d(int tsteps, int n, float *A, float *B)
{
// #pragma loopgpu host
  { /* loopgpu: data region of the host loop at line 24 */
    float *lg_dp_B = B;
    long long lg_dlo_B = 0;
    long long lg_dhi_B = (long long)n * (long long)n - 1;
    lg_enter((void *)(lg_dp_B + lg_dlo_B), lg_dhi_B >= lg_dlo_B ? (size_t)(lg_dhi_B - lg_dlo_B + 1) * sizeof(float) : 0, LG_COPY, "B", "kernels/jacobi2d.c", 24);
    float *lg_dp_A = A;
    long long lg_dlo_A = 0;
    long long lg_dhi_A = (long long)n * (long long)n - 1;
    lg_enter((void *)(lg_dp_A + lg_dlo_A), lg_dhi_A >= lg_dlo_A ? (size_t)(lg_dhi_A - lg_dlo_A + 1) * sizeof(float) : 0, LG_COPY, "A", "kernels/jacobi2d.c", 24);
    lg_region_begin("jacobi2d_data_24", "kernels/jacobi2d.c", 24, (lg_dhi_B >= lg_dlo_B ? (size_t)(lg_dhi_B - lg_dlo_B + 1) * sizeof(float) : 0) + (lg_dhi_A >= lg_dlo_A ? (size_t)(lg_dhi_A - lg_dlo_A + 1) * sizeof(float) : 0), (lg_dhi_B >= lg_dlo_B ? (size_t)(lg_dhi_B - lg_dlo_B + 1) * sizeof(float) : 0) + (lg_dhi_A >= lg_dlo_A ? (size_t)(lg_dhi_A - lg_dlo_A + 1) * sizeof(float) : 0), 0);
#line 24 "kernels/jacobi2d.c"
  for (int t = 0; t < tsteps; t++) {
// #pragma loopgpu tile(8, 32)
    { /* jacobi2d_k0 */
      long long lg_trip0 = (n - 1) > 1 ? (long long)(n - 1) - 1 : 0;
      long long lg_trip1 = (n - 1) > 1 ? (long long)(n - 1) - 1 : 0;
      if (lg_trip0 > 0 && lg_trip1 > 0) {
        long long lg_lo_B = 0;
        long long lg_hi_B = (long long)n * (long long)n - 1;
        long long lg_lo_A = 0;
        long long lg_hi_A = (long long)n * (long long)n - 1;
        dim3 lg_block(32, 8, 1);
        dim3 lg_grid(lg_grid_1d(lg_trip1, 32, 65535), lg_grid_1d(lg_trip0, 8, 65535), 1);
        lg_region_begin("jacobi2d_k0", "kernels/jacobi2d.c", 26, (lg_hi_B >= lg_lo_B ? (size_t)(lg_hi_B - lg_lo_B + 1) * sizeof(float) : 0) + (lg_hi_A >= lg_lo_A ? (size_t)(lg_hi_A - lg_lo_A + 1) * sizeof(float) : 0), 0, lg_trip0);
        lg_region_paged(lg_pages((lg_hi_B >= lg_lo_B ? (size_t)(lg_hi_B - lg_lo_B + 1) * sizeof(float) : 0)) + lg_pages((lg_hi_A >= lg_lo_A ? (size_t)(lg_hi_A - lg_lo_A + 1) * sizeof(float) : 0)));
        lg_enter((void *)(B + lg_lo_B), lg_hi_B >= lg_lo_B ? (size_t)(lg_hi_B - lg_lo_B + 1) * sizeof(float) : 0, LG_COPY, "B", "kernels/jacobi2d.c", 26);
        lg_enter((void *)(A + lg_lo_A), lg_hi_A >= lg_lo_A ? (size_t)(lg_hi_A - lg_lo_A + 1) * sizeof(float) : 0, LG_COPYIN, "A", "kernels/jacobi2d.c", 26);
        LG_LAUNCH_RECORD(jacobi2d_k0, lg_grid, lg_block, 0, "kernels/jacobi2d.c", 26);
        LG_LAUNCH(jacobi2d_k0, lg_grid, lg_block, 0, lg_trip0, lg_trip1, n,
                  lg_hi_B < lg_lo_B ? (float *)0 : (float *)lg_devptr(B + lg_lo_B, "B", "kernels/jacobi2d.c", 26) - lg_lo_B,
                  lg_hi_A < lg_lo_A ? (float *)0 : (float *)lg_devptr(A + lg_lo_A, "A", "kernels/jacobi2d.c", 26) - lg_lo_A);
        lg_launch_check("jacobi2d_k0", "kernels/jacobi2d.c", 26);
        lg_exit((void *)(A + lg_lo_A), lg_hi_A >= lg_lo_A ? (size_t)(lg_hi_A - lg_lo_A + 1) * sizeof(float) : 0, LG_COPYIN, "A", "kernels/jacobi2d.c", 26);
        lg_exit((void *)(B + lg_lo_B), lg_hi_B >= lg_lo_B ? (size_t)(lg_hi_B - lg_lo_B + 1) * sizeof(float) : 0, LG_COPY, "B", "kernels/jacobi2d.c", 26);
        lg_region_end();
      }
    }
#line 29 "kernels/jacobi2d.c"

// #pragma loopgpu collapse(2)
    { /* jacobi2d_k1 */
      long long lg_trip0 = (n - 1) > 1 ? (long long)(n - 1) - 1 : 0;
      long long lg_trip1 = (n - 1) > 1 ? (long long)(n - 1) - 1 : 0;
      if (lg_trip0 > 0 && lg_trip1 > 0) {
        long long lg_lo_A = 0;
        long long lg_hi_A = (long long)n * (long long)n - 1;
        long long lg_lo_B = 0;
        long long lg_hi_B = (long long)n * (long long)n - 1;
        dim3 lg_block(32, 8, 1);
        dim3 lg_grid(lg_grid_1d(lg_trip1, 32, 65535), lg_grid_1d(lg_trip0, 8, 65535), 1);
        lg_region_begin("jacobi2d_k1", "kernels/jacobi2d.c", 31, (lg_hi_A >= lg_lo_A ? (size_t)(lg_hi_A - lg_lo_A + 1) * sizeof(float) : 0) + (lg_hi_B >= lg_lo_B ? (size_t)(lg_hi_B - lg_lo_B + 1) * sizeof(float) : 0), 0, lg_trip0);
        lg_region_paged(lg_pages((lg_hi_A >= lg_lo_A ? (size_t)(lg_hi_A - lg_lo_A + 1) * sizeof(float) : 0)) + lg_pages((lg_hi_B >= lg_lo_B ? (size_t)(lg_hi_B - lg_lo_B + 1) * sizeof(float) : 0)));
        lg_enter((void *)(A + lg_lo_A), lg_hi_A >= lg_lo_A ? (size_t)(lg_hi_A - lg_lo_A + 1) * sizeof(float) : 0, LG_COPY, "A", "kernels/jacobi2d.c", 31);
        lg_enter((void *)(B + lg_lo_B), lg_hi_B >= lg_lo_B ? (size_t)(lg_hi_B - lg_lo_B + 1) * sizeof(float) : 0, LG_COPYIN, "B", "kernels/jacobi2d.c", 31);
        LG_LAUNCH_RECORD(jacobi2d_k1, lg_grid, lg_block, 0, "kernels/jacobi2d.c", 31);
        LG_LAUNCH(jacobi2d_k1, lg_grid, lg_block, 0, lg_trip0, lg_trip1, n,
                  lg_hi_A < lg_lo_A ? (float *)0 : (float *)lg_devptr(A + lg_lo_A, "A", "kernels/jacobi2d.c", 31) - lg_lo_A,
                  lg_hi_B < lg_lo_B ? (float *)0 : (float *)lg_devptr(B + lg_lo_B, "B", "kernels/jacobi2d.c", 31) - lg_lo_B);
        lg_launch_check("jacobi2d_k1", "kernels/jacobi2d.c", 31);
        lg_exit((void *)(B + lg_lo_B), lg_hi_B >= lg_lo_B ? (size_t)(lg_hi_B - lg_lo_B + 1) * sizeof(float) : 0, LG_COPYIN, "B", "kernels/jacobi2d.c", 31);
        lg_exit((void *)(A + lg_lo_A), lg_hi_A >= lg_lo_A ? (size_t)(lg_hi_A - lg_lo_A + 1) * sizeof(float) : 0, LG_COPY, "A", "kernels/jacobi2d.c", 31);
        lg_region_end();
      }
    }
#line 33 "kernels/jacobi2d.c"

  }
    lg_exit((void *)(lg_dp_A + lg_dlo_A), lg_dhi_A >= lg_dlo_A ? (size_t)(lg_dhi_A - lg_dlo_A + 1) * sizeof(float) : 0, LG_COPY, "A", "kernels/jacobi2d.c", 24);
    lg_exit((void *)(lg_dp_B + lg_dlo_B), lg_dhi_B >= lg_dlo_B ? (size_t)(lg_dhi_B - lg_dlo_B + 1) * sizeof(float) : 0, LG_COPY, "B", "kernels/jacobi2d.c", 24);
    lg_region_end();
  }
#line 34 "kernels/jacobi2d.c"

}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1007;
  int tsteps = argc > 2 ? atoi(argv[2]) : 20;
  lcg_state = argc > 3 ? strtoull(argv[3], NULL, 10) : 42;
  if (n < 1 || tsteps < 0) {
    fprintf(stderr, "jacobi2d: N must be >= 1 and T >= 0\n");
    return 2;
  }

  float *a = (float *)malloc(sizeof(float) * (size_t)n * (size_t)n);
  float *b = (float *)malloc(sizeof(float) * (size_t)n * (size_t)n);
  if (!a || !b) {
    fprintf(stderr, "jacobi2d: out of memory\n");
    return 1;
  }
  for (int i = 0; i < n * n; i++) {
    a[i] = lcg_next();
    b[i] = lcg_next();
  }

  jacobi2d(tsteps, n, (float *)((float (*)[n])a), (float *)((float (*)[n])b));

  double checksum = 0.0, checksum_b = 0.0;
  for (int i = 0; i < n * n; i++) {
    checksum += a[i];
    checksum_b += b[i];
  }
  printf("n %d\n", n);
  printf("tsteps %d\n", tsteps);
  printf("checksum %.9g\n", checksum);
  printf("checksum_b %.9g\n", checksum_b);
  printf("A[0][0] %.9g\n", a[0]);
  printf("A[%d][%d] %.9g\n", n / 2, n / 2, a[(n / 2) * n + n / 2]);
  printf("A[%d][%d] %.9g\n", n - 2 > 0 ? n - 2 : 0, n - 2 > 0 ? n - 2 : 0,
         a[(n - 2 > 0 ? n - 2 : 0) * (n + 1)]);
  for (int s = 0; s < 4; s++) {
    int i = (int)(((unsigned long long)s * 2654435761ULL + 1) % (unsigned)n);
    int j = (int)(((unsigned long long)s * 40503ULL + 5) % (unsigned)n);
    printf("A[%d][%d] %.9g\n", i, j, a[i * n + j]);
  }
  free(a);
  free(b);
  return 0;
}

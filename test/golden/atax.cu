#include "loopgpu.h"
#line 1 "kernels/atax.c"
/* atax.c — y = A^T (A x) for an M×N matrix A stored row-major in a plain
 * pointer (linearized subscripts a[i*n+j]).
 *
 * usage: atax [M [N [SEED]]]   (defaults 1007 1031)
 * Two kernel regions: tmp = A x (one thread per row, sequential over
 * columns), then y = A^T tmp (one thread per column, sequential over rows).
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

__global__ void __launch_bounds__(128) atax_k0(long long lg_trip0, int m, int n, const float *__restrict__ a, const float *__restrict__ x, float *__restrict__ tmp)
{
  /* loopgpu: atax_k0 from kernels/atax.c:24-29; threads: i -> x; block 128; staged: x[128] per j strip; j in strips of 128 */
  __shared__ float lg_sx[128];
  const int lg_tid = threadIdx.x + 128 * (threadIdx.y + 1 * threadIdx.z);
  for (long long lg_b0 = blockIdx.x * 128LL; lg_b0 < lg_trip0; lg_b0 += (long long)gridDim.x * 128) {
    bool lg_active = true;
    const long long lg_t0 = lg_b0 + threadIdx.x;
    lg_active = lg_active && lg_t0 < lg_trip0;
    int i = (int)lg_t0;
    float s;
    if (lg_active) {
#line 25 "kernels/atax.c"
      s = 0.0f;
    }
    const int lg_pfirst = 0;
    const int lg_pend = n;
    for (int lg_p0 = lg_pfirst; lg_p0 < lg_pend; lg_p0 += 128) {
      const long long lg_base_x0 = lg_p0;
      for (int lg_e = lg_tid; lg_e < 128; lg_e += 128) {
        const int lg_e0 = lg_e / 1;
        lg_sx[lg_e0] = lg_p0 + lg_e0 < lg_pend ? x[lg_base_x0 + lg_e0] : (float)0;
      }
      __syncthreads(); /* strip staged before use */
      const int lg_pstop = lg_pend - lg_p0 < 128 ? lg_pend : lg_p0 + 128;
      if (lg_active) {
#line 26 "kernels/atax.c"
        for (int j = lg_p0; j < lg_pstop; j++)
          s += a[i * n + j] * lg_sx[j - lg_base_x0];
      }
      __syncthreads(); /* strip used before the next is staged */
    }
    if (lg_active) {
#line 28 "kernels/atax.c"
      tmp[i] = s;
    }
  }
}

__global__ void __launch_bounds__(128) atax_k1(long long lg_trip0, int n, int m, const float *__restrict__ a, float *__restrict__ tmp, float *__restrict__ y)
{
  /* loopgpu: atax_k1 from kernels/atax.c:32-37; threads: j -> x; block 128; staged: tmp[128] per i strip; i in strips of 128 */
  __shared__ float lg_stmp[128];
  const int lg_tid = threadIdx.x + 128 * (threadIdx.y + 1 * threadIdx.z);
  for (long long lg_b0 = blockIdx.x * 128LL; lg_b0 < lg_trip0; lg_b0 += (long long)gridDim.x * 128) {
    bool lg_active = true;
    const long long lg_t0 = lg_b0 + threadIdx.x;
    lg_active = lg_active && lg_t0 < lg_trip0;
    int j = (int)lg_t0;
    float s;
    if (lg_active) {
#line 33 "kernels/atax.c"
      s = 0.0f;
    }
    const int lg_pfirst = 0;
    const int lg_pend = m;
    for (int lg_p0 = lg_pfirst; lg_p0 < lg_pend; lg_p0 += 128) {
      const long long lg_base_tmp0 = lg_p0;
      for (int lg_e = lg_tid; lg_e < 128; lg_e += 128) {
        const int lg_e0 = lg_e / 1;
        lg_stmp[lg_e0] = lg_p0 + lg_e0 < lg_pend ? tmp[lg_base_tmp0 + lg_e0] : (float)0;
      }
      __syncthreads(); /* strip staged before use */
      const int lg_pstop = lg_pend - lg_p0 < 128 ? lg_pend : lg_p0 + 128;
      if (lg_active) {
#line 34 "kernels/atax.c"
        for (int i = lg_p0; i < lg_pstop; i++)
          s += a[i * n + j] * lg_stmp[i - lg_base_tmp0];
      }
      __syncthreads(); /* strip used before the next is staged */
    }
    if (lg_active) {
#line 36 "kernels/atax.c"
      y[j] = s;
    }
  }
}

#line 20 "kernels/atax.c"
static void atax(int m, int n, const float *a, const float *x, float *tmp,
                 float *y)
{
// #pragma loopgpu tile(128)
  { /* atax_k0 */
    long long lg_trip0 = m > 0 ? (long long)m : 0;
    if (lg_trip0 > 0) {
      long long lg_lo_a = 0;
      long long lg_hi_a = (long long)n * m - 1;
      long long lg_lo_x = 0;
      long long lg_hi_x = (long long)n - 1;
      long long lg_lo_tmp = 0;
      long long lg_hi_tmp = (long long)m - 1;
      dim3 lg_block(128, 1, 1);
      dim3 lg_grid(lg_grid_1d(lg_trip0, 128, 65535), 1, 1);
      lg_region_begin("atax_k0", "kernels/atax.c", 24, (lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0) + (lg_hi_x >= lg_lo_x ? (size_t)(lg_hi_x - lg_lo_x + 1) * sizeof(float) : 0) + (lg_hi_tmp >= lg_lo_tmp ? (size_t)(lg_hi_tmp - lg_lo_tmp + 1) * sizeof(float) : 0), (lg_hi_x >= lg_lo_x ? (size_t)(lg_hi_x - lg_lo_x + 1) * sizeof(float) : 0), lg_trip0);
      lg_region_paged(lg_pages((lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0)) + lg_pages((lg_hi_x >= lg_lo_x ? (size_t)(lg_hi_x - lg_lo_x + 1) * sizeof(float) : 0)) + lg_pages((lg_hi_tmp >= lg_lo_tmp ? (size_t)(lg_hi_tmp - lg_lo_tmp + 1) * sizeof(float) : 0)));
      lg_enter((void *)(a + lg_lo_a), lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0, LG_COPYIN, "a", "kernels/atax.c", 24);
      lg_enter((void *)(x + lg_lo_x), lg_hi_x >= lg_lo_x ? (size_t)(lg_hi_x - lg_lo_x + 1) * sizeof(float) : 0, LG_COPYIN, "x", "kernels/atax.c", 24);
      lg_enter((void *)(tmp + lg_lo_tmp), lg_hi_tmp >= lg_lo_tmp ? (size_t)(lg_hi_tmp - lg_lo_tmp + 1) * sizeof(float) : 0, LG_COPY, "tmp", "kernels/atax.c", 24);
      LG_LAUNCH_RECORD(atax_k0, lg_grid, lg_block, 0, "kernels/atax.c", 24);
      LG_LAUNCH(atax_k0, lg_grid, lg_block, 0, lg_trip0, m, n,
                lg_hi_a < lg_lo_a ? (const float *)0 : (const float *)lg_devptr(a + lg_lo_a, "a", "kernels/atax.c", 24) - lg_lo_a,
                lg_hi_x < lg_lo_x ? (const float *)0 : (const float *)lg_devptr(x + lg_lo_x, "x", "kernels/atax.c", 24) - lg_lo_x,
                lg_hi_tmp < lg_lo_tmp ? (float *)0 : (float *)lg_devptr(tmp + lg_lo_tmp, "tmp", "kernels/atax.c", 24) - lg_lo_tmp);
      lg_launch_check("atax_k0", "kernels/atax.c", 24);
      lg_exit((void *)(tmp + lg_lo_tmp), lg_hi_tmp >= lg_lo_tmp ? (size_t)(lg_hi_tmp - lg_lo_tmp + 1) * sizeof(float) : 0, LG_COPY, "tmp", "kernels/atax.c", 24);
      lg_exit((void *)(x + lg_lo_x), lg_hi_x >= lg_lo_x ? (size_t)(lg_hi_x - lg_lo_x + 1) * sizeof(float) : 0, LG_COPYIN, "x", "kernels/atax.c", 24);
      lg_exit((void *)(a + lg_lo_a), lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0, LG_COPYIN, "a", "kernels/atax.c", 24);
      lg_region_end();
    }
  }
#line 29 "kernels/atax.c"


// #pragma loopgpu tile(128)
  { /* atax_k1 */
    long long lg_trip0 = n > 0 ? (long long)n : 0;
    if (lg_trip0 > 0) {
      long long lg_lo_a = 0;
      long long lg_hi_a = (long long)n * m - 1;
      long long lg_lo_tmp = 0;
      long long lg_hi_tmp = (long long)m - 1;
      long long lg_lo_y = 0;
      long long lg_hi_y = (long long)n - 1;
      dim3 lg_block(128, 1, 1);
      dim3 lg_grid(lg_grid_1d(lg_trip0, 128, 65535), 1, 1);
      lg_region_begin("atax_k1", "kernels/atax.c", 32, (lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0) + (lg_hi_tmp >= lg_lo_tmp ? (size_t)(lg_hi_tmp - lg_lo_tmp + 1) * sizeof(float) : 0) + (lg_hi_y >= lg_lo_y ? (size_t)(lg_hi_y - lg_lo_y + 1) * sizeof(float) : 0), (lg_hi_tmp >= lg_lo_tmp ? (size_t)(lg_hi_tmp - lg_lo_tmp + 1) * sizeof(float) : 0), lg_trip0);
      lg_region_paged(lg_pages((lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0)) + lg_pages((lg_hi_tmp >= lg_lo_tmp ? (size_t)(lg_hi_tmp - lg_lo_tmp + 1) * sizeof(float) : 0)) + lg_pages((lg_hi_y >= lg_lo_y ? (size_t)(lg_hi_y - lg_lo_y + 1) * sizeof(float) : 0)));
      lg_enter((void *)(a + lg_lo_a), lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0, LG_COPYIN, "a", "kernels/atax.c", 32);
      lg_enter((void *)(tmp + lg_lo_tmp), lg_hi_tmp >= lg_lo_tmp ? (size_t)(lg_hi_tmp - lg_lo_tmp + 1) * sizeof(float) : 0, LG_COPYIN, "tmp", "kernels/atax.c", 32);
      lg_enter((void *)(y + lg_lo_y), lg_hi_y >= lg_lo_y ? (size_t)(lg_hi_y - lg_lo_y + 1) * sizeof(float) : 0, LG_COPY, "y", "kernels/atax.c", 32);
      LG_LAUNCH_RECORD(atax_k1, lg_grid, lg_block, 0, "kernels/atax.c", 32);
      LG_LAUNCH(atax_k1, lg_grid, lg_block, 0, lg_trip0, n, m,
                lg_hi_a < lg_lo_a ? (const float *)0 : (const float *)lg_devptr(a + lg_lo_a, "a", "kernels/atax.c", 32) - lg_lo_a,
                lg_hi_tmp < lg_lo_tmp ? (float *)0 : (float *)lg_devptr(tmp + lg_lo_tmp, "tmp", "kernels/atax.c", 32) - lg_lo_tmp,
                lg_hi_y < lg_lo_y ? (float *)0 : (float *)lg_devptr(y + lg_lo_y, "y", "kernels/atax.c", 32) - lg_lo_y);
      lg_launch_check("atax_k1", "kernels/atax.c", 32);
      lg_exit((void *)(y + lg_lo_y), lg_hi_y >= lg_lo_y ? (size_t)(lg_hi_y - lg_lo_y + 1) * sizeof(float) : 0, LG_COPY, "y", "kernels/atax.c", 32);
      lg_exit((void *)(tmp + lg_lo_tmp), lg_hi_tmp >= lg_lo_tmp ? (size_t)(lg_hi_tmp - lg_lo_tmp + 1) * sizeof(float) : 0, LG_COPYIN, "tmp", "kernels/atax.c", 32);
      lg_exit((void *)(a + lg_lo_a), lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0, LG_COPYIN, "a", "kernels/atax.c", 32);
      lg_region_end();
    }
  }
#line 37 "kernels/atax.c"

}

int main(int argc, char **argv)
{
  int m = argc > 1 ? atoi(argv[1]) : 1007;
  int n = argc > 2 ? atoi(argv[2]) : 1031;
  lcg_state = argc > 3 ? strtoull(argv[3], NULL, 10) : 42;
  if (m < 1 || n < 1) {
    fprintf(stderr, "atax: M and N must be >= 1\n");
    return 2;
  }

  float *a = (float *)malloc(sizeof(float) * (size_t)m * (size_t)n);
  float *x = (float *)malloc(sizeof(float) * (size_t)n);
  float *tmp = (float *)malloc(sizeof(float) * (size_t)m);
  float *y = (float *)malloc(sizeof(float) * (size_t)n);
  if (!a || !x || !tmp || !y) {
    fprintf(stderr, "atax: out of memory\n");
    return 1;
  }
  for (int i = 0; i < m * n; i++)
    a[i] = lcg_next();
  for (int j = 0; j < n; j++)
    x[j] = lcg_next();
  for (int i = 0; i < m; i++)
    tmp[i] = lcg_next(); /* overwritten: stale values must not leak */

  atax(m, n, a, x, tmp, y);

  double checksum = 0.0, checksum_tmp = 0.0;
  for (int j = 0; j < n; j++)
    checksum += y[j];
  for (int i = 0; i < m; i++)
    checksum_tmp += tmp[i];
  printf("m %d\n", m);
  printf("n %d\n", n);
  printf("checksum %.9g\n", checksum);
  printf("checksum_tmp %.9g\n", checksum_tmp);
  printf("y[0] %.9g\n", y[0]);
  printf("y[%d] %.9g\n", n / 2, y[n / 2]);
  printf("y[%d] %.9g\n", n - 1, y[n - 1]);
  printf("tmp[%d] %.9g\n", m - 1, tmp[m - 1]);
  for (int s = 0; s < 4; s++) {
    int j = (int)(((unsigned long long)s * 2654435761ULL + 9) % (unsigned)n);
    printf("y[%d] %.9g\n", j, y[j]);
  }
  free(a);
  free(x);
  free(tmp);
  free(y);
  return 0;
}

#include "loopgpu.h"
#line 1 "kernels/stream.c"
/* stream.c — regions whose arrays need not fit on the device: a saxpy-like
 * region and a jacobi-2d step, both `chunk(auto)`: the runtime streams them
 * through the device in chunks sized to the free memory (and to
 * LOOPGPU_DEVICE_LIMIT), copies of one chunk overlapping the compute of
 * another (issue #8; kernels/bench/chunk-bench.sh runs them over arrays of
 * three times a 2 GiB limit on the H200).
 *
 * usage: stream [N [M [REPS [SEED]]]]   (defaults 1000007 1007 1)
 *   N     elements of x and y (saxpy)
 *   M     side of the M×M grids A and B (jacobi step)
 *   REPS  how many times each region runs (the footprint report's fastest
 *         entry is a warm one: pinned staging is kept between entries)
 * A plain C11 program: `cc -std=c11 -O2 -Wno-unknown-pragmas stream.c -lm`
 * computes the same output as the loopgpu translation (the test oracle).
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

__global__ void saxpy_k0(long long lg_trip0, int lg_first0, int n, float a, float *__restrict__ y, const float *__restrict__ x)
{
  /* loopgpu: saxpy_k0 from kernels/stream.c:31-32; threads: i -> x; block 256; runs one chunk(auto) of i from lg_first0 */
  for (long long lg_t0 = blockIdx.x * (long long)blockDim.x + threadIdx.x; lg_t0 < lg_trip0; lg_t0 += (long long)gridDim.x * blockDim.x) {
    int i = lg_first0 + (int)lg_t0;
#line 32 "kernels/stream.c"
    y[i] = a * x[i] + y[i];
  }
}

#line 28 "kernels/stream.c"
static void saxpy(int n, float a, const float *x, float *y)
{
// #pragma loopgpu chunk(auto)
  { /* saxpy_k0: chunk(auto): the iterations of i streamed through the device */
    long long lg_trip0 = n > 0 ? (long long)n : 0;
    if (lg_trip0 > 0) {
      long long lg_lo_y = 0;
      long long lg_hi_y = (long long)n - 1;
      long long lg_lo_x = 0;
      long long lg_hi_x = (long long)n - 1;
      dim3 lg_block(256, 1, 1);
      lg_region_begin("saxpy_k0", "kernels/stream.c", 31, 0, 0, lg_trip0);
      lg_region_paged(0);
      /* the slice of each streamed array that the iterations [lg_c0, lg_c1) of i
         touch: the region's extents with i running from lg_cfirst to lg_clast */
      auto lg_slices = [&](long long lg_c0, long long lg_c1, long long *lg_lo, long long *lg_hi) {
        const long long lg_cfirst = lg_c0;
        const long long lg_clast = lg_c1 - 1;
        lg_lo[0] = (long long)lg_cfirst; /* y */
        lg_hi[0] = (long long)lg_clast;
        lg_lo[1] = (long long)lg_cfirst; /* x */
        lg_hi[1] = (long long)lg_clast;
      };
      lg_chunk *lg_ck = lg_chunk_begin("saxpy_k0", "kernels/stream.c", 31, lg_trip0, 0 /* auto */, 2, LG_CHUNK_SLICES(lg_slices));
      lg_chunk_array(lg_ck, 0, (const void *)y, sizeof(float), lg_lo_y, lg_hi_y, LG_COPY, "y");
      lg_chunk_array(lg_ck, 1, (const void *)x, sizeof(float), lg_lo_x, lg_hi_x, LG_COPYIN, "x");
      const long long lg_csize = lg_chunk_plan(lg_ck);
      for (long long lg_c0 = 0; lg_c0 < lg_trip0; lg_c0 += lg_csize) {
        const long long lg_c1 = lg_min_ll(lg_c0 + lg_csize, lg_trip0);
        lg_chunk_next(lg_ck, lg_c0, lg_c1); /* its slices copied in */
        dim3 lg_grid(lg_grid_1d(lg_c1 - lg_c0, 256, 65535), 1, 1);
        LG_LAUNCH_RECORD(saxpy_k0, lg_grid, lg_block, 0, "kernels/stream.c", 31);
        /* the kernel runs iterations [lg_c0, lg_c1) of i: their count, the first
           value of i; a streamed array's base is its slice buffer minus the
           slice's first element, so that the kernel's subscripts, unchanged, land
           in the slice */
        LG_LAUNCH_STREAM(saxpy_k0, lg_grid, lg_block, 0, lg_chunk_stream(lg_ck), lg_c1 - lg_c0, (int)(lg_c0), n, a,
                  (float *)lg_chunk_base(lg_ck, 0),
                  (const float *)lg_chunk_base(lg_ck, 1));
        lg_launch_check("saxpy_k0", "kernels/stream.c", 31);
        lg_chunk_launched(lg_ck); /* its written slices copied out */
      }
      lg_chunk_end(lg_ck); /* the last chunks drained, the slots freed */
      lg_region_end();
    }
  }
#line 32 "kernels/stream.c"

}

/* One step of the 5-point stencil: each chunk of rows i needs the rows
 * i - 1 and i + 1 of A too (its halo). B's border is not written, so B is
 * copied in as well as out. */
__global__ void jacobi_step_k0(long long lg_trip0, long long lg_trip1, int lg_first0, int m, float *__restrict__ B, float *__restrict__ A)
{
  /* loopgpu: jacobi_step_k0 from kernels/stream.c:41-43; threads: i -> y, j -> x; block 32x8; runs one chunk(auto) of i from lg_first0 */
  for (long long lg_t0 = blockIdx.y * (long long)blockDim.y + threadIdx.y; lg_t0 < lg_trip0; lg_t0 += (long long)gridDim.y * blockDim.y) {
    int i = lg_first0 + (int)lg_t0;
    for (long long lg_t1 = blockIdx.x * (long long)blockDim.x + threadIdx.x; lg_t1 < lg_trip1; lg_t1 += (long long)gridDim.x * blockDim.x) {
      int j = 1 + (int)lg_t1;
#line 43 "kernels/stream.c"
      B[i * m + j] = 0.2f * (A[i * m + j] + A[i * m + (j - 1)] + A[i * m + (j + 1)] + A[(i + 1) * m + j] + A[(i - 1) * m + j]);
    }
  }
}

#line 38 "kernels/stream.c"
static void jacobi_step(int m, float *A, float *B)
{
// #pragma loopgpu chunk(auto)
  { /* jacobi_step_k0: chunk(auto): the iterations of i streamed through the device */
    long long lg_trip0 = (m - 1) > 1 ? (long long)(m - 1) - 1 : 0;
    long long lg_trip1 = (m - 1) > 1 ? (long long)(m - 1) - 1 : 0;
    if (lg_trip0 > 0 && lg_trip1 > 0) {
      long long lg_lo_B = 0;
      long long lg_hi_B = (long long)m * (long long)m - 1;
      long long lg_lo_A = 0;
      long long lg_hi_A = (long long)m * (long long)m - 1;
      dim3 lg_block(32, 8, 1);
      lg_region_begin("jacobi_step_k0", "kernels/stream.c", 41, 0, 0, lg_trip0);
      lg_region_paged(0);
      /* the slice of each streamed array that the iterations [lg_c0, lg_c1) of i
         touch: the region's extents with i running from lg_cfirst to lg_clast */
      auto lg_slices = [&](long long lg_c0, long long lg_c1, long long *lg_lo, long long *lg_hi) {
        const long long lg_cfirst = (long long)1 + lg_c0;
        const long long lg_clast = (long long)1 + lg_c1 - 1;
        lg_lo[0] = ((long long)lg_cfirst) * (long long)m; /* B */
        lg_hi[0] = (((long long)lg_clast) + 1) * (long long)m - 1;
        lg_lo[1] = ((long long)lg_cfirst - 1) * (long long)m; /* A */
        lg_hi[1] = (((long long)lg_clast + 1) + 1) * (long long)m - 1;
      };
      lg_chunk *lg_ck = lg_chunk_begin("jacobi_step_k0", "kernels/stream.c", 41, lg_trip0, 0 /* auto */, 2, LG_CHUNK_SLICES(lg_slices));
      lg_chunk_array(lg_ck, 0, (const void *)B, sizeof(float), lg_lo_B, lg_hi_B, LG_COPY, "B");
      lg_chunk_array(lg_ck, 1, (const void *)A, sizeof(float), lg_lo_A, lg_hi_A, LG_COPYIN, "A");
      const long long lg_csize = lg_chunk_plan(lg_ck);
      for (long long lg_c0 = 0; lg_c0 < lg_trip0; lg_c0 += lg_csize) {
        const long long lg_c1 = lg_min_ll(lg_c0 + lg_csize, lg_trip0);
        lg_chunk_next(lg_ck, lg_c0, lg_c1); /* its slices copied in */
        dim3 lg_grid(lg_grid_1d(lg_trip1, 32, 65535), lg_grid_1d(lg_c1 - lg_c0, 8, 65535), 1);
        LG_LAUNCH_RECORD(jacobi_step_k0, lg_grid, lg_block, 0, "kernels/stream.c", 41);
        /* the kernel runs iterations [lg_c0, lg_c1) of i: their count, the first
           value of i; a streamed array's base is its slice buffer minus the
           slice's first element, so that the kernel's subscripts, unchanged, land
           in the slice */
        LG_LAUNCH_STREAM(jacobi_step_k0, lg_grid, lg_block, 0, lg_chunk_stream(lg_ck), lg_c1 - lg_c0, lg_trip1, (int)((long long)1 + lg_c0), m,
                  (float *)lg_chunk_base(lg_ck, 0),
                  (float *)lg_chunk_base(lg_ck, 1));
        lg_launch_check("jacobi_step_k0", "kernels/stream.c", 41);
        lg_chunk_launched(lg_ck); /* its written slices copied out */
      }
      lg_chunk_end(lg_ck); /* the last chunks drained, the slots freed */
      lg_region_end();
    }
  }
#line 43 "kernels/stream.c"

}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000007;
  int m = argc > 2 ? atoi(argv[2]) : 1007;
  int reps = argc > 3 ? atoi(argv[3]) : 1;
  lcg_state = argc > 4 ? strtoull(argv[4], NULL, 10) : 42;
  if (n < 1 || m < 1 || reps < 1) {
    fprintf(stderr, "stream: N, M and REPS must be >= 1\n");
    return 2;
  }

  size_t mm = (size_t)m * (size_t)m;
  float *x = (float *)malloc(sizeof(float) * (size_t)n);
  float *y = (float *)malloc(sizeof(float) * (size_t)n);
  float *a = (float *)malloc(sizeof(float) * mm);
  float *b = (float *)malloc(sizeof(float) * mm);
  if (!x || !y || !a || !b) {
    fprintf(stderr, "stream: out of memory\n");
    return 1;
  }
  for (int i = 0; i < n; i++) {
    x[i] = lcg_next();
    y[i] = lcg_next();
  }
  for (size_t k = 0; k < mm; k++) {
    a[k] = lcg_next();
    b[k] = lcg_next();
  }
  float alpha = 0.5f * lcg_next();

  for (int r = 0; r < reps; r++)
    saxpy(n, alpha, x, y);
  for (int r = 0; r < reps; r++)
    jacobi_step(m, (float *)((float (*)[m])a), (float *)((float (*)[m])b));

  double sy = 0.0, sb = 0.0;
  for (int i = 0; i < n; i++)
    sy += y[i];
  for (size_t k = 0; k < mm; k++)
    sb += b[k];
  printf("n %d\n", n);
  printf("m %d\n", m);
  printf("checksum_y %.9g\n", sy);
  printf("checksum_b %.9g\n", sb);
  printf("y[0] %.9g\n", y[0]);
  printf("y[%d] %.9g\n", n / 2, y[n / 2]);
  printf("y[%d] %.9g\n", n - 1, y[n - 1]);
  for (int s = 0; s < 4; s++) {
    int i = (int)(((unsigned long long)s * 2654435761ULL + 7) % (unsigned)n);
    printf("y[%d] %.9g\n", i, y[i]);
    int r = (int)(((unsigned long long)s * 2654435761ULL + 1) % (unsigned)m);
    int c = (int)(((unsigned long long)s * 40503ULL + 5) % (unsigned)m);
    printf("B[%d][%d] %.9g\n", r, c, b[(size_t)r * (size_t)m + (size_t)c]);
  }
  free(x);
  free(y);
  free(a);
  free(b);
  return 0;
}

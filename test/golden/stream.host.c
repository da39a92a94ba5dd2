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

/* loopgpu: the loops of saxpy() that run on the device */
void lg_stream_saxpy_k0(int, float *, float, const float *, long long, long long, long long, long long);
#line 28 "kernels/stream.c"
static void saxpy(int n, float a, const float *x, float *y)
{
// #pragma loopgpu chunk(auto)
  { /* saxpy_k0: lines 31-32 run on the device (lg_stream_saxpy_k0) */
    long long lg_lo_y = 0, lg_hi_y = (long long)n - 1;
    long long lg_lo_x = 0, lg_hi_x = (long long)n - 1;
    size_t lg_nb_y = (lg_hi_y >= lg_lo_y ? (size_t)(lg_hi_y - lg_lo_y + 1) * sizeof(float) : 0);
    size_t lg_nb_x = (lg_hi_x >= lg_lo_x ? (size_t)(lg_hi_x - lg_lo_x + 1) * sizeof(float) : 0);
    const char *lg_ov =
      lg_overlap((const void *)(y + lg_lo_y), lg_nb_y, (const void *)(x + lg_lo_x), lg_nb_x) && (const void *)y != (const void *)x ? "'y' and 'x'" : (const char *)0;
    if (lg_ov) { /* they share memory: the loop as written, on the CPU */
      lg_on_host(lg_ov, "saxpy_k0", "kernels/stream.c", 31);
      if (lg_nb_y)
        lg_update_host((const void *)(y + lg_lo_y), lg_nb_y, "y", "kernels/stream.c", 31);
      if (lg_nb_x)
        lg_update_host((const void *)(x + lg_lo_x), lg_nb_x, "x", "kernels/stream.c", 31);
#line 31 "kernels/stream.c"
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
      if (lg_nb_y)
        lg_update_device((const void *)(y + lg_lo_y), lg_nb_y, "y", "kernels/stream.c", 31);
    } else {
      lg_stream_saxpy_k0(n, y, a, x, lg_lo_y, lg_hi_y, lg_lo_x, lg_hi_x);
    }
  }
#line 32 "kernels/stream.c"

}

/* One step of the 5-point stencil: each chunk of rows i needs the rows
 * i - 1 and i + 1 of A too (its halo). B's border is not written, so B is
 * copied in as well as out. */
/* loopgpu: the loops of jacobi_step() that run on the device */
void lg_stream_jacobi_step_k0(int, float *, float *, long long, long long, long long, long long);
#line 38 "kernels/stream.c"
static void jacobi_step(int m, float A[m][m], float B[m][m])
{
// #pragma loopgpu chunk(auto)
  { /* jacobi_step_k0: lines 41-43 run on the device (lg_stream_jacobi_step_k0) */
    long long lg_lo_B = 0, lg_hi_B = (long long)m * (long long)m - 1;
    long long lg_lo_A = 0, lg_hi_A = (long long)m * (long long)m - 1;
    size_t lg_nb_B = (lg_hi_B >= lg_lo_B ? (size_t)(lg_hi_B - lg_lo_B + 1) * sizeof(float) : 0);
    size_t lg_nb_A = (lg_hi_A >= lg_lo_A ? (size_t)(lg_hi_A - lg_lo_A + 1) * sizeof(float) : 0);
    const char *lg_ov =
      lg_overlap((const void *)((float *)B + lg_lo_B), lg_nb_B, (const void *)((float *)A + lg_lo_A), lg_nb_A) ? "'B' and 'A'" : (const char *)0;
    if (lg_ov) { /* they share memory: the loop as written, on the CPU */
      lg_on_host(lg_ov, "jacobi_step_k0", "kernels/stream.c", 41);
      if (lg_nb_B)
        lg_update_host((const void *)((float *)B + lg_lo_B), lg_nb_B, "B", "kernels/stream.c", 41);
      if (lg_nb_A)
        lg_update_host((const void *)((float *)A + lg_lo_A), lg_nb_A, "A", "kernels/stream.c", 41);
#line 41 "kernels/stream.c"
  for (int i = 1; i < m - 1; i++)
    for (int j = 1; j < m - 1; j++)
      B[i][j] = 0.2f * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
      if (lg_nb_B)
        lg_update_device((const void *)((float *)B + lg_lo_B), lg_nb_B, "B", "kernels/stream.c", 41);
    } else {
      lg_stream_jacobi_step_k0(m, (float *)B, (float *)A, lg_lo_B, lg_hi_B, lg_lo_A, lg_hi_A);
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
  float *x = malloc(sizeof(float) * (size_t)n);
  float *y = malloc(sizeof(float) * (size_t)n);
  float *a = malloc(sizeof(float) * mm);
  float *b = malloc(sizeof(float) * mm);
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
    jacobi_step(m, (float (*)[m])a, (float (*)[m])b);

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

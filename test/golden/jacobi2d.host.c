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

/* loopgpu: the loops of jacobi2d() that run on the device */
void lg_jacobi2d_jacobi2d_k0(int, float *, float *, long long, long long, long long, long long);
void lg_jacobi2d_jacobi2d_k1(int, float *, float *, long long, long long, long long, long long);
#line 21 "kernels/jacobi2d.c"
void jacobi2d(int tsteps, int n, float A[n][n], float B[n][n])
{
// #pragma loopgpu host
  { /* loopgpu: data region of the host loop at line 24 */
    long long lg_dlo_B = 0, lg_dhi_B = (long long)n * (long long)n - 1;
    long long lg_dlo_A = 0, lg_dhi_A = (long long)n * (long long)n - 1;
    lg_data_entry lg_de24[2];
    lg_data_region lg_dr24 LG_CLEANUP(lg_data_close) = {lg_de24, 0, 2, "kernels/jacobi2d.c", 24, 1, 0, 0};
    lg_region_begin("jacobi2d_data_24", "kernels/jacobi2d.c", 24, (lg_dhi_B >= lg_dlo_B ? (size_t)(lg_dhi_B - lg_dlo_B + 1) * sizeof(float) : 0) + (lg_dhi_A >= lg_dlo_A ? (size_t)(lg_dhi_A - lg_dlo_A + 1) * sizeof(float) : 0), (lg_dhi_B >= lg_dlo_B ? (size_t)(lg_dhi_B - lg_dlo_B + 1) * sizeof(float) : 0) + (lg_dhi_A >= lg_dlo_A ? (size_t)(lg_dhi_A - lg_dlo_A + 1) * sizeof(float) : 0), 0);
    lg_data_enter(&lg_dr24, (const void *)((float *)B), (void *)((float *)B + lg_dlo_B), lg_dhi_B >= lg_dlo_B ? (size_t)(lg_dhi_B - lg_dlo_B + 1) * sizeof(float) : 0, LG_COPY, "B");
    lg_data_enter(&lg_dr24, (const void *)((float *)A), (void *)((float *)A + lg_dlo_A), lg_dhi_A >= lg_dlo_A ? (size_t)(lg_dhi_A - lg_dlo_A + 1) * sizeof(float) : 0, LG_COPY, "A");
#line 24 "kernels/jacobi2d.c"
  for (int t = 0; t < tsteps; t++) {
// #pragma loopgpu tile(8, 32) unroll(1)
    { /* jacobi2d_k0: lines 26-29 run on the device (lg_jacobi2d_jacobi2d_k0) */
      long long lg_lo_B = 0, lg_hi_B = (long long)n * (long long)n - 1;
      long long lg_lo_A = 0, lg_hi_A = (long long)n * (long long)n - 1;
      size_t lg_nb_B = (lg_hi_B >= lg_lo_B ? (size_t)(lg_hi_B - lg_lo_B + 1) * sizeof(float) : 0);
      size_t lg_nb_A = (lg_hi_A >= lg_lo_A ? (size_t)(lg_hi_A - lg_lo_A + 1) * sizeof(float) : 0);
      const char *lg_ov =
        lg_overlap((const void *)((float *)B + lg_lo_B), lg_nb_B, (const void *)((float *)A + lg_lo_A), lg_nb_A) ? "'B' and 'A'" : (const char *)0;
      if (lg_ov) { /* they share memory: the loop as written, on the CPU */
        lg_on_host(lg_ov, "jacobi2d_k0", "kernels/jacobi2d.c", 26);
        if (lg_nb_B)
          lg_update_host((const void *)((float *)B + lg_lo_B), lg_nb_B, "B", "kernels/jacobi2d.c", 26);
        if (lg_nb_A)
          lg_update_host((const void *)((float *)A + lg_lo_A), lg_nb_A, "A", "kernels/jacobi2d.c", 26);
#line 26 "kernels/jacobi2d.c"
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        B[i][j] = 0.2f * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] +
                          A[i - 1][j]);
        if (lg_nb_B)
          lg_update_device((const void *)((float *)B + lg_lo_B), lg_nb_B, "B", "kernels/jacobi2d.c", 26);
      } else {
        lg_jacobi2d_jacobi2d_k0(n, (float *)B, (float *)A, lg_lo_B, lg_hi_B, lg_lo_A, lg_hi_A);
      }
    }
#line 29 "kernels/jacobi2d.c"

// #pragma loopgpu collapse(2)
    { /* jacobi2d_k1: lines 31-33 run on the device (lg_jacobi2d_jacobi2d_k1) */
      long long lg_lo_A = 0, lg_hi_A = (long long)n * (long long)n - 1;
      long long lg_lo_B = 0, lg_hi_B = (long long)n * (long long)n - 1;
      size_t lg_nb_A = (lg_hi_A >= lg_lo_A ? (size_t)(lg_hi_A - lg_lo_A + 1) * sizeof(float) : 0);
      size_t lg_nb_B = (lg_hi_B >= lg_lo_B ? (size_t)(lg_hi_B - lg_lo_B + 1) * sizeof(float) : 0);
      const char *lg_ov =
        lg_overlap((const void *)((float *)A + lg_lo_A), lg_nb_A, (const void *)((float *)B + lg_lo_B), lg_nb_B) ? "'A' and 'B'" : (const char *)0;
      if (lg_ov) { /* they share memory: the loop as written, on the CPU */
        lg_on_host(lg_ov, "jacobi2d_k1", "kernels/jacobi2d.c", 31);
        if (lg_nb_A)
          lg_update_host((const void *)((float *)A + lg_lo_A), lg_nb_A, "A", "kernels/jacobi2d.c", 31);
        if (lg_nb_B)
          lg_update_host((const void *)((float *)B + lg_lo_B), lg_nb_B, "B", "kernels/jacobi2d.c", 31);
#line 31 "kernels/jacobi2d.c"
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i][j] = B[i][j];
        if (lg_nb_A)
          lg_update_device((const void *)((float *)A + lg_lo_A), lg_nb_A, "A", "kernels/jacobi2d.c", 31);
      } else {
        lg_jacobi2d_jacobi2d_k1(n, (float *)A, (float *)B, lg_lo_A, lg_hi_A, lg_lo_B, lg_hi_B);
      }
    }
#line 33 "kernels/jacobi2d.c"

  }
  } /* loopgpu: the data region of line 24 closes */
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

  float *a = malloc(sizeof(float) * (size_t)n * (size_t)n);
  float *b = malloc(sizeof(float) * (size_t)n * (size_t)n);
  if (!a || !b) {
    fprintf(stderr, "jacobi2d: out of memory\n");
    return 1;
  }
  for (int i = 0; i < n * n; i++) {
    a[i] = lcg_next();
    b[i] = lcg_next();
  }

  jacobi2d(tsteps, n, (float (*)[n])a, (float (*)[n])b);

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

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

/* loopgpu: the loops of heat3d() that run on the device */
void lg_heat3d_heat3d_k0(int, float *, float *, long long, long long, long long, long long);
void lg_heat3d_heat3d_k1(int, float *, float *, long long, long long, long long, long long);
#line 21 "kernels/heat3d.c"
static void heat3d(int tsteps, int n, float *a, float *b)
{
// #pragma loopgpu host
  { /* loopgpu: data region of the host loop at line 24 */
    long long lg_dlo_b = lg_min_ll((long long)n * n + (long long)n + 1, 0), lg_dhi_b = lg_max_ll((long long)n * n * n - (long long)n * n - (long long)n - 2, (long long)n * n * n - 1);
    long long lg_dlo_a = lg_min_ll(0, (long long)n * n + (long long)n + 1), lg_dhi_a = lg_max_ll((long long)n * n * n - 1, (long long)n * n * n - (long long)n * n - (long long)n - 2);
    lg_data_entry lg_de24[2];
    lg_data_region lg_dr24 LG_CLEANUP(lg_data_close) = {lg_de24, 0, 2, "kernels/heat3d.c", 24, 1, 0, 0};
    lg_region_begin("heat3d_data_24", "kernels/heat3d.c", 24, (lg_dhi_b >= lg_dlo_b ? (size_t)(lg_dhi_b - lg_dlo_b + 1) * sizeof(float) : 0) + (lg_dhi_a >= lg_dlo_a ? (size_t)(lg_dhi_a - lg_dlo_a + 1) * sizeof(float) : 0), (lg_dhi_b >= lg_dlo_b ? (size_t)(lg_dhi_b - lg_dlo_b + 1) * sizeof(float) : 0) + (lg_dhi_a >= lg_dlo_a ? (size_t)(lg_dhi_a - lg_dlo_a + 1) * sizeof(float) : 0), 0);
    lg_data_enter(&lg_dr24, (const void *)(b), (void *)(b + lg_dlo_b), lg_dhi_b >= lg_dlo_b ? (size_t)(lg_dhi_b - lg_dlo_b + 1) * sizeof(float) : 0, LG_COPY, "b");
    lg_data_enter(&lg_dr24, (const void *)(a), (void *)(a + lg_dlo_a), lg_dhi_a >= lg_dlo_a ? (size_t)(lg_dhi_a - lg_dlo_a + 1) * sizeof(float) : 0, LG_COPY, "a");
#line 24 "kernels/heat3d.c"
  for (int t = 0; t < tsteps; t++) {
// #pragma loopgpu tile(4, 4, 32) unroll(1)
    { /* heat3d_k0: lines 26-36 run on the device (lg_heat3d_heat3d_k0) */
      long long lg_lo_b = (long long)n * n + (long long)n + 1, lg_hi_b = (long long)n * n * n - (long long)n * n - (long long)n - 2;
      long long lg_lo_a = 0, lg_hi_a = (long long)n * n * n - 1;
      size_t lg_nb_b = (lg_hi_b >= lg_lo_b ? (size_t)(lg_hi_b - lg_lo_b + 1) * sizeof(float) : 0);
      size_t lg_nb_a = (lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0);
      const char *lg_ov =
        lg_overlap((const void *)(b + lg_lo_b), lg_nb_b, (const void *)(a + lg_lo_a), lg_nb_a) ? "'b' and 'a'" : (const char *)0;
      if (lg_ov) { /* they share memory: the loop as written, on the CPU */
        lg_on_host(lg_ov, "heat3d_k0", "kernels/heat3d.c", 26);
        if (lg_nb_b)
          lg_update_host((const void *)(b + lg_lo_b), lg_nb_b, "b", "kernels/heat3d.c", 26);
        if (lg_nb_a)
          lg_update_host((const void *)(a + lg_lo_a), lg_nb_a, "a", "kernels/heat3d.c", 26);
#line 26 "kernels/heat3d.c"
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          b[(i * n + j) * n + k] =
              a[(i * n + j) * n + k] +
              0.125f * (a[((i + 1) * n + j) * n + k] - 2.0f * a[(i * n + j) * n + k] +
                        a[((i - 1) * n + j) * n + k]) +
              0.125f * (a[(i * n + j + 1) * n + k] - 2.0f * a[(i * n + j) * n + k] +
                        a[(i * n + j - 1) * n + k]) +
              0.125f * (a[(i * n + j) * n + k + 1] - 2.0f * a[(i * n + j) * n + k] +
                        a[(i * n + j) * n + k - 1]);
        if (lg_nb_b)
          lg_update_device((const void *)(b + lg_lo_b), lg_nb_b, "b", "kernels/heat3d.c", 26);
      } else {
        lg_heat3d_heat3d_k0(n, b, a, lg_lo_b, lg_hi_b, lg_lo_a, lg_hi_a);
      }
    }
#line 36 "kernels/heat3d.c"

// #pragma loopgpu collapse(3)
    { /* heat3d_k1: lines 38-48 run on the device (lg_heat3d_heat3d_k1) */
      long long lg_lo_a = (long long)n * n + (long long)n + 1, lg_hi_a = (long long)n * n * n - (long long)n * n - (long long)n - 2;
      long long lg_lo_b = 0, lg_hi_b = (long long)n * n * n - 1;
      size_t lg_nb_a = (lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0);
      size_t lg_nb_b = (lg_hi_b >= lg_lo_b ? (size_t)(lg_hi_b - lg_lo_b + 1) * sizeof(float) : 0);
      const char *lg_ov =
        lg_overlap((const void *)(a + lg_lo_a), lg_nb_a, (const void *)(b + lg_lo_b), lg_nb_b) ? "'a' and 'b'" : (const char *)0;
      if (lg_ov) { /* they share memory: the loop as written, on the CPU */
        lg_on_host(lg_ov, "heat3d_k1", "kernels/heat3d.c", 38);
        if (lg_nb_a)
          lg_update_host((const void *)(a + lg_lo_a), lg_nb_a, "a", "kernels/heat3d.c", 38);
        if (lg_nb_b)
          lg_update_host((const void *)(b + lg_lo_b), lg_nb_b, "b", "kernels/heat3d.c", 38);
#line 38 "kernels/heat3d.c"
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          a[(i * n + j) * n + k] =
              b[(i * n + j) * n + k] +
              0.125f * (b[((i + 1) * n + j) * n + k] - 2.0f * b[(i * n + j) * n + k] +
                        b[((i - 1) * n + j) * n + k]) +
              0.125f * (b[(i * n + j + 1) * n + k] - 2.0f * b[(i * n + j) * n + k] +
                        b[(i * n + j - 1) * n + k]) +
              0.125f * (b[(i * n + j) * n + k + 1] - 2.0f * b[(i * n + j) * n + k] +
                        b[(i * n + j) * n + k - 1]);
        if (lg_nb_a)
          lg_update_device((const void *)(a + lg_lo_a), lg_nb_a, "a", "kernels/heat3d.c", 38);
      } else {
        lg_heat3d_heat3d_k1(n, a, b, lg_lo_a, lg_hi_a, lg_lo_b, lg_hi_b);
      }
    }
#line 48 "kernels/heat3d.c"

  }
  } /* loopgpu: the data region of line 24 closes */
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

  float *a = malloc(sizeof(float) * cells);
  float *b = malloc(sizeof(float) * cells);
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

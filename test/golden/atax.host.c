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

/* loopgpu: the loops of atax() that run on the device */
void lg_atax_atax_k0(int, int, const float *, const float *, float *, long long, long long, long long, long long, long long, long long);
void lg_atax_atax_k1(int, int, const float *, float *, float *, long long, long long, long long, long long, long long, long long);
#line 20 "kernels/atax.c"
static void atax(int m, int n, const float *a, const float *x, float *tmp,
                 float *y)
{
// #pragma loopgpu
  { /* loopgpu: data region of the kernel regions of lines 24-37: their arrays stay on the device from the first to the last */
    long long lg_dlo_a = 0, lg_dhi_a = (long long)n * m - 1;
    long long lg_dlo_x = 0, lg_dhi_x = (long long)n - 1;
    long long lg_dlo_tmp = 0, lg_dhi_tmp = (long long)m - 1;
    long long lg_dlo_y = 0, lg_dhi_y = (long long)n - 1;
    lg_data_entry lg_de24[4];
    lg_data_region lg_dr24 LG_CLEANUP(lg_data_close) = {lg_de24, 0, 4, "kernels/atax.c", 24, 1, 0, 0};
    lg_region_begin("atax_data_24", "kernels/atax.c", 24, (lg_dhi_a >= lg_dlo_a ? (size_t)(lg_dhi_a - lg_dlo_a + 1) * sizeof(float) : 0) + (lg_dhi_x >= lg_dlo_x ? (size_t)(lg_dhi_x - lg_dlo_x + 1) * sizeof(float) : 0) + (lg_dhi_tmp >= lg_dlo_tmp ? (size_t)(lg_dhi_tmp - lg_dlo_tmp + 1) * sizeof(float) : 0) + (lg_dhi_y >= lg_dlo_y ? (size_t)(lg_dhi_y - lg_dlo_y + 1) * sizeof(float) : 0), (lg_dhi_a >= lg_dlo_a ? (size_t)(lg_dhi_a - lg_dlo_a + 1) * sizeof(float) : 0) + (lg_dhi_x >= lg_dlo_x ? (size_t)(lg_dhi_x - lg_dlo_x + 1) * sizeof(float) : 0) + (lg_dhi_tmp >= lg_dlo_tmp ? (size_t)(lg_dhi_tmp - lg_dlo_tmp + 1) * sizeof(float) : 0) + (lg_dhi_y >= lg_dlo_y ? (size_t)(lg_dhi_y - lg_dlo_y + 1) * sizeof(float) : 0), 0);
    lg_data_enter(&lg_dr24, (const void *)(a), (void *)(a + lg_dlo_a), lg_dhi_a >= lg_dlo_a ? (size_t)(lg_dhi_a - lg_dlo_a + 1) * sizeof(float) : 0, LG_COPYIN, "a");
    lg_data_enter(&lg_dr24, (const void *)(x), (void *)(x + lg_dlo_x), lg_dhi_x >= lg_dlo_x ? (size_t)(lg_dhi_x - lg_dlo_x + 1) * sizeof(float) : 0, LG_COPYIN, "x");
    lg_data_enter(&lg_dr24, (const void *)(tmp), (void *)(tmp + lg_dlo_tmp), lg_dhi_tmp >= lg_dlo_tmp ? (size_t)(lg_dhi_tmp - lg_dlo_tmp + 1) * sizeof(float) : 0, (lg_dhi_tmp - lg_dlo_tmp + 1 == (m > 0 ? (long long)m : 0)) ? LG_COPYOUT : LG_COPY, "tmp");
    lg_data_enter(&lg_dr24, (const void *)(y), (void *)(y + lg_dlo_y), lg_dhi_y >= lg_dlo_y ? (size_t)(lg_dhi_y - lg_dlo_y + 1) * sizeof(float) : 0, (lg_dhi_y - lg_dlo_y + 1 == (n > 0 ? (long long)n : 0)) ? LG_COPYOUT : LG_COPY, "y");
#line 24 "kernels/atax.c"
  { /* atax_k0: lines 24-29 run on the device (lg_atax_atax_k0) */
    long long lg_lo_a = 0, lg_hi_a = (long long)n * m - 1;
    long long lg_lo_x = 0, lg_hi_x = (long long)n - 1;
    long long lg_lo_tmp = 0, lg_hi_tmp = (long long)m - 1;
    size_t lg_nb_a = (lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0);
    size_t lg_nb_x = (lg_hi_x >= lg_lo_x ? (size_t)(lg_hi_x - lg_lo_x + 1) * sizeof(float) : 0);
    size_t lg_nb_tmp = (lg_hi_tmp >= lg_lo_tmp ? (size_t)(lg_hi_tmp - lg_lo_tmp + 1) * sizeof(float) : 0);
    const char *lg_ov =
      lg_overlap((const void *)(tmp + lg_lo_tmp), lg_nb_tmp, (const void *)(a + lg_lo_a), lg_nb_a) ? "'tmp' and 'a'" :
      lg_overlap((const void *)(tmp + lg_lo_tmp), lg_nb_tmp, (const void *)(x + lg_lo_x), lg_nb_x) ? "'tmp' and 'x'" : (const char *)0;
    if (lg_ov) { /* they share memory: the loop as written, on the CPU */
      lg_on_host(lg_ov, "atax_k0", "kernels/atax.c", 24);
      if (lg_nb_a)
        lg_update_host((const void *)(a + lg_lo_a), lg_nb_a, "a", "kernels/atax.c", 24);
      if (lg_nb_x)
        lg_update_host((const void *)(x + lg_lo_x), lg_nb_x, "x", "kernels/atax.c", 24);
      if (lg_nb_tmp)
        lg_update_host((const void *)(tmp + lg_lo_tmp), lg_nb_tmp, "tmp", "kernels/atax.c", 24);
#line 24 "kernels/atax.c"
  for (int i = 0; i < m; i++) {
    float s = 0.0f;
    for (int j = 0; j < n; j++)
      s += a[i * n + j] * x[j];
    tmp[i] = s;
  }
      if (lg_nb_tmp)
        lg_update_device((const void *)(tmp + lg_lo_tmp), lg_nb_tmp, "tmp", "kernels/atax.c", 24);
    } else {
      lg_atax_atax_k0(m, n, a, x, tmp, lg_lo_a, lg_hi_a, lg_lo_x, lg_hi_x, lg_lo_tmp, lg_hi_tmp);
    }
  }
#line 29 "kernels/atax.c"


// #pragma loopgpu
  { /* atax_k1: lines 32-37 run on the device (lg_atax_atax_k1) */
    long long lg_lo_a = 0, lg_hi_a = (long long)n * m - 1;
    long long lg_lo_tmp = 0, lg_hi_tmp = (long long)m - 1;
    long long lg_lo_y = 0, lg_hi_y = (long long)n - 1;
    size_t lg_nb_a = (lg_hi_a >= lg_lo_a ? (size_t)(lg_hi_a - lg_lo_a + 1) * sizeof(float) : 0);
    size_t lg_nb_tmp = (lg_hi_tmp >= lg_lo_tmp ? (size_t)(lg_hi_tmp - lg_lo_tmp + 1) * sizeof(float) : 0);
    size_t lg_nb_y = (lg_hi_y >= lg_lo_y ? (size_t)(lg_hi_y - lg_lo_y + 1) * sizeof(float) : 0);
    const char *lg_ov =
      lg_overlap((const void *)(y + lg_lo_y), lg_nb_y, (const void *)(a + lg_lo_a), lg_nb_a) ? "'y' and 'a'" :
      lg_overlap((const void *)(y + lg_lo_y), lg_nb_y, (const void *)(tmp + lg_lo_tmp), lg_nb_tmp) ? "'y' and 'tmp'" : (const char *)0;
    if (lg_ov) { /* they share memory: the loop as written, on the CPU */
      lg_on_host(lg_ov, "atax_k1", "kernels/atax.c", 32);
      if (lg_nb_a)
        lg_update_host((const void *)(a + lg_lo_a), lg_nb_a, "a", "kernels/atax.c", 32);
      if (lg_nb_tmp)
        lg_update_host((const void *)(tmp + lg_lo_tmp), lg_nb_tmp, "tmp", "kernels/atax.c", 32);
      if (lg_nb_y)
        lg_update_host((const void *)(y + lg_lo_y), lg_nb_y, "y", "kernels/atax.c", 32);
#line 32 "kernels/atax.c"
  for (int j = 0; j < n; j++) {
    float s = 0.0f;
    for (int i = 0; i < m; i++)
      s += a[i * n + j] * tmp[i];
    y[j] = s;
  }
      if (lg_nb_y)
        lg_update_device((const void *)(y + lg_lo_y), lg_nb_y, "y", "kernels/atax.c", 32);
    } else {
      lg_atax_atax_k1(n, m, a, tmp, y, lg_lo_a, lg_hi_a, lg_lo_tmp, lg_hi_tmp, lg_lo_y, lg_hi_y);
    }
  }
#line 37 "kernels/atax.c"

  } /* loopgpu: the data region of line 24 closes */
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

  float *a = malloc(sizeof(float) * (size_t)m * (size_t)n);
  float *x = malloc(sizeof(float) * (size_t)n);
  float *tmp = malloc(sizeof(float) * (size_t)m);
  float *y = malloc(sizeof(float) * (size_t)n);
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

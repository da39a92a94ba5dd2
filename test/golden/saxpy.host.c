#include "loopgpu.h"
#line 1 "kernels/saxpy.c"
/* saxpy.c — y = a*x + y on plain malloc'd pointers.
 *
 * usage: saxpy [N [SEED]]     (default N = 1000007: no tile size divides it)
 * A plain C11 program: `cc -std=c11 -O2 -Wno-unknown-pragmas saxpy.c -lm`
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
void lg_saxpy_saxpy_k0(int, float *, float, const float *, long long, long long, long long, long long);
#line 19 "kernels/saxpy.c"
static void saxpy(int n, float a, const float *x, float *y)
{
// #pragma loopgpu tile(256)
  { /* saxpy_k0: lines 22-23 run on the device (lg_saxpy_saxpy_k0) */
    long long lg_lo_y = 0, lg_hi_y = (long long)n - 1;
    long long lg_lo_x = 0, lg_hi_x = (long long)n - 1;
    size_t lg_nb_y = (lg_hi_y >= lg_lo_y ? (size_t)(lg_hi_y - lg_lo_y + 1) * sizeof(float) : 0);
    size_t lg_nb_x = (lg_hi_x >= lg_lo_x ? (size_t)(lg_hi_x - lg_lo_x + 1) * sizeof(float) : 0);
    const char *lg_ov =
      lg_overlap((const void *)(y + lg_lo_y), lg_nb_y, (const void *)(x + lg_lo_x), lg_nb_x) && (const void *)y != (const void *)x ? "'y' and 'x'" : (const char *)0;
    if (lg_ov) { /* they share memory: the loop as written, on the CPU */
      lg_on_host(lg_ov, "saxpy_k0", "kernels/saxpy.c", 22);
      if (lg_nb_y)
        lg_update_host((const void *)(y + lg_lo_y), lg_nb_y, "y", "kernels/saxpy.c", 22);
      if (lg_nb_x)
        lg_update_host((const void *)(x + lg_lo_x), lg_nb_x, "x", "kernels/saxpy.c", 22);
#line 22 "kernels/saxpy.c"
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
      if (lg_nb_y)
        lg_update_device((const void *)(y + lg_lo_y), lg_nb_y, "y", "kernels/saxpy.c", 22);
    } else {
      lg_saxpy_saxpy_k0(n, y, a, x, lg_lo_y, lg_hi_y, lg_lo_x, lg_hi_x);
    }
  }
#line 23 "kernels/saxpy.c"

}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000007;
  lcg_state = argc > 2 ? strtoull(argv[2], NULL, 10) : 42;
  if (n < 1) {
    fprintf(stderr, "saxpy: N must be >= 1\n");
    return 2;
  }

  float *x = malloc(sizeof(float) * (size_t)n);
  float *y = malloc(sizeof(float) * (size_t)n);
  if (!x || !y) {
    fprintf(stderr, "saxpy: out of memory\n");
    return 1;
  }
  for (int i = 0; i < n; i++) {
    x[i] = lcg_next();
    y[i] = lcg_next();
  }
  float a = 2.5f * lcg_next();

  saxpy(n, a, x, y);

  double checksum = 0.0;
  for (int i = 0; i < n; i++)
    checksum += y[i];
  printf("n %d\n", n);
  printf("checksum %.9g\n", checksum);
  printf("y[0] %.9g\n", y[0]);
  printf("y[%d] %.9g\n", n / 2, y[n / 2]);
  printf("y[%d] %.9g\n", n - 1, y[n - 1]);
  for (int s = 0; s < 4; s++) {
    int i = (int)(((unsigned long long)s * 2654435761ULL + 7) % (unsigned)n);
    printf("y[%d] %.9g\n", i, y[i]);
  }
  free(x);
  free(y);
  return 0;
}

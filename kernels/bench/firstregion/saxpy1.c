/* saxpy1.c — the first-region benchmark's loopgpu program (issue 24,
 * docs/perf.md "The first region"): the computation of hand.cu, y = a*x + y
 * over BYTES per array, as one annotated region called once. The region
 * call is timed (the runtime's set-up on the first region included); the
 * CUDA context is created before the timer, as hand.cu does, when built with
 * -DFR_CONTEXT (the GPU build: cudart's cudaFree(0)). Prints one JSON line;
 * FR_PROG names the build in it (default "loopgpu").
 *
 * usage: fr-loopgpu BYTES
 */
#include "fr.h"

#ifdef FR_CONTEXT
int cudaFree(void *); /* cudart's, C linkage; returns cudaError_t */
/* the runtime's copy counts (loopgpu.h), where it has them (weak: the
 * runtime before issue 24 did not) */
void lg_copy_stats(size_t *staging_bytes, size_t *staged_copies, size_t *direct_copies)
    __attribute__((weak));
#endif
#ifndef FR_PROG
#define FR_PROG "loopgpu"
#endif

static void saxpy(long n, float a, const float *x, float *y)
{
#pragma loopgpu copyin(x[0:n]) copy(y[0:n])
  for (long i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

int main(int argc, char **argv)
{
  size_t n = fr_floats(argc, argv);
  float *x = (float *)malloc(n * sizeof(float)), *y = (float *)malloc(n * sizeof(float));
  float a = 2.0f;
  if (!x || !y)
    return 1;
  fr_init(x, y, n);
#ifdef FR_CONTEXT
  if (cudaFree(0) != 0)
    return 1;
#endif
  double t0 = fr_now_ms();
  saxpy((long)n, a, x, y);
  double t1 = fr_now_ms();
  int ok = fr_check(x, y, n, a);
  long long staging = -1, staged = -1;
#ifdef FR_CONTEXT
  if (lg_copy_stats) {
    size_t b, s;
    lg_copy_stats(&b, &s, NULL);
    staging = (long long)b;
    staged = (long long)s;
  }
#endif
  fr_print_lg(FR_PROG, n, t1 - t0, ok, staging, staged);
  free(x);
  free(y);
  return ok ? 0 : 1;
}

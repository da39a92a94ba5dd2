/* fr.h — what the first-region programs share (hand.cu, saxpy1.c; issue 24).
 * C11 and C++: hand.cu includes it too. */
#ifndef FR_H
#define FR_H

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static inline double fr_now_ms(void)
{
  struct timespec ts;
  timespec_get(&ts, TIME_UTC);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

/* BYTES per array from argv[1] (default 4 MiB), rounded down to floats */
static inline size_t fr_floats(int argc, char **argv)
{
  unsigned long long b = argc > 1 ? strtoull(argv[1], NULL, 10) : 4ull << 20;
  return (size_t)(b / 4 ? b / 4 : 1);
}

/* Values exact in float, and a*x + y exact too (FMA or not). */
static inline void fr_init(float *x, float *y, size_t n)
{
  for (size_t i = 0; i < n; i++) {
    x[i] = (float)(i % 7) * 0.25f;
    y[i] = (float)(i % 5) * 0.5f;
  }
}

/* 1 when y = a*x + y0 everywhere (y0 as fr_init made it) */
static inline int fr_check(const float *x, const float *y, size_t n, float a)
{
  for (size_t i = 0; i < n; i++)
    if (y[i] != a * x[i] + (float)(i % 5) * 0.5f)
      return 0;
  return 1;
}

static inline void fr_print(const char *prog, size_t n, double ms, int ok)
{
  printf("{\"bench\": \"firstregion\", \"prog\": \"%s\", \"bytes\": %zu, \"moved\": %zu, "
         "\"ms\": %.4f, \"ok\": %s}\n",
         prog, n * 4, n * 12, ms, ok ? "true" : "false");
}

/* the same with the runtime's staging bytes and staged copies (-1: not known) */
static inline void fr_print_lg(const char *prog, size_t n, double ms, int ok, long long staging,
                               long long staged)
{
  printf("{\"bench\": \"firstregion\", \"prog\": \"%s\", \"bytes\": %zu, \"moved\": %zu, "
         "\"ms\": %.4f, \"ok\": %s, \"staging_bytes\": %lld, \"staged_copies\": %lld}\n",
         prog, n * 4, n * 12, ms, ok ? "true" : "false", staging, staged);
}

#endif

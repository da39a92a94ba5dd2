/* bench.h — what the benchmark programs of kernels/bench/ share.
 *
 * Each program is plain C11 (pragmas ignored: the CPU oracle) and, translated
 * by loopgpu, a GPU benchmark. It calls its region function REPS times and
 * reports, on stderr (stdout stays the oracle's output):
 *
 *   bench flops F          floating-point operations of one region call
 *   bench bytes B          the fewest device-memory bytes one call's kernels
 *                          must move (each input read once, each output
 *                          written once, unless the program says otherwise)
 *   bench region_ms R MS   wall time of call R, copies and launches included
 *
 * Kernel-only times come from the runtime (LOOPGPU_TIME, rt_timing.c).
 * Written to compile as C11 and as C++ (the generated .cu includes it).
 */
#ifndef LOOPGPU_BENCH_H
#define LOOPGPU_BENCH_H

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static unsigned long long lcg_state;

/* Deterministic pseudo-random values in [0.5, 1.5): never zero. */
static inline float lcg_next(void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.5f + (float)((lcg_state >> 40) & 0xFFFFFF) / 16777216.0f;
}

/* argv[i] as an integer, or `dflt` when absent. */
static inline long bench_arg(int argc, char **argv, int i, long dflt)
{
  return argc > i ? strtol(argv[i], NULL, 10) : dflt;
}

static inline double bench_now_ms(void)
{
  struct timespec ts;
  timespec_get(&ts, TIME_UTC);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static inline void bench_info(double flops, double bytes)
{
  fprintf(stderr, "bench flops %.17g\nbench bytes %.17g\n", flops, bytes);
}

static inline void bench_region(int rep, double ms)
{
  fprintf(stderr, "bench region_ms %d %.6f\n", rep, ms);
}

/* A float array of n values from the LCG; exits when out of memory. */
static inline float *bench_array(size_t n, const char *what)
{
  float *p = (float *)malloc(sizeof(float) * (n ? n : 1));
  if (!p) {
    fprintf(stderr, "out of memory allocating %s (%zu floats)\n", what, n);
    exit(1);
  }
  for (size_t i = 0; i < n; i++)
    p[i] = lcg_next();
  return p;
}

/* Prints `label checksum` (summed in double) and a few sampled elements. */
static inline void bench_print(const char *label, const float *p, size_t n)
{
  double sum = 0.0;
  for (size_t i = 0; i < n; i++)
    sum += p[i];
  printf("%s_checksum %.9g\n", label, sum);
  printf("%s[0] %.9g\n", label, p[0]);
  printf("%s[%zu] %.9g\n", label, n / 2, p[n / 2]);
  printf("%s[%zu] %.9g\n", label, n - 1, p[n - 1]);
  for (int s = 0; s < 4; s++) {
    size_t i = (size_t)(((unsigned long long)s * 2654435761ULL + 7) % n);
    printf("%s[%zu] %.9g\n", label, i, p[i]);
  }
}

#endif /* LOOPGPU_BENCH_H */

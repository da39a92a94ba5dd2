/* A stand-in for PolyBench/C's polybench.c, written for this test. */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <time.h>
#include "polybench.h"

static double t0, t1;

static double now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

void polybench_timer_start(void) { t0 = now(); }
void polybench_timer_stop(void) { t1 = now(); }
void polybench_timer_print(void) { printf("%0.6f\n", t1 - t0); }

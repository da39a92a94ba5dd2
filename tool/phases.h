/* phases.h — LOOPGPU_TIME_PHASES=1: the translator prints the time of each
 * phase (libclang parse, the rest of the front end, each pass, printing,
 * writing) to stderr, one line `loopgpu: phase NAME MS`, then `total`.
 * docs/perf.md reads them (translation speed). */
#ifndef LG_PHASES_H
#define LG_PHASES_H

#include <time.h>

/* milliseconds (C11 timespec_get: no feature macros needed) */
static inline double lg_phase_now_ms(void) {
  struct timespec ts;
  timespec_get(&ts, TIME_UTC);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

/* time spent in clang_parseTranslationUnit2 (frontend.c adds, main.c prints) */
extern double lg_phase_parse_ms;

#endif

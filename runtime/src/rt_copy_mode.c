/* rt_copy_mode.c — which host<->device copy strategy to use (GPU build).
 * LOOPGPU_COPY=auto|staged|register|plain picks it, LOOPGPU_COPY_DIRECT the
 * size from which auto stages, LOOPGPU_COPY_THREADS the number of threads
 * that fill the pinned staging buffers; a benchmark can switch the mode and
 * the threads at run time. The emulation build ignores them (its copies are
 * memcpy: lg_copy_stats counts nothing there). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rt_internal.h"
#include "rt_copy_mode.h"

static int mode = -1, threads = -1;
static size_t direct = (size_t)-1;
static size_t register_min = (size_t)-1;
static size_t staging_now, staging_peak, n_staged, n_direct, n_registered, n_prefaulted;

static int parse_mode(const char *s) {
  if (!s || !*s || strcmp(s, "auto") == 0)
    return LG_COPY_MODE_AUTO;
  if (strcmp(s, "staged") == 0)
    return LG_COPY_MODE_STAGED;
  if (strcmp(s, "register") == 0)
    return LG_COPY_MODE_REGISTER;
  if (strcmp(s, "plain") == 0)
    return LG_COPY_MODE_PLAIN;
  return -1;
}

int lg_copy_mode(void) {
  if (mode < 0) {
    const char *s = getenv("LOOPGPU_COPY");
    mode = parse_mode(s);
    if (mode < 0)
      lg_fatal("LOOPGPU_COPY", 0, "unknown copy mode '%s' (auto, staged, "
               "register or plain)", s);
  }
  return mode;
}

int lg_copy_threads(void) {
  if (threads < 0) {
    /* one filler thread a core, up to 16: 48 GB/s H2D from pageable
     * memory on the H200 machine (16 cores) with 8, against 29 with 4 and
     * 6.7 for plain cudaMemcpy; a chunk() pipeline, which fills and drains
     * at once, went from 0.45 to 0.61-0.65 of the pinned bandwidth with 16
     * (kernels/bench/chunk-bench.sh, 2026-11-30) */
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    threads = (int)lg_env_int("LOOPGPU_COPY_THREADS", cores < 1 ? 1 : cores < 16 ? cores : 16, 1, 64);
  }
  return threads;
}

void lg_copy_set_mode(const char *m) {
  mode = parse_mode(m);
  if (mode < 0)
    lg_fatal("lg_copy_set_mode", 0, "unknown copy mode '%s'", m);
}

void lg_copy_set_threads(int n) { threads = n < 1 ? 1 : n > 64 ? 64 : n; }

size_t lg_copy_direct(void) {
  if (direct == (size_t)-1)
    direct = lg_env_size("LOOPGPU_COPY_DIRECT", LG_COPY_DIRECT_DEFAULT, 0, (size_t)1 << 50);
  return direct;
}

size_t lg_copy_register_min(void) {
  if (register_min == (size_t)-1)
    register_min = lg_env_size("LOOPGPU_COPY_REGISTER", LG_COPY_REGISTER_DEFAULT, 0,
                               (size_t)1 << 50);
  return register_min;
}

void lg_copy_count_ext(int registered, size_t prefaulted_bytes) {
  n_registered += registered != 0;
  n_prefaulted += prefaulted_bytes;
}

void lg_copy_stats_ext(size_t *registered, size_t *prefaulted_bytes) {
  if (registered)
    *registered = n_registered;
  if (prefaulted_bytes)
    *prefaulted_bytes = n_prefaulted;
}

void lg_copy_count(int staged) {
  if (staged)
    n_staged++;
  else
    n_direct++;
}

void lg_copy_count_staging(long long delta) {
  staging_now = (size_t)((long long)staging_now + delta);
  if (staging_now > staging_peak)
    staging_peak = staging_now;
}

void lg_copy_stats(size_t *staging_bytes, size_t *staged_copies, size_t *direct_copies) {
  if (staging_bytes)
    *staging_bytes = staging_peak;
  if (staged_copies)
    *staged_copies = n_staged;
  if (direct_copies)
    *direct_copies = n_direct;
}

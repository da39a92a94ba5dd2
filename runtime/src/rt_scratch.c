/* rt_scratch.c — the buffers that replace allocations hoisted out of loop
 * bodies (docs/directives.md §4), and the per-loop record of what hoisting saved.
 *
 * A host loop whose body calls malloc/calloc/aligned_alloc (and free) every
 * iteration gets one lg_scratch before the loop: the translator preallocates
 * it with the largest size an iteration asks for when it can compute that
 * (lg_scratch_prealloc), and every iteration then takes it with
 * lg_scratch_get, which grows the buffer when an iteration asks for more
 * (sizes loopgpu cannot bound ahead). Device buffers (cudaMalloc in a host
 * loop, per-thread scratch of a kernel) go through lg_dmalloc, so they are
 * checked and show in the footprint report like every other device buffer.
 * A host buffer that only kernel regions use is also entered on the device
 * for the whole loop (lg_scratch_map): the regions find it present.
 *
 * The record (lg_hoist_record / lg_hoist_stats) is what the footprint
 * report prints per loop: bytes of the largest iteration, calls avoided,
 * and the peak bytes with and without hoisting.
 */
#include <stdlib.h>
#include <string.h>

#include "rt_internal.h"

void lg_scratch_init(lg_scratch *s, int device, size_t align, const char *name,
                     const char *file, int line) {
  memset(s, 0, sizeof *s);
  s->device = device;
  s->align = align;
  s->name = name;
  s->file = file;
  s->line = line;
  /* a program whose only use of the runtime is a hoisted host allocation
   * still gets its footprint report (LOOPGPU_REPORT) at exit */
  (void)lg_report_on();
}

static void scratch_free(lg_scratch *s) {
  if (!s->p)
    return;
  if (s->mapped)
    lg_exit(s->p, s->cap, LG_CREATE, s->name, s->file, s->line);
  if (s->device)
    lg_dfree(s->p, s->file, s->line);
  else
    free(s->p);
  s->p = NULL;
  s->cap = 0;
}

/* Makes the buffer hold at least `bytes`; contents are not kept (every
 * iteration of the original loop got fresh memory anyway). */
static void scratch_grow(lg_scratch *s, size_t bytes) {
  if (s->p && bytes <= s->cap)
    return;
  scratch_free(s);
  size_t n = bytes ? bytes : 1;
  if (s->device) {
    s->p = lg_dmalloc(n, s->name, s->file, s->line);
  } else if (s->align > 1) {
    /* aligned_alloc wants a multiple of the alignment */
    size_t r = (n + s->align - 1) / s->align * s->align;
    s->p = aligned_alloc(s->align, r);
  } else {
    s->p = malloc(n);
  }
  if (!s->p)
    lg_fatal(s->file, s->line, "out of host memory: hoisted buffer '%s' of %zu bytes", s->name,
             n);
  s->cap = n;
  s->grows++;
  s->allocs++;
  if (n > s->peak_with)
    s->peak_with = n;
  if (s->mapped)
    lg_enter(s->p, s->cap, LG_CREATE, s->name, s->file, s->line);
}

void *lg_scratch_prealloc(lg_scratch *s, size_t bytes) {
  scratch_grow(s, bytes);
  s->grows = 0; /* the preallocation is the one allocation hoisting keeps */
  return s->p;
}

void *lg_scratch_get(lg_scratch *s, size_t bytes) {
  scratch_grow(s, bytes);
  s->calls++;
  if (bytes > s->max_request)
    s->max_request = bytes;
  s->sum_request += bytes;
  return s->p;
}

int lg_scratch_cuda(lg_scratch *s, void **p, size_t bytes) {
  *p = lg_scratch_get(s, bytes);
  return 0; /* cudaSuccess: the buffer exists */
}

void lg_scratch_leaks(lg_scratch *s) { s->leak = 1; }

void lg_scratch_map(lg_scratch *s) {
  if (s->mapped || s->device || !s->p)
    return;
  s->mapped = 1;
  lg_enter(s->p, s->cap, LG_CREATE, s->name, s->file, s->line);
}

void *lg_scratch_get_zero(lg_scratch *s, size_t bytes) {
  void *p = lg_scratch_get(s, bytes);
  if (!s->device)
    memset(p, 0, bytes); /* calloc's zeroing stays per iteration */
  return p;
}

static void hoist_record(const char *file, int line, const char *name, size_t bytes_per_iter,
                         long long iterations, size_t peak_without, size_t peak_with,
                         long long allocations, int device);

void lg_scratch_release(lg_scratch *s) {
  /* without hoisting: the largest iteration's buffer at a time, or, for a
     leak, every iteration's at once */
  if (s->calls)
    hoist_record(s->file, s->line, s->name, s->max_request, s->calls,
                 s->leak ? s->sum_request : s->max_request, s->peak_with, s->allocs, s->device);
  scratch_free(s);
  s->mapped = 0;
}

void lg_scratch_grid(unsigned *gx, unsigned *gy, unsigned *gz, unsigned threads_per_block) {
  unsigned long long t = threads_per_block ? threads_per_block : 1;
  unsigned long long most = lg_be_resident_threads() / t;
  if (most < 1)
    most = 1;
  unsigned *d[3] = {gz, gy, gx};
  for (int i = 0; i < 3; i++) {
    unsigned long long rest = (unsigned long long)*gx * *gy * *gz / *d[i];
    if (rest * *d[i] <= most)
      break;
    unsigned long long keep = most / rest;
    *d[i] = (unsigned)(keep >= 1 ? keep : 1);
  }
}

/* ---- the record ----------------------------------------------------------- */
static lg_hoist_stat *stats;
static int nstats, capstats;

/* The generated code calls this for a kernel's per-thread scratch: one device
 * buffer (one allocation) per entry of the region. */
void lg_hoist_record(const char *file, int line, const char *name, size_t bytes_per_iter,
                     long long iterations, size_t peak_without, size_t peak_with) {
  hoist_record(file, line, name, bytes_per_iter, iterations, peak_without, peak_with, 1, 1);
}

static void hoist_record(const char *file, int line, const char *name, size_t bytes_per_iter,
                         long long iterations, size_t peak_without, size_t peak_with,
                         long long allocations, int device) {
  /* one row per hoisted allocation: a loop that runs again adds up */
  for (int i = 0; i < nstats; i++) {
    lg_hoist_stat *h = &stats[i];
    if (h->line == line && !strcmp(h->file, file) && !strcmp(h->name, name)) {
      if (bytes_per_iter > h->bytes_per_iter)
        h->bytes_per_iter = bytes_per_iter;
      h->calls_avoided += iterations;
      if (peak_without > h->peak_without)
        h->peak_without = peak_without;
      if (peak_with > h->peak_with)
        h->peak_with = peak_with;
      h->allocations += allocations;
      return;
    }
  }
  if (nstats == capstats) {
    int cap = capstats ? capstats * 2 : 16;
    lg_hoist_stat *n = realloc(stats, sizeof *n * (size_t)cap);
    if (!n)
      return; /* a statistic: never worth failing the program */
    stats = n;
    capstats = cap;
  }
  stats[nstats++] = (lg_hoist_stat){file,         line,          name,      bytes_per_iter,
                                    iterations,   peak_without,  peak_with, allocations,
                                    device};
}

const lg_hoist_stat *lg_hoist_stats(int *n) {
  if (n)
    *n = nstats;
  return stats;
}

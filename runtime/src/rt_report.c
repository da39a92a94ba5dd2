/* rt_report.c — the run-time footprint report (docs/report.md, LOOPGPU_REPORT) and
 * the region bookkeeping that the out-of-memory message uses.
 *
 *   LOOPGPU_REPORT=1          at exit, tables on stderr
 *   LOOPGPU_REPORT=json:FILE  at exit, the same as JSON in FILE (docs/report.md)
 *   LOOPGPU_REPORT=html:FILE  at exit, the memory timeline page (the JSON
 *                             with its events, in runtime/src/report_page.html)
 *   LOOPGPU_EVENTS=1          the JSON gains "events": allocations, frees,
 *                             region entries and exits, launches, copies and
 *                             chunks with their times (implied by html:)
 *
 * Generated code calls, per kernel region or host data region,
 * lg_region_begin(name, file, line, predicted, fixed, trip) with the
 * translator's prediction evaluated at run time, and lg_region_end() after
 * its exits; before each launch LG_LAUNCH_RECORD(kernel, grid, block, shmem,
 * file, line) -> lg_launch_record(). rt_data.c reports every device
 * allocation and free here.
 *
 * Off (the default) the region stack is still kept (a push and a pop per
 * region entry: the out-of-memory message suggests chunk() from it) and
 * every other entry point returns after one test of a static int: no event,
 * no synchronization, no allocation.
 *
 * Kernel times: a CUDA event is recorded on the legacy default stream just
 * before the launch (lg_launch_record) and one just after it (lg_launch_check);
 * the pairs are read in batches when the ring is full and at exit, so the
 * report adds no synchronization per launch. The emulation's launches are
 * synchronous: its "events" are clock readings.
 */
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>
#include <time.h>

#include "lg_json.h"
#include "lg_page.h"
#include "lg_report_page.h" /* generated from report_page.html (runtime/CMakeLists.txt) */
#include "rt_devices.h"
#include "rt_internal.h"

/* ---- state ----------------------------------------------------------------- */
static int rep_mode = -1; /* -1 not read, 0 off, 1 text on stderr, 2 JSON file, 3 HTML page */
static const char *rep_file;
static size_t base_used; /* device bytes in use (cudaMemGetInfo) at start */
static size_t peak_used; /* largest (total - free) seen, at allocations */
static size_t dev_total;

typedef struct Kern {
  const void *fn;
  const char *name, *file;
  int line;
  unsigned long long launches, timed;
  unsigned grid[3], block[3];
  size_t shmem; /* dynamic shared memory of the last launch */
  int attrs_ok;
  lg_func_attrs attrs;
  double total_ms;
} Kern;

typedef struct Site {
  const char *name, *file;
  int line;
  size_t bytes; /* the largest allocation of this site */
  unsigned long long allocs;
  size_t live, live_at_peak;
} Site;

typedef struct Region {
  const char *name, *file;
  int line;
  unsigned long long entries;
  size_t predicted;     /* largest prediction over its entries */
  size_t paged;         /* the same in whole 2 MiB pages (lg_region_paged) */
  size_t measured;      /* largest runtime-held bytes while it was active */
  /* chunk() (rt_chunk.c): the last chunk size chosen, the slots in flight,
   * the chunks run over all entries */
  long long chunk, chunks;
  int slots;
  /* bytes copied host-to-device and back while it was the innermost active
   * region, and its wall time (host clock, begin to end) */
  size_t h2d, d2h;
  double wall_ms, min_wall_ms;
} Region;

static Kern *kerns;
static size_t nkerns, capkerns;
static Site *sites;
static size_t nsites, capsites;
static Region *regions;
static size_t nregions, capregions;

/* the active regions, innermost last (also kept with the report off) */
typedef struct Active {
  const char *name, *file;
  int line;
  size_t predicted, fixed, paged;
  long long trip;
  size_t held_at_begin;
  long long chunk;   /* chunk(): the chunk size chosen, 0 for none */
  int slots;
  size_t slot_bytes; /* device bytes of its slots */
  double t0;         /* host clock at the begin (report on only) */
  Region *rec; /* report on only */
} Active;
#define LG_MAX_ACTIVE 64
static Active active[LG_MAX_ACTIVE];
static int nactive; /* may exceed LG_MAX_ACTIVE: deeper entries are not kept */

/* pending kernel timings */
#define LG_RING 256
typedef struct Pend {
  size_t kern;
  void *start, *stop;
} Pend;
static Pend ring[LG_RING];
static int npend, nevents;
static long long open_kern = -1; /* the kernel whose start event is recorded */

/* The timeline's events (LOOPGPU_EVENTS=1, or html:): one record each, in a
 * growable array, written at exit as the JSON's "events". Off, every
 * recording point is one test of ev_on. */
enum { EV_ALLOC, EV_FREE, EV_BEGIN, EV_END, EV_LAUNCH, EV_H2D, EV_D2H, EV_CHUNK };
static const char *const ev_kind[] = {"alloc", "free", "region_begin", "region_end",
                                      "launch", "copy_h2d", "copy_d2h", "chunk"};
typedef struct Ev {
  double t_ms, dur_ms;    /* since the report started; launch: host time to lg_report_launched */
  const char *name, *file;
  int line, kind;
  size_t bytes;           /* alloc, free, copies: bytes; region_begin: the prediction */
  unsigned long long id;  /* alloc, free: the device address; chunk: the slot */
  long long a, b;         /* chunk: iterations [a, b) */
} Ev;
static int ev_on;
static Ev *evs;
static size_t nevs, capevs;
static double t_origin;
static long long open_launch_ev = -1;
/* Past LOOPGPU_EVENTS_MAX events (default 1M: 72 MiB of host memory) the
 * rest are counted, not kept: a long run's timeline is its beginning
 * ("events_dropped"). */
static Ev ev_sink;
static size_t ev_max;
static unsigned long long ev_dropped;

static void *grow(void *p, size_t *cap, size_t n, size_t elem) {
  if (n < *cap)
    return p;
  size_t c = *cap ? 2 * *cap : 16;
  void *q = realloc(p, c * elem);
  if (!q)
    lg_fatal(__FILE__, __LINE__, "out of host memory for the footprint report");
  *cap = c;
  return q;
}

static double now_ms(void);

int lg_report_on(void) {
  if (rep_mode < 0) {
    const char *s = getenv("LOOPGPU_REPORT");
    rep_mode = 0;
    if (s && !strncmp(s, "json:", 5) && s[5]) {
      rep_mode = 2;
      rep_file = s + 5;
    } else if (s && (!strcmp(s, "json") || !strcmp(s, "json:"))) {
      rep_mode = 2; /* JSON where the text goes: standard error */
      rep_file = NULL;
    } else if (s && !strncmp(s, "html:", 5) && s[5]) {
      rep_mode = 3;
      rep_file = s + 5;
    } else if (s && *s && strcmp(s, "0") != 0) {
      rep_mode = 1;
    }
    /* the events go to the JSON (and the page): with the text report
     * LOOPGPU_EVENTS is checked but has nothing to add to */
    int ev_flag = lg_env_flag("LOOPGPU_EVENTS");
    ev_on = rep_mode == 3 || (rep_mode == 2 && ev_flag);
    if (ev_on)
      ev_max = lg_env_size("LOOPGPU_EVENTS_MAX", (size_t)1 << 20, 0, SIZE_MAX);
    if (rep_mode) {
      size_t free_b = 0, held = 0;
      /* initializes the device first, so that the exit handler registered
       * next runs before cudart's own teardown; the baseline is what is in
       * use apart from the runtime's own buffers (the CUDA context) */
      lg_be_mem_info(&free_b, &dev_total);
      lg_mem_stats(&held, NULL, NULL);
      base_used = dev_total - free_b;
      base_used = base_used > held ? base_used - held : 0;
      peak_used = base_used;
      t_origin = now_ms();
      lg_rt_register_exit();
    }
  }
  return rep_mode > 0;
}

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e3 + (double)t.tv_nsec * 1e-6;
}

/* One event, stamped now (the sink when LOOPGPU_EVENTS_MAX are kept). */
static Ev *event(int kind, const char *name, const char *file, int line, size_t bytes) {
  Ev *e;
  if (nevs >= ev_max) {
    ev_dropped++;
    e = &ev_sink;
  } else {
    evs = grow(evs, &capevs, nevs, sizeof *evs);
    e = &evs[nevs++];
  }
  e->dur_ms = 0;
  e->id = 0;
  e->a = e->b = 0;
  e->t_ms = now_ms() - t_origin;
  e->kind = kind;
  e->name = name;
  e->file = file;
  e->line = line;
  e->bytes = bytes;
  return e;
}

void lg_report_chunk_event(const char *region, const char *file, int line, int slot,
                           long long c0, long long c1) {
  if (!ev_on)
    return;
  Ev *e = event(EV_CHUNK, region, file, line, 0);
  e->id = (unsigned long long)slot;
  e->a = c0;
  e->b = c1;
}

/* ---- regions ------------------------------------------------------------------ */
/* One host thread drives the device (the tables are not thread-safe): a
 * region entered while another thread is inside one is an error that says
 * so (it deadlocked or failed with "not present"). A mutex taken once per
 * region entry and exit, never contended in a correct program. */
static pthread_mutex_t owner_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_t owner;
static int owner_depth;

static void enter_thread(const char *name, const char *file, int line) {
  pthread_mutex_lock(&owner_mu);
  if (owner_depth > 0 && !pthread_equal(owner, pthread_self())) {
    pthread_mutex_unlock(&owner_mu);
    lg_fatal(file, line,
             "%s was entered from a second host thread while another thread was inside a "
             "region: the translated functions must be called from one host thread at a time "
             "(docs/runtime.md)",
             name);
  }
  owner = pthread_self();
  owner_depth++;
  pthread_mutex_unlock(&owner_mu);
}

static void leave_thread(void) {
  pthread_mutex_lock(&owner_mu);
  if (owner_depth > 0)
    owner_depth--;
  pthread_mutex_unlock(&owner_mu);
}

void lg_region_begin(const char *name, const char *file, int line,
                     size_t predicted, size_t fixed, long long trip) {
  enter_thread(name, file, line);
  int k = nactive++;
  if (k >= LG_MAX_ACTIVE)
    return;
  Active *a = &active[k];
  a->name = name;
  a->file = file;
  a->line = line;
  a->predicted = predicted;
  a->fixed = fixed;
  a->paged = 0;
  a->trip = trip;
  a->chunk = 0;
  a->slots = 0;
  a->slot_bytes = 0;
  a->rec = NULL;
  if (!lg_report_on())
    return;
  lg_mem_stats(&a->held_at_begin, NULL, NULL);
  size_t i;
  for (i = 0; i < nregions; i++)
    if (regions[i].line == line && regions[i].name == name)
      break;
  if (i == nregions) {
    regions = grow(regions, &capregions, nregions, sizeof *regions);
    memset(&regions[i], 0, sizeof regions[i]);
    regions[i].name = name;
    regions[i].file = file;
    regions[i].line = line;
    nregions++;
  }
  a->rec = &regions[i];
  a->rec->entries++;
  if (predicted > a->rec->predicted)
    a->rec->predicted = predicted;
  if (a->held_at_begin > a->rec->measured)
    a->rec->measured = a->held_at_begin;
  a->t0 = now_ms();
  if (ev_on)
    event(EV_BEGIN, name, file, line, predicted);
}

void lg_region_paged(size_t predicted_paged) {
  if (nactive < 1 || nactive > LG_MAX_ACTIVE)
    return;
  active[nactive - 1].paged = predicted_paged;
  Region *r = active[nactive - 1].rec; /* NULL with the report off */
  if (r && predicted_paged > r->paged)
    r->paged = predicted_paged;
}

void lg_region_end(void) {
  if (nactive > 0 && nactive <= LG_MAX_ACTIVE && active[nactive - 1].rec) {
    Active *a = &active[nactive - 1];
    double ms = now_ms() - a->t0;
    a->rec->wall_ms += ms;
    if (a->rec->entries == 1 || ms < a->rec->min_wall_ms)
      a->rec->min_wall_ms = ms;
    if (ev_on)
      event(EV_END, a->name, a->file, a->line, a->predicted);
  }
  if (nactive > 0)
    nactive--;
  leave_thread();
}

/* chunk(): the plan of the innermost active region (rt_chunk.c). Its slots
 * are part of what it holds: the prediction grows by them. */
void lg_report_chunk_plan(long long size, int slots, size_t slot_bytes, size_t slot_paged) {
  if (nactive < 1 || nactive > LG_MAX_ACTIVE)
    return;
  Active *a = &active[nactive - 1];
  a->chunk = size;
  a->slots = slots;
  a->slot_bytes = slot_bytes;
  a->predicted += slot_bytes;
  a->paged += slot_paged;
  Region *r = a->rec;
  if (!r)
    return;
  r->chunk = size;
  r->slots = slots;
  r->chunks += size > 0 ? (a->trip + size - 1) / size : 0;
  if (a->predicted > r->predicted)
    r->predicted = a->predicted;
  if (a->paged > r->paged)
    r->paged = a->paged;
}

void lg_report_copied(size_t h2d, size_t d2h) {
  if (rep_mode <= 0 || nactive < 1 || nactive > LG_MAX_ACTIVE || !active[nactive - 1].rec)
    return;
  Active *a = &active[nactive - 1];
  a->rec->h2d += h2d;
  a->rec->d2h += d2h;
  if (ev_on && h2d)
    event(EV_H2D, a->name, a->file, a->line, h2d);
  if (ev_on && d2h)
    event(EV_D2H, a->name, a->file, a->line, d2h);
}

/* ---- allocations (from rt_data.c) --------------------------------------------- */
static Site *site_of(const char *name, const char *file, int line) {
  for (size_t i = 0; i < nsites; i++)
    if (sites[i].line == line && (sites[i].name == name || !strcmp(sites[i].name, name)) &&
        (sites[i].file == file || !strcmp(sites[i].file, file)))
      return &sites[i];
  sites = grow(sites, &capsites, nsites, sizeof *sites);
  Site *s = &sites[nsites++];
  memset(s, 0, sizeof *s);
  s->name = name;
  s->file = file ? file : "?";
  s->line = line;
  return s;
}

void lg_report_alloc(const char *name, const char *file, int line, size_t bytes,
                     const void *dev) {
  if (!lg_report_on())
    return;
  if (ev_on)
    event(EV_ALLOC, name, file, line, bytes)->id = (unsigned long long)(uintptr_t)dev;
  Site *s = site_of(name, file, line);
  s->allocs++;
  if (bytes > s->bytes)
    s->bytes = bytes;
  s->live += bytes;
  size_t held, peak;
  lg_mem_stats(&held, &peak, NULL);
  if (held == peak) /* a new peak: what is live now is live at the peak */
    for (size_t i = 0; i < nsites; i++)
      sites[i].live_at_peak = sites[i].live;
  for (int k = 0; k < nactive && k < LG_MAX_ACTIVE; k++)
    if (active[k].rec && held > active[k].rec->measured)
      active[k].rec->measured = held;
  size_t free_b = 0, total_b = 0;
  lg_be_mem_info(&free_b, &total_b);
  if (total_b - free_b > peak_used)
    peak_used = total_b - free_b;
}

void lg_report_free(const char *name, const char *file, int line, size_t bytes,
                    const void *dev) {
  if (rep_mode <= 0)
    return;
  if (ev_on)
    event(EV_FREE, name, file, line, bytes)->id = (unsigned long long)(uintptr_t)dev;
  Site *s = site_of(name, file, line);
  s->live = s->live >= bytes ? s->live - bytes : 0;
}

/* The chunk() hint of the out-of-memory message: the innermost active kernel
 * region that has an outermost mapped loop to stream (trip > 0, bytes that
 * scale with it); or, when `data_file` is not NULL (the buffer is entered by
 * the data region of a `host` loop at data_file:data_line), chunk(auto) on
 * the kernel loops inside it. Writes "" when there is none. */
void lg_report_chunk_hint(char *buf, size_t n, size_t free_bytes, const char *buffer,
                          const char *data_file, int data_line) {
  buf[0] = 0;
  int k = (nactive < LG_MAX_ACTIVE ? nactive : LG_MAX_ACTIVE) - 1;
  if (data_file) {
    /* entering the data region of a `host` loop: it holds every array its
       kernel regions share for the whole loop; a chunked kernel region
       streams the arrays it slices instead, and the data region leaves them
       out (the translator does: test/chunk/data-region.test) */
    const Active *a = k >= 0 && active[k].trip == 0 ? &active[k] : NULL;
    char need[96] = "";
    if (a && a->predicted)
      snprintf(need, sizeof need, " (%zu bytes for all its arrays)", a->predicted);
    snprintf(buf, n,
             "; the data region of the 'host' loop at %s:%d%s keeps '%s' on the device for "
             "the whole loop: '#pragma loopgpu chunk(auto)' on the kernel loops inside it "
             "that index '%s' by their outermost loop streams it in chunks that fit instead "
             "(the data region then leaves it out)",
             data_file, data_line, need, buffer, buffer);
    return;
  }
  for (; k >= 0; k--)
    if (active[k].trip > 0)
      break;
  if (k < 0)
    return;
  Active *a = &active[k];
  if (a->chunk > 0) { /* already streamed: its slots are what did not fit */
    snprintf(buf, n,
             "; region '%s' (%s:%d) streams chunk(%lld) through %d slots of %zu bytes: a "
             "smaller chunk needs less, and 'chunk(auto)' picks the largest that fits",
             a->name, a->file, a->line, a->chunk, a->slots,
             a->slots ? a->slot_bytes / (size_t)a->slots : 0);
    return;
  }
  if (a->predicted <= a->fixed)
    return;
  size_t streamed = a->predicted - a->fixed;
  size_t per_iter = (streamed + (size_t)a->trip - 1) / (size_t)a->trip;
  if (per_iter == 0)
    per_iter = 1;
  /* what the region may use: the free bytes plus what it already allocated
   * itself in this entry (its buffers would be chunked too) */
  size_t held;
  lg_mem_stats(&held, NULL, NULL);
  size_t avail = free_bytes + (held > a->held_at_begin ? held - a->held_at_begin : 0);
  /* a streamed region keeps lg_chunk_slots() chunks in flight (copies
   * overlap compute) */
  int slots = lg_chunk_slots();
  long long c = avail > a->fixed ? (long long)((avail - a->fixed) / ((size_t)slots * per_iter)) : 0;
  if (c > a->trip)
    c = a->trip;
  if (c >= 1)
    snprintf(buf, n,
             "; region '%s' (%s:%d) needs %zu bytes: %zu that do not depend on its "
             "outermost loop and %zu per iteration of it (%lld iterations); "
             "'#pragma loopgpu chunk(%lld)' would fit (%d chunks of %lld "
             "iterations in flight), or 'chunk(auto)' picks the size at run time",
             a->name, a->file, a->line, a->predicted, a->fixed, per_iter, a->trip, c, slots, c);
  else
    snprintf(buf, n,
             "; region '%s' (%s:%d) needs %zu bytes that do not depend on its "
             "outermost loop: even chunk(1) would not fit",
             a->name, a->file, a->line, a->fixed);
}

/* ---- launches ----------------------------------------------------------------- */
static void flush_times(void) {
  for (int i = 0; i < npend; i++) {
    double ms = lg_be_event_ms(ring[i].start, ring[i].stop);
    if (ms >= 0) {
      kerns[ring[i].kern].total_ms += ms;
      kerns[ring[i].kern].timed++;
    }
  }
  npend = 0;
}

void lg_launch_record(const void *fn, const char *name, unsigned gx, unsigned gy,
                      unsigned gz, unsigned bx, unsigned by, unsigned bz, size_t shmem,
                      const char *file, int line) {
  if (rep_mode == 0 || !lg_report_on())
    return;
  size_t i;
  for (i = 0; i < nkerns; i++)
    if (kerns[i].fn == fn && (kerns[i].name == name || !strcmp(kerns[i].name, name)))
      break;
  if (i == nkerns) {
    kerns = grow(kerns, &capkerns, nkerns, sizeof *kerns);
    memset(&kerns[i], 0, sizeof kerns[i]);
    kerns[i].fn = fn;
    kerns[i].name = name;
    kerns[i].file = file;
    kerns[i].line = line;
    kerns[i].attrs_ok = lg_be_func_attrs(fn, bx * by * bz, shmem, &kerns[i].attrs);
    nkerns++;
  }
  Kern *k = &kerns[i];
  k->launches++;
  k->grid[0] = gx, k->grid[1] = gy, k->grid[2] = gz;
  k->block[0] = bx, k->block[1] = by, k->block[2] = bz;
  k->shmem = shmem;
  if (npend == LG_RING)
    flush_times();
  if (npend == nevents) {
    ring[npend].start = lg_be_event_new();
    ring[npend].stop = lg_be_event_new();
    nevents++;
  }
  ring[npend].kern = i;
  lg_be_event_record(ring[npend].start);
  open_kern = (long long)i;
  if (ev_on) {
    Ev *e = event(EV_LAUNCH, name, file, line, 0);
    open_launch_ev = e == &ev_sink ? -1 : (long long)(nevs - 1);
  }
}

/* From lg_launch_check, right after the launch. */
void lg_report_launched(void) {
  if (rep_mode <= 0 || open_kern < 0)
    return;
  lg_be_event_record(ring[npend].stop);
  npend++;
  open_kern = -1;
  if (open_launch_ev >= 0) {
    Ev *e = &evs[open_launch_ev];
    e->dur_ms = now_ms() - t_origin - e->t_ms;
    open_launch_ev = -1;
  }
}

/* ---- output ------------------------------------------------------------------- */
static const char *base_name(const char *path) {
  const char *s = path ? strrchr(path, '/') : NULL;
  return s ? s + 1 : path ? path : "?";
}

/* A byte count for the text report: B under 1 KiB, else KiB, MiB, GiB or
 * TiB with three significant digits ("900 B", "16.5 KiB", "7.74 MiB",
 * "1023 KiB"): at most 8 characters below 1000 TiB. The JSON report keeps
 * the exact counts. */
static const char *human(char *buf, size_t n, size_t v) {
  static const char *const unit[] = {"KiB", "MiB", "GiB", "TiB"};
  if (v < 1024) {
    snprintf(buf, n, "%zu B", v);
    return buf;
  }
  double x = (double)v / 1024.0;
  int u = 0;
  while (x >= 1024.0 && u < 3) {
    x /= 1024.0;
    u++;
  }
  /* 1023.96 KiB rounds to "1024 KiB": say 1.00 MiB instead */
  if (x >= 1023.5 && u < 3) {
    x /= 1024.0;
    u++;
  }
  snprintf(buf, n, x < 9.995 ? "%.2f %s" : x < 99.95 ? "%.1f %s" : "%.0f %s", x, unit[u]);
  return buf;
}

/* ---- hoisting (issue #5): the per-allocation record of rt_scratch.c ------- */
static void write_hoisted_text(FILE *f) {
  int n = 0;
  const lg_hoist_stat *h = lg_hoist_stats(&n);
  if (n == 0) {
    fprintf(f, "hoisted allocations: none\n");
    return;
  }
  fprintf(f, "hoisted allocations:\n");
  fprintf(f, "  %-16s %-16s %-6s %8s %13s %11s %12s %9s\n", "allocation", "source", "memory",
          "per_iter", "calls_avoided", "allocations", "peak_without", "peak_with");
  for (int i = 0; i < n; i++) {
    char src[256], b1[24], b2[24], b3[24];
    snprintf(src, sizeof src, "%s:%d", base_name(h[i].file), h[i].line);
    fprintf(f, "  %-16s %-16s %-6s %8s %13lld %11lld %12s %9s\n", h[i].name ? h[i].name : "?",
            src, h[i].device ? "device" : "host", human(b1, sizeof b1, h[i].bytes_per_iter),
            h[i].calls_avoided, h[i].allocations, human(b2, sizeof b2, h[i].peak_without),
            human(b3, sizeof b3, h[i].peak_with));
  }
}

static size_t predicted_peak(void) {
  size_t p = 0;
  for (size_t i = 0; i < nregions; i++)
    if (regions[i].predicted > p)
      p = regions[i].predicted;
  return p;
}

static size_t predicted_paged_peak(void) {
  size_t p = 0;
  for (size_t i = 0; i < nregions; i++)
    if (regions[i].paged > p)
      p = regions[i].paged;
  return p;
}

static int by_bytes_desc(const void *x, const void *y) {
  const Site *a = x, *b = y;
  return (a->bytes < b->bytes) - (a->bytes > b->bytes);
}

/* The text report (LOOPGPU_REPORT=1): tables that fit 100 columns while
 * names fit theirs (16 characters; a longer one shifts its row), sizes in
 * binary units (human). docs/report.md shows one. */
static void write_text(FILE *f, size_t peak, size_t allocs) {
  int emu = lg_be_is_emulation();
  char b1[24], b2[24], b3[24], b4[24];
  fprintf(f, "loopgpu report (%s)\n", emu ? "emulation" : "GPU");
  fprintf(f, "kernels:\n");
  fprintf(f, "  %-16s %-16s %8s %-14s %-12s %10s %10s\n", "kernel", "source", "launches",
          "grid", "block", "total_ms", "mean_ms");
  for (size_t i = 0; i < nkerns; i++) {
    Kern *k = &kerns[i];
    char src[256], grid[64], block[64];
    snprintf(src, sizeof src, "%s:%d", base_name(k->file), k->line);
    snprintf(grid, sizeof grid, "%ux%ux%u", k->grid[0], k->grid[1], k->grid[2]);
    snprintf(block, sizeof block, "%ux%ux%u", k->block[0], k->block[1], k->block[2]);
    fprintf(f, "  %-16s %-16s %8llu %-14s %-12s %10.3f %10.4f\n", k->name, src, k->launches,
            grid, block, k->total_ms, k->timed ? k->total_ms / (double)k->timed : 0.0);
  }
  /* what the device reports of each kernel (n/a in the emulation, which
     knows only the dynamic shared memory asked for) */
  fprintf(f, "kernel resources:\n");
  {
    fprintf(f, "  %-16s %5s %11s %10s %10s %9s\n", "kernel", "regs", "smem_static",
            "smem_dyn", "local", "occupancy");
    for (size_t i = 0; i < nkerns; i++) {
      Kern *k = &kerns[i];
      if (k->attrs_ok)
        fprintf(f, "  %-16s %5d %11s %10s %10s %8.0f%%\n", k->name, k->attrs.registers,
                human(b1, sizeof b1, k->attrs.static_shared), human(b2, sizeof b2, k->shmem),
                human(b3, sizeof b3, k->attrs.local_per_thread), 100.0 * k->attrs.occupancy);
      else
        fprintf(f, "  %-16s %5s %11s %10s %10s %9s\n", k->name, "n/a", "n/a",
                human(b2, sizeof b2, k->shmem), "n/a", "n/a");
    }
  }
  fprintf(f, "buffers (largest first):\n");
  fprintf(f, "  %-16s %-16s %10s %11s %12s\n", "buffer", "source", "size", "allocations",
          "live_at_peak");
  for (size_t i = 0; i < nsites; i++) {
    Site *s = &sites[i];
    char src[256];
    snprintf(src, sizeof src, "%s:%d", base_name(s->file), s->line);
    fprintf(f, "  %-16s %-16s %10s %11llu %12s\n", s->name, src, human(b1, sizeof b1, s->bytes),
            s->allocs, human(b2, sizeof b2, s->live_at_peak));
  }
  fprintf(f, "regions:\n");
  fprintf(f, "  %-16s %-16s %7s %9s %9s %-8s %8s %8s %9s\n", "region", "source", "entries",
          "predicted", "measured", "chunk", "h2d", "d2h", "wall_ms");
  for (size_t i = 0; i < nregions; i++) {
    Region *r = &regions[i];
    char src[256], chunk[48];
    snprintf(src, sizeof src, "%s:%d", base_name(r->file), r->line);
    if (r->chunk) /* iterations a chunk x chunks in flight */
      snprintf(chunk, sizeof chunk, "%lldx%d", r->chunk, r->slots);
    else
      strcpy(chunk, "-");
    fprintf(f, "  %-16s %-16s %7llu %9s %9s %-8s %8s %8s %9.3f\n", r->name, src, r->entries,
            human(b1, sizeof b1, r->predicted), human(b2, sizeof b2, r->measured), chunk,
            human(b3, sizeof b3, r->h2d), human(b4, sizeof b4, r->d2h), r->wall_ms);
  }
  write_hoisted_text(f);
  fprintf(f, "peak device memory: measured %s (%zu allocations), predicted %s (%s in 2 MiB pages)\n",
          human(b1, sizeof b1, peak), allocs, human(b2, sizeof b2, predicted_peak()),
          human(b3, sizeof b3, predicted_paged_peak()));
  if (!emu) /* the driver's count: the runtime's, rounded up to its pages */
    fprintf(f, "  in use on the device (cudaMemGetInfo): %s above the %s in use at start\n",
            human(b1, sizeof b1, peak_used - base_used), human(b2, sizeof b2, base_used));
  lg_dist_report(f); /* devices(): bytes per device, bytes exchanged */
}

static void write_json(FILE *f, size_t peak, size_t allocs) {
  fprintf(f, "{\"loopgpu_report\": 1, \"build\": \"%s\",\n",
          lg_be_is_emulation() ? "emulation" : "gpu");
  fprintf(f, " \"device_total_bytes\": %zu,\n \"kernels\": [", dev_total);
  for (size_t i = 0; i < nkerns; i++) {
    Kern *k = &kerns[i];
    fprintf(f, "%s\n  {\"name\": ", i ? "," : "");
    lg_json_str(f, k->name);
    fprintf(f, ", \"file\": ");
    lg_json_str(f, k->file);
    fprintf(f,
            ", \"line\": %d, \"launches\": %llu, \"grid\": [%u, %u, %u], \"block\": [%u, %u, "
            "%u], \"dynamic_shared_bytes\": %zu, ",
            k->line, k->launches, k->grid[0], k->grid[1], k->grid[2], k->block[0], k->block[1],
            k->block[2], k->shmem);
    if (k->attrs_ok)
      fprintf(f,
              "\"registers\": %d, \"static_shared_bytes\": %zu, \"local_bytes_per_thread\": "
              "%zu, \"max_threads_per_block\": %d, \"active_blocks_per_sm\": %d, "
              "\"occupancy\": %.4f, ",
              k->attrs.registers, k->attrs.static_shared, k->attrs.local_per_thread,
              k->attrs.max_threads_per_block, k->attrs.active_blocks, k->attrs.occupancy);
    else
      fprintf(f, "\"registers\": null, \"static_shared_bytes\": null, "
                 "\"local_bytes_per_thread\": null, \"max_threads_per_block\": null, "
                 "\"active_blocks_per_sm\": null, \"occupancy\": null, ");
    fprintf(f, "\"timed_launches\": %llu, \"total_ms\": %.6f, \"mean_ms\": %.6f}", k->timed,
            k->total_ms, k->timed ? k->total_ms / (double)k->timed : 0.0);
  }
  fprintf(f, "],\n \"buffers\": [");
  for (size_t i = 0; i < nsites; i++) {
    Site *s = &sites[i];
    fprintf(f, "%s\n  {\"name\": ", i ? "," : "");
    lg_json_str(f, s->name);
    fprintf(f, ", \"file\": ");
    lg_json_str(f, s->file);
    fprintf(f, ", \"line\": %d, \"bytes\": %zu, \"allocations\": %llu, \"live_at_peak_bytes\": %zu}",
            s->line, s->bytes, s->allocs, s->live_at_peak);
  }
  fprintf(f, "],\n \"regions\": [");
  for (size_t i = 0; i < nregions; i++) {
    Region *r = &regions[i];
    fprintf(f, "%s\n  {\"name\": ", i ? "," : "");
    lg_json_str(f, r->name);
    fprintf(f, ", \"file\": ");
    lg_json_str(f, r->file);
    fprintf(f, ", \"line\": %d, \"entries\": %llu, \"predicted_bytes\": %zu, \"measured_bytes\": %zu, ",
            r->line, r->entries, r->predicted, r->measured);
    if (r->chunk)
      fprintf(f, "\"chunk_size\": %lld, \"chunk_slots\": %d, \"chunks\": %lld, ", r->chunk,
              r->slots, r->chunks);
    else
      fprintf(f, "\"chunk_size\": null, \"chunk_slots\": 0, \"chunks\": 0, ");
    fprintf(f, "\"h2d_bytes\": %zu, \"d2h_bytes\": %zu, \"wall_ms\": %.6f, \"min_wall_ms\": %.6f}",
            r->h2d, r->d2h, r->wall_ms, r->min_wall_ms);
  }
  fprintf(f, "],\n \"hoisted\": [");
  int nh = 0;
  const lg_hoist_stat *h = lg_hoist_stats(&nh);
  for (int i = 0; i < nh; i++) {
    fprintf(f, "%s\n  {\"name\": ", i ? "," : "");
    lg_json_str(f, h[i].name);
    fprintf(f, ", \"file\": ");
    lg_json_str(f, h[i].file);
    fprintf(f,
            ", \"line\": %d, \"bytes_per_iteration\": %zu, \"calls_avoided\": %lld, "
            "\"peak_without_bytes\": %zu, \"peak_with_bytes\": %zu, \"allocations\": %lld, "
            "\"device\": %s}",
            h[i].line, h[i].bytes_per_iter, h[i].calls_avoided, h[i].peak_without,
            h[i].peak_with, h[i].allocations, h[i].device ? "true" : "false");
  }
  fprintf(f, "],\n");
  if (ev_on) {
    /* the timeline (LOOPGPU_EVENTS=1, html:): one object per event, in order */
    fprintf(f, " \"events\": [");
    for (size_t i = 0; i < nevs; i++) {
      Ev *e = &evs[i];
      fprintf(f, "%s\n  {\"t_ms\": %.6f, \"kind\": \"%s\", \"name\": ", i ? "," : "", e->t_ms,
              ev_kind[e->kind]);
      lg_json_str(f, e->name);
      fprintf(f, ", \"file\": ");
      lg_json_str(f, e->file);
      fprintf(f, ", \"line\": %d", e->line);
      switch (e->kind) {
      case EV_ALLOC:
      case EV_FREE:
        fprintf(f, ", \"bytes\": %zu, \"id\": %llu", e->bytes, e->id);
        break;
      case EV_BEGIN:
        fprintf(f, ", \"predicted_bytes\": %zu", e->bytes);
        break;
      case EV_LAUNCH:
        fprintf(f, ", \"dur_ms\": %.6f", e->dur_ms);
        break;
      case EV_H2D:
      case EV_D2H:
        fprintf(f, ", \"bytes\": %zu", e->bytes);
        break;
      case EV_CHUNK:
        fprintf(f, ", \"slot\": %llu, \"first\": %lld, \"end\": %lld", e->id, e->a, e->b);
        break;
      default:
        break;
      }
      fputc('}', f);
    }
    fprintf(f, "],\n \"events_end_ms\": %.6f, \"events_dropped\": %llu,\n", now_ms() - t_origin,
            ev_dropped);
  }
  lg_dist_report_json(f); /* devices(): " \"devices\": [...],\n" when several were used */
  fprintf(f,
          " \"peak\": {\"runtime_bytes\": %zu, \"allocations\": %zu, \"meminfo_bytes\": %zu, "
          "\"meminfo_baseline_bytes\": %zu, \"predicted_bytes\": %zu, "
          "\"predicted_paged_bytes\": %zu}}\n",
          peak, allocs, peak_used - base_used, base_used, predicted_peak(),
          predicted_paged_peak());
}

/* html:FILE: the JSON (with its events) in a memory stream, then the page
 * (lg_page.h) around it. */
static void write_page(size_t peak, size_t allocs) {
  char *json = NULL;
  size_t len = 0;
  FILE *m = open_memstream(&json, &len);
  if (!m) {
    fprintf(stderr, "loopgpu: LOOPGPU_REPORT: out of memory for the page\n");
    return;
  }
  write_json(m, peak, allocs);
  if (fclose(m) != 0 || !json) {
    fprintf(stderr, "loopgpu: LOOPGPU_REPORT: out of memory for the page\n");
    free(json);
    return;
  }
  FILE *f = fopen(rep_file, "w");
  if (!f) {
    fprintf(stderr, "loopgpu: LOOPGPU_REPORT: cannot write '%s': %s\n", rep_file,
            strerror(errno));
    free(json);
    return;
  }
  const char *texts[1] = {json};
  const size_t lens[1] = {len};
  const char *labels[1] = {"run"};
  lg_page_write(f, lg_report_page_html, texts, lens, labels, 1);
  lg_close_written(f, "LOOPGPU_REPORT", rep_file);
  free(json);
}

/* Called first by the runtime's exit handler (rt_atexit.c), before the
 * buffers are released. */
void lg_report_at_exit(void) {
  if (rep_mode <= 0)
    return;
  if (!lg_rt_exiting)
    flush_times();
  npend = 0;
  for (int i = 0; i < nevents; i++) {
    lg_be_event_free(ring[i].start);
    lg_be_event_free(ring[i].stop);
  }
  nevents = 0;
  size_t peak, allocs;
  lg_mem_stats(NULL, &peak, &allocs);
  {
    /* what the program itself still holds (its own cudaMalloc of a leak,
       which no runtime allocation came after) counts toward the peak */
    size_t free_b = 0, total_b = 0;
    lg_be_mem_info(&free_b, &total_b);
    if (total_b - free_b > peak_used)
      peak_used = total_b - free_b;
  }
  if (nsites > 1) /* qsort of NULL, even of 0 elements, is undefined */
    qsort(sites, nsites, sizeof *sites, by_bytes_desc);
  if (rep_mode == 2 && !rep_file) {
    write_json(stderr, peak, allocs);
  } else if (rep_mode == 3) {
    write_page(peak, allocs);
  } else if (rep_mode == 2) {
    /* a report lost to a full disk says so (the program's own exit
       status stays its own) */
    FILE *f = fopen(rep_file, "w");
    if (!f) {
      fprintf(stderr, "loopgpu: LOOPGPU_REPORT: cannot write '%s': %s\n", rep_file,
              strerror(errno));
    } else {
      write_json(f, peak, allocs);
      lg_close_written(f, "LOOPGPU_REPORT", rep_file);
    }
  } else {
    write_text(stderr, peak, allocs);
  }
  rep_mode = 0; /* once */
}

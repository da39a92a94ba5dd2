/* rt_chunk.c — chunk(C): a kernel region streamed through the device, C
 * iterations of its outermost mapped loop at a time (docs/directives.md §3; the calls
 * are described in loopgpu.h).
 *
 * A slot is what one chunk in flight holds: per streamed array a device
 * buffer for its slice, one pinned staging buffer for all of them, a stream
 * and an event recorded after the chunk's last copy. Chunk k uses slot
 * k % S (S = LOOPGPU_CHUNK_SLOTS, default 3, fewer when there are fewer
 * chunks); before reusing a slot the host waits for its event and drains it
 * (staging -> user memory). Per chunk, on the slot's stream:
 *
 *   host: fill staging from user memory (the copy threads) -> H2D -> kernel
 *         -> D2H into staging -> event;   host, when the slot comes back:
 *         drain staging into user memory
 *
 * so the copies of one chunk overlap the kernels and copies of the others.
 *
 * Slices of successive chunks may overlap (a stencil's halo, boxes of
 * flattened subscripts that over-approximate). Reads of a halo are harmless;
 * but when chunk k+1 brings in elements that a chunk still in flight writes,
 * the host would copy stale values in and later copy them back out over the
 * new ones. So before a chunk copies in (part of) an array, every chunk in
 * flight that writes an overlapping slice of it is drained first, oldest
 * first: the copy-in then reads their results. An array that is only copied
 * out (copyout) gets the part of its slice that earlier chunks covered
 * copied in, so that its copy-out does not put garbage over their results.
 *
 * Memory: the device slice buffers are allocated per region entry (plain
 * runtime buffers: they appear in the footprint report under the array's
 * name and are freed at lg_chunk_end); the pinned staging buffers and the
 * streams are cached across entries and freed at exit. chunk(auto) sizes
 * the chunk from the slices themselves: the largest C whose slots fit under
 * min(free device memory - margin, LOOPGPU_DEVICE_LIMIT - held bytes), and
 * whose slot stays under LOOPGPU_CHUNK_BYTES (default 128 MiB; 0: no cap)
 * so that a large region is cut into enough chunks for the copies to
 * overlap (the first chunk's copy-in and the last one's copy-out overlap
 * nothing).
 */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rt_devices.h"
#include "rt_internal.h"

enum { MAX_SLOTS = 4, ALIGN = 4096 };

typedef struct Arr {
  char *host;            /* element 0 of the array in user memory */
  size_t elem;
  lg_dir dir;
  const char *name;
  long long wlo, whi;    /* the whole range: slices are clamped to it */
  char *present;         /* the whole range is on the device already (an
                            enclosing data region): element 0 there */
  int entered;           /* present because lg_chunk_array entered it (it was
                            partly or wholly on the device): lg_chunk_end
                            exits it */
  long long hull_lo, hull_hi; /* elements that the chunks so far covered */
} Arr;

typedef struct Slot {
  void *stream, *done;
  char **dev;            /* per array: the slice buffer */
  size_t *cap;           /* ... and its bytes */
  char *pin;             /* staging: every array's slice at off[k] */
  size_t pincap;
  size_t *off;
  long long *lo, *hi;    /* the slices of the chunk it holds */
  long long seq;         /* which chunk (0, 1, ...) */
  int busy;              /* a chunk is in flight in it */
} Slot;

struct lg_chunk {
  const char *region, *file;
  int line;
  long long trip, size;
  int n;
  Arr *arr;
  lg_chunk_slices_fn slices;
  void *ctx;
  int nslots;
  Slot slot[MAX_SLOTS];
  Slot *cur;             /* the chunk being launched */
  long long seq;         /* chunks issued */
  long long *lo, *hi;    /* scratch slices (planning) */
  size_t h2d, d2h;
};

/* ---- the cache of pinned staging buffers and streams ------------------- */
static struct {
  void *p;
  size_t cap;
  int used;
} pins[2 * MAX_SLOTS];
static void *streams[MAX_SLOTS], *events[MAX_SLOTS];
static int nstreams;

static void *pin_get(size_t bytes, const char *what, const char *file, int line) {
  int best = -1, k;
  for (k = 0; k < 2 * MAX_SLOTS; k++)
    if (!pins[k].used && pins[k].p && pins[k].cap >= bytes &&
        (best < 0 || pins[k].cap < pins[best].cap))
      best = k;
  if (best < 0) { /* no cached buffer is large enough: replace a free one */
    for (k = 0; k < 2 * MAX_SLOTS && best < 0; k++)
      if (!pins[k].used)
        best = k;
    if (best < 0)
      lg_fatal(file, line, "chunk(): more than %d staging buffers in use", 2 * MAX_SLOTS);
    if (pins[best].p)
      lg_be_pinned_free(pins[best].p);
    pins[best].p = lg_be_pinned_alloc(bytes, what, file, line);
    pins[best].cap = bytes;
  }
  pins[best].used = 1;
  return pins[best].p;
}

static void pin_put(void *p) {
  for (int k = 0; k < 2 * MAX_SLOTS; k++)
    if (pins[k].p == p)
      pins[k].used = 0;
}

void lg_chunk_release_all(void) {
  for (int k = 0; k < 2 * MAX_SLOTS; k++) {
    if (pins[k].p)
      lg_be_pinned_free(pins[k].p);
    pins[k].p = NULL;
    pins[k].cap = 0;
    pins[k].used = 0;
  }
  for (int k = 0; k < nstreams; k++) {
    lg_be_sync_event_free(events[k]);
    lg_be_stream_free(streams[k]);
  }
  nstreams = 0;
}

int lg_chunk_slots(void) {
  return (int)lg_env_int("LOOPGPU_CHUNK_SLOTS", 3, 1, MAX_SLOTS);
}

/* ---- helpers -------------------------------------------------------------- */
static void *xcalloc(size_t n, size_t size) {
  void *p = calloc(n ? n : 1, size);
  if (!p)
    lg_fatal(__FILE__, __LINE__, "out of host memory for chunk()");
  return p;
}

static int copies_in(lg_dir d) { return d == LG_COPYIN || d == LG_COPY; }
static int copies_out(lg_dir d) { return d == LG_COPYOUT || d == LG_COPY; }

static size_t range_bytes(const Arr *a, long long lo, long long hi) {
  return hi >= lo ? (size_t)(hi - lo + 1) * a->elem : 0;
}

static size_t aligned(size_t n) { return (n + ALIGN - 1) / ALIGN * ALIGN; }

/* The slices of iterations [c0, c1), clamped to the whole ranges. */
static void window(lg_chunk *ck, long long c0, long long c1, long long *lo, long long *hi) {
  ck->slices(ck->ctx, c0, c1, lo, hi);
  for (int k = 0; k < ck->n; k++) {
    if (lo[k] < ck->arr[k].wlo)
      lo[k] = ck->arr[k].wlo;
    if (hi[k] > ck->arr[k].whi)
      hi[k] = ck->arr[k].whi;
  }
}

/* Bytes of each array's slice buffer for chunks of c iterations. The slice
 * bounds are minima and maxima of affine functions of the chunk's first
 * iteration, so its size is convex in it: the largest is the first or the
 * last window of c iterations (a shorter last chunk is inside the last
 * window). lg_chunk_next grows a buffer anyway if a chunk needs more. */
static void buffer_bytes(lg_chunk *ck, long long c, size_t *bytes) {
  window(ck, 0, c, ck->lo, ck->hi);
  for (int k = 0; k < ck->n; k++)
    bytes[k] = ck->arr[k].present ? 0 : range_bytes(&ck->arr[k], ck->lo[k], ck->hi[k]);
  window(ck, ck->trip - c, ck->trip, ck->lo, ck->hi);
  for (int k = 0; k < ck->n; k++) {
    size_t b = ck->arr[k].present ? 0 : range_bytes(&ck->arr[k], ck->lo[k], ck->hi[k]);
    if (b > bytes[k])
      bytes[k] = b;
  }
}

/* Device bytes of one slot for chunks of c iterations: exact, and counted
 * in the device's pages. */
static void slot_bytes(lg_chunk *ck, long long c, size_t *scratch, size_t *exact,
                       size_t *paged) {
  buffer_bytes(ck, c, scratch);
  *exact = *paged = 0;
  for (int k = 0; k < ck->n; k++) {
    *exact += scratch[k];
    *paged += lg_be_paged() ? lg_pages(scratch[k]) : scratch[k];
  }
}

static long long nchunks(const lg_chunk *ck, long long c) { return (ck->trip + c - 1) / c; }

static int slots_for(const lg_chunk *ck, long long c) {
  int s = lg_chunk_slots();
  return nchunks(ck, c) < s ? (int)nchunks(ck, c) : s;
}

/* ---- the calls of generated code ------------------------------------------ */
lg_chunk *lg_chunk_begin(const char *region, const char *file, int line, long long trip,
                         long long size, int narrays, lg_chunk_slices_fn slices, void *ctx) {
  lg_chunk *ck = xcalloc(1, sizeof *ck);
  ck->region = region;
  ck->file = file;
  ck->line = line;
  ck->trip = trip;
  ck->size = size;
  ck->n = narrays;
  ck->arr = xcalloc((size_t)narrays, sizeof *ck->arr);
  ck->slices = slices;
  ck->ctx = ctx;
  ck->lo = xcalloc((size_t)narrays, sizeof *ck->lo);
  ck->hi = xcalloc((size_t)narrays, sizeof *ck->hi);
  return ck;
}

void lg_chunk_array(lg_chunk *ck, int k, const void *host, size_t elem, long long wlo,
                    long long whi, lg_dir dir, const char *name) {
  Arr *a = &ck->arr[k];
  a->host = (char *)host;
  a->elem = elem;
  a->dir = dir;
  a->name = name;
  a->wlo = wlo;
  a->whi = whi;
  a->hull_lo = 0;
  a->hull_hi = -1;
  if (whi >= wlo && !host)
    lg_fatal(ck->file, ck->line, "'%s' is a null pointer (%zu bytes to stream)", name,
             range_bytes(a, wlo, whi));
  if (whi >= wlo) { /* bytes a split region left on several devices (rt_devices.c):
                       the host's copy made current, the devices' dropped */
    lg_dist_flush(a->host + wlo * (long long)elem, (size_t)(whi - wlo + 1) * elem, ck->file,
                  ck->line);
    lg_dist_invalidate(a->host + wlo * (long long)elem, (size_t)(whi - wlo + 1) * elem);
  }
  /* present as a whole (an enclosing data region holds it): the device copy
   * is the one to use, nothing is streamed. Partly present: streaming would
   * read host bytes older than the device's, or write bytes that the device
   * copy then lacks; the array is entered whole for the region instead, as
   * a region without chunk() would (correct, but not bounded by the chunk:
   * the footprint report shows it) */
  if (whi >= wlo) {
    char *first = a->host + wlo * (long long)elem;
    size_t bytes = range_bytes(a, wlo, whi);
    int partly = 0;
    char *d = lg_data_whole(first, bytes, &partly, name, ck->file, ck->line);
    /* wholly present: entered too (nothing is copied in), so that what the
     * region writes is copied back when the data region that holds it
     * ends, as lg_enter marks it for a region without chunk(): that data
     * region may hold it under another name and direction (copyin(v[0:n])
     * with the region writing re = v: the writes were lost) */
    if (partly || d) {
      d = lg_enter(first, bytes, dir, name, ck->file, ck->line);
      a->entered = 1;
    }
    a->present = d ? d - wlo * (long long)elem : NULL;
  }
}

/* The arrays used whole: their device addresses again (a later array's
 * lg_data_whole may have joined buffers, which moves them), and their
 * buffers held (delta 1) until lg_chunk_end releases them (delta -1), as
 * the kernels on the slots' streams use those addresses. */
static void hold_whole(lg_chunk *ck, int delta) {
  for (int k = 0; k < ck->n; k++) {
    Arr *a = &ck->arr[k];
    if (!a->present)
      continue;
    char *first = a->host + a->wlo * (long long)a->elem;
    if (delta > 0)
      a->present = (char *)lg_devptr(first, a->name, ck->file, ck->line) -
                   a->wlo * (long long)a->elem;
    lg_data_hold(first, delta, ck->region, a->name, ck->file, ck->line);
  }
}

/* chunk(auto): the largest chunk whose slots fit. */
static long long auto_size(lg_chunk *ck) {
  size_t *scratch = xcalloc((size_t)ck->n, sizeof *scratch);
  size_t held = 0, free_b = 0, total_b = 0, limit = lg_device_limit();
  lg_mem_stats(&held, NULL, NULL);
  lg_be_mem_info(&free_b, &total_b);
  /* a margin for what else the device needs (the context, the kernels'
   * local memory, other processes' small allocations) */
  size_t margin = free_b / 16 < ((size_t)256 << 20) ? free_b / 16 : (size_t)256 << 20;
  size_t free_budget = free_b > margin ? free_b - margin : 0;
  size_t limit_budget = !limit ? (size_t)-1 : limit > held ? limit - held : 0;
  size_t cap = lg_env_size("LOOPGPU_CHUNK_BYTES", (size_t)128 << 20, 0, SIZE_MAX);
  if (cap == 0) /* no cap: the largest chunk that fits */
    cap = (size_t)-1;
  long long lo = 1, hi = ck->trip, best = 0;
  size_t exact, paged;
  /* fits(c): the slots (fewer when there are fewer chunks) under both
   * budgets, each slot under the cap unless c is 1 */
#define FITS(c, s)                                                                         \
  (slot_bytes(ck, (c), scratch, &exact, &paged),                                          \
   (size_t)(s) * paged <= free_budget && (size_t)(s) * exact <= limit_budget &&           \
       ((c) == 1 || exact <= cap))
  /* fewer chunks than slots: one or two chunks of ceil(trip / m) */
  for (int m = 1; m < lg_chunk_slots() && !best; m++) {
    long long c = (ck->trip + m - 1) / m;
    if (nchunks(ck, c) == m && FITS(c, m))
      best = c;
  }
  if (!best) {
    /* as many chunks as slots or more: the slot bytes grow with c */
    int s = lg_chunk_slots();
    hi = (ck->trip + s - 1) / s;
    while (lo <= hi) {
      long long mid = lo + (hi - lo) / 2;
      if (FITS(mid, slots_for(ck, mid))) {
        best = mid;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
  }
#undef FITS
  if (!best) {
    slot_bytes(ck, 1, scratch, &exact, &paged);
    int s = slots_for(ck, 1);
    char lim[128] = "";
    if (limit)
      snprintf(lim, sizeof lim, " and %zu under LOOPGPU_DEVICE_LIMIT", limit_budget);
    free(scratch); /* lg_fatal exits: LeakSanitizer would count it */
    lg_fatal(ck->file, ck->line,
             "chunk(auto) of region '%s': even chunks of 1 iteration do not fit: %d slot%s of "
             "%zu bytes (%zu in device pages) against %zu bytes free on the device minus a "
             "margin of %zu%s (loopgpu holds %zu bytes)",
             ck->region, s, s == 1 ? "" : "s", exact, paged, free_b, margin, lim, held);
  }
  free(scratch);
  return best;
}

/* Two names of one allocation (re = z, im = z + 1), one of them written:
 * streamed through separate slices, each name's slice would carry the
 * other's stale bytes back over its results. Such arrays are entered whole
 * instead, where the present table makes them one mapping (correct; not
 * bounded by the chunk, which the footprint report shows). */
static void enter_aliased(lg_chunk *ck) {
  int *alias = xcalloc((size_t)ck->n, sizeof *alias);
  for (int k = 0; k < ck->n; k++)
    for (int j = k + 1; j < ck->n; j++) {
      Arr *a = &ck->arr[k], *b = &ck->arr[j];
      if (a->present || b->present || a->whi < a->wlo || b->whi < b->wlo)
        continue;
      if (!copies_out(a->dir) && !copies_out(b->dir))
        continue;
      char *alo = a->host + a->wlo * (long long)a->elem;
      char *ahi = a->host + (a->whi + 1) * (long long)a->elem;
      char *blo = b->host + b->wlo * (long long)b->elem;
      char *bhi = b->host + (b->whi + 1) * (long long)b->elem;
      if (alo < bhi && blo < ahi)
        alias[k] = alias[j] = 1;
    }
  for (int k = 0; k < ck->n; k++) {
    Arr *a = &ck->arr[k];
    if (!alias[k])
      continue;
    char *first = a->host + a->wlo * (long long)a->elem;
    char *d = lg_enter(first, range_bytes(a, a->wlo, a->whi), a->dir, a->name, ck->file,
                       ck->line);
    a->entered = 1;
    a->present = d - a->wlo * (long long)a->elem; /* hold_whole recomputes it */
  }
  free(alias);
}

long long lg_chunk_plan(lg_chunk *ck) {
  enter_aliased(ck);
  hold_whole(ck, 1);
  long long c = ck->size > 0 ? ck->size : auto_size(ck);
  if (c > ck->trip)
    c = ck->trip;
  if (c < 1)
    c = 1;
  ck->size = c;
  ck->nslots = slots_for(ck, c);
  size_t *bytes = xcalloc((size_t)ck->n, sizeof *bytes);
  buffer_bytes(ck, c, bytes);
  size_t exact = 0, paged = 0, pin = 0;
  for (int k = 0; k < ck->n; k++) {
    exact += bytes[k];
    paged += lg_pages(bytes[k]);
    if (ck->arr[k].dir != LG_CREATE)
      pin += aligned(bytes[k]);
  }
  lg_report_chunk_plan(c, ck->nslots, exact * (size_t)ck->nslots,
                       (lg_be_paged() ? paged : exact) * (size_t)ck->nslots);
  for (int s = 0; s < ck->nslots; s++) {
    Slot *sl = &ck->slot[s];
    if (s >= nstreams) { /* streams and their events are kept for the next regions */
      streams[s] = lg_be_stream_new(ck->file, ck->line);
      events[s] = lg_be_sync_event_new(ck->file, ck->line);
      nstreams = s + 1;
    }
    sl->stream = streams[s];
    sl->done = events[s];
    sl->dev = xcalloc((size_t)ck->n, sizeof *sl->dev);
    sl->cap = xcalloc((size_t)ck->n, sizeof *sl->cap);
    sl->off = xcalloc((size_t)ck->n, sizeof *sl->off);
    sl->lo = xcalloc((size_t)ck->n, sizeof *sl->lo);
    sl->hi = xcalloc((size_t)ck->n, sizeof *sl->hi);
    size_t off = 0;
    for (int k = 0; k < ck->n; k++) {
      sl->cap[k] = bytes[k];
      if (bytes[k])
        sl->dev[k] = lg_dmalloc(bytes[k], ck->arr[k].name, ck->file, ck->line);
      sl->off[k] = off;
      if (ck->arr[k].dir != LG_CREATE)
        off += aligned(bytes[k]);
    }
    sl->pincap = pin;
    sl->pin = pin ? pin_get(pin, ck->region, ck->file, ck->line) : NULL;
  }
  free(bytes);
  /* copies made before the region (lg_enter of the arrays it does not
   * stream) may still be in flight on the legacy default stream, which the
   * slots' non-blocking streams do not wait for */
  lg_be_sync(ck->region, ck->file, ck->line);
  return c;
}

/* Waits for slot sl's chunk and copies its written slices to user memory. */
static void drain(lg_chunk *ck, Slot *sl) {
  lg_be_sync_event_wait(sl->done, ck->region, ck->file, ck->line);
  for (int k = 0; k < ck->n; k++) {
    Arr *a = &ck->arr[k];
    size_t b = range_bytes(a, sl->lo[k], sl->hi[k]);
    if (!copies_out(a->dir) || a->present || !b)
      continue;
    lg_be_host_copy(a->host + sl->lo[k] * (long long)a->elem, sl->pin + sl->off[k], b);
  }
  sl->busy = 0;
}

/* Drains every chunk in flight up to chunk `seq`, oldest first. */
static void drain_through(lg_chunk *ck, long long seq) {
  for (;;) {
    Slot *oldest = NULL;
    for (int s = 0; s < ck->nslots; s++)
      if (ck->slot[s].busy && ck->slot[s].seq <= seq &&
          (!oldest || ck->slot[s].seq < oldest->seq))
        oldest = &ck->slot[s];
    if (!oldest)
      return;
    drain(ck, oldest);
  }
}

/* A chunk needs more than its slot holds (slices that the planning
 * windows did not bound): larger buffers, the slot being idle. */
static void grow(lg_chunk *ck, Slot *sl) {
  size_t pin = 0;
  int again = 0;
  for (int k = 0; k < ck->n; k++) {
    Arr *a = &ck->arr[k];
    size_t b = a->present ? 0 : range_bytes(a, sl->lo[k], sl->hi[k]);
    if (b > sl->cap[k]) {
      if (sl->dev[k])
        lg_dfree(sl->dev[k], ck->file, ck->line);
      sl->dev[k] = lg_dmalloc(b, a->name, ck->file, ck->line);
      sl->cap[k] = b;
      again = 1;
    }
  }
  if (!again)
    return;
  for (int k = 0; k < ck->n; k++) {
    sl->off[k] = pin;
    if (ck->arr[k].dir != LG_CREATE)
      pin += aligned(sl->cap[k]);
  }
  if (pin > sl->pincap) {
    if (sl->pin)
      pin_put(sl->pin);
    sl->pin = pin_get(pin, ck->region, ck->file, ck->line);
    sl->pincap = pin;
  }
}

static void copy_in(lg_chunk *ck, Slot *sl, int k, long long lo, long long hi) {
  Arr *a = &ck->arr[k];
  size_t b = range_bytes(a, lo, hi);
  if (!b)
    return;
  size_t at = (size_t)(lo - sl->lo[k]) * a->elem;
  lg_be_host_copy(sl->pin + sl->off[k] + at, a->host + lo * (long long)a->elem, b);
  lg_be_h2d_async(sl->dev[k] + at, sl->pin + sl->off[k] + at, b, sl->stream, a->name, ck->file,
                  ck->line);
  ck->h2d += b;
}

void lg_chunk_next(lg_chunk *ck, long long c0, long long c1) {
  Slot *sl = &ck->slot[ck->seq % ck->nslots];
  if (sl->busy)
    drain_through(ck, sl->seq);
  window(ck, c0, c1, sl->lo, sl->hi);
  /* chunks in flight that write what this one copies in: drained first */
  long long wait = -1;
  for (int s = 0; s < ck->nslots; s++) {
    Slot *o = &ck->slot[s];
    if (!o->busy)
      continue;
    for (int k = 0; k < ck->n; k++) {
      Arr *a = &ck->arr[k];
      if (copies_out(a->dir) && !a->present && sl->hi[k] >= sl->lo[k] && o->hi[k] >= o->lo[k] &&
          sl->lo[k] <= o->hi[k] && o->lo[k] <= sl->hi[k] && o->seq > wait)
        wait = o->seq;
    }
  }
  if (wait >= 0)
    drain_through(ck, wait);
  grow(ck, sl);
  for (int k = 0; k < ck->n; k++) {
    Arr *a = &ck->arr[k];
    if (a->present || sl->hi[k] < sl->lo[k])
      continue;
    if (copies_in(a->dir)) {
      copy_in(ck, sl, k, sl->lo[k], sl->hi[k]);
    } else if (a->dir == LG_COPYOUT) {
      /* the part that earlier chunks covered holds their results: copied in
       * so that this chunk's copy-out puts them back, not garbage */
      long long lo = sl->lo[k] > a->hull_lo ? sl->lo[k] : a->hull_lo;
      long long hi = sl->hi[k] < a->hull_hi ? sl->hi[k] : a->hull_hi;
      copy_in(ck, sl, k, lo, hi);
    }
    if (a->hull_hi < a->hull_lo) {
      a->hull_lo = sl->lo[k];
      a->hull_hi = sl->hi[k];
    } else {
      a->hull_lo = sl->lo[k] < a->hull_lo ? sl->lo[k] : a->hull_lo;
      a->hull_hi = sl->hi[k] > a->hull_hi ? sl->hi[k] : a->hull_hi;
    }
  }
  sl->seq = ck->seq;
  ck->cur = sl;
  lg_report_chunk_event(ck->region, ck->file, ck->line, (int)(sl - ck->slot), c0, c1);
  /* the report's timing events of the launch go to the slot's stream */
  lg_be_set_launch_stream(sl->stream);
}

void *lg_chunk_stream(lg_chunk *ck) { return ck->cur ? ck->cur->stream : NULL; }

void *lg_chunk_base(lg_chunk *ck, int k) {
  Slot *sl = ck->cur;
  Arr *a = &ck->arr[k];
  if (a->present)
    return a->present;
  if (!sl || sl->hi[k] < sl->lo[k])
    return NULL;
  /* the slice starts at the buffer: element lo is at dev[k] */
  return sl->dev[k] - sl->lo[k] * (long long)a->elem;
}

void lg_chunk_launched(lg_chunk *ck) {
  Slot *sl = ck->cur;
  lg_be_set_launch_stream(NULL);
  if (!sl)
    return;
  for (int k = 0; k < ck->n; k++) {
    Arr *a = &ck->arr[k];
    size_t b = range_bytes(a, sl->lo[k], sl->hi[k]);
    if (!copies_out(a->dir) || a->present || !b)
      continue;
    lg_be_d2h_async(sl->pin + sl->off[k], sl->dev[k], b, sl->stream, a->name, ck->file,
                    ck->line);
    ck->d2h += b;
  }
  lg_be_sync_event_record(sl->done, sl->stream, ck->file, ck->line);
  sl->busy = 1;
  ck->cur = NULL;
  ck->seq++;
}

void lg_chunk_end(lg_chunk *ck) {
  drain_through(ck, ck->seq);
  /* the kernels of the chunks wrote the arrays that are not streamed too:
   * done before their lg_exit copies them out on the default stream */
  lg_be_sync(ck->region, ck->file, ck->line);
  hold_whole(ck, -1);
  for (int k = 0; k < ck->n; k++) {
    Arr *a = &ck->arr[k];
    if (a->entered)
      lg_exit(a->host + a->wlo * (long long)a->elem, range_bytes(a, a->wlo, a->whi), a->dir,
              a->name, ck->file, ck->line);
  }
  for (int s = 0; s < ck->nslots; s++) {
    Slot *sl = &ck->slot[s];
    for (int k = 0; k < ck->n; k++)
      if (sl->dev[k])
        lg_dfree(sl->dev[k], ck->file, ck->line);
    if (sl->pin)
      pin_put(sl->pin);
    free(sl->dev);
    free(sl->cap);
    free(sl->off);
    free(sl->lo);
    free(sl->hi);
  }
  lg_report_copied(ck->h2d, ck->d2h);
  free(ck->arr);
  free(ck->lo);
  free(ck->hi);
  free(ck);
}

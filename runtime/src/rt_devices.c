/* rt_devices.c — regions spread over several devices (issue 22,
 * `devices(N|all)`; loopgpu_devices.h says what generated code calls).
 *
 * The distributed table. Every array a split region uses is an *entry*: a
 * host byte range, and per device a buffer covering the slices that the
 * parts run there touched (grown when a later part needs more). Which copy
 * of a byte is current is kept per byte range, not per array: `valid[d]`,
 * the bytes whose copy on device d is current, and `stale`, the bytes whose
 * host copy is not (some device wrote them since). Every byte is current
 * somewhere. A part, before its kernel, makes its slices current on its
 * device, copying only what is missing there: from a device that has it
 * (peer copy; through the host when the devices cannot reach each other) or
 * from the host; after its launch, its written slices are current on its
 * device only. The marks follow the program order of the host thread and
 * the copies are ordered after the kernels queued on the devices they read,
 * so parts whose written slices overlap (a box over a column of a row-major
 * array) still see each other's results, in part order, as chunk() chunks
 * do; disjoint ones run side by side.
 *
 * Why per byte range and not per array: the slices of one region are not
 * those of the next (a stencil's halo, a second region over other bounds),
 * and in a `host` loop (lg_dist_open) an array stays on the devices from one
 * step to the next: what a part needs and its device lacks is then just
 * the halo its neighbour wrote. A split region outside such a loop gives
 * the written bytes back to the host at its end and frees its buffers.
 *
 * Host code and the regions that are not split meet the table through
 * rt_data.c: lg_update_host flushes the range back to the host, lg_update_device
 * and an lg_enter of the present table drop the devices' copies (the host's
 * are then the current ones).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rt_devices.h"
#include "rt_internal.h"

/* ---- byte ranges: sorted, disjoint, non-adjacent [lo, hi) ------------------- */
typedef struct span {
  uintptr_t lo, hi;
} span;
typedef struct spans {
  span *v;
  int n, cap;
} spans;

static void sp_push(spans *s, uintptr_t lo, uintptr_t hi) {
  if (s->n == s->cap) {
    s->cap = s->cap ? 2 * s->cap : 8;
    s->v = realloc(s->v, (size_t)s->cap * sizeof *s->v);
    if (!s->v)
      lg_fatal(NULL, 0, "out of host memory (devices' byte ranges)");
  }
  s->v[s->n++] = (span){lo, hi};
}

static void sp_free(spans *s) {
  free(s->v);
  *s = (spans){0};
}

static void sp_add(spans *s, uintptr_t lo, uintptr_t hi) {
  if (lo >= hi)
    return;
  spans t = {0};
  int i = 0;
  for (; i < s->n && s->v[i].hi < lo; i++)
    sp_push(&t, s->v[i].lo, s->v[i].hi);
  for (; i < s->n && s->v[i].lo <= hi; i++) { /* overlapping or adjacent */
    lo = s->v[i].lo < lo ? s->v[i].lo : lo;
    hi = s->v[i].hi > hi ? s->v[i].hi : hi;
  }
  sp_push(&t, lo, hi);
  for (; i < s->n; i++)
    sp_push(&t, s->v[i].lo, s->v[i].hi);
  sp_free(s);
  *s = t;
}

static void sp_remove(spans *s, uintptr_t lo, uintptr_t hi) {
  if (lo >= hi || !s->n)
    return;
  spans t = {0};
  for (int i = 0; i < s->n; i++) {
    span v = s->v[i];
    if (v.hi <= lo || v.lo >= hi) {
      sp_push(&t, v.lo, v.hi);
      continue;
    }
    if (v.lo < lo)
      sp_push(&t, v.lo, lo);
    if (v.hi > hi)
      sp_push(&t, hi, v.hi);
  }
  sp_free(s);
  *s = t;
}

/* The parts of [lo, hi) that s covers (in) or does not (out). */
static spans sp_cut(const spans *s, uintptr_t lo, uintptr_t hi, int in) {
  spans t = {0};
  uintptr_t at = lo;
  for (int i = 0; i < s->n && at < hi; i++) {
    span v = s->v[i];
    if (v.hi <= at)
      continue;
    if (v.lo >= hi)
      break;
    uintptr_t a = v.lo > at ? v.lo : at, b = v.hi < hi ? v.hi : hi;
    if (!in && a > at)
      sp_push(&t, at, a);
    if (in)
      sp_push(&t, a, b);
    at = b;
  }
  if (!in && at < hi)
    sp_push(&t, at, hi);
  return t;
}

/* ---- the table ---------------------------------------------------------------- */
typedef struct dbuf {
  char *dev;          /* device buffer for host bytes [b0, b1) */
  uintptr_t b0, b1;
  size_t cap;         /* its bytes: a streamed array's buffer is reused for
                         the next chunk's slice when that fits (lg_split_evict) */
  spans valid;        /* bytes whose copy here is current */
} dbuf;

typedef struct dentry {
  uintptr_t h0, h1; /* the host range */
  const char *name, *file;
  int line;
  dbuf d[LG_MAX_DEVICES];
  spans stale; /* host bytes older than some device's */
} dentry;

static dentry **ents;
static int nents, capents;
static int dist_depth; /* open distributed data regions (host loops) */
static lg_dev_stats dstats[LG_MAX_DEVICES];
static unsigned long long held[LG_MAX_DEVICES];
static int used_devices; /* the most devices a split region used */

int lg_device_count(void) { return lg_be_dev_count(); }

int lg_devices_for(int clause) {
  int count = lg_be_dev_count();
  int n = clause > 0 ? clause : count;
  const char *env = getenv("LOOPGPU_DEVICES");
  if (env && *env) {
    /* a count or `all`, as the clause takes; anything else stops */
    int v = 0, ok = 1;
    for (const char *c = env; *c && ok; c++) {
      ok = *c >= '0' && *c <= '9' && v <= LG_MAX_DEVICES;
      v = v * 10 + (*c - '0');
    }
    if (!strcmp(env, "all"))
      n = count;
    else if (ok && v >= 1 && v <= LG_MAX_DEVICES)
      n = v;
    else
      lg_fatal("LOOPGPU_DEVICES", 0,
               "LOOPGPU_DEVICES='%s' is not a device count from 1 to %d, nor 'all'", env,
               LG_MAX_DEVICES);
  }
  return n < count ? n : count;
}

static void *dev_at(const dbuf *b, uintptr_t host) { return b->dev + (host - b->b0); }

static void buf_alloc(dentry *e, int d, uintptr_t lo, uintptr_t hi, const char *file, int line) {
  dbuf *b = &e->d[d];
  if (b->dev && lo >= b->b0 && hi <= b->b1)
    return;
  if (b->dev && !b->valid.n && hi - lo <= b->cap) { /* evicted: moved, not grown */
    b->b0 = lo;
    b->b1 = lo + b->cap;
    return;
  }
  uintptr_t n0 = lo, n1 = hi;
  if (b->dev && !b->valid.n) { /* evicted and too small: nothing to keep */
    lg_be_dev_set(d, file, line);
    lg_dfree(b->dev, file, line);
    held[d] -= b->cap;
    b->dev = NULL;
  }
  if (b->dev) { /* grown to cover both: what it holds is kept */
    n0 = b->b0 < lo ? b->b0 : lo;
    n1 = b->b1 > hi ? b->b1 : hi;
  }
  lg_be_dev_set(d, file, line);
  char *dev = lg_dmalloc(n1 - n0, e->name, file, line);
  held[d] += n1 - n0;
  if (b->dev) {
    lg_be_dev_d2d(d, dev + (b->b0 - n0), b->dev, b->b1 - b->b0, e->name, file, line);
    lg_be_dev_set(d, file, line);
    lg_dfree(b->dev, file, line);
    held[d] -= b->cap;
  }
  if (held[d] > dstats[d].peak_bytes)
    dstats[d].peak_bytes = held[d];
  b->dev = dev;
  b->b0 = n0;
  b->b1 = n1;
  b->cap = n1 - n0;
}

/* [lo, hi) made current on device d. */
static void fetch(dentry *e, int d, uintptr_t lo, uintptr_t hi, const char *file, int line) {
  buf_alloc(e, d, lo, hi, file, line);
  dbuf *b = &e->d[d];
  spans miss = sp_cut(&b->valid, lo, hi, 0);
  for (int i = 0; i < miss.n; i++) {
    span m = miss.v[i];
    spans got = {0};
    /* what only devices have: from them */
    spans st = sp_cut(&e->stale, m.lo, m.hi, 1);
    for (int j = 0; j < st.n; j++)
      for (int o = 0; o < LG_MAX_DEVICES; o++) {
        if (o == d || !e->d[o].dev)
          continue;
        spans have = sp_cut(&e->d[o].valid, st.v[j].lo, st.v[j].hi, 1);
        for (int k = 0; k < have.n; k++) {
          span h = have.v[k];
          if (lg_be_dev_peer(d, o, file, line)) {
            lg_be_dev_peer_copy(d, dev_at(b, h.lo), o, dev_at(&e->d[o], h.lo), h.hi - h.lo,
                                e->name, file, line);
            dstats[d].peer_in_bytes += h.hi - h.lo;
            sp_add(&got, h.lo, h.hi);
          } else { /* through the host, which is then current too */
            lg_be_dev_d2h(o, (void *)h.lo, dev_at(&e->d[o], h.lo), h.hi - h.lo, e->name, file,
                          line);
            dstats[o].d2h_bytes += h.hi - h.lo;
            dstats[d].via_host_in_bytes += h.hi - h.lo;
            lg_report_copied(0, h.hi - h.lo);
            sp_remove(&e->stale, h.lo, h.hi);
          }
        }
        sp_free(&have);
      }
    sp_free(&st);
    /* the rest from the host */
    spans rest = sp_cut(&got, m.lo, m.hi, 0);
    for (int j = 0; j < rest.n; j++) {
      span r = rest.v[j];
      spans bad = sp_cut(&e->stale, r.lo, r.hi, 1);
      if (bad.n)
        lg_fatal(file, line, "internal error: bytes of '%s' are current nowhere", e->name);
      sp_free(&bad);
      lg_be_dev_h2d(d, dev_at(b, r.lo), (const void *)r.lo, r.hi - r.lo, e->name, file, line);
      dstats[d].h2d_bytes += r.hi - r.lo;
      lg_report_copied(r.hi - r.lo, 0);
    }
    sp_free(&rest);
    sp_free(&got);
    sp_add(&b->valid, m.lo, m.hi);
  }
  sp_free(&miss);
}

static void wrote(dentry *e, int d, uintptr_t lo, uintptr_t hi) {
  for (int o = 0; o < LG_MAX_DEVICES; o++)
    if (o != d)
      sp_remove(&e->d[o].valid, lo, hi);
  sp_add(&e->stale, lo, hi);
}

static void flush(dentry *e, uintptr_t lo, uintptr_t hi, const char *file, int line) {
  spans st = sp_cut(&e->stale, lo, hi, 1);
  for (int j = 0; j < st.n; j++)
    for (int o = 0; o < LG_MAX_DEVICES; o++) {
      if (!e->d[o].dev)
        continue;
      spans have = sp_cut(&e->d[o].valid, st.v[j].lo, st.v[j].hi, 1);
      for (int k = 0; k < have.n; k++) {
        span h = have.v[k];
        lg_be_dev_d2h(o, (void *)h.lo, dev_at(&e->d[o], h.lo), h.hi - h.lo, e->name, file,
                      line);
        dstats[o].d2h_bytes += h.hi - h.lo;
        lg_report_copied(0, h.hi - h.lo);
        sp_remove(&e->stale, h.lo, h.hi);
      }
      sp_free(&have);
    }
  sp_free(&st);
  spans bad = sp_cut(&e->stale, lo, hi, 1);
  if (bad.n)
    lg_fatal(file, line, "internal error: bytes of '%s' are current nowhere", e->name);
  sp_free(&bad);
}

static void invalidate(dentry *e, uintptr_t lo, uintptr_t hi) {
  for (int o = 0; o < LG_MAX_DEVICES; o++)
    sp_remove(&e->d[o].valid, lo, hi);
  sp_remove(&e->stale, lo, hi);
}

static void entry_free(int i, const char *file, int line) {
  dentry *e = ents[i];
  for (int d = 0; d < LG_MAX_DEVICES; d++) {
    if (e->d[d].dev) {
      lg_be_dev_set(d, file, line);
      lg_dfree(e->d[d].dev, file, line);
      held[d] -= e->d[d].cap;
    }
    sp_free(&e->d[d].valid);
  }
  sp_free(&e->stale);
  free(e);
  ents[i] = ents[--nents];
}

/* The entry for host bytes [lo, hi): one that holds them, or a new one.
 * Entries that overlap without holding them (two names for parts of one
 * allocation, a range that grew) give their bytes back to the host and
 * are replaced by one over the union. */
static dentry *entry_for(uintptr_t lo, uintptr_t hi, const char *name, const char *file,
                         int line) {
  for (int i = 0; i < nents; i++)
    if (ents[i]->h0 <= lo && hi <= ents[i]->h1)
      return ents[i];
  for (int i = 0; i < nents;) {
    dentry *e = ents[i];
    if (e->h1 <= lo || e->h0 >= hi) {
      i++;
      continue;
    }
    flush(e, e->h0, e->h1, file, line);
    lo = e->h0 < lo ? e->h0 : lo;
    hi = e->h1 > hi ? e->h1 : hi;
    entry_free(i, file, line);
  }
  if (nents == capents) {
    capents = capents ? 2 * capents : 8;
    ents = realloc(ents, (size_t)capents * sizeof *ents);
  }
  dentry *e = calloc(1, sizeof *e);
  if (!ents || !e)
    lg_fatal(file, line, "out of host memory (devices' table)");
  e->h0 = lo;
  e->h1 = hi;
  e->name = name;
  e->file = file;
  e->line = line;
  ents[nents++] = e;
  return e;
}

/* ---- host code and other regions (rt_data.c calls these) ---------------------- */
static void each_entry(const void *host, size_t bytes, int do_flush, const char *file,
                       int line) {
  uintptr_t lo = (uintptr_t)host, hi = lo + bytes;
  for (int i = 0; host && i < nents; i++) {
    dentry *e = ents[i];
    uintptr_t a = lo, b = hi;
    /* bytes 0: the whole allocation holding host, whose extent nobody
       knows; the entries hold slices of it that need not contain host
       (`v` when the regions touched v[1 .. n-2] only), so every entry:
       a conservative flush before host code reads through host, and after
       it writes, a drop that the flush before it made safe (the
       translator brackets an inexact write with both: print_sync.c) */
    if (bytes == 0) {
      a = e->h0;
      b = e->h1;
    }
    a = a > e->h0 ? a : e->h0;
    b = b < e->h1 ? b : e->h1;
    if (a >= b)
      continue;
    if (do_flush)
      flush(e, a, b, file, line);
    else
      invalidate(e, a, b);
  }
}

void lg_dist_flush(const void *host, size_t bytes, const char *file, int line) {
  each_entry(host, bytes, 1, file, line);
}

void lg_dist_invalidate(const void *host, size_t bytes) { each_entry(host, bytes, 0, NULL, 0); }

void lg_dist_flush_all(const char *file, int line) {
  for (int i = 0; i < nents; i++)
    flush(ents[i], ents[i]->h0, ents[i]->h1, file, line);
}

void lg_dist_invalidate_all(void) {
  for (int i = 0; i < nents; i++)
    invalidate(ents[i], ents[i]->h0, ents[i]->h1);
}

static void release(const char *file, int line) {
  lg_dist_flush_all(file, line);
  while (nents)
    entry_free(nents - 1, file, line);
  lg_be_dev_set(0, file, line);
}

int lg_dist_open(const char *file, int line) {
  (void)file;
  (void)line;
  dist_depth++;
  return 1;
}

void lg_dist_close(int *token) {
  if (!*token)
    return;
  *token = 0;
  if (--dist_depth == 0)
    release(NULL, 0);
}

/* ---- split regions -------------------------------------------------------------- */
typedef struct sarr {
  const char *host, *name;
  size_t elem;
  long long wlo, whi;
  int written, streamed, keep;
  dentry *e;
} sarr;

struct lg_split {
  const char *region, *file;
  int line, clause, narrays, nparts;
  long long trip;
  void (*slices)(void *, long long, long long, long long *, long long *);
  void *ctx;
  sarr *a;
  long long *lo, *hi; /* [part * narrays + k]: the part's slice, elements
                         (with chunk(): its current chunk's) */
  int ran[LG_MAX_DEVICES]; /* a chunk of the part ran since its last eviction */
  int fetched;             /* lg_split_prefetch made every part's slices current */
};

lg_split *lg_split_begin(const char *region, const char *file, int line, long long trip,
                         int clause, int narrays,
                         void (*slices)(void *, long long, long long, long long *, long long *),
                         void *ctx) {
  lg_split *s = calloc(1, sizeof *s);
  if (!s)
    lg_fatal(file, line, "out of host memory (devices())");
  s->region = region;
  s->file = file;
  s->line = line;
  s->clause = clause;
  s->narrays = narrays;
  s->trip = trip;
  s->slices = slices;
  s->ctx = ctx;
  s->a = calloc((size_t)(narrays > 0 ? narrays : 1), sizeof *s->a);
  size_t cells = (size_t)LG_MAX_DEVICES * (size_t)(narrays > 0 ? narrays : 1);
  s->lo = calloc(cells, sizeof *s->lo);
  s->hi = calloc(cells, sizeof *s->hi);
  if (!s->a || !s->lo || !s->hi)
    lg_fatal(file, line, "out of host memory (devices())");
  return s;
}

void lg_split_array(lg_split *s, int k, const void *host, size_t elem, long long wlo,
                    long long whi, lg_dir dir, int flags, const char *name) {
  (void)dir; /* every direction is kept coherent: the C program's meaning */
  sarr *a = &s->a[k];
  *a = (sarr){host,
              name,
              elem,
              wlo,
              whi,
              flags & LG_SPLIT_WRITTEN,
              flags & LG_SPLIT_STREAMED,
              flags & LG_SPLIT_KEEP,
              NULL};
  if (!host || whi < wlo)
    return;
  const char *p0 = a->host + wlo * (long long)elem;
  size_t bytes = (size_t)(whi - wlo + 1) * elem;
  /* a copy in the present table (an enclosing data region of the one
     device) may be newer than the host's */
  lg_data_update_host_present(p0, bytes, name, s->file, s->line);
  a->e = entry_for((uintptr_t)p0, (uintptr_t)(p0 + bytes), name, s->file, s->line);
  /* an earlier array of the region whose entry that replaced (two names
     for overlapping parts of one allocation: `x` and `x + lag`) takes the
     union's */
  for (int j = 0; j < k; j++) {
    sarr *o = &s->a[j];
    int live = 0;
    for (int i = 0; o->e && i < nents && !live; i++)
      live = ents[i] == o->e;
    if (o->e && !live) {
      const char *q0 = o->host + o->wlo * (long long)o->elem;
      o->e = entry_for((uintptr_t)q0, (uintptr_t)(q0 + (size_t)(o->whi - o->wlo + 1) * o->elem),
                       o->name, s->file, s->line);
    }
  }
}

int lg_split_plan(lg_split *s) {
  int n = lg_devices_for(s->clause);
  if (s->trip < n)
    n = s->trip > 0 ? (int)s->trip : 0;
  s->nparts = n;
  if (n > used_devices)
    used_devices = n;
  return n;
}

/* The slices of iterations [c0, c1) as the part's. */
static void part_slices(lg_split *s, int p, long long c0, long long c1) {
  long long *lo = &s->lo[p * s->narrays], *hi = &s->hi[p * s->narrays];
  if (s->narrays)
    s->slices(s->ctx, c0, c1, lo, hi);
  for (int k = 0; k < s->narrays; k++) { /* within the whole range */
    lo[k] = lo[k] > s->a[k].wlo ? lo[k] : s->a[k].wlo;
    hi[k] = hi[k] < s->a[k].whi ? hi[k] : s->a[k].whi;
  }
}

/* chunk(C) with devices: C, or for chunk(auto) as many iterations as keep
 * the streamed slices of a chunk under LOOPGPU_CHUNK_BYTES (default 128
 * MiB; 0: no cap) and under a quarter of LOOPGPU_DEVICE_LIMIT when set,
 * from the bytes an iteration of the largest part needs on average. */
long long lg_split_chunk_size(lg_split *s, long long size) {
  if (size > 0)
    return size;
  size_t budget = lg_env_size("LOOPGPU_CHUNK_BYTES", (size_t)128 << 20, 0, SIZE_MAX);
  size_t limit = lg_device_limit();
  if (limit && (!budget || limit / 4 < budget))
    budget = limit / 4;
  long long most = 1;
  for (int p = 0; p < s->nparts; p++) {
    long long c0 = lg_split_first(s, p), c1 = lg_split_first(s, p + 1);
    if (c1 - c0 > most)
      most = c1 - c0;
  }
  if (!budget || s->nparts == 0)
    return most;
  part_slices(s, 0, lg_split_first(s, 0), lg_split_first(s, 1));
  size_t bytes = 0;
  for (int k = 0; k < s->narrays; k++) {
    long long l = s->lo[k], h = s->hi[k];
    if (s->a[k].streamed && h >= l)
      bytes += (size_t)(h - l + 1) * s->a[k].elem;
  }
  long long it = lg_split_first(s, 1) - lg_split_first(s, 0);
  size_t per = it > 0 ? (bytes + (size_t)it - 1) / (size_t)it : bytes;
  long long c = per ? (long long)(budget / per) : most;
  return c < 1 ? 1 : c > most ? most : c;
}

/* Iterations [first(p), first(p + 1)) are part p's: as equal as can be. */
long long lg_split_first(const lg_split *s, int part) {
  if (s->nparts <= 0)
    return 0;
  return s->trip / s->nparts * part + (s->trip % s->nparts < part ? s->trip % s->nparts : part);
}

static void slice_bytes(const lg_split *s, int part, int k, uintptr_t *lo, uintptr_t *hi) {
  const sarr *a = &s->a[k];
  long long l = s->lo[part * s->narrays + k], h = s->hi[part * s->narrays + k];
  *lo = (uintptr_t)(a->host + l * (long long)a->elem);
  *hi = h < l ? *lo : (uintptr_t)(a->host + (h + 1) * (long long)a->elem);
}

void lg_split_chunk(lg_split *s, int part, long long c0, long long c1) {
  part_slices(s, part, c0, c1);
  s->ran[part] = 1;
  lg_be_dev_set(part, s->file, s->line);
  for (int k = 0; k < s->narrays; k++) {
    uintptr_t lo, hi;
    slice_bytes(s, part, k, &lo, &hi);
    if (s->a[k].e && lo < hi)
      fetch(s->a[k].e, part, lo, hi, s->file, s->line);
  }
  lg_be_dev_set(part, s->file, s->line);
}

void lg_split_enter(lg_split *s, int part) {
  if (s->fetched) { /* lg_split_prefetch did it */
    lg_be_dev_set(part, s->file, s->line);
    return;
  }
  lg_split_chunk(s, part, lg_split_first(s, part), lg_split_first(s, part + 1));
}

/* Whether two parts write overlapping slices of an array: the later one
 * must then fetch the earlier one's results (after its kernel), so its
 * copies wait for the launch before it. */
static int writes_overlap(lg_split *s) {
  for (int k = 0; k < s->narrays; k++) {
    if (!s->a[k].written)
      continue;
    for (int p = 0; p < s->nparts; p++)
      for (int q = p + 1; q < s->nparts; q++) {
        long long pl = s->lo[p * s->narrays + k], ph = s->hi[p * s->narrays + k];
        long long ql = s->lo[q * s->narrays + k], qh = s->hi[q * s->narrays + k];
        if (pl <= ph && ql <= qh && pl <= qh && ql <= ph)
          return 1;
      }
  }
  return 0;
}

/* Every part's slices made current on its device before any part is
 * launched, when the parts' written slices are disjoint: a copy between
 * devices waits for the work queued on both (cudaMemcpyPeer), so fetching
 * part 1's halo after part 0's launch would wait for part 0's kernel and the
 * devices would take turns. The marks of written slices still follow the
 * launches (lg_split_launched), so what a part fetched that another part
 * then writes is no longer taken as current. */
void lg_split_prefetch(lg_split *s) {
  for (int p = 0; p < s->nparts; p++)
    part_slices(s, p, lg_split_first(s, p), lg_split_first(s, p + 1));
  if (writes_overlap(s))
    return;
  for (int p = 0; p < s->nparts; p++)
    lg_split_chunk(s, p, lg_split_first(s, p), lg_split_first(s, p + 1));
  s->fetched = 1;
}

/* After a round of chunks: the part's streamed slices leave its device
 * (what only it holds goes to the host), so that its buffers hold one
 * chunk's slices at a time; the arrays it gets whole stay. */
void lg_split_evict(lg_split *s, int part) {
  if (!s->ran[part])
    return;
  s->ran[part] = 0;
  for (int k = 0; k < s->narrays; k++) {
    dentry *e = s->a[k].e;
    if (!e || !s->a[k].streamed || !e->d[part].dev)
      continue;
    dbuf *b = &e->d[part];
    for (int i = 0; i < b->valid.n; i++) {
      spans st = sp_cut(&e->stale, b->valid.v[i].lo, b->valid.v[i].hi, 1);
      for (int j = 0; j < st.n; j++) {
        span h = st.v[j];
        lg_be_dev_d2h(part, (void *)h.lo, dev_at(b, h.lo), h.hi - h.lo, e->name, s->file,
                      s->line);
        dstats[part].d2h_bytes += h.hi - h.lo;
        lg_report_copied(0, h.hi - h.lo);
      }
      for (int j = 0; j < st.n; j++)
        sp_remove(&e->stale, st.v[j].lo, st.v[j].hi);
      sp_free(&st);
    }
    sp_free(&b->valid);
  }
}

void *lg_split_base(const lg_split *s, int part, int k) {
  uintptr_t lo, hi;
  /* the emulation's check of what a GPU would fault on, or worse, read
     quietly: a pointer of one device handed to a kernel on another */
  if (lg_be_dev_current() != part)
    lg_fatal(s->file, s->line, "'%s' of part %d (device %d) passed to a kernel on device %d",
             s->a[k].name, part, part, lg_be_dev_current());
  slice_bytes(s, part, k, &lo, &hi);
  if (!s->a[k].e || lo >= hi)
    return NULL;
  const dbuf *b = &s->a[k].e->d[part];
  return b->dev - (b->b0 - (uintptr_t)s->a[k].host);
}

void lg_split_launched(lg_split *s, int part) {
  for (int k = 0; k < s->narrays; k++) {
    uintptr_t lo, hi;
    slice_bytes(s, part, k, &lo, &hi);
    if (s->a[k].e && s->a[k].written && lo < hi)
      wrote(s->a[k].e, part, lo, hi);
  }
}

void lg_split_device(const lg_split *s, int part) { lg_be_dev_set(part, s->file, s->line); }

void lg_split_end(lg_split *s) {
  /* what does not stay on the devices goes back to the host: everything
     outside a distributed data region */
  for (int k = 0; k < s->narrays; k++) {
    dentry *e = s->a[k].e;
    if (!e || (dist_depth > 0 && s->a[k].keep))
      continue;
    flush(e, e->h0, e->h1, s->file, s->line);
    for (int i = 0; i < nents; i++)
      if (ents[i] == e) {
        entry_free(i, s->file, s->line);
        break;
      }
    for (int j = k; j < s->narrays; j++) /* another name for it */
      if (s->a[j].e == e)
        s->a[j].e = NULL;
  }
  for (int k = 0; k < s->narrays; k++) {
    const sarr *a = &s->a[k];
    /* the present table's copy (one device) gets what the parts wrote */
    if (a->written && a->host && a->whi >= a->wlo && (dist_depth == 0 || !a->keep))
      lg_data_update_device_present(a->host + a->wlo * (long long)a->elem,
                                    (size_t)(a->whi - a->wlo + 1) * a->elem, a->name, s->file,
                                    s->line);
  }
  lg_be_dev_set(0, s->file, s->line);
  free(s->a);
  free(s->lo);
  free(s->hi);
  free(s);
}

int lg_dev_stats_get(int d, lg_dev_stats *out) {
  if (d < 0 || d >= LG_MAX_DEVICES)
    return 0;
  *out = dstats[d];
  return d < used_devices;
}

void lg_dist_report(FILE *f) {
  if (used_devices < 2)
    return;
  fprintf(f, "devices: %d used by split regions\n", used_devices);
  fprintf(f, "  %-6s %14s %14s %14s %14s %14s\n", "device", "peak bytes", "from host",
          "to host", "from peers", "via host");
  for (int d = 0; d < used_devices; d++)
    fprintf(f, "  %-6d %14llu %14llu %14llu %14llu %14llu\n", d, dstats[d].peak_bytes,
            dstats[d].h2d_bytes, dstats[d].d2h_bytes, dstats[d].peer_in_bytes,
            dstats[d].via_host_in_bytes);
}

void lg_dist_report_json(FILE *f) {
  if (used_devices < 2)
    return;
  fprintf(f, " \"devices\": [");
  for (int d = 0; d < used_devices; d++)
    fprintf(f,
            "%s\n  {\"device\": %d, \"peak_bytes\": %llu, \"h2d_bytes\": %llu, "
            "\"d2h_bytes\": %llu, \"peer_in_bytes\": %llu, \"via_host_in_bytes\": %llu}",
            d ? "," : "", d, dstats[d].peak_bytes, dstats[d].h2d_bytes, dstats[d].d2h_bytes,
            dstats[d].peer_in_bytes, dstats[d].via_host_in_bytes);
  fprintf(f, "],\n");
}

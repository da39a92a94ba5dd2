/* rt_data.c — the present table (OpenACC data semantics, extended to
 * overlapping sections and aliases) and the plain device buffers of
 * lg_dmalloc.
 *
 * Model (docs/runtime.md, "Allocations, aliases and overlapping sections"):
 *
 *  - Presence and intent are tracked PER BYTE of host memory, as OpenACC
 *    tracks them per section: each byte has a reference count (enters minus
 *    exits that cover it) and an "out" flag (some enter or exit that covered
 *    it since it became present asked for a copy back). A byte is copied in
 *    when an enter that asks for it (COPYIN/COPY) finds it absent (count 0),
 *    and copied out by the exit that brings its count to zero if its flag is
 *    set. So two names for the same bytes (f(n, a, a)) are one mapping with
 *    the union of their intents, whatever order they enter and leave in.
 *  - STORAGE is shared per buffer: one device allocation holds a contiguous
 *    host range [host, host + bytes). Sections that overlap share one
 *    buffer; a section that overlaps a buffer without lying inside it (or
 *    overlaps several) replaces them by one buffer over the union: a new
 *    device allocation, the old device bytes copied device-to-device, the
 *    old buffers freed (through host memory when the union does not fit
 *    beside them). Merely adjacent sections keep separate buffers
 *    (distinct arrays are often adjacent in memory, and per-byte counts make
 *    sharing unnecessary for correctness); a later section that spans them
 *    joins them.
 *  - A buffer lives until the count of every one of its bytes is zero. The
 *    counts inside a buffer are kept as a sorted list of segments (runs of
 *    bytes with the same count and flag), so a buffer costs a few segments,
 *    not a byte each.
 *
 * Every device buffer the runtime holds is one record (lg_dmalloc buffers
 * have no host range and no segments); with the C variable and line that
 * created it, the same record serves error messages, the exit-time release
 * and the footprint report. Generated programs have few live buffers at a
 * time, so a linear array is both simple and fast enough; it is not
 * thread-safe (one host thread drives the device, as in generated code).
 */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt_devices.h"
#include "rt_internal.h"

/* A run of bytes of a buffer with the same count and flag; it starts at
 * `off` (bytes from the buffer's start) and ends where the next one starts
 * (the last one at the buffer's end). */
typedef struct lg_seg {
  size_t off;
  long refs;
  int out; /* 0 or 1; 2 inside lg_exit: "copy back now" */
  /* a kernel region that may write these bytes entered them since they
     came to the device: only such bytes can be newer there than on the
     host, so host code's reads (lg_update_host) copy back only these */
  int written;
  /* entered by an enter that copied nothing in (copyout, create: the
     region writes them first, extent.c's cover) and no kernel has run
     since: the device holds nothing of them yet, so an enter that copies
     in (the same bytes under another name, f(n, a, a)) copies them too */
  int fresh;
} lg_seg;

static int any_fresh; /* some segment is fresh: lg_data_launched has work */

typedef struct lg_buf {
  char *host;     /* start of the host range; NULL for lg_dmalloc buffers */
  char *dev;
  size_t bytes;
  lg_seg *seg;    /* host buffers: the segments, covering [0, bytes) */
  size_t nseg, capseg;
  /* a chunk() region uses the device address of this buffer from its
   * lg_chunk_plan to its lg_chunk_end (kernels on its own streams may still
   * run): the buffer must not move or go away meanwhile */
  int holds;
  const char *hold_region, *hold_name, *hold_file;
  int hold_line;
  int joining;    /* marked by buffer_for while it joins buffers */
  const char *name; /* C variable, a string literal of the generated code */
  const char *file;
  int line;
} lg_buf;

static lg_buf *bufs;
static size_t nbufs, capbufs;

static void *xrealloc(void *p, size_t bytes) {
  void *q = realloc(p, bytes ? bytes : 1);
  if (!q)
    lg_fatal(__FILE__, __LINE__, "out of host memory for the present table");
  return q;
}

/* Callers must not keep lg_buf pointers across add_buf (the array moves)
 * nor across remove_buf (the last record moves into the hole). */
static lg_buf *add_buf(void) {
  if (nbufs == capbufs) {
    capbufs = capbufs ? 2 * capbufs : 16;
    bufs = xrealloc(bufs, capbufs * sizeof *bufs);
  }
  lg_buf *b = &bufs[nbufs++];
  memset(b, 0, sizeof *b);
  return b;
}

static void remove_buf(lg_buf *b) {
  free(b->seg);
  *b = bufs[--nbufs];
}

/* ---- segments ----------------------------------------------------------- */
static size_t seg_end(const lg_buf *b, size_t i) {
  return i + 1 < b->nseg ? b->seg[i + 1].off : b->bytes;
}

/* Index of the segment holding byte `off` (< b->bytes). */
static size_t seg_at(const lg_buf *b, size_t off) {
  size_t lo = 0, hi = b->nseg; /* seg[lo].off <= off < seg[hi].off */
  while (hi - lo > 1) {
    size_t mid = lo + (hi - lo) / 2;
    if (b->seg[mid].off <= off)
      lo = mid;
    else
      hi = mid;
  }
  return lo;
}

static void seg_insert(lg_buf *b, size_t at, lg_seg s) {
  if (b->nseg == b->capseg) {
    b->capseg = b->capseg ? 2 * b->capseg : 4;
    b->seg = xrealloc(b->seg, b->capseg * sizeof *b->seg);
  }
  memmove(&b->seg[at + 1], &b->seg[at], (b->nseg - at) * sizeof *b->seg);
  b->seg[at] = s;
  b->nseg++;
}

/* Makes a segment start at `off` (0..bytes); returns its index (nseg for
 * off == bytes). */
static size_t seg_split(lg_buf *b, size_t off) {
  if (off >= b->bytes)
    return b->nseg;
  size_t i = seg_at(b, off);
  if (b->seg[i].off == off)
    return i;
  lg_seg s = b->seg[i];
  s.off = off;
  seg_insert(b, i + 1, s);
  return i + 1;
}

/* Joins neighbours with the same count and flag, so that a buffer entered
 * and left many times by many sections keeps a short list. */
static void seg_coalesce(lg_buf *b) {
  size_t w = 0;
  for (size_t r = 1; r < b->nseg; r++) {
    if (b->seg[r].refs == b->seg[w].refs && b->seg[r].out == b->seg[w].out &&
        b->seg[r].written == b->seg[w].written && b->seg[r].fresh == b->seg[w].fresh)
      continue;
    b->seg[++w] = b->seg[r];
  }
  if (b->nseg)
    b->nseg = w + 1;
}

/* the direction proper, without LG_WRITES */
static lg_dir dir_of(lg_dir d) { return (lg_dir)(d & 3); }
static int copies_in(lg_dir d) { return d == LG_COPYIN || d == LG_COPY; }
static int copies_out(lg_dir d) { return d == LG_COPYOUT || d == LG_COPY; }

/* ---- device allocation ---------------------------------------------------- */
static int by_size_desc(const void *x, const void *y) {
  const lg_buf *a = *(const lg_buf *const *)x, *b = *(const lg_buf *const *)y;
  return (a->bytes < b->bytes) - (a->bytes > b->bytes);
}

/* LOOPGPU_DEVICE_LIMIT: the device bytes loopgpu may hold at once (K, M, G
 * suffixes); unset or 0: no limit but the device's own. */
size_t lg_device_limit(void) {
  static int read;
  static size_t limit;
  if (!read) {
    read = 1;
    limit = lg_env_size("LOOPGPU_DEVICE_LIMIT", 0, 0, SIZE_MAX);
  }
  return limit;
}

/* Allocate device memory for `name`, or stop with the out-of-memory message
 * that docs/runtime.md describes: the buffer, its line, the bytes asked, the bytes
 * free, what the program holds (largest buffers first, with their names and
 * lines) and, inside a kernel region that could stream its data, a chunk()
 * size that would fit (rt_report.c). `extra` ("" or a
 * parenthesis after the name) says why, when the buffer joins present ones;
 * with `may_fail` an out-of-memory returns NULL instead (the caller has
 * another way). */
/* the data region whose lg_data_enter is allocating (the out-of-memory
 * message's hint), or NULL */
static const lg_data_region *entering;

static void *dev_alloc(size_t bytes, const char *name, const char *extra, int may_fail,
                       const char *file, int line) {
  size_t limit = lg_device_limit(), held = 0;
  lg_mem_stats(&held, NULL, NULL);
  /* the limit refuses what would take the runtime's holdings past it, as the
   * device refuses what it does not have */
  void *d = limit && (bytes > limit || held > limit - bytes) ? NULL
                                                             : lg_be_alloc(bytes, name, file, line);
  if (!d && may_fail)
    return NULL;
  if (!d) {
    size_t free_b = 0, total_b = 0, i, n = nbufs < 8 ? nbufs : 8;
    char held_text[1024] = "", hint[512];
    lg_buf **order = malloc((nbufs ? nbufs : 1) * sizeof *order);
    lg_be_mem_info(&free_b, &total_b);
    if (limit) { /* what the limit leaves, where it is the smaller */
      size_t left = limit > held ? limit - held : 0;
      free_b = left < free_b ? left : free_b;
      total_b = limit < total_b ? limit : total_b;
    }
    if (order) {
      size_t len = 0;
      for (i = 0; i < nbufs; i++)
        order[i] = &bufs[i];
      qsort(order, nbufs, sizeof *order, by_size_desc);
      for (i = 0; i < n && len < sizeof held_text; i++)
        len += (size_t)snprintf(held_text + len, sizeof held_text - len,
                                "%s'%s' (%s:%d) %zu bytes", i ? ", " : ": ",
                                order[i]->name, order[i]->file ? order[i]->file : "?",
                                order[i]->line, order[i]->bytes);
      if (nbufs > n && len < sizeof held_text)
        snprintf(held_text + len, sizeof held_text - len, ", and %zu more",
                 nbufs - n);
      free(order);
    }
    lg_report_chunk_hint(hint, sizeof hint, free_b, name,
                         entering ? entering->file : NULL, entering ? entering->line : 0);
    lg_fatal(file, line,
             "out of device memory allocating '%s'%s: %zu bytes asked, device "
             "has %zu bytes free of %zu%s (loopgpu holds %zu bytes in %zu buffers%s)%s",
             name, extra, bytes, free_b, total_b, limit ? " under LOOPGPU_DEVICE_LIMIT" : "", held,
             nbufs, held_text, hint);
  }
  lg_stats_alloc(bytes);
  lg_rt_register_exit();
  lg_report_alloc(name, file, line, bytes, d);
  return d;
}

static void dev_free(lg_buf *b, const char *file, int line) {
  lg_be_free(b->dev, file, line);
  lg_stats_free(b->bytes);
  lg_report_free(b->name, b->file, b->line, b->bytes, b->dev);
}


/* ---- finding and joining buffers ------------------------------------------ */
static int overlaps(const lg_buf *b, const char *p, size_t n) {
  return b->host && p < b->host + b->bytes && b->host < p + n;
}

static int contains(const lg_buf *b, const char *p, size_t n) {
  return b->host && p >= b->host && n <= b->bytes && (size_t)(p - b->host) <= b->bytes - n;
}

/* The host buffer holding all of [p, p+n), or NULL. */
static lg_buf *find_containing(const char *p, size_t n) {
  for (size_t i = 0; i < nbufs; i++)
    if (contains(&bufs[i], p, n))
      return &bufs[i];
  return NULL;
}

/* Whether bytes [lo, hi) of b all have a count above zero. */
static int all_present(const lg_buf *b, size_t lo, size_t hi) {
  for (size_t i = seg_at(b, lo); i < b->nseg && b->seg[i].off < hi; i++)
    if (b->seg[i].refs <= 0)
      return 0;
  return 1;
}

/* A buffer that a chunk() region uses cannot move: its kernels, on the
 * region's own streams, may still read and write the old address. Generated
 * code never enters data while a chunk() region runs, so this only fires for
 * hand-written or future code; it stops rather than computing on a freed
 * buffer. */
static void check_not_held(const lg_buf *b, const char *what, const char *name, const char *p,
                           size_t n, const char *file, int line) {
  if (b->holds <= 0)
    return;
  lg_fatal(file, line,
           "'%s' [%p, +%zu bytes) %s the device buffer of '%s' [%p, +%zu bytes) (mapped at "
           "%s:%d) while chunk() region '%s' (%s:%d) uses that buffer for '%s' and its "
           "kernels may still run; map '%s' before the region starts",
           name, (const void *)p, n, what, b->name, (void *)b->host, b->bytes,
           b->file ? b->file : "?", b->line, b->hold_region, b->hold_file ? b->hold_file : "?",
           b->hold_line, b->hold_name, name);
}

/* Frees the buffers marked as joining; downwards, since remove_buf moves
 * the last record (already visited) into the hole. */
static void free_joining(const char *file, int line) {
  for (size_t i = nbufs; i-- > 0;)
    if (bufs[i].joining) {
      dev_free(&bufs[i], file, line);
      remove_buf(&bufs[i]);
    }
}

/* Index of the one buffer that holds [p, p+n) as one device range: the
 * buffer that already does; a new one (every byte absent) when no buffer
 * shares a byte with it; otherwise a new buffer over the union of the range
 * and every buffer it overlaps, which replaces them. `name`, `file` and
 * `line` are those of the section that asks (the new buffer's identity in
 * the report and in messages). Joining keeps the device bytes (copied
 * device-to-device) and every byte's count and flag; bytes that no old
 * buffer held are absent (count 0). Device addresses into the old buffers
 * are invalid afterwards. */
static size_t buffer_for(char *p, size_t n, const char *name, const char *file, int line) {
  /* the buffers the range overlaps are marked (no allocation here: a fatal
   * message below must not leave memory behind for a leak checker) */
  size_t k = 0, first = 0;
  char *lo = p, *hi = p + n;
  for (size_t i = 0; i < nbufs; i++) {
    lg_buf *o = &bufs[i];
    if (!overlaps(o, p, n))
      continue;
    if (contains(o, p, n))
      return i; /* inside one buffer: nothing moves (and no other overlaps) */
    check_not_held(o, "extends", name, p, n, file, line);
    o->joining = 1;
    if (!k++)
      first = i;
    if (o->host < lo)
      lo = o->host;
    if (o->host + o->bytes > hi)
      hi = o->host + o->bytes;
  }
  size_t total = (size_t)(hi - lo);
  char extra[600] = "";
  if (k) {
    const lg_buf *o = &bufs[first];
    snprintf(extra, sizeof extra,
             " (joining '%s' [%p, +%zu bytes) of %s:%d%s already on the device: %zu bytes "
             "from %p)",
             o->name, (void *)o->host, o->bytes, o->file ? o->file : "?", o->line,
             k > 1 ? " and others" : "", total, (void *)lo);
  }
  /* the union next to the old buffers; if that does not fit, see below */
  char *dev = dev_alloc(total, name, extra, k > 0, file, line);
  lg_buf nb;
  memset(&nb, 0, sizeof nb);
  nb.host = lo;
  nb.bytes = total;
  nb.name = name;
  nb.file = file;
  nb.line = line;
  /* the old buffers in address order (k is small: pick the lowest marked one
   * above the last taken), their segments shifted, absent bytes between;
   * their device bytes copied over as they are now, present or not, after
   * every kernel launched so far on the default stream, which the copy is
   * ordered behind */
  size_t pos = 0;
  for (size_t taken = 0; taken < k; taken++) {
    const lg_buf *o = NULL;
    for (size_t i = 0; i < nbufs; i++)
      if (bufs[i].joining && bufs[i].host >= lo + pos && (!o || bufs[i].host < o->host))
        o = &bufs[i];
    size_t at = (size_t)(o->host - lo);
    if (at > pos)
      seg_insert(&nb, nb.nseg, (lg_seg){pos, 0, 0, 0, 0});
    for (size_t s = 0; s < o->nseg; s++) {
      lg_seg sg = o->seg[s];
      sg.off += at;
      seg_insert(&nb, nb.nseg, sg);
    }
    pos = at + o->bytes;
    if (dev)
      lg_be_d2d(dev + at, o->dev, o->bytes, name, file, line);
  }
  if (pos < total) /* also the whole of a new buffer */
    seg_insert(&nb, nb.nseg, (lg_seg){pos, 0, 0, 0, 0});
  seg_coalesce(&nb);
  if (dev) {
    /* the copies (and any kernel still using the old buffers) finish before
     * the old buffers are freed; cudaFree would wait as well, but an
     * explicit wait reports a kernel's failure at this line */
    if (k)
      lg_be_sync(name, file, line);
    free_joining(file, line);
  } else {
    /* The union does not fit beside the old buffers, but may fit alone: the
     * old buffers' bytes wait in host memory (a synchronous copy, after
     * every kernel launched so far), the old buffers are freed, the union
     * allocated (out of memory now is a real one) and the bytes copied
     * back. Slower (two host-device copies instead of one on the device),
     * but a program whose union fits the device runs. */
    struct saved {
      size_t at, bytes;
      char *tmp;
    } *sv = xrealloc(NULL, k * sizeof *sv);
    size_t m = 0;
    for (size_t i = 0; i < nbufs; i++) {
      if (!bufs[i].joining)
        continue;
      sv[m].at = (size_t)(bufs[i].host - lo);
      sv[m].bytes = bufs[i].bytes;
      sv[m].tmp = malloc(bufs[i].bytes);
      if (!sv[m].tmp)
        lg_fatal(file, line, "out of host memory keeping '%s' (%zu bytes) while its device "
                 "buffer grows", bufs[i].name, bufs[i].bytes);
      lg_be_d2h(sv[m].tmp, bufs[i].dev, bufs[i].bytes, name, file, line);
      lg_report_copied(0, bufs[i].bytes);
      m++;
    }
    free_joining(file, line);
    size_t len = strlen(extra);
    if (len > 1) /* inside the parenthesis: why the old buffers are gone */
      snprintf(extra + len - 1, sizeof extra - (len - 1),
               ", its bytes moved to host memory to make room)");
    dev = dev_alloc(total, name, extra, 0, file, line);
    for (size_t j = 0; j < m; j++) {
      lg_be_h2d(dev + sv[j].at, sv[j].tmp, sv[j].bytes, name, file, line);
      lg_report_copied(sv[j].bytes, 0);
      free(sv[j].tmp);
    }
    free(sv);
  }
  nb.dev = dev;
  *add_buf() = nb;
  return nbufs - 1;
}

/* ---- the present table ---------------------------------------------------- */
void *lg_enter(void *host, size_t bytes, lg_dir dir, const char *name,
               const char *file, int line) {
  /* a kernel region's entry may write (a data region's own entry does not:
     it copies the host's bytes); without LG_WRITES (code translated before
     it existed) any direction but copyin is taken to */
  int writes = !entering && ((dir & LG_WRITES) || dir_of(dir) != LG_COPYIN);
  dir = dir_of(dir);
  if (bytes == 0)
    return host;
  if (!host)
    lg_fatal(file, line, "'%s' is a null pointer (%zu bytes to map)", name,
             bytes);
  /* bytes a split region left on several devices: the host's copy made
     current, the one device of this table starts from it */
  lg_dist_flush(host, bytes, file, line);
  lg_dist_invalidate(host, bytes);
  size_t at = buffer_for(host, bytes, name, file, line); /* may move bufs */
  lg_buf *b = &bufs[at];
  size_t lo = (size_t)((char *)host - b->host), hi = lo + bytes;
  size_t s = seg_split(b, lo), e = seg_split(b, hi);
  /* absent bytes are copied in (COPYIN, COPY), in maximal runs; bytes
   * already present are not (OpenACC: a present section is not copied
   * again, whichever name it is entered under) */
  if (copies_in(dir))
    for (size_t i = s; i < e; i++) {
      if (b->seg[i].refs != 0 && !b->seg[i].fresh)
        continue;
      size_t j = i;
      while (j + 1 < e && (b->seg[j + 1].refs == 0 || b->seg[j + 1].fresh))
        j++;
      size_t from = b->seg[i].off, to = seg_end(b, j);
      /* bytes that will be copied back: pages never touched are faulted in
         for writing now, not as zero-page mappings by the copy's reads */
      lg_be_prefault(b->host + from, to - from, copies_out(dir));
      lg_be_h2d(b->dev + from, b->host + from, to - from, name, file, line);
      lg_report_copied(to - from, 0);
      for (size_t k = i; k <= j; k++)
        b->seg[k].fresh = 0;
      i = j;
    }
  for (size_t i = s; i < e; i++) {
    if (b->seg[i].refs == 0 && !copies_in(dir)) {
      b->seg[i].fresh = 1;
      any_fresh = 1;
    }
    b->seg[i].refs++;
    b->seg[i].out |= copies_out(dir);
    b->seg[i].written |= writes;
  }
  seg_coalesce(b);
  return b->dev + lo;
}

/* A kernel was launched: what it may write is on the device now, nothing
 * is fresh any more (lg_seg.fresh). */
void lg_data_launched(void) {
  if (!any_fresh)
    return;
  for (size_t i = 0; i < nbufs; i++)
    for (size_t k = 0; bufs[i].host && k < bufs[i].nseg; k++)
      bufs[i].seg[k].fresh = 0;
  any_fresh = 0;
}

void lg_exit(void *host, size_t bytes, lg_dir dir, const char *name,
             const char *file, int line) {
  dir = dir_of(dir);
  if (bytes == 0)
    return;
  lg_buf *b = find_containing(host, bytes);
  size_t lo = b ? (size_t)((char *)host - b->host) : 0, hi = lo + bytes;
  if (!b || !all_present(b, lo, hi)) {
    /* name a buffer that holds part of it, if one does: the usual cause is
     * an exit that does not mirror its enter */
    char part[512] = "";
    for (size_t i = 0; i < nbufs; i++)
      if (overlaps(&bufs[i], host, bytes)) {
        snprintf(part, sizeof part, " (only part of it is: '%s' [%p, +%zu bytes) mapped at %s:%d)",
                 bufs[i].name, (void *)bufs[i].host, bufs[i].bytes,
                 bufs[i].file ? bufs[i].file : "?", bufs[i].line);
        break;
      }
    lg_fatal(file, line, "'%s' [%p, +%zu bytes) leaves a data region but is "
             "not present on the device%s", name, host, bytes, part);
  }
  size_t s = seg_split(b, lo), e = seg_split(b, hi);
  /* bytes whose count drops to zero leave the device; those that some enter
   * (under any name) or this exit asked to copy out are copied back (marked
   * 2 here, then copied in maximal runs) */
  for (size_t i = s; i < e; i++)
    if (--b->seg[i].refs == 0) {
      b->seg[i].out = b->seg[i].out || copies_out(dir) ? 2 : 0;
      b->seg[i].written = 0; /* gone from the device: entered again, copied again */
    }
  for (size_t i = s; i < e; i++) {
    if (b->seg[i].out != 2)
      continue;
    size_t j = i;
    while (j + 1 < e && b->seg[j + 1].out == 2)
      j++;
    size_t from = b->seg[i].off, to = seg_end(b, j);
    lg_be_d2h(b->host + from, b->dev + from, to - from, name, file, line);
    lg_report_copied(0, to - from);
    for (size_t k = i; k <= j; k++)
      b->seg[k].out = 0;
    i = j;
  }
  seg_coalesce(b);
  if (b->nseg == 1 && b->seg[0].refs == 0) { /* no byte left: the buffer goes */
    check_not_held(b, "leaves the device, freeing", name, host, bytes, file, line);
    dev_free(b, file, line);
    remove_buf(b);
  }
}

void *lg_devptr(const void *host, const char *name, const char *file,
                int line) {
  const lg_buf *b = find_containing(host, 1);
  size_t off = b ? (size_t)((const char *)host - b->host) : 0;
  if (lg_be_dev_current() != 0) /* the table's buffers are device 0's */
    lg_fatal(file, line, "'%s' of device 0 passed to a kernel on device %d", name,
             lg_be_dev_current());
  if (!b || !all_present(b, off, off + 1))
    lg_fatal(file, line, "'%s' (host address %p) is not present on the device",
             name, host);
  return b->dev + off;
}

int lg_present(const void *host, size_t bytes) {
  size_t n = bytes ? bytes : 1;
  const lg_buf *b = host ? find_containing(host, n) : NULL;
  if (!b)
    return 0;
  size_t off = (size_t)((const char *)host - b->host);
  return all_present(b, off, off + n);
}

/* ---- host code inside a data region (issue 15) ------------------------------
 * The translator brackets each host statement of a `host` loop with these:
 * before it, the device copies of what it may read come back; after it,
 * what it may have written goes to the device. They work by address, so
 * whatever names the program reaches the memory through (an alias `probe =
 * u + n/2`, a swapped or advanced pointer, a file-scope array a called
 * function reads) the present bytes are the ones synchronised; bytes not
 * present are the host's only copy already. `bytes` 0: the whole buffer
 * holding `host` (a pointer whose extent the translator does not know). */
typedef void (*copy_fn)(lg_buf *b, size_t from, size_t to, const char *name, const char *file,
                        int line);

static void copy_back(lg_buf *b, size_t from, size_t to, const char *name, const char *file,
                      int line) {
  lg_be_d2h(b->host + from, b->dev + from, to - from, name, file, line);
  lg_report_copied(0, to - from);
}

static void copy_in(lg_buf *b, size_t from, size_t to, const char *name, const char *file,
                    int line) {
  lg_be_h2d(b->dev + from, b->host + from, to - from, name, file, line);
  lg_report_copied(to - from, 0);
}

/* The present runs of [lo, hi) of buffer b, each copied by `fn`. */
static void each_present_run(lg_buf *b, size_t lo, size_t hi, copy_fn fn, const char *name,
                             const char *file, int line) {
  /* host code's reads copy back only what a kernel may have written: the
     rest of the device copy is the host's bytes as they were copied in
     (atax's host loop read A, never written, 32 MB back every row) */
  int only_written = fn == copy_back;
#define LG_RUN_SEG(k) (b->seg[k].refs > 0 && (!only_written || b->seg[k].written))
  for (size_t i = seg_at(b, lo); i < b->nseg && b->seg[i].off < hi; i++) {
    if (!LG_RUN_SEG(i))
      continue;
    size_t j = i;
    while (j + 1 < b->nseg && b->seg[j + 1].off < hi && LG_RUN_SEG(j + 1))
      j++;
    size_t from = b->seg[i].off > lo ? b->seg[i].off : lo;
    size_t to = seg_end(b, j) < hi ? seg_end(b, j) : hi;
    if (to > from)
      fn(b, from, to, name, file, line);
    i = j;
  }
}
#undef LG_RUN_SEG

static lg_data_region *open_regions; /* innermost first */

static void update(const void *host, size_t bytes, copy_fn fn, const char *name,
                   const char *file, int line);

/* The whole buffer of pointer p: also every section an open data region
 * entered from p (`u + 1 ... u + n - 2` is not in the buffer holding u). */
static void update_sections_of(const void *p, copy_fn fn, const char *name, const char *file,
                               int line) {
  for (lg_data_region *d = open_regions; d; d = d->outer)
    for (int i = 0; i < d->n; i++)
      if (d->e[i].base == p && d->e[i].bytes > 0)
        update(d->e[i].host, d->e[i].bytes, fn, name, file, line);
}

static void update(const void *host, size_t bytes, copy_fn fn, const char *name,
                   const char *file, int line) {
  const char *p = host;
  if (!p)
    return;
  if (bytes == 0)
    update_sections_of(host, fn, name, file, line);
  for (size_t i = 0; i < nbufs; i++) {
    lg_buf *b = &bufs[i];
    if (!b->host)
      continue;
    if (bytes == 0) { /* the buffer holding p, whole */
      if (p >= b->host && p < b->host + b->bytes)
        each_present_run(b, 0, b->bytes, fn, name, file, line);
      continue;
    }
    if (!overlaps(b, p, bytes))
      continue;
    size_t lo = p > b->host ? (size_t)(p - b->host) : 0;
    size_t hi = p + bytes < b->host + b->bytes ? (size_t)(p + bytes - b->host) : b->bytes;
    each_present_run(b, lo, hi, fn, name, file, line);
  }
}

/* The present table only (rt_devices.c: a split region's arrays). */
void lg_data_update_host_present(const void *host, size_t bytes, const char *name,
                                 const char *file, int line) {
  update(host, bytes, copy_back, name, file, line);
}

void lg_data_update_device_present(const void *host, size_t bytes, const char *name,
                                   const char *file, int line) {
  update(host, bytes, copy_in, name, file, line);
}

/* Bytes that a split region left on several devices (rt_devices.c) are
 * brought back, or dropped once the host wrote them, as the present
 * table's are. */
void lg_update_host(const void *host, size_t bytes, const char *name, const char *file,
                    int line) {
  lg_dist_flush(host, bytes, file, line);
  update(host, bytes, copy_back, name, file, line);
}

void lg_update_device(const void *host, size_t bytes, const char *name, const char *file,
                      int line) {
  lg_dist_invalidate(host, bytes);
  update(host, bytes, copy_in, name, file, line);
}

void lg_update_host_all(const char *file, int line) {
  lg_dist_flush_all(file, line);
  for (size_t i = 0; i < nbufs; i++)
    if (bufs[i].host)
      each_present_run(&bufs[i], 0, bufs[i].bytes, copy_back, bufs[i].name, file, line);
}

void lg_update_device_all(const char *file, int line) {
  lg_dist_invalidate_all();
  for (size_t i = 0; i < nbufs; i++)
    if (bufs[i].host)
      each_present_run(&bufs[i], 0, bufs[i].bytes, copy_in, bufs[i].name, file, line);
}

/* ---- a loop run as written (loopgpu.h: lg_overlap) ------------------------ */
/* Said once per loop: a loop in a time step would say it every step. */
void lg_on_host(const char *pair, const char *what, const char *file, int line) {
  static struct said {
    const char *file;
    int line;
  } said[64];
  static int nsaid;
  for (int i = 0; i < nsaid; i++)
    if (said[i].line == line && !strcmp(said[i].file, file))
      return;
  if (nsaid < 64)
    said[nsaid++] = (struct said){file, line};
  if (lg_env_flag("LOOPGPU_QUIET"))
    return;
  fprintf(stderr,
          "loopgpu: %s:%d: %s share memory in this call, and the kernel (%s) takes them "
          "for two arrays: the loop ran as written, on the CPU\n",
          file, line, pair, what);
}

/* ---- scopes (loopgpu.h: LG_CLEANUP) ----------------------------------------- */
void lg_data_enter(lg_data_region *d, const void *base, void *host, size_t bytes, lg_dir dir,
                   const char *name) {
  if (d->n >= d->cap)
    lg_fatal(d->file, d->line, "data region: more than %d arrays entered", d->cap);
  if (!d->open) {
    d->open = 1;
    d->outer = open_regions;
    open_regions = d;
  }
  entering = d;
  lg_enter(host, bytes, dir, name, d->file, d->line);
  entering = NULL;
  d->e[d->n++] = (lg_data_entry){base, host, bytes, dir, name};
}

void lg_data_close(lg_data_region *d) {
  if (d->open) { /* scopes close innermost first; unlink wherever it is */
    lg_data_region **q = &open_regions;
    while (*q && *q != d)
      q = &(*q)->outer;
    if (*q)
      *q = d->outer;
    d->open = 0;
  }
  while (d->n > 0) {
    const lg_data_entry *x = &d->e[--d->n];
    lg_exit(x->host, x->bytes, x->dir, x->name, d->file, d->line);
  }
  if (d->begun) {
    d->begun = 0;
    lg_region_end();
  }
}

void lg_after_done(lg_after *a) {
  if (a->all)
    lg_update_device_all(a->file, a->line);
  for (int i = 0; i < a->n; i++)
    lg_update_device(a->w[i].host, a->w[i].bytes, "", a->file, a->line);
}

/* ---- chunk(): arrays used whole, and buffers that must not move ----------- */
void *lg_data_whole(const void *host, size_t bytes, int *partly, const char *name,
                    const char *file, int line) {
  const char *p = host;
  size_t present = 0;
  for (size_t i = 0; i < nbufs; i++) {
    const lg_buf *b = &bufs[i];
    if (!overlaps(b, p, bytes))
      continue;
    size_t lo = p > b->host ? (size_t)(p - b->host) : 0;
    size_t hi = p + bytes < b->host + b->bytes ? (size_t)(p + bytes - b->host) : b->bytes;
    for (size_t s = seg_at(b, lo); s < b->nseg && b->seg[s].off < hi; s++) {
      size_t a = b->seg[s].off > lo ? b->seg[s].off : lo;
      size_t z = seg_end(b, s) < hi ? seg_end(b, s) : hi;
      if (b->seg[s].refs > 0)
        present += z - a;
    }
  }
  *partly = present > 0 && present < bytes;
  if (present < bytes)
    return NULL;
  /* every byte present, possibly in several adjacent buffers: one range */
  size_t at = buffer_for((char *)p, bytes, name, file, line); /* may move bufs */
  lg_buf *b = &bufs[at];
  return b->dev + (p - b->host);
}

void lg_data_hold(const void *host, int delta, const char *region, const char *name,
                  const char *file, int line) {
  lg_buf *b = find_containing(host, 1);
  if (!b)
    lg_fatal(file, line, "'%s' (host address %p) is not present on the device", name, host);
  b->holds += delta;
  if (delta > 0) {
    b->hold_region = region;
    b->hold_name = name;
    b->hold_file = file;
    b->hold_line = line;
  }
}

/* ---- plain device buffers ------------------------------------------------- */
void *lg_dmalloc(size_t bytes, const char *name, const char *file, int line) {
  char *dev = dev_alloc(bytes ? bytes : 1, name, "", 0, file, line);
  lg_buf *b = add_buf();
  b->dev = dev;
  b->bytes = bytes ? bytes : 1;
  b->name = name;
  b->file = file;
  b->line = line;
  return dev;
}

void *lg_dsnapshot(const void *host, size_t bytes, const char *name, const char *file, int line) {
  const void *src = lg_devptr(host, name, file, line);
  if (bytes && !lg_present(host, bytes))
    lg_fatal(file, line, "snapshot of '%s' [%p, +%zu bytes): not all present on the device",
             name, host, bytes);
  void *dev = lg_dmalloc(bytes, name, file, line);
  if (bytes)
    lg_be_d2d(dev, src, bytes, name, file, line);
  return dev;
}

void lg_dfree(void *dev, const char *file, int line) {
  size_t i;
  if (!dev)
    return;
  for (i = 0; i < nbufs; i++)
    if (!bufs[i].host && bufs[i].dev == dev) {
      dev_free(&bufs[i], file, line);
      remove_buf(&bufs[i]);
      return;
    }
  lg_fatal(file, line, "lg_dfree of %p, which lg_dmalloc did not return", dev);
}

void lg_memcpy_h2d(void *dev, const void *host, size_t bytes, const char *file,
                   int line) {
  if (bytes)
    lg_be_h2d(dev, host, bytes, "buffer", file, line);
}

void lg_memcpy_d2h(void *host, const void *dev, size_t bytes, const char *file,
                   int line) {
  if (bytes)
    lg_be_d2h(host, dev, bytes, "buffer", file, line);
}

void lg_symbol_to_host(void *host, const void *symbol, size_t bytes, const char *name,
                       const char *file, int line) {
  if (bytes)
    lg_be_d2h(host, lg_be_symbol_address(symbol, name, file, line), bytes, name, file, line);
}

void lg_data_release_all(void) {
  while (nbufs) {
    dev_free(&bufs[nbufs - 1], NULL, 0);
    free(bufs[nbufs - 1].seg);
    nbufs--;
  }
  free(bufs);
  bufs = NULL;
  capbufs = 0;
}

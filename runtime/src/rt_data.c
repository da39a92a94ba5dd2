/* rt_data.c — the present table (OpenACC data semantics) and the plain device
 * buffers of lg_dmalloc.
 *
 * Every device buffer the runtime holds is one record: its host range (NULL
 * for lg_dmalloc buffers), its device address, its size, a reference count,
 * and the C variable and line that created it — the same record serves error
 * messages, the exit-time release and, later, the footprint report.
 * Generated programs have few live buffers at a time, so a linear array is
 * both simple and fast enough; it is not thread-safe (one host thread drives
 * the device, as in generated code).
 */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt_internal.h"

typedef struct lg_buf {
  char *host;     /* start of the host range; NULL for lg_dmalloc buffers */
  char *dev;
  size_t bytes;
  long refs;
  const char *name; /* C variable, a string literal of the generated code */
  const char *file;
  int line;
} lg_buf;

static lg_buf *bufs;
static size_t nbufs, capbufs;

static lg_buf *add_buf(void) {
  if (nbufs == capbufs) {
    size_t cap = capbufs ? 2 * capbufs : 16;
    lg_buf *b = realloc(bufs, cap * sizeof *b);
    if (!b)
      lg_fatal(__FILE__, __LINE__, "out of host memory for the present table");
    bufs = b;
    capbufs = cap;
  }
  return &bufs[nbufs++];
}

static void remove_buf(lg_buf *b) { *b = bufs[--nbufs]; }

static int by_size_desc(const void *x, const void *y) {
  const lg_buf *a = *(const lg_buf *const *)x, *b = *(const lg_buf *const *)y;
  return (a->bytes < b->bytes) - (a->bytes > b->bytes);
}

/* Allocate device memory for `name`, or stop with the out-of-memory message
 * that SPEC 5 asks for: the buffer, its line, the bytes asked, the bytes
 * free, what the program holds (largest buffers first, with their names and
 * lines) and, inside a kernel region that could stream its data, a chunk()
 * size that would fit (rt_report.c). */
/* LOOPGPU_DEVICE_LIMIT: the device bytes loopgpu may hold at once (K, M, G
 * suffixes); unset or 0: no limit but the device's own. */
size_t lg_device_limit(void) {
  static int read;
  static size_t limit;
  if (!read) {
    const char *s = getenv("LOOPGPU_DEVICE_LIMIT");
    read = 1;
    if (s && *s) {
      limit = lg_env_size("LOOPGPU_DEVICE_LIMIT", (size_t)-1);
      if (limit == (size_t)-1)
        lg_fatal("LOOPGPU_DEVICE_LIMIT", 0,
                 "'%s' is not a byte count (a number with an optional K, M or G suffix)", s);
    }
  }
  return limit;
}

static void *dev_alloc(size_t bytes, const char *name, const char *file,
                       int line) {
  size_t limit = lg_device_limit(), held = 0;
  lg_mem_stats(&held, NULL, NULL);
  /* the limit refuses what would take the runtime's holdings past it, as the
   * device refuses what it does not have */
  void *d = limit && (bytes > limit || held > limit - bytes) ? NULL
                                                             : lg_be_alloc(bytes, file, line);
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
    lg_report_chunk_hint(hint, sizeof hint, free_b);
    lg_fatal(file, line,
             "out of device memory allocating '%s': %zu bytes asked, device "
             "has %zu bytes free of %zu%s (loopgpu holds %zu bytes in %zu buffers%s)%s",
             name, bytes, free_b, total_b, limit ? " under LOOPGPU_DEVICE_LIMIT" : "", held,
             nbufs, held_text, hint);
  }
  lg_stats_alloc(bytes);
  lg_rt_register_exit();
  lg_report_alloc(name, file, line, bytes);
  return d;
}

static void dev_free(lg_buf *b, const char *file, int line) {
  lg_be_free(b->dev, file, line);
  lg_stats_free(b->bytes);
  lg_report_free(b->name, b->file, b->line, b->bytes);
}

/* The present record whose host range contains [p, p+n), or NULL. A range
 * that only partially overlaps a record is reported through *partial. */
static lg_buf *find_range(const char *p, size_t n, lg_buf **partial) {
  size_t i;
  *partial = NULL;
  for (i = 0; i < nbufs; i++) {
    lg_buf *b = &bufs[i];
    if (!b->host)
      continue;
    if (p >= b->host && p + n <= b->host + b->bytes)
      return b;
    if (p < b->host + b->bytes && b->host < p + n)
      *partial = b;
  }
  return NULL;
}

static int copies_in(lg_dir d) { return d == LG_COPYIN || d == LG_COPY; }
static int copies_out(lg_dir d) { return d == LG_COPYOUT || d == LG_COPY; }

void *lg_enter(void *host, size_t bytes, lg_dir dir, const char *name,
               const char *file, int line) {
  lg_buf *b, *partial;
  if (bytes == 0)
    return host;
  if (!host)
    lg_fatal(file, line, "'%s' is a null pointer (%zu bytes to map)", name,
             bytes);
  b = find_range(host, bytes, &partial);
  if (b) { /* present: OpenACC only counts the reference, no copy */
    b->refs++;
    return b->dev + ((char *)host - b->host);
  }
  if (partial)
    lg_fatal(file, line,
             "'%s' [%p, +%zu bytes) partially overlaps '%s' [%p, +%zu bytes) "
             "already on the device (mapped at %s:%d); map the whole range "
             "in the outer region",
             name, host, bytes, partial->name, (void *)partial->host,
             partial->bytes, partial->file, partial->line);
  {
    char *dev = dev_alloc(bytes, name, file, line);
    b = add_buf();
    b->host = host;
    b->dev = dev;
    b->bytes = bytes;
    b->refs = 1;
    b->name = name;
    b->file = file;
    b->line = line;
  }
  if (copies_in(dir)) {
    lg_be_h2d(b->dev, host, bytes, name, file, line);
    lg_report_copied(bytes, 0);
  }
  return b->dev;
}

void lg_exit(void *host, size_t bytes, lg_dir dir, const char *name,
             const char *file, int line) {
  lg_buf *b, *partial;
  if (bytes == 0)
    return;
  b = find_range(host, bytes, &partial);
  if (!b)
    lg_fatal(file, line, "'%s' [%p, +%zu bytes) leaves a data region but is "
             "not present on the device", name, host, bytes);
  if (--b->refs > 0)
    return;
  /* The last exit copies out the whole record, which may be larger than the
   * range of this (inner) exit. */
  if (copies_out(dir)) {
    lg_be_d2h(b->host, b->dev, b->bytes, name, file, line);
    lg_report_copied(0, b->bytes);
  }
  dev_free(b, file, line);
  remove_buf(b);
}

void *lg_devptr(const void *host, const char *name, const char *file,
                int line) {
  lg_buf *partial, *b = find_range(host, 1, &partial);
  if (!b)
    lg_fatal(file, line, "'%s' (host address %p) is not present on the device",
             name, host);
  return b->dev + ((const char *)host - b->host);
}

int lg_present(const void *host, size_t bytes) {
  lg_buf *partial;
  return host && find_range(host, bytes ? bytes : 1, &partial) != NULL;
}

void *lg_dmalloc(size_t bytes, const char *name, const char *file, int line) {
  lg_buf *b;
  char *dev = dev_alloc(bytes ? bytes : 1, name, file, line);
  b = add_buf();
  b->host = NULL;
  b->dev = dev;
  b->bytes = bytes ? bytes : 1;
  b->refs = 1;
  b->name = name;
  b->file = file;
  b->line = line;
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

void lg_data_release_all(void) {
  while (nbufs) {
    dev_free(&bufs[nbufs - 1], NULL, 0);
    nbufs--;
  }
  free(bufs);
  bufs = NULL;
  capbufs = 0;
}

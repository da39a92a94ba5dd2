/* rt_copy_cuda.c — host<->device copies at pinned-memory speed, and nothing
 * set up before a copy gains from it (issue 24).
 *
 * cudaMemcpy from pageable memory goes through the driver's own small bounce
 * buffers (6.9 GB/s H2D, 11.6 GB/s D2H measured on the H200 machine, against
 * 54 GB/s from pinned memory). Four strategies, chosen by LOOPGPU_COPY:
 *   auto     (default) straight through cudaMemcpy until a transfer is large
 *            enough to pay for the staging buffers (below); staged from then on;
 *   staged   the range moves through two pinned staging buffers,
 *            double-buffered: threads fill one buffer while the copy engine
 *            drains the other (and the reverse for D2H), from the first copy
 *            of 1 MiB or more;
 *   register the user's range is page-locked for the copy (cudaHostRegister),
 *            copied directly, and unlocked; locking costs time per page;
 *   plain    cudaMemcpy, for comparison.
 * Copies under 1 MiB, and host memory that is already pinned, go plain.
 *
 * Nothing is set up before the first staged copy: the staging stream, its
 * events, the pinned buffers and the copy threads (rt_pool.c) all come with
 * it. The buffers are sized for the copy that needs them: two of
 * min(LOOPGPU_STAGE_MB, half the copy rounded up to 1 MiB), grown (freed and
 * allocated again, up to LOOPGPU_STAGE_MB) when a later staged copy is larger.
 *
 * Why auto waits (H200 machine, 2026-12-04; docs/runtime.md, "Copies at pinned
 * speed"; docs/perf.md, "The first region"): cudaHostAlloc pins 2-3 GB/s
 * (64 MiB: 22-36 ms), slower than the pageable cudaMemcpy it would replace.
 * Setting up two 32 MiB buffers on the first copy of 1 MiB or more was the
 * whole fixed cost of a first region over a hand-written CUDA program
 * (22-36 ms from 1 to 16 MiB arrays; issue 24: gesummv 25 ms against 4 ms).
 * A staged copy saves 0.12 ms per MB H2D (6.9 -> ~48 GB/s) and 0.06 ms per
 * MB D2H (11.6 -> ~46 GB/s), and the set-up serves every later copy: a region
 * that copies two arrays in and one out (kernels/bench/firstregion) breaks
 * even at ~100 MB an array (3 x 64 MiB: staging 8 ms slower; 3 x 256 MiB:
 * 2x faster). So in auto mode the first copy of LG_COPY_DIRECT_DEFAULT
 * (128 MiB) or more sets up the staging, and so does the copy that brings
 * the bytes copied straight (copies of 1 MiB or more) to four times that
 * (512 MiB, ~70 ms spent in slow copies: a program that moves many medium
 * arrays pays for the set-up once it has paid as much in slow copies, as a
 * ski renter buys). Until then every copy is the cudaMemcpy that a
 * hand-written program makes. LOOPGPU_COPY_DIRECT=SIZE moves the threshold
 * (0: stage from the first copy of 1 MiB, as LOOPGPU_COPY=staged).
 *
 * Below the staging, auto mode does two more things, each measured on the
 * device machine (runtime/bench/pincost.cu, docs/runtime.md "Copies at
 * pinned speed"; H100 machine, 2026-12-06):
 *   - an H2D copy of LOOPGPU_COPY_REGISTER (16 MiB) or more page-locks the
 *     user's range for the copy (cudaHostRegister, cudaMemcpy, unregister):
 *     32 MiB 3.3 ms against 4.3 plain; at 11 MiB it won on one machine (1.14
 *     against 1.38 ms) and lost on another (1.84 against 1.53), at 4 MiB
 *     and below it loses (1 MiB: three times the copy). Locking does not go
 *     faster from several threads (the driver serializes it), so one does it.
 *   - a D2H copy of LG_PREFAULT_MIN (4 MiB) or more into pages the program
 *     never touched (PolyBench's outputs: allocated, never written before the
 *     result comes back) has them faulted in first, by LG_PREFAULT_THREADS
 *     threads with madvise(MADV_POPULATE_WRITE), which changes no byte: the
 *     driver's memcpy out of its bounce buffer otherwise takes one fault a
 *     page (11.5 MB: 7.5-8.9 ms against 1.0-1.2 ms into written pages; with
 *     4 threads populating first, 2.6-2.7 ms; 8 or 16 threads contend and
 *     are slower). mincore() says whether any page is absent; when none is,
 *     nothing is done (a populated range is the common case: populating
 *     written pages again costs 0.37 ms per 11.5 MB). An H2D copy from pages
 *     never touched has them populated for reading (the zero page) the same
 *     way, 1.4 ms against 3.4, unless rt_data.c populated them for writing
 *     first (lg_be_prefault: the bytes will be copied back, and a D2H copy
 *     into zero-page mappings takes 9-10 ms per 11.5 MB, populated or not,
 *     against 1.1 into written pages).
 *
 * The staging stream is a blocking stream, so it is ordered after kernels
 * launched on the legacy default stream, which is what generated code uses.
 */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23 /* Linux 5.14; an older kernel says EINVAL */
#endif
#endif
#include "rt_pool.h"

#include "rt_copy_mode.h"
#include "rt_cuda.h"
#include "rt_internal.h"

enum { SMALL_COPY = 1 << 20, NBUF = 2 };

static struct {
  int ready;           /* stream and events made */
  size_t chunk;        /* bytes per staging buffer; 0: none allocated */
  size_t max_chunk;    /* LOOPGPU_STAGE_MB */
  void *buf[NBUF];     /* pinned */
  cudaEvent_t done[NBUF]; /* the copy engine is done with buf[k] */
  cudaStream_t stream;
  size_t direct_bytes; /* bytes of copies >= SMALL_COPY sent straight (auto) */
} pool;

/* The staging buffers' size for a staged copy of n bytes (>= SMALL_COPY):
 * half of it, rounded up to 1 MiB, so that the copy still has two chunks to
 * overlap; at most LOOPGPU_STAGE_MB. */
static size_t chunk_for(size_t n) {
  size_t half = (n / 2 + SMALL_COPY - 1) / SMALL_COPY * SMALL_COPY;
  return half < pool.max_chunk ? half : pool.max_chunk;
}

/* The staging for a copy of n bytes: the stream and events once, and
 * buffers of at least chunk_for(n) bytes (larger ones replace smaller ones;
 * they never shrink). Called only when no staged copy is in flight (each one
 * has synchronized before it returned), so buffers may be freed here. */
static void pool_init(size_t n, const char *what, const char *file, int line) {
  int k;
  if (!pool.ready) {
    pool.max_chunk = (size_t)lg_env_int("LOOPGPU_STAGE_MB", 32, 1, 1024) << 20;
    LG_CUDA(cudaStreamCreate(&pool.stream), what, file, line);
    for (k = 0; k < NBUF; k++)
      LG_CUDA(cudaEventCreateWithFlags(&pool.done[k], cudaEventDisableTiming), what, file,
              line);
    pool.ready = 1;
    lg_rt_register_exit(); /* after cudart's initialization: runs before its teardown */
  }
  size_t want = chunk_for(n);
  if (pool.chunk >= want)
    return;
  for (k = 0; k < NBUF && pool.chunk; k++)
    LG_CUDA(cudaFreeHost(pool.buf[k]), what, file, line);
  lg_copy_count_staging(-(long long)(NBUF * pool.chunk));
  pool.chunk = 0;
  for (k = 0; k < NBUF; k++)
    LG_CUDA(cudaHostAlloc(&pool.buf[k], want, cudaHostAllocDefault), what, file, line);
  pool.chunk = want;
  lg_copy_count_staging((long long)(NBUF * want));
}

void lg_copy_shutdown(void) {
  int k;
  if (!pool.ready)
    return;
  for (k = 0; k < NBUF; k++) {
    (void)cudaEventDestroy(pool.done[k]);
    if (pool.chunk)
      (void)cudaFreeHost(pool.buf[k]);
  }
  (void)cudaStreamDestroy(pool.stream);
  lg_copy_count_staging(-(long long)(NBUF * pool.chunk));
  pool.ready = 0;
  pool.chunk = 0;
}

static int already_pinned(const void *host) {
  struct cudaPointerAttributes a;
  if (cudaPointerGetAttributes(&a, host) != cudaSuccess) {
    (void)cudaGetLastError();
    return 0;
  }
  return a.type == cudaMemoryTypeHost;
}

static void staged_h2d(char *dev, const char *host, size_t n, const char *what,
                       const char *file, int line) {
  size_t off = 0;
  int k = 0, threads = lg_copy_threads();
  pool_init(n, what, file, line);
  while (off < n) {
    size_t c = n - off < pool.chunk ? n - off : pool.chunk;
    /* wait until the engine has drained this buffer (an event never
     * recorded counts as complete) */
    LG_CUDA(cudaEventSynchronize(pool.done[k]), what, file, line);
    lg_pmemcpy(pool.buf[k], host + off, c, threads);
    LG_CUDA(cudaMemcpyAsync(dev + off, pool.buf[k], c, cudaMemcpyHostToDevice,
                            pool.stream), what, file, line);
    LG_CUDA(cudaEventRecord(pool.done[k], pool.stream), what, file, line);
    off += c;
    k = (k + 1) % NBUF;
  }
  LG_CUDA(cudaStreamSynchronize(pool.stream), what, file, line);
}

static void staged_d2h(char *host, const char *dev, size_t n, const char *what,
                       const char *file, int line) {
  size_t nchunks, i;
  int threads = lg_copy_threads();
  pool_init(n, what, file, line);
  nchunks = (n + pool.chunk - 1) / pool.chunk;
  /* chunk i+1 is in flight on the engine while threads empty chunk i */
  for (i = 0; i <= nchunks; i++) {
    if (i < nchunks) {
      size_t off = i * pool.chunk, c = n - off < pool.chunk ? n - off : pool.chunk;
      int k = (int)(i % NBUF);
      LG_CUDA(cudaMemcpyAsync(pool.buf[k], dev + off, c, cudaMemcpyDeviceToHost,
                              pool.stream), what, file, line);
      LG_CUDA(cudaEventRecord(pool.done[k], pool.stream), what, file, line);
    }
    if (i > 0) {
      size_t off = (i - 1) * pool.chunk,
             c = n - off < pool.chunk ? n - off : pool.chunk;
      int k = (int)((i - 1) % NBUF);
      LG_CUDA(cudaEventSynchronize(pool.done[k]), what, file, line);
      lg_pmemcpy(host + off, pool.buf[k], c, threads);
    }
  }
}

/* Page-lock the user's range for the duration of the copy; when that is
 * refused (e.g. the range is part of a mapping that cannot be locked) the
 * copy goes plain. */
static int registered_copy(void *dst, const void *src, void *host, size_t n,
                           enum cudaMemcpyKind kind, const char *what,
                           const char *file, int line) {
  if (cudaHostRegister(host, n, cudaHostRegisterDefault) != cudaSuccess) {
    (void)cudaGetLastError();
    return 0;
  }
  LG_CUDA(cudaMemcpy(dst, src, n, kind), what, file, line);
  LG_CUDA(cudaHostUnregister(host), what, file, line);
  return 1;
}

/* ---- faulting in the pages a D2H copy will write -------------------------- */

enum { LG_PREFAULT_MIN = 4 << 20, LG_PREFAULT_THREADS = 4 };

#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
typedef struct Prefault {
  char *lo;
  size_t bytes, each;
  int advice;
} Prefault;

static int populate_refused; /* an older kernel: EINVAL once, never again */

static void populate_part(void *arg, int k) {
  Prefault *pf = arg;
  size_t off = (size_t)k * pf->each;
  if (off >= pf->bytes)
    return;
  size_t n = pf->bytes - off < pf->each ? pf->bytes - off : pf->each;
  /* EINVAL: a kernel without MADV_POPULATE_* (the copy then faults the
     pages in as before); another failure (a page that cannot be populated)
     leaves the rest to the copy, which reports what the program did wrong */
  if (madvise(pf->lo + off, n, pf->advice) != 0 && errno == EINVAL)
    __atomic_store_n(&populate_refused, 1, __ATOMIC_RELAXED);
}

/* Returns the bytes populated (0: every page was there, or not possible).
 * write: MADV_POPULATE_WRITE (pages the copy or the program will write),
 * else MADV_POPULATE_READ (the shared zero page mapped, for an H2D copy of
 * pages never touched: 11.5 MB 1.4 ms against 3.4 through the driver's
 * faults). */
static size_t prefault(void *host, size_t n, int write) {
  long pg = sysconf(_SC_PAGESIZE);
  if (populate_refused || pg <= 0 || n < LG_PREFAULT_MIN)
    return 0;
  uintptr_t lo = (uintptr_t)host & ~(uintptr_t)(pg - 1);
  uintptr_t hi = ((uintptr_t)host + n + (uintptr_t)pg - 1) & ~(uintptr_t)(pg - 1);
  size_t pages = (hi - lo) / (size_t)pg;
  unsigned char *vec = malloc(pages);
  if (!vec)
    return 0;
  int absent = 0;
  if (mincore((void *)lo, hi - lo, vec) == 0)
    for (size_t i = 0; i < pages && !absent; i++)
      absent = !(vec[i] & 1);
  free(vec);
  if (!absent)
    return 0;
  Prefault pf = {(char *)lo, hi - lo, 0, write ? MADV_POPULATE_WRITE : MADV_POPULATE_READ};
  pf.each = ((pf.bytes / LG_PREFAULT_THREADS) + (size_t)pg - 1) & ~(size_t)(pg - 1);
  lg_pool_run(LG_PREFAULT_THREADS, populate_part, &pf);
  return pf.bytes;
}
#else
static size_t prefault(void *host, size_t n, int write) {
  (void)host, (void)n, (void)write;
  return 0;
}
#endif

void lg_copy_prefault(void *host, size_t n, int write) {
  if (lg_copy_mode() == LG_COPY_MODE_AUTO)
    lg_copy_count_ext(0, prefault(host, n, write));
}

/* How a copy of n bytes from or to the pageable or pinned `host` goes:
 * STAGED, REGISTER or PLAIN (rt_copy_mode.h's modes). */
static int route(const void *host, size_t n) {
  int mode = lg_copy_mode();
  if (n < SMALL_COPY || mode == LG_COPY_MODE_PLAIN)
    return LG_COPY_MODE_PLAIN;
  if (mode == LG_COPY_MODE_AUTO) {
    size_t direct = lg_copy_direct();
    /* straight until a copy, or the bytes copied straight, pay for the
     * staging (the comment at the top); once it exists, staged */
    if (!pool.chunk && n < direct && pool.direct_bytes + n < 4 * direct) {
      pool.direct_bytes += n;
      return LG_COPY_MODE_PLAIN;
    }
    mode = LG_COPY_MODE_STAGED;
  }
  return already_pinned(host) ? LG_COPY_MODE_PLAIN : mode;
}

/* One copy either way: dst <- src, `host` the side in host memory. */
static void copy(void *dst, const void *src, void *host, size_t n, enum cudaMemcpyKind kind,
                 const char *what, const char *file, int line) {
  int mode = route(host, n);
  if (mode == LG_COPY_MODE_STAGED) {
    if (kind == cudaMemcpyHostToDevice)
      staged_h2d(dst, src, n, what, file, line);
    else
      staged_d2h(dst, src, n, what, file, line);
    lg_copy_count(1);
    return;
  }
  if (mode == LG_COPY_MODE_PLAIN && lg_copy_mode() == LG_COPY_MODE_AUTO && n >= SMALL_COPY &&
      !already_pinned(host)) {
    /* auto, below the staging: page-locked H2D, prefaulted D2H (the top) */
    if (kind == cudaMemcpyDeviceToHost)
      lg_copy_count_ext(0, prefault(host, n, 1));
    else
      lg_copy_count_ext(0, prefault(host, n, 0)); /* rt_data.c may have populated it */
    if (kind == cudaMemcpyHostToDevice && n >= lg_copy_register_min())
      mode = LG_COPY_MODE_REGISTER;
  }
  int done = mode == LG_COPY_MODE_REGISTER &&
             registered_copy(dst, src, host, n, kind, what, file, line);
  if (done && lg_copy_mode() == LG_COPY_MODE_AUTO)
    lg_copy_count_ext(1, 0);
  /* two calls, so that a failure's message names the direction */
  if (!done && kind == cudaMemcpyHostToDevice)
    LG_CUDA(cudaMemcpy(dst, src, n, cudaMemcpyHostToDevice), what, file, line);
  else if (!done)
    LG_CUDA(cudaMemcpy(dst, src, n, cudaMemcpyDeviceToHost), what, file, line);
  lg_copy_count(0);
}

void lg_copy_h2d(void *dev, const void *host, size_t n, const char *what,
                 const char *file, int line) {
  copy(dev, host, (void *)(uintptr_t)host, n, cudaMemcpyHostToDevice, what, file, line);
}

void lg_copy_d2h(void *host, const void *dev, size_t n, const char *what,
                 const char *file, int line) {
  copy(host, dev, host, n, cudaMemcpyDeviceToHost, what, file, line);
}

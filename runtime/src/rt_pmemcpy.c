/* rt_pmemcpy.c — memcpy split over several threads.
 * One core copying from pageable memory (~5 GB/s measured on the H200
 * machine) is far slower than the copy engine reading pinned memory
 * (~55 GB/s), so the staging buffers are filled and emptied by several
 * threads. The helpers are started once (lazily, as many as ever asked for)
 * and wait on a condition variable between chunks: a chunk is tens of MiB,
 * a wake-up tens of microseconds. */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#ifdef LG_PMEMCPY_TEST_DELAY_US
#include <unistd.h>
#endif

#include "rt_cuda.h"
#include "rt_internal.h"

#if defined(__x86_64__)
#include <emmintrin.h>
#define HAVE_STREAM_STORES 1
/* The copy with non-temporal (streaming) stores. A plain store to a line
 * that is not in the cache first reads it (read for ownership): a copy of
 * N bytes moves 3N through the memory bus, and the staging copies of a
 * chunk() pipeline are bound by that bus. Streaming stores skip the read:
 * 2N. The parts here are a few MiB each, below the size at which the C
 * library's memcpy switches to streaming stores itself. */
static void stream_copy(char *dst, const char *src, size_t n) {
  size_t head = (16 - ((uintptr_t)dst & 15)) & 15;
  if (head > n)
    head = n;
  memcpy(dst, src, head);
  dst += head, src += head, n -= head;
  size_t body = n & ~(size_t)63;
  for (size_t i = 0; i < body; i += 64) {
    __m128i a = _mm_loadu_si128((const __m128i *)(src + i));
    __m128i b = _mm_loadu_si128((const __m128i *)(src + i + 16));
    __m128i c = _mm_loadu_si128((const __m128i *)(src + i + 32));
    __m128i d = _mm_loadu_si128((const __m128i *)(src + i + 48));
    _mm_stream_si128((__m128i *)(dst + i), a);
    _mm_stream_si128((__m128i *)(dst + i + 16), b);
    _mm_stream_si128((__m128i *)(dst + i + 32), c);
    _mm_stream_si128((__m128i *)(dst + i + 48), d);
  }
  memcpy(dst + body, src + body, n - body);
  _mm_sfence(); /* streaming stores are weakly ordered: visible before the
                   copy engine (or the caller) reads the buffer */
}
#else
#define HAVE_STREAM_STORES 0
#endif

enum { MAX_THREADS = 64, MIN_PART = 1 << 20 };

static struct {
  char *dst;
  const char *src;
  size_t bytes, each; /* each: bytes per part, page-aligned */
  int parts;
  int stream;         /* streaming stores (LOOPGPU_COPY_NT, default on) */
} job;

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t go = PTHREAD_COND_INITIALIZER;
static pthread_cond_t fin = PTHREAD_COND_INITIALIZER;
/* generation counts the jobs; born[k] is the generation when helper k was
 * started: it takes part in the jobs after that one only. (A helper that
 * started with 0 while jobs had already run woke at once, passed over the
 * old job and counted its pass against the next one: the caller returned
 * while a part was still being copied, and the copy engine sent stale bytes
 * of the staging buffer: syrk at 2053x517 on the H200, 2026-12-02.) */
static unsigned long generation, born[MAX_THREADS];
static int helpers, pending;

static void copy_part(int k) {
  size_t off = job.each * (size_t)k;
  if (k >= job.parts || off >= job.bytes) {
#ifdef LG_PMEMCPY_TEST_DELAY_US /* test/runtime/pmemcpy-grow.test: widens the race */
    usleep(LG_PMEMCPY_TEST_DELAY_US);
#endif
    return;
  }
  size_t n = job.bytes - off < job.each ? job.bytes - off : job.each;
#if HAVE_STREAM_STORES
  if (job.stream) {
    stream_copy(job.dst + off, job.src + off, n);
    return;
  }
#endif
  memcpy(job.dst + off, job.src + off, n);
}

static void *helper_main(void *arg) {
  int k = (int)(size_t)arg; /* helper k copies part k (part 0: the caller) */
  pthread_mutex_lock(&mu);
  unsigned long seen = born[k];
  pthread_mutex_unlock(&mu);
  for (;;) {
    pthread_mutex_lock(&mu);
    while (generation == seen)
      pthread_cond_wait(&go, &mu);
    seen = generation;
    pthread_mutex_unlock(&mu);
    copy_part(k);
    pthread_mutex_lock(&mu);
    if (--pending == 0)
      pthread_cond_signal(&fin);
    pthread_mutex_unlock(&mu);
  }
  return NULL;
}

/* Start helpers up to `want` (they live until the process ends); with mu
 * held. */
static void grow_pool(int want) {
  while (helpers < want) {
    pthread_t tid;
    pthread_attr_t a;
    int ok;
    born[helpers + 1] = generation;
    pthread_attr_init(&a);
    pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
    ok = pthread_create(&tid, &a, helper_main, (void *)(size_t)(helpers + 1)) == 0;
    pthread_attr_destroy(&a);
    if (!ok)
      return;
    helpers++;
  }
}

void lg_pmemcpy(void *dst, const void *src, size_t bytes, int threads) {
  if (threads > MAX_THREADS)
    threads = MAX_THREADS;
  while (threads > 1 && bytes / (size_t)threads < MIN_PART)
    threads--;
  if (threads > 1) {
    pthread_mutex_lock(&mu);
    grow_pool(threads - 1);
    pthread_mutex_unlock(&mu);
#ifdef LG_PMEMCPY_TEST_DELAY_US /* new helpers start before the job is set */
    usleep(LG_PMEMCPY_TEST_DELAY_US);
#endif
    if (helpers + 1 < threads)
      threads = helpers + 1;
  }
  static int stream = -1;
  if (stream < 0)
    stream = getenv("LOOPGPU_COPY_NT") && *getenv("LOOPGPU_COPY_NT") ? lg_env_flag("LOOPGPU_COPY_NT") : 1;
  if (threads <= 1) {
    memcpy(dst, src, bytes);
    return;
  }
  pthread_mutex_lock(&mu);
  job.stream = stream;
  job.dst = dst;
  job.src = src;
  job.bytes = bytes;
  job.each = (bytes / (size_t)threads + 4095) & ~(size_t)4095;
  job.parts = threads;
  pending = helpers;
  generation++;
  pthread_cond_broadcast(&go);
  pthread_mutex_unlock(&mu);
  copy_part(0);
  pthread_mutex_lock(&mu);
  while (pending)
    pthread_cond_wait(&fin, &mu);
  pthread_mutex_unlock(&mu);
}

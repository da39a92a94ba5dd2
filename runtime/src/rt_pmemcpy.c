/* rt_pmemcpy.c — memcpy split over several threads.
 * One core copying from pageable memory (~5 GB/s measured on the H200
 * machine) is far slower than the copy engine reading pinned memory
 * (~55 GB/s), so the staging buffers are filled and emptied by several
 * threads. The helpers are started once (lazily, as many as ever asked for)
 * and wait on a condition variable between chunks: a chunk is tens of MiB,
 * a wake-up tens of microseconds. */
#include <pthread.h>
#include <string.h>

#include "rt_cuda.h"
#include "rt_internal.h"

enum { MAX_THREADS = 64, MIN_PART = 1 << 20 };

static struct {
  char *dst;
  const char *src;
  size_t bytes, each; /* each: bytes per part, page-aligned */
  int parts;
} job;

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t go = PTHREAD_COND_INITIALIZER;
static pthread_cond_t fin = PTHREAD_COND_INITIALIZER;
static unsigned long generation;
static int helpers, pending;

static void copy_part(int k) {
  size_t off = job.each * (size_t)k;
  if (k < job.parts && off < job.bytes)
    memcpy(job.dst + off, job.src + off,
           job.bytes - off < job.each ? job.bytes - off : job.each);
}

static void *helper_main(void *arg) {
  int k = (int)(size_t)arg; /* helper k copies part k (part 0: the caller) */
  unsigned long seen = 0;
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

/* Start helpers up to `want` (they live until the process ends). */
static void grow_pool(int want) {
  while (helpers < want) {
    pthread_t tid;
    pthread_attr_t a;
    int ok;
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
    if (helpers + 1 < threads)
      threads = helpers + 1;
  }
  if (threads <= 1) {
    memcpy(dst, src, bytes);
    return;
  }
  pthread_mutex_lock(&mu);
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

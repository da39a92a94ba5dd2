/* rt_pmemcpy.c — memcpy split over several threads.
 * One core's memcpy from pageable memory (~10 GB/s) is slower than the copy
 * engine reading pinned memory (~55 GB/s on H200), so the staging buffers
 * are filled by several threads. Threads are spawned per call: a call moves
 * one staging chunk (tens of MiB, milliseconds), next to which pthread_create
 * (tens of microseconds) is small. */
#include <pthread.h>
#include <string.h>

#include "rt_internal.h"

typedef struct part {
  char *dst;
  const char *src;
  size_t n;
} part;

static void *copy_part(void *arg) {
  part *p = arg;
  memcpy(p->dst, p->src, p->n);
  return NULL;
}

enum { MAX_THREADS = 64, MIN_PART = 1 << 20 };

void lg_pmemcpy(void *dst, const void *src, size_t bytes, int threads) {
  part parts[MAX_THREADS];
  pthread_t tid[MAX_THREADS];
  int started[MAX_THREADS];
  size_t each;
  int i;
  if (threads > MAX_THREADS)
    threads = MAX_THREADS;
  while (threads > 1 && bytes / (size_t)threads < MIN_PART)
    threads--;
  if (threads <= 1) {
    memcpy(dst, src, bytes);
    return;
  }
  each = (bytes / (size_t)threads + 4095) & ~(size_t)4095; /* page-aligned cuts */
  for (i = 0; i < threads; i++) {
    size_t off = each * (size_t)i;
    parts[i].dst = (char *)dst + off;
    parts[i].src = (const char *)src + off;
    parts[i].n = off >= bytes ? 0 : (bytes - off < each ? bytes - off : each);
  }
  /* the calling thread does part 0; a helper that cannot start is done here */
  for (i = 1; i < threads; i++)
    started[i] = pthread_create(&tid[i], NULL, copy_part, &parts[i]) == 0;
  copy_part(&parts[0]);
  for (i = 1; i < threads; i++) {
    if (started[i])
      pthread_join(tid[i], NULL);
    else
      copy_part(&parts[i]);
  }
}

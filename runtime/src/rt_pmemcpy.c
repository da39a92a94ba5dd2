/* rt_pmemcpy.c — memcpy split over several threads.
 * One core copying from pageable memory (~5 GB/s measured on the H200
 * machine) is far slower than the copy engine reading pinned memory
 * (~55 GB/s), so the staging buffers are filled and emptied by several
 * threads: the runtime's pool (rt_pool.c), whose helpers are started once
 * (lazily, as many as ever asked for) and wait on a condition variable
 * between chunks: a chunk is tens of MiB, a wake-up tens of microseconds. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rt_cuda.h"
#include "rt_internal.h"
#include "rt_pool.h"

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

typedef struct job {
  char *dst;
  const char *src;
  size_t bytes, each; /* each: bytes per part, page-aligned */
  int stream;         /* streaming stores (LOOPGPU_COPY_NT, default on) */
} job;

/* One task of the pool: part k. */
static void copy_part(void *arg, int k) {
  const job *J = arg;
  size_t off = J->each * (size_t)k;
  if (off >= J->bytes)
    return;
  size_t n = J->bytes - off < J->each ? J->bytes - off : J->each;
#if HAVE_STREAM_STORES
  if (J->stream) {
    stream_copy(J->dst + off, J->src + off, n);
    return;
  }
#endif
  memcpy(J->dst + off, J->src + off, n);
}

void lg_pmemcpy(void *dst, const void *src, size_t bytes, int threads) {
  static int stream = -1;
  job J;
  if (threads > MAX_THREADS)
    threads = MAX_THREADS;
  while (threads > 1 && bytes / (size_t)threads < MIN_PART)
    threads--;
  if (stream < 0)
    stream = getenv("LOOPGPU_COPY_NT") && *getenv("LOOPGPU_COPY_NT") ? lg_env_flag("LOOPGPU_COPY_NT") : 1;
  if (threads <= 1) {
    memcpy(dst, src, bytes);
    return;
  }
  J.stream = stream;
  J.dst = dst;
  J.src = src;
  J.bytes = bytes;
  J.each = (bytes / (size_t)threads + 4095) & ~(size_t)4095;
  lg_pool_run(threads, copy_part, &J);
}

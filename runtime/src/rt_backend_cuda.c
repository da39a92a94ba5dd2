/* rt_backend_cuda.c — the backend over cudart (libloopgpu only). */
#include <stdio.h>

#include "rt_copy_mode.h"
#include "rt_cuda.h"
#include "rt_internal.h"

/* the stream of the launches in progress (chunk()); 0: legacy default */
static cudaStream_t launch_stream;

cudaStream_t lg_cuda_launch_stream(void) { return launch_stream; }

void lg_cuda_check_at(cudaError_t err, const char *call, const char *what,
                      const char *file, int line, const char *rt_file,
                      int rt_line) {
  if (err == cudaSuccess)
    return;
  lg_fatal(file, line, "%s failed%s%s%s: %s (%s) [runtime %s:%d]", call,
           what ? " for '" : "", what ? what : "", what ? "'" : "",
           cudaGetErrorString(err), cudaGetErrorName(err), rt_file, rt_line);
}

/* For generated code: LG_CHECK(call) in loopgpu.h. */
void lg_check_cuda(int err, const char *call, const char *file, int line) {
  if (err != (int)cudaSuccess)
    lg_fatal(file, line, "%s failed: %s (%s)", call,
             cudaGetErrorString((cudaError_t)err),
             cudaGetErrorName((cudaError_t)err));
}

void *lg_be_alloc(size_t bytes, const char *name, const char *file, int line) {
  void *p = NULL;
  (void)name;
  cudaError_t err = cudaMalloc(&p, bytes);
  if (err == cudaErrorMemoryAllocation) {
    (void)cudaGetLastError(); /* not sticky: clear it, the caller reports */
    return NULL;
  }
  LG_CUDA_NAMED(err, "cudaMalloc", name, file, line);
  return p;
}

void lg_be_free(void *dev, const char *file, int line) {
  cudaError_t err = cudaFree(dev);
  if (file)
    LG_CUDA_NAMED(err, "cudaFree", NULL, file, line);
}

void lg_be_h2d(void *dev, const void *host, size_t bytes, const char *what,
               const char *file, int line) {
  lg_copy_h2d(dev, host, bytes, what, file, line);
}

void lg_be_d2h(void *host, const void *dev, size_t bytes, const char *what,
               const char *file, int line) {
  lg_copy_d2h(host, dev, bytes, what, file, line);
}

void lg_be_prefault(void *host, size_t bytes, int write) { lg_copy_prefault(host, bytes, write); }

void *lg_be_symbol_address(const void *symbol, const char *what, const char *file, int line) {
  void *dev = NULL;
  LG_CUDA(cudaGetSymbolAddress(&dev, symbol), what, file, line);
  return dev;
}

/* cudaMemcpy between device addresses goes on the legacy default stream,
 * behind the kernels generated code launched there, and returns before it
 * completes; the caller waits (lg_be_sync) before freeing the source. */
void lg_be_d2d(void *dst, const void *src, size_t bytes, const char *what,
               const char *file, int line) {
  LG_CUDA(cudaMemcpy(dst, src, bytes, cudaMemcpyDeviceToDevice), what, file, line);
}

void lg_be_sync(const char *what, const char *file, int line) {
  LG_CUDA(cudaDeviceSynchronize(), what, file, line);
}

void lg_be_launch_check(const char *kernel, const char *file, int line) {
  cudaError_t err = cudaGetLastError();
  if (err != cudaSuccess)
    lg_fatal(file, line, "launch of kernel '%s' failed: %s (%s)", kernel,
             cudaGetErrorString(err), cudaGetErrorName(err));
  if (lg_env_flag("LOOPGPU_SYNC")) {
    err = cudaDeviceSynchronize();
    if (err != cudaSuccess)
      lg_fatal(file, line, "kernel '%s' failed: %s (%s)", kernel,
               cudaGetErrorString(err), cudaGetErrorName(err));
  }
}

void lg_be_mem_info(size_t *free_bytes, size_t *total_bytes) {
  if (cudaMemGetInfo(free_bytes, total_bytes) != cudaSuccess) {
    (void)cudaGetLastError();
    *free_bytes = *total_bytes = 0;
  }
}

void lg_be_shutdown(void) { lg_copy_shutdown(); }

/* ---- footprint report ---------------------------------------------------- */
int lg_be_func_attrs(const void *fn, unsigned threads, size_t dyn_shmem,
                     lg_func_attrs *out) {
  struct cudaFuncAttributes fa;
  int dev = 0, blocks = 0, max_thr_sm = 0;
  if (!fn || cudaFuncGetAttributes(&fa, fn) != cudaSuccess) {
    (void)cudaGetLastError();
    return 0;
  }
  out->registers = fa.numRegs;
  out->static_shared = fa.sharedSizeBytes;
  out->local_per_thread = fa.localSizeBytes;
  out->max_threads_per_block = fa.maxThreadsPerBlock;
  if (cudaGetDevice(&dev) != cudaSuccess ||
      cudaDeviceGetAttribute(&max_thr_sm, cudaDevAttrMaxThreadsPerMultiProcessor, dev) !=
          cudaSuccess ||
      cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, fn, (int)threads, dyn_shmem) !=
          cudaSuccess) {
    (void)cudaGetLastError();
    out->active_blocks = 0;
    out->occupancy = 0.0;
    return 1;
  }
  /* warps, as the occupancy calculator counts them */
  unsigned warps = (threads + 31) / 32;
  out->active_blocks = blocks;
  out->occupancy = max_thr_sm ? (double)blocks * warps * 32 / (double)max_thr_sm : 0.0;
  return 1;
}

void *lg_be_event_new(void) {
  cudaEvent_t e;
  LG_CUDA(cudaEventCreate(&e), "footprint report", "<report>", 0);
  return (void *)e;
}

/* the stream generated code launches on: the legacy default stream, or a
 * chunk's stream while chunk() launches there */
void lg_be_event_record(void *ev) {
  LG_CUDA(cudaEventRecord((cudaEvent_t)ev, launch_stream), "footprint report", "<report>", 0);
}

double lg_be_event_ms(void *start, void *stop) {
  float ms = 0.0f;
  if (cudaEventSynchronize((cudaEvent_t)stop) != cudaSuccess ||
      cudaEventElapsedTime(&ms, (cudaEvent_t)start, (cudaEvent_t)stop) != cudaSuccess) {
    (void)cudaGetLastError();
    return -1.0;
  }
  return (double)ms;
}

void lg_be_event_free(void *ev) { (void)cudaEventDestroy((cudaEvent_t)ev); }

int lg_be_is_emulation(void) { return 0; }

unsigned lg_be_sm_count(void) {
  int dev = 0, sms = 0;
  if (cudaGetDevice(&dev) != cudaSuccess ||
      cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev) != cudaSuccess ||
      sms <= 0) {
    (void)cudaGetLastError();
    return 132; /* an H200, if the device cannot say */
  }
  return (unsigned)sms;
}

unsigned long long lg_be_resident_threads(void) {
  static unsigned long long cached;
  int dev = 0, sms = 0, per_sm = 0;
  if (cached)
    return cached;
  if (cudaGetDevice(&dev) != cudaSuccess ||
      cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev) != cudaSuccess ||
      cudaDeviceGetAttribute(&per_sm, cudaDevAttrMaxThreadsPerMultiProcessor, dev) !=
          cudaSuccess ||
      sms <= 0 || per_sm <= 0) {
    (void)cudaGetLastError();
    return 132ull * 2048; /* an H200, if the device cannot say */
  }
  cached = (unsigned long long)sms * (unsigned long long)per_sm;
  return cached;
}

/* ---- chunk(): streams, pinned staging, async copies (rt_chunk.c) -------- */
/* Non-blocking streams: the slots do not wait for each other through the
 * legacy default stream (rt_chunk.c synchronizes the device around them). */
void *lg_be_stream_new(const char *file, int line) {
  cudaStream_t s;
  LG_CUDA(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking), "chunk stream", file, line);
  return (void *)s;
}

void lg_be_stream_free(void *stream) { (void)cudaStreamDestroy((cudaStream_t)stream); }

void *lg_be_pinned_alloc(size_t bytes, const char *what, const char *file, int line) {
  void *p = NULL;
  LG_CUDA(cudaHostAlloc(&p, bytes ? bytes : 1, cudaHostAllocDefault), what, file, line);
  return p;
}

void lg_be_pinned_free(void *p) { (void)cudaFreeHost(p); }

void lg_be_h2d_async(void *dev, const void *pinned, size_t bytes, void *stream,
                     const char *what, const char *file, int line) {
  LG_CUDA(cudaMemcpyAsync(dev, pinned, bytes, cudaMemcpyHostToDevice, (cudaStream_t)stream),
          what, file, line);
}

void lg_be_d2h_async(void *pinned, const void *dev, size_t bytes, void *stream,
                     const char *what, const char *file, int line) {
  LG_CUDA(cudaMemcpyAsync(pinned, dev, bytes, cudaMemcpyDeviceToHost, (cudaStream_t)stream),
          what, file, line);
}

void *lg_be_sync_event_new(const char *file, int line) {
  cudaEvent_t e;
  LG_CUDA(cudaEventCreateWithFlags(&e, cudaEventDisableTiming), "chunk event", file, line);
  return (void *)e;
}

void lg_be_sync_event_record(void *ev, void *stream, const char *file, int line) {
  LG_CUDA(cudaEventRecord((cudaEvent_t)ev, (cudaStream_t)stream), "chunk event", file, line);
}

void lg_be_sync_event_wait(void *ev, const char *what, const char *file, int line) {
  LG_CUDA(cudaEventSynchronize((cudaEvent_t)ev), what, file, line);
}

void lg_be_sync_event_free(void *ev) { (void)cudaEventDestroy((cudaEvent_t)ev); }

void lg_be_host_copy(void *dst, const void *src, size_t bytes) {
  lg_pmemcpy(dst, src, bytes, lg_copy_threads());
}

void lg_be_set_launch_stream(void *stream) { launch_stream = (cudaStream_t)stream; }

int lg_be_paged(void) { return 1; }

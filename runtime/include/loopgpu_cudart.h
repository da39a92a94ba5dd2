/* loopgpu_cudart.h — the CUDA runtime API for the host half of a translation
 * (C) in the emulation build, for programs that call it themselves
 * (cudaMalloc in a host loop, which loopgpu hoists). The emulation build's
 * include directory (loopgpu-emu.pc, the CMake target loopgpu::emu) puts
 * emu/cuda_runtime_api.h and emu/cuda_runtime.h first, which include this:
 * the input's `#include <cuda_runtime_api.h>` stays as written, and
 *   - the GPU build gets the toolkit's own C header;
 *   - the emulation build (-DLOOPGPU_EMU) gets the C stand-ins below, whose
 *     memory counts as the emulated device's (the same as loopgpu_emu.h's
 *     for C++).
 * Only the calls loopgpu's emulation models are here: allocation, copies,
 * memset, streams (synchronous), errors.
 */
#ifndef LOOPGPU_CUDART_H
#define LOOPGPU_CUDART_H

#ifndef LOOPGPU_EMU
#include <cuda_runtime_api.h>
#else
#include <stddef.h>
#include <string.h>

#ifdef __cplusplus
#error "loopgpu_cudart.h is for C; C++ gets the stand-ins of loopgpu_emu.h"
#endif

int lg_emu_cuda_malloc(void **p, size_t bytes);
int lg_emu_cuda_free(void *p);

typedef enum cudaError {
  cudaSuccess = 0,
  cudaErrorInvalidValue = 1,
  cudaErrorMemoryAllocation = 2
} cudaError_t;
enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4
};
typedef struct lg_emu_stream *cudaStream_t; /* copies and launches are synchronous */

static inline cudaError_t cudaMalloc(void **p, size_t bytes) {
  return (cudaError_t)lg_emu_cuda_malloc(p, bytes);
}
static inline cudaError_t cudaFree(void *p) { return (cudaError_t)lg_emu_cuda_free(p); }
static inline cudaError_t cudaMallocAsync(void **p, size_t bytes, cudaStream_t s) {
  (void)s;
  return cudaMalloc(p, bytes);
}
static inline cudaError_t cudaFreeAsync(void *p, cudaStream_t s) {
  (void)s;
  return cudaFree(p);
}
static inline cudaError_t cudaStreamCreate(cudaStream_t *s) {
  *s = (cudaStream_t)0;
  return cudaSuccess;
}
static inline cudaError_t cudaStreamDestroy(cudaStream_t s) {
  (void)s;
  return cudaSuccess;
}
static inline cudaError_t cudaStreamSynchronize(cudaStream_t s) {
  (void)s;
  return cudaSuccess;
}
static inline cudaError_t cudaMemcpy(void *d, const void *s, size_t n, enum cudaMemcpyKind k) {
  (void)k;
  memmove(d, s, n);
  return cudaSuccess;
}
static inline cudaError_t cudaMemcpyAsync(void *d, const void *s, size_t n,
                                          enum cudaMemcpyKind k, cudaStream_t st) {
  (void)st;
  return cudaMemcpy(d, s, n, k);
}
static inline cudaError_t cudaMemset(void *d, int v, size_t n) {
  memset(d, v, n);
  return cudaSuccess;
}
static inline cudaError_t cudaMemsetAsync(void *d, int v, size_t n, cudaStream_t st) {
  (void)st;
  return cudaMemset(d, v, n);
}
static inline cudaError_t cudaDeviceSynchronize(void) { return cudaSuccess; }
static inline cudaError_t cudaGetLastError(void) { return cudaSuccess; }
static inline cudaError_t cudaPeekAtLastError(void) { return cudaSuccess; }
static inline const char *cudaGetErrorString(cudaError_t e) {
  return e == cudaSuccess ? "no error" : "emulated CUDA error";
}
#endif /* LOOPGPU_EMU */
#endif /* LOOPGPU_CUDART_H */

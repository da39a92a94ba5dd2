/* cudart-host.c — the few CUDA runtime calls of cudascratch.c on the host,
 * so that the plain C program (pragmas ignored) can be built with a C
 * compiler and run without a GPU: the oracle of test/hoist/cuda-e2e.test.
 * "Device memory" is host memory; streams are synchronous. Test-only. */
#include <stdlib.h>
#include <string.h>
#include <cuda_runtime_api.h>

cudaError_t cudaMalloc(void **p, size_t n) {
  *p = malloc(n ? n : 1);
  return *p ? cudaSuccess : cudaErrorMemoryAllocation;
}
cudaError_t cudaFree(void *p) {
  free(p);
  return cudaSuccess;
}
cudaError_t cudaMallocAsync(void **p, size_t n, cudaStream_t s) {
  (void)s;
  return cudaMalloc(p, n);
}
cudaError_t cudaFreeAsync(void *p, cudaStream_t s) {
  (void)s;
  return cudaFree(p);
}
cudaError_t cudaMemcpy(void *d, const void *src, size_t n, enum cudaMemcpyKind k) {
  (void)k;
  memmove(d, src, n);
  return cudaSuccess;
}
cudaError_t cudaMemcpyAsync(void *d, const void *src, size_t n, enum cudaMemcpyKind k,
                            cudaStream_t s) {
  (void)s;
  return cudaMemcpy(d, src, n, k);
}
cudaError_t cudaMemset(void *d, int v, size_t n) {
  memset(d, v, n);
  return cudaSuccess;
}
cudaError_t cudaStreamCreate(cudaStream_t *s) {
  *s = NULL;
  return cudaSuccess;
}
cudaError_t cudaStreamDestroy(cudaStream_t s) {
  (void)s;
  return cudaSuccess;
}
cudaError_t cudaStreamSynchronize(cudaStream_t s) {
  (void)s;
  return cudaSuccess;
}
const char *cudaGetErrorString(cudaError_t e) { return e == cudaSuccess ? "no error" : "error"; }

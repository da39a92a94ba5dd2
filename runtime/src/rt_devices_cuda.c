/* rt_devices_cuda.c — several CUDA devices of one host (libloopgpu only).
 * One host thread drives them all: cudaSetDevice before each device's
 * allocations, copies and launches, which go to that device's legacy default
 * stream, so that a device's copies and kernels run in the order they were
 * issued while the devices run side by side. Peer access is enabled for a
 * pair the first time an exchange between them is asked for, where
 * cudaDeviceCanAccessPeer says it works; cudaMemcpyPeer is ordered after
 * the work already queued on both devices (the kernel that wrote a halo).
 * Host copies are plain cudaMemcpy on the current device: the chunk()
 * staging of rt_copy_cuda.c belongs to device 0's streams. */
#include "rt_cuda.h"
#include "rt_devices.h"
#include "rt_internal.h"

static int current;
/* peer[to][from]: 0 unknown, 1 enabled, -1 impossible */
static signed char peer[LG_MAX_DEVICES][LG_MAX_DEVICES];

int lg_be_dev_count(void) {
  static int n = -1;
  if (n < 0) {
    int c = 0;
    if (cudaGetDeviceCount(&c) != cudaSuccess || c < 1)
      c = 1;
    n = c > LG_MAX_DEVICES ? LG_MAX_DEVICES : c;
  }
  return n;
}

void lg_be_dev_set(int d, const char *file, int line) {
  if (d == current)
    return;
  LG_CUDA(cudaSetDevice(d), "devices()", file, line);
  current = d;
}

int lg_be_dev_current(void) { return current; }

int lg_be_dev_peer(int to, int from, const char *file, int line) {
  if (to == from)
    return 1;
  if (!peer[to][from]) {
    int can = 0;
    LG_CUDA(cudaDeviceCanAccessPeer(&can, to, from), "devices()", file, line);
    peer[to][from] = can ? 1 : -1;
    if (can) {
      int was = current;
      lg_be_dev_set(to, file, line);
      cudaError_t err = cudaDeviceEnablePeerAccess(from, 0);
      if (err == cudaErrorPeerAccessAlreadyEnabled)
        (void)cudaGetLastError(); /* not sticky; clear it */
      else
        LG_CUDA_NAMED(err, "cudaDeviceEnablePeerAccess", "devices()", file, line);
      lg_be_dev_set(was, file, line);
    }
  }
  return peer[to][from] > 0;
}

void lg_be_dev_h2d(int d, void *dev, const void *host, size_t bytes, const char *what,
                   const char *file, int line) {
  lg_be_dev_set(d, file, line);
  LG_CUDA(cudaMemcpy(dev, host, bytes, cudaMemcpyHostToDevice), what, file, line);
}

void lg_be_dev_d2h(int d, void *host, const void *dev, size_t bytes, const char *what,
                   const char *file, int line) {
  lg_be_dev_set(d, file, line);
  LG_CUDA(cudaMemcpy(host, dev, bytes, cudaMemcpyDeviceToHost), what, file, line);
}

void lg_be_dev_d2d(int d, void *dst, const void *src, size_t bytes, const char *what,
                   const char *file, int line) {
  lg_be_dev_set(d, file, line);
  LG_CUDA(cudaMemcpy(dst, src, bytes, cudaMemcpyDeviceToDevice), what, file, line);
}

void lg_be_dev_peer_copy(int to, void *dst, int from, const void *src, size_t bytes,
                         const char *what, const char *file, int line) {
  LG_CUDA(cudaMemcpyPeer(dst, to, src, from, bytes), what, file, line);
}

void lg_be_dev_sync(int d, const char *what, const char *file, int line) {
  lg_be_dev_set(d, file, line);
  LG_CUDA(cudaDeviceSynchronize(), what, file, line);
}

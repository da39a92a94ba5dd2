// pinned-bw — the host<->device copy bandwidth that chunk() is measured
// against (kernels/bench/chunk-bench.sh): cudaMemcpy of 1 GiB (or MiB from
// the command line) from cudaMallocHost (pinned) memory to the device and
// back, timed with CUDA events, median of 9 after a warm-up; and the same
// from malloc'd (pageable) memory, for comparison. Prints one JSON line:
//   {"pinned_h2d_gbs": ..., "pinned_d2h_gbs": ..., "pageable_h2d_gbs": ..., "bytes": ...}
//   nvcc -O2 -arch=sm_90 kernels/bench/pinned-bw.cu -o pinned-bw && ./pinned-bw [MiB]
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <cuda_runtime.h>

#define CHECK(call)                                                                    \
  do {                                                                                 \
    cudaError_t e_ = (call);                                                           \
    if (e_ != cudaSuccess) {                                                           \
      fprintf(stderr, "pinned-bw: %s failed: %s\n", #call, cudaGetErrorString(e_));    \
      exit(1);                                                                         \
    }                                                                                  \
  } while (0)

enum { RUNS = 9 };

static double median_gbs(void *dst, const void *src, size_t bytes, cudaMemcpyKind kind) {
  cudaEvent_t a, b;
  CHECK(cudaEventCreate(&a));
  CHECK(cudaEventCreate(&b));
  std::vector<double> ms;
  for (int r = 0; r <= RUNS; r++) { // run 0 warms up
    CHECK(cudaEventRecord(a, 0));
    CHECK(cudaMemcpy(dst, src, bytes, kind));
    CHECK(cudaEventRecord(b, 0));
    CHECK(cudaEventSynchronize(b));
    float t = 0;
    CHECK(cudaEventElapsedTime(&t, a, b));
    if (r > 0)
      ms.push_back(t);
  }
  CHECK(cudaEventDestroy(a));
  CHECK(cudaEventDestroy(b));
  std::sort(ms.begin(), ms.end());
  return (double)bytes / (ms[RUNS / 2] * 1e-3) / 1e9;
}

int main(int argc, char **argv) {
  size_t mib = argc > 1 ? strtoull(argv[1], NULL, 0) : 1024;
  size_t bytes = mib << 20;
  void *pinned = NULL, *dev = NULL;
  CHECK(cudaMallocHost(&pinned, bytes));
  CHECK(cudaMalloc(&dev, bytes));
  memset(pinned, 1, bytes);
  char *pageable = (char *)malloc(bytes);
  if (!pageable) {
    fprintf(stderr, "pinned-bw: out of host memory\n");
    return 1;
  }
  memset(pageable, 2, bytes);
  double h2d = median_gbs(dev, pinned, bytes, cudaMemcpyHostToDevice);
  double d2h = median_gbs(pinned, dev, bytes, cudaMemcpyDeviceToHost);
  double pg = median_gbs(dev, pageable, bytes, cudaMemcpyHostToDevice);
  printf("{\"pinned_h2d_gbs\": %.2f, \"pinned_d2h_gbs\": %.2f, \"pageable_h2d_gbs\": %.2f, "
         "\"bytes\": %zu, \"runs\": %d}\n",
         h2d, d2h, pg, bytes, RUNS);
  CHECK(cudaFree(dev));
  CHECK(cudaFreeHost(pinned));
  free(pageable);
  return 0;
}

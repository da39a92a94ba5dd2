/* The leak-shaped loop on the device (issue #5): a host loop of T
 * iterations (default 1000) that cudaMallocs a buffer of MIB MiB (default 4)
 * every iteration. Loop 1 frees it at the end of the iteration; loop 2 never
 * frees it: the original holds T buffers at the end, T x MIB MiB of device
 * memory (the classic way loops exhaust a GPU). Hoisted, each loop holds one
 * device buffer and calls the allocator once. Checked by check_cudaleak.py
 * from the runtime's JSON report, hoisted and with `nohoist` (the measured
 * device peak, cudaMemGetInfo: one buffer against T). The kernel region at
 * the start makes the runtime (and its report) start before the loops, also
 * with `nohoist`, where nothing else calls it.
 * usage: cudaleak [T [MIB]]
 */
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime_api.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    if (e_ != cudaSuccess) {                                                   \
      fprintf(stderr, "cudaleak: %s\n", cudaGetErrorString(e_));               \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

int main(int argc, char **argv)
{
  int t_max = argc > 1 ? atoi(argv[1]) : 1000;
  int mib = argc > 2 ? atoi(argv[2]) : 4;
  if (t_max < 1 || mib < 1)
    return 2;
  size_t n = (size_t)mib * 1024 * 1024 / sizeof(float);
  double sum = 0;
  float h[2], start[64];
  /* a kernel region first: the runtime (and its report's baseline of device
     memory in use) starts before the loops */
#pragma loopgpu
  for (int i = 0; i < 64; i++)
    start[i] = 0.25f * (float)i;
  sum += start[63];
#pragma loopgpu host
  for (int t = 0; t < t_max; t++) {
    float *w;
    CHECK(cudaMalloc((void **)&w, n * sizeof(float)));
    h[0] = (float)t;
    CHECK(cudaMemcpy(w + (size_t)t % n, h, sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(h + 1, w + (size_t)t % n, sizeof(float), cudaMemcpyDeviceToHost));
    sum += h[1];
    CHECK(cudaFree(w));
  }
#pragma loopgpu host
  for (int t = 0; t < t_max; t++) {
    float *v;
    CHECK(cudaMalloc((void **)&v, n * sizeof(float)));
    h[0] = 0.5f * (float)t;
    CHECK(cudaMemcpy(v + n - 1, h, sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(h + 1, v + n - 1, sizeof(float), cudaMemcpyDeviceToHost));
    sum += h[1];
  }
  printf("sum %.17g\n", sum);
  return 0;
}

/* hand.cu — the hand-written CUDA program that a loopgpu region is measured
 * against (issue 24, docs/perf.md "The first region"): y = a*x + y over
 * BYTES per array, as a plain CUDA program does it once: cudaMalloc,
 * cudaMemcpy H2D from malloc'd memory, a trivial kernel, cudaMemcpy D2H,
 * cudaFree. The context is created before the timer (cudaFree(0)), as
 * PolyBench's harness does; the timer runs from before the first cudaMalloc
 * to after the last cudaFree. Prints one JSON line.
 *
 * usage: fr-hand BYTES
 */
#include <cuda_runtime.h>

#include "fr.h"

#define CHECK(call)                                                              \
  do {                                                                           \
    cudaError_t e_ = (call);                                                     \
    if (e_ != cudaSuccess) {                                                     \
      fprintf(stderr, "fr-hand: %s: %s\n", #call, cudaGetErrorString(e_));      \
      return 1;                                                                  \
    }                                                                            \
  } while (0)

__global__ void saxpy(long long n, float a, const float *x, float *y)
{
  for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
       i += (long long)gridDim.x * blockDim.x)
    y[i] = a * x[i] + y[i];
}

int main(int argc, char **argv)
{
  size_t n = fr_floats(argc, argv), bytes = n * sizeof(float);
  float *x = (float *)malloc(bytes), *y = (float *)malloc(bytes), *dx, *dy, a = 2.0f;
  if (!x || !y)
    return 1;
  fr_init(x, y, n);
  CHECK(cudaFree(0)); /* the context, before the timer */
  double t0 = fr_now_ms();
  CHECK(cudaMalloc(&dx, bytes));
  CHECK(cudaMalloc(&dy, bytes));
  CHECK(cudaMemcpy(dx, x, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dy, y, bytes, cudaMemcpyHostToDevice));
  long long blocks = ((long long)n + 255) / 256;
  saxpy<<<(unsigned)(blocks < 65535 ? blocks : 65535), 256>>>((long long)n, a, dx, dy);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(y, dy, bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(dx));
  CHECK(cudaFree(dy));
  double t1 = fr_now_ms();
  int ok = fr_check(x, y, n, a);
  fr_print("hand", n, t1 - t0, ok);
  free(x);
  free(y);
  return ok ? 0 : 1;
}

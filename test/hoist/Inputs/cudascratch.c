/* A time-stepped program that manages device memory itself, as people write
 * it: every step cudaMallocs a staging buffer (checked with a CHECK macro)
 * and frees it, cudaMallocAsync/cudaFreeAsync a second one on a stream, and
 * cudaMallocs a snapshot of the state that it never frees (a leak of one
 * state per step). A kernel region updates the state in between. Hoisted:
 * three device buffers allocated once. A plain C compiler cannot run this
 * program (it needs a GPU): its expected output comes from the same source
 * built against cudart-host.c, a host stand-in for the few cudart calls it
 * makes (test/hoist/cuda-e2e.test checks that too).
 * usage: cudascratch [n [steps]]   (defaults 1007, 9)
 */
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime_api.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    if (e_ != cudaSuccess) {                                                   \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                       \
              cudaGetErrorString(e_));                                         \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1007, steps = argc > 2 ? atoi(argv[2]) : 9;
  if (n < 1 || steps < 1)
    return 2;
  float *x = malloc(n * sizeof(float)), *back = malloc(n * sizeof(float));
  for (int i = 0; i < n; i++)
    x[i] = 0.25f + (i % 11) / 11.0f;
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));
  double check = 0;
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
#pragma loopgpu
    for (int i = 0; i < n; i++)
      x[i] = 0.5f * x[i] + 0.125f * (float)((i + t) % 7);
    /* a staging buffer per step, freed at its end */
    float *stage;
    CHECK(cudaMalloc((void **)&stage, n * sizeof(float)));
    CHECK(cudaMemcpy(stage, x, n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(back, stage, n * sizeof(float), cudaMemcpyDeviceToHost));
    check += back[t % n];
    CHECK(cudaFree(stage));
    /* a stream-ordered one, growing with the step */
    float *grow;
    CHECK(cudaMallocAsync((void **)&grow, (size_t)(t + 1) * sizeof(float), s));
    CHECK(cudaMemcpyAsync(grow, x, (size_t)(t + 1 < n ? t + 1 : n) * sizeof(float),
                          cudaMemcpyHostToDevice, s));
    CHECK(cudaMemcpyAsync(back, grow, sizeof(float), cudaMemcpyDeviceToHost, s));
    CHECK(cudaStreamSynchronize(s));
    check += 2.0 * back[0];
    CHECK(cudaFreeAsync(grow, s));
    /* a snapshot of the state, never freed */
    float *snap;
    CHECK(cudaMalloc((void **)&snap, n * sizeof(float)));
    CHECK(cudaMemset(snap, 0, n * sizeof(float)));
    CHECK(cudaMemcpy(snap, x, (n / 2) * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(back, snap + n / 2, sizeof(float), cudaMemcpyDeviceToHost));
    check += 3.0 * back[0]; /* the part not copied: zero */
  }
  CHECK(cudaStreamSynchronize(s));
  CHECK(cudaStreamDestroy(s));
  double c = 0;
  for (int i = 0; i < n; i++)
    c += x[i];
  printf("checksum %.9g\ncheck %.9g\nx[%d] %.9g\n", c, check, n / 2, x[n / 2]);
  free(x);
  free(back);
  return 0;
}

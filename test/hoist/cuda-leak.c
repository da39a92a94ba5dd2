// A cudaMalloc never freed in the loop whose pointer dies with the
// iteration: every iteration leaks device memory (the way loops exhaust a
// GPU). Hoisted into one device buffer released after the loop, with a
// warning that names the leak; the runtime is told it replaces a leak, so its
// record shows what the original held (every iteration's buffer at once).
// REQUIRES: cuda-headers
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: %strip-checks %t.host.c | FileCheck --check-prefix=OUTCHECK %s
#include <cuda_runtime_api.h>

void f(int n, int steps, float *x)
{
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
    float *d;
// CHECK: cuda-leak.c:[[@LINE+1]]:5: warning: 'd' is never freed in the loop body: each iteration leaks n * sizeof(float) bytes of device memory (growing with the trip count); hoisted into one buffer released after the loop
    cudaMalloc((void **)&d, n * sizeof(float));
    cudaMemcpy(d, x, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(x, d, sizeof(float), cudaMemcpyDeviceToHost);
  }
}
// CHECK-NOT: warning:
// OUTCHECK: lg_scratch [[S:lg_hs[0-9_]+]] LG_CLEANUP(lg_scratch_release);
// OUTCHECK: lg_scratch_init(&[[S]], 1, 0, "d",
// OUTCHECK-NEXT: lg_scratch_leaks(&[[S]]);
// OUTCHECK: lg_scratch_prealloc(&[[S]], (size_t)(n * sizeof(float)));
// OUTCHECK: for (int t = 0; t < steps; t++) {
// OUTCHECK: (cudaError_t)lg_scratch_cuda(&[[S]], (void **)&d, (size_t)(n * sizeof(float)));
// OUTCHECK-NOT: cudaMalloc
// OUTCHECK: } /* loopgpu: the hoisted buffers are released */

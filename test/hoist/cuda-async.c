// cudaMallocAsync/cudaFreeAsync in a host loop on one stream: hoisted like
// cudaMalloc (one device buffer allocated before the loop is valid on every
// stream; the stream argument is dropped with the call). On a stream that
// changes between iterations the shared buffer could be used by two
// iterations at once: that one stays, with a warning.
// REQUIRES: cuda-headers
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck --check-prefix=WCHECK %s
// RUN: %strip-checks %t.host.c | FileCheck %s
#include <cuda_runtime_api.h>

void f(int n, int steps, float *x, cudaStream_t s, cudaStream_t *two)
{
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
    float *d;
    cudaMallocAsync((void **)&d, n * sizeof(float), s);
    cudaMemcpyAsync(d, x, n * sizeof(float), cudaMemcpyHostToDevice, s);
    cudaMemcpyAsync(x, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
    cudaFreeAsync(d, s);
// WCHECK: cuda-async.c:[[@LINE+1]]:5: warning: 'cudaMallocAsync' is not hoisted out of the loop: a stream that changes between iterations (line [[@LINE+1]])
    cudaMallocAsync((void **)&d, n * sizeof(float), two[t % 2]);
    cudaMemsetAsync(d, 0, n * sizeof(float), two[t % 2]);
    cudaFreeAsync(d, two[t % 2]);
  }
  cudaStreamSynchronize(s);
}
// WCHECK-NOT: warning:
// CHECK: lg_scratch [[S:lg_hs[0-9_]+]] LG_CLEANUP(lg_scratch_release);
// CHECK: lg_scratch_init(&[[S]], 1, 0, "d", "{{.*}}cuda-async.c", 16);
// CHECK-NOT: lg_scratch_init
// CHECK: lg_scratch_prealloc(&[[S]], (size_t)(n * sizeof(float)));
// CHECK: for (int t = 0; t < steps; t++) {
// CHECK: (cudaError_t)lg_scratch_cuda(&[[S]], (void **)&d, (size_t)(n * sizeof(float)));
// CHECK: /* hoisted: 'd' is released after the loop */
// CHECK-NEXT: cudaMallocAsync((void **)&d, n * sizeof(float), two[t % 2]);
// CHECK: cudaFreeAsync(d, two[t % 2]);
// CHECK: } /* loopgpu: the hoisted buffers are released */

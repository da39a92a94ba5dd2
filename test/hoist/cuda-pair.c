// cudaMalloc/cudaFree pairs in a host loop: one device buffer of the
// largest size before the loop (lg_scratch with device = 1, allocated through
// the runtime), each cudaMalloc(&p, n) takes it with its value cudaSuccess
// kept for the CHECK macro around it, each cudaFree disappears (inside a
// macro argument it becomes cudaSuccess), the buffer is released after the
// loop. The CUDA header becomes a comment: loopgpu.h brings the API.
// REQUIRES: cuda-headers
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: %strip-checks %t.host.c | FileCheck %s
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime_api.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    if (e_ != cudaSuccess) {                                                   \
      fprintf(stderr, "%s\n", cudaGetErrorString(e_));                         \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

void f(int n, int steps, float *x)
{
#pragma loopgpu host
  for (int t = 1; t <= steps; t++) {
    float *d;
    double *e = NULL;
    if (cudaMalloc((void **)&e, (size_t)t * n * sizeof(double)) != cudaSuccess)
      return;
    CHECK(cudaMalloc((void **)&d, n * sizeof(float)));
    CHECK(cudaMemcpy(d, x, n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(e, 0, (size_t)t * n * sizeof(double)));
    CHECK(cudaMemcpy(x, d, n * sizeof(float), cudaMemcpyDeviceToHost));
    cudaFree(e);
    CHECK(cudaFree(d));
  }
}
// CHECK: #include <cuda_runtime_api.h>
// CHECK-LABEL: allocations hoisted out of the loop at line 26
// CHECK: lg_scratch [[E:lg_hs[0-9_]+]] LG_CLEANUP(lg_scratch_release);
// CHECK: lg_scratch_init(&[[E]], 1, 0, "e", "{{.*}}cuda-pair.c", 29);
// CHECK: lg_scratch [[D:lg_hs[0-9_]+]] LG_CLEANUP(lg_scratch_release);
// CHECK: lg_scratch_init(&[[D]], 1, 0, "d", "{{.*}}cuda-pair.c", 31);
// CHECK: size_t lg_first = (size_t)((size_t)lg_iv * n * sizeof(double));
// CHECK: lg_scratch_prealloc(&[[E]], lg_first > lg_last ? lg_first : lg_last);
// CHECK: lg_scratch_prealloc(&[[D]], (size_t)(n * sizeof(float)));
// CHECK: for (int t = 1; t <= steps; t++) {
// CHECK: if ((cudaError_t)lg_scratch_cuda(&[[E]], (void **)&e, (size_t)((size_t)t * n * sizeof(double))) != cudaSuccess)
// CHECK-NEXT: return;
// CHECK-NEXT: CHECK((cudaError_t)lg_scratch_cuda(&[[D]], (void **)&d, (size_t)(n * sizeof(float))));
// CHECK-NOT: cudaMalloc
// CHECK: /* hoisted: 'e' is released after the loop */
// CHECK-NEXT: CHECK(cudaSuccess /* hoisted: released after the loop */);
// CHECK-NOT: cudaFree
// CHECK: } /* loopgpu: the hoisted buffers are released */

// --dump-after=hoist: cudaMalloc/cudaFree in a host loop: a buffer of device
// memory, compared for the peak apart from host memory.
// REQUIRES: cuda-headers
// RUN: %loopgpu -w %s --dump-after=hoist | FileCheck %s
#include <stdlib.h>
#include <cuda_runtime_api.h>

void f(int n, int steps, float *x)
{
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
    float *d;
    float *h = malloc(n * sizeof(float));
    cudaMalloc((void **)&d, n * sizeof(float));
    h[0] = x[t];
    x[t] = h[0];
    cudaFree(d);
    free(h);
  }
}
// CHECK: alloc h: hoisted into lg_hs{{[0-9]+}}_0 (slot 0) host memory
// CHECK: alloc d: cudaMalloc line {{[0-9]+}} size n * sizeof(float) invariant
// CHECK-NEXT: alloc d: hoisted into lg_hs{{[0-9]+}}_1 (slot 1) device memory
// CHECK: peak host: single (1 allocation): the only one, the same peak
// CHECK-NEXT: peak device: single (1 allocation): the only one, the same peak

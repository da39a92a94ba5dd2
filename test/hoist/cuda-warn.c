// cudaMalloc allocations that are not provably confined to one iteration
// stay as written, each with a warning that says why; -w (or nohoist on the
// loop) silences them.
// REQUIRES: cuda-headers
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: %strip-checks %t.cu | FileCheck --check-prefix=OUTCHECK %s
// RUN: %loopgpu -w %s -o %t2.cu 2>&1 | count 0
#include <stdlib.h>
#include <cuda_runtime_api.h>

#define DEVICE_ALLOC(p, n) cudaMalloc((void **)&(p), (n))

float *keep;
void use(float *p);
static float *give(int n, float **slots)
{
  float *r = 0;
#pragma loopgpu host
  for (int t = 0; t < n; t++) {
    float *a, *b, *c, *e, *g, *h, *k, *m, *q, *u;
// CHECK: cuda-warn.c:[[@LINE+1]]:5: warning: 'cudaMalloc' is not hoisted out of the loop: its pointer is stored outside the allocation's variable (line [[@LINE+2]])
    cudaMalloc((void **)&a, n * sizeof(float));
    keep = a;
// CHECK: cuda-warn.c:[[@LINE+1]]:5: warning: 'cudaMalloc' is not hoisted out of the loop: its pointer is returned (line [[@LINE+3]])
    cudaMalloc((void **)&b, n * sizeof(float));
    if (t == 3)
      return b;
    cudaFree(b);
// CHECK: cuda-warn.c:[[@LINE+1]]:5: warning: 'cudaMalloc' is not hoisted out of the loop: 'c' is passed to 'use' (line [[@LINE+2]]), which may keep it
    cudaMalloc((void **)&c, n * sizeof(float));
    use(c);
    cudaFree(c);
// CHECK: cuda-warn.c:[[@LINE+1]]:5: warning: 'cudaMalloc' is not hoisted out of the loop: the address of its pointer is taken (line [[@LINE+2]])
    cudaMalloc((void **)&e, n * sizeof(float));
    float **pe = &e;
    cudaFree(*pe);
// CHECK: cuda-warn.c:[[@LINE+1]]:5: warning: 'cudaMalloc' is not hoisted out of the loop: its pointer variable is changed before the free (line [[@LINE+2]])
    cudaMalloc((void **)&g, n * sizeof(float));
    g += 1;
    cudaFree(g - 1);
// CHECK: cuda-warn.c:[[@LINE+1]]:5: warning: 'cudaMalloc' is not hoisted out of the loop: 'continue' at line [[@LINE+3]] leaves the iteration before 'h' is freed
    cudaMalloc((void **)&h, n * sizeof(float));
    if (t == 5)
      continue;
    cudaFree(h);
// CHECK: cuda-warn.c:[[@LINE+1]]:5: warning: 'cudaMalloc' is not hoisted out of the loop: 'k' is not freed on every path through the loop body (the free at line [[@LINE+3]] is conditional or comes first)
    cudaMalloc((void **)&k, n * sizeof(float));
    if (t & 1)
      cudaFree(k);
// CHECK: cuda-warn.c:[[@LINE+1]]:5: warning: 'cudaMalloc' is not hoisted out of the loop: 'free' of device memory (line [[@LINE+2]])
    cudaMalloc((void **)&m, n * sizeof(float));
    free(m);
// CHECK: cuda-warn.c:[[@LINE+1]]:5: warning: 'cudaMalloc' is not hoisted out of the loop: its first argument is not the address of a pointer variable ('&p')
    cudaMalloc((void **)&slots[t % 2], n * sizeof(float));
// CHECK: cuda-warn.c:[[@LINE+2]]:7: warning: 'cudaMalloc' is not hoisted out of the loop: an allocation that is not a statement of the loop body itself (line [[@LINE+2]])
    if (t & 2)
      cudaMalloc((void **)&q, n * sizeof(float));
// CHECK: cuda-warn.c:[[@LINE+1]]:5: warning: 'cudaMalloc' is not hoisted out of the loop: an allocation written in the definition of a macro (line
    DEVICE_ALLOC(u, n * sizeof(float));
    cudaFree(u);
  }
  return r;
}
// CHECK-NOT: warning:
// OUTCHECK-NOT: lg_scratch

// --dump-after=hoist: two allocations live at one point of the body, at most
// one of whose sizes varies: the buffers' sum is what the largest iteration
// held, so both are hoisted, each into its own buffer ("colive").
// RUN: %loopgpu -w %s --dump-after=hoist | FileCheck %s
#include <stdlib.h>

void f(int n, float *x)
{
#pragma loopgpu host
  for (int t = 1; t < n; t++) {
    float *a = malloc(t * sizeof(float));
    float *b = malloc(n * sizeof(float));
    a[0] = x[t];
    b[0] = a[0];
    x[t] = b[0];
    free(a);
    free(b);
  }
}
// CHECK: alloc a: hoisted into lg_hs{{[0-9]+}}_0 (slot 0) host memory
// CHECK: alloc b: hoisted into lg_hs{{[0-9]+}}_1 (slot 1) host memory
// CHECK: peak host: colive (2 allocations): live together, at most one size varies, one buffer each

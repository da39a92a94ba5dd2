// --dump-after=hoist: two allocations of one body whose lifetimes follow one
// another share one buffer (one slot) of the largest size, which the original
// loop held too: the peak comparison's outcome is "disjoint".
// RUN: %loopgpu -w %s --dump-after=hoist | FileCheck %s
#include <stdlib.h>

void f(int n, float *x)
{
#pragma loopgpu host
  for (int t = 1; t < n; t++) {
    float *a = malloc(t * sizeof(float));
    a[0] = x[t];
    x[t] += a[0];
    free(a);
    float *b = malloc((n - t) * sizeof(float));
    b[0] = x[t];
    x[t] += b[0];
    free(b);
  }
}
// CHECK: alloc a: hoisted into [[BUF:lg_hs[0-9]+_0]] (slot 0) host memory
// CHECK: alloc b: hoisted into [[BUF]] (slot 0) host memory
// CHECK: peak host: disjoint (2 allocations): lifetimes one after another, one buffer of the largest size

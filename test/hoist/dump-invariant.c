// --dump-after=hoist: an allocation of a host loop's body whose size does not
// change with the loop is hoisted into one buffer, preallocated once before
// the loop at that size; alone in its memory, the peak is the same.
// RUN: %loopgpu -w %s --dump-after=hoist | FileCheck %s
#include <stdlib.h>

void f(int n, int steps, float *x)
{
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
    float *tmp = malloc(n * sizeof(float));
    tmp[0] = x[t];
    x[t] = tmp[0] * 2;
    free(tmp);
  }
}
// CHECK-LABEL: host loop t lines 10-15 regions 0
// CHECK: alloc tmp: malloc line 11 size n * sizeof(float) invariant
// CHECK-NEXT: alloc tmp: hoisted into lg_hs10_0 (slot 0) host memory
// CHECK-NEXT: alloc tmp: prealloc invariant: (size_t)(n * sizeof(float)) before the loop
// CHECK-NEXT: peak host: single (1 allocation): the only one, the same peak
// CHECK-NOT: alloc

// --dump-after=hoist: a size that varies otherwise than affinely (read from
// an array in the body) cannot be bounded before the loop: the buffer is
// hoisted but gets its memory from the first iteration that asks, growing on
// demand.
// RUN: %loopgpu -w %s --dump-after=hoist | FileCheck %s
#include <stdlib.h>

void f(int steps, const int *len, float *x)
{
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
    int m = len[t];
    float *a = malloc(m * sizeof(float));
    a[0] = x[t];
    x[t] += a[0];
    free(a);
  }
}
// CHECK: alloc a: malloc line {{[0-9]+}} size m * sizeof(float) varying
// CHECK-NEXT: alloc a: hoisted into lg_hs{{[0-9]+}}_0 (slot 0) host memory
// CHECK-NEXT: alloc a: prealloc none: grows on demand

// --dump-after=hoist: a size affine in the loop's variable is largest at one
// end of the loop: the buffer is preallocated at the larger of the first and
// the last iteration's size (the size as the code before the loop reads it,
// the variable spelled lg_iv).
// RUN: %loopgpu -w %s --dump-after=hoist | FileCheck %s
#include <stdlib.h>

void f(int n, float *x)
{
#pragma loopgpu host
  for (int t = 1; t < n; t++) {
    float *a = malloc((n - t) * sizeof(float));
    a[0] = x[t];
    x[t] += a[0];
    free(a);
  }
}
// CHECK: alloc a: malloc line {{[0-9]+}} size (n - t) * sizeof(float) affine
// CHECK-NEXT: alloc a: hoisted into lg_hs{{[0-9]+}}_0 (slot 0) host memory
// CHECK-NEXT: alloc a: prealloc ends: largest of (size_t)((n - lg_iv) * sizeof(float)) at the first and last iteration

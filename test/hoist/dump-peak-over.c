// --dump-after=hoist: two allocations live together whose sizes both vary
// could need more as two largest buffers than the loop ever held at once:
// both are kept, and the dump gives the peak comparison's reason.
// RUN: %loopgpu -w %s --dump-after=hoist | FileCheck %s
#include <stdlib.h>

void f(int n, float *x)
{
#pragma loopgpu host
  for (int t = 1; t < n; t++) {
    float *a = malloc(t * sizeof(float));
    float *b = malloc((n - t) * sizeof(float));
    a[0] = x[t];
    b[0] = a[0];
    x[t] = b[0];
    free(a);
    free(b);
  }
}
// CHECK: alloc a: kept: the sizes of 2 of them vary with the iterations
// CHECK: alloc b: kept: the sizes of 2 of them vary with the iterations
// CHECK: peak host: over (2 allocations): kept, the buffers could hold more at once than the loop ever did
// CHECK-NOT: hoisted into

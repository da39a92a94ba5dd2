// The hoist lines of the dump are the hoist pass's decisions: the dump after
// extent, the pass before it, has none.
// RUN: %loopgpu -w %s --dump-after=extent | FileCheck %s
// RUN: %loopgpu -w %s --dump-after=hoist | FileCheck --check-prefix=HOIST %s
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
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float v[n];
    v[0] = x[i];
    x[i] = v[0];
  }
}
// CHECK-NOT: alloc
// CHECK-NOT: peak
// CHECK-NOT: scratch
// HOIST: alloc tmp: hoisted
// HOIST: peak host
// HOIST: alloc v: variable-length array
// HOIST: scratch grid

// --dump-after=hoist: `nohoist` keeps every allocation of the loop as
// written, and the dump says so.
// RUN: %loopgpu -w %s --dump-after=hoist | FileCheck %s
#include <stdlib.h>

void f(int n, int steps, float *x)
{
#pragma loopgpu host nohoist
  for (int t = 0; t < steps; t++) {
    float *tmp = malloc(n * sizeof(float));
    tmp[0] = x[t];
    x[t] = tmp[0] * 2;
    free(tmp);
  }
}
// CHECK: alloc tmp: malloc line {{[0-9]+}} size n * sizeof(float) invariant
// CHECK-NEXT: alloc tmp: kept: nohoist
// CHECK-NOT: peak

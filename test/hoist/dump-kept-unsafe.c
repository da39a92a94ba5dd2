// --dump-after=hoist: an allocation whose pointer escapes the iteration (here
// stored in an array) stays as written; the dump says why, and it takes no
// part in the peak comparison.
// RUN: %loopgpu -w %s --dump-after=hoist | FileCheck %s
#include <stdlib.h>

void f(int n, float **keep)
{
#pragma loopgpu host
  for (int t = 0; t < n; t++) {
    float *a = malloc(4 * sizeof(float));
    keep[t] = a;
  }
}
// CHECK: alloc a: malloc line 11 size 4 * sizeof(float) invariant
// CHECK-NEXT: alloc a: kept: its pointer is stored outside the allocation's variable (line 12)
// CHECK-NOT: peak

// --dump-after=hoist: an allocation never freed in the body whose variable
// dies with the iteration is a leak growing with the trip count: hoisted into
// one buffer released after the loop, and marked as a leak.
// RUN: %loopgpu -w %s --dump-after=hoist | FileCheck %s
#include <stdlib.h>

void f(int n, int steps, float *x)
{
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
    float *tmp = malloc(n * sizeof(float));
    tmp[0] = x[t];
    x[t] = tmp[0] * 2;
  }
}
// CHECK: alloc tmp: hoisted into lg_hs{{[0-9]+}}_0 (slot 0) host memory
// CHECK: alloc tmp: leak: never freed in the body; released after the loop

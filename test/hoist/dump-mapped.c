// --dump-after=hoist: a hoisted host buffer that only the loop's kernel
// regions use stays on the device for the whole loop ("mapped"); one that
// host code touches does not.
// RUN: %loopgpu -w %s --dump-after=hoist | FileCheck %s
#include <stdlib.h>

void f(int n, int steps, float *x)
{
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
    float *only = malloc(n * sizeof(float));
    float *touched = malloc(n * sizeof(float));
#pragma loopgpu
    for (int i = 0; i < n; i++) {
      only[i] = x[i] * 2;
      touched[i] = x[i];
    }
    touched[0] += 1;
#pragma loopgpu
    for (int i = 0; i < n; i++)
      x[i] = only[i] + touched[i];
    free(touched);
    free(only);
  }
}
// CHECK: alloc only: mapped: on the device for the whole loop
// CHECK-NOT: alloc touched: mapped

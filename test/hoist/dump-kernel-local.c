// --dump-after=hoist: allocations of a small constant size in a kernel region
// (malloc, calloc, a variable-length array whose size is a constant) become
// local arrays of the thread: no buffer, no slice, no capped grid.
// RUN: %loopgpu -w %s --dump-after=hoist | FileCheck %s
#include <stdlib.h>

void f(int n, const float *a, float *out)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    double *w = malloc(8 * sizeof(double));
    float *z = calloc(4, sizeof(float));
    const int L = 6;
    float v[L];
    for (int k = 0; k < L; k++)
      v[k] = (float)(w[k % 8] = a[i] * k) - z[k % 4];
    out[i] = v[5] + (float)w[1];
    free(z);
    free(w);
  }
}
// CHECK: alloc w: malloc line 11: local array double[8] of the thread
// CHECK-NEXT: alloc z: calloc line 12: local array float[4] of the thread, zeroed
// CHECK-NEXT: alloc v: variable-length array line 14: local array float[6] of the thread
// CHECK-NOT: slice
// CHECK-NOT: scratch grid

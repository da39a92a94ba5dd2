// --dump-after=hoist: a calloc in a kernel region too large for a local array
// is the thread's slice of a device buffer, zeroed at every iteration as the
// original's memory was.
// RUN: %loopgpu -w %s --dump-after=hoist | FileCheck %s
#include <stdlib.h>

void f(int n, int m, const float *a, float *out)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float *h = calloc(m, sizeof(float));
    h[i % m] += a[i];
    out[i] = h[0];
    free(h);
  }
}
// CHECK: alloc h: calloc line 11: slice of lg_scr_h, m * sizeof(float) bytes per thread, zeroed at every iteration

// --dump-after=hoist: a variable-length array in a kernel region becomes the
// thread's slice of one device buffer (its size per thread, from the host),
// and the launch is held to the blocks the device runs at once.
// RUN: %loopgpu -w %s --dump-after=hoist | FileCheck %s

void f(int n, int m, const float *a, float *out)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float t[m];
    for (int k = 0; k < m; k++)
      t[k] = a[i] * k;
    out[i] = t[m - 1];
  }
}
// CHECK-LABEL: region f_k0
// CHECK: alloc t: variable-length array line 10: slice of lg_scr_t, m * sizeof(float) bytes per thread
// CHECK-NEXT: scratch grid: at most the blocks the device runs at once (lg_scratch_grid)

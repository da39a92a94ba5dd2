// --dump-after=unroll: a body that continues the unrolled loop has each copy
// wrapped in do { } while (0), where `continue` ends the copy.
// RUN: %loopgpu -w %s --dump-after=unroll | FileCheck %s

void f(int n, int m, float *x, const float *w)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float s = 0;
#pragma loopgpu unroll(2)
    for (int k = 0; k < m; k++) {
      if (w[k] > 1)
        continue;
      s += w[k];
    }
#pragma loopgpu unroll(2)
    for (int k = 0; k < m; k++)
      s -= w[k];
    x[i] = s;
  }
}
// CHECK: unroll k line 11: continue: each copy in do { } while (0)
// CHECK-NOT: unroll k line 17: continue

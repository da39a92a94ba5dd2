// The unroll lines of the dump are the unroll pass's decisions: the dump after
// hoist, the pass before it, has none.
// RUN: %loopgpu -w %s --dump-after=hoist | FileCheck %s
// RUN: %loopgpu -w %s --dump-after=unroll | FileCheck --check-prefix=UNROLL %s

void f(int steps, int n, int m, float a[n][m])
{
#pragma loopgpu host unroll(2)
  for (int t = 0; t < steps; t++) {
#pragma loopgpu unroll(2)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++) {
        float s = 0;
#pragma loopgpu unroll(2)
        for (int k = 0; k < m; k++)
          s += a[i][k];
        a[i][j] = s + (float)t;
      }
  }
}
// CHECK-NOT: unroll {{[a-z]+}} line
// CHECK-NOT: coarsen
// UNROLL: unroll t line 9: partial 2
// UNROLL: unroll k line 15: partial 2
// UNROLL: coarsen i: 2 iterations per thread

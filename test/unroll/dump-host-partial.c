// --dump-after=unroll: unroll(4) on a host loop around a kernel region: the
// host loop's copies, counted in lg_hu<id> / lg_hn<id>, with a remainder loop.
// RUN: %loopgpu -w %s --dump-after=unroll | FileCheck %s

void f(int steps, int n, float *a)
{
#pragma loopgpu host unroll(4)
  for (int t = 0; t < steps; t++) {
#pragma loopgpu
    for (int i = 0; i < n; i++)
      a[i] = a[i] * 0.5f + (float)t;
  }
}
// CHECK-LABEL: host loop t
// CHECK: unroll t line 8: partial 4, trip steps > 0 ? (long long)steps : 0, first 0, counter lg_hu0
// CHECK-NEXT: unroll t line 8: copy 0: t = (int)lg_hu0
// CHECK-NEXT: unroll t line 8: copy 1: t = (int)(lg_hu0 + 1)
// CHECK-NEXT: unroll t line 8: copy 2: t = (int)(lg_hu0 + 2)
// CHECK-NEXT: unroll t line 8: copy 3: t = (int)(lg_hu0 + 3)
// CHECK-NEXT: unroll t line 8: remainder: the last lg_hn0 % 4 iterations, t = (int)lg_hu0
// CHECK-NOT: continue

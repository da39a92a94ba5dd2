// --dump-after=unroll: unroll(full) on a host loop of a known trip count, and
// unroll(U) on one of at most U iterations: one copy per iteration.
// RUN: %loopgpu -w %s --dump-after=unroll | FileCheck %s

void f(int n, float *a)
{
#pragma loopgpu host unroll(full)
  for (int t = 0; t < 3; t++) {
#pragma loopgpu
    for (int i = 0; i < n; i++)
      a[i] += (float)t;
  }
#pragma loopgpu host unroll(4)
  for (int t = 10; t > 8; t--) {
#pragma loopgpu
    for (int i = 0; i < n; i++)
      a[i] -= (float)t;
  }
}
// CHECK: unroll t line 8: full, 3 copies
// CHECK-NEXT: unroll t line 8: copy 0: t = 0
// CHECK-NEXT: unroll t line 8: copy 1: t = 1
// CHECK-NEXT: unroll t line 8: copy 2: t = 2
// CHECK: unroll t line 14: full, 2 copies (unroll(4) of 2 iterations)
// CHECK-NEXT: unroll t line 14: copy 0: t = 10
// CHECK-NEXT: unroll t line 14: copy 1: t = 9

// --dump-after=unroll: unroll(full) makes one copy per iteration, each with
// the induction variable's value as a literal.
// RUN: %loopgpu -w %s --dump-after=unroll | FileCheck %s

void f(int n, float *x)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float s = 1;
#pragma loopgpu unroll(full)
    for (int q = 1; q < 7; q += 2)
      s *= q;
    x[i] = s;
  }
}
// CHECK: unroll q line 11: full, 3 copies
// CHECK-NEXT: unroll q line 11: copy 0: q = 1
// CHECK-NEXT: unroll q line 11: copy 1: q = 3
// CHECK-NEXT: unroll q line 11: copy 2: q = 5
// CHECK-NOT: remainder

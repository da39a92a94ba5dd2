// --dump-after=unroll: a lower bound that is not a constant is evaluated once,
// before the copies, into lg_b<id>, from which each copy computes its value.
// RUN: %loopgpu -w %s --dump-after=unroll | FileCheck %s

void f(int n, int m, float *x)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float s = 0;
#pragma loopgpu unroll(2)
    for (int k = m; k > -5; k -= 2)
      s += k;
    x[i] = s;
  }
}
// CHECK: unroll k line {{[0-9]+}}: partial 2, trip m > -5 ? ((long long)m - -5 + 1) / 2 : 0, first m in lg_b0, counter lg_u0
// CHECK-NEXT: unroll k line {{[0-9]+}}: copy 0: k = (int)(lg_b0 - lg_u0 * 2)
// CHECK-NEXT: unroll k line {{[0-9]+}}: copy 1: k = (int)(lg_b0 - (lg_u0 + 1) * 2)

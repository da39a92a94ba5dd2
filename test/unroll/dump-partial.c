// --dump-after=unroll: unroll(4) of a sequential loop whose trip count is
// known only at run time: a main loop of 4 copies per turn over a counter,
// then a remainder loop for the last trip % 4 iterations.
// RUN: %loopgpu -w %s --dump-after=unroll | FileCheck %s

void f(int n, int m, float *x, const float *w)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float s = 0;
#pragma loopgpu unroll(4)
    for (int k = 0; k < m; k++)
      s += w[k];
    x[i] = s;
  }
}
// CHECK-LABEL: region f_k0
// CHECK: unroll k line 12: partial 4, trip m > 0 ? (long long)m : 0, first 0, counter lg_u0
// CHECK-NEXT: unroll k line 12: copy 0: k = (int)lg_u0
// CHECK-NEXT: unroll k line 12: copy 1: k = (int)(lg_u0 + 1)
// CHECK-NEXT: unroll k line 12: copy 2: k = (int)(lg_u0 + 2)
// CHECK-NEXT: unroll k line 12: copy 3: k = (int)(lg_u0 + 3)
// CHECK-NEXT: unroll k line 12: remainder: the last lg_n0 % 4 iterations, k = (int)lg_u0
// CHECK-NOT: unroll k

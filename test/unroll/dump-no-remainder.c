// --dump-after=unroll: when the factor divides a trip count known at
// translation time there is no remainder loop.
// RUN: %loopgpu -w %s --dump-after=unroll | FileCheck %s

void f(int n, float *x)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float s = 0;
#pragma loopgpu unroll(4)
    for (int k = 0; k < 8; k++)
      s += k;
    x[i] = s;
  }
}
// CHECK: unroll k line {{[0-9]+}}: partial 4, trip 8, first 0, counter lg_u0
// CHECK: unroll k line {{[0-9]+}}: no remainder: 4 divides the trip count
// CHECK-NOT: remainder:

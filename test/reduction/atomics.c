// Array-element reductions print each update as the runtime's atomic
// (loopgpu.h), the operand in its own C type, whatever form C wrote it in:
// += -= ++ -- and `y[j] = y[j] + e`, the store of `if (x > y[j]) y[j] = x`
// (the condition stays: an element only grows, so a stale read can only
// skip a store that would not win), fmaxf, & | ^ && ||, subscripts of a
// variably modified parameter linearized. The region is not refused for
// the updates' "dependence": atomics order nothing.
// RUN: %loopgpu %s -o - | %strip-checks | FileCheck %s
#include <math.h>

void updates(int n, int m, const float *x, const int *k, float y[m], float z[4][m],
             int *h, unsigned *bits, double *d, float *w)
{
#pragma loopgpu reduction(+:y, h[0:64]) reduction(max:z) reduction(|:bits[0:4]) reduction(*:d[0:4]) reduction(max:w[0:8])
  for (int i = 0; i < n; i++) {
    y[i % m] += x[i];
    y[k[i] % m] -= 1;
    h[k[i] & 63]++;
    h[(k[i] + 1) & 63]--;
    y[0] = y[0] + 2 * x[i];
    if (x[i] > z[i & 3][k[i] % m])
      z[i & 3][k[i] % m] = x[i];
    w[i & 7] = fmaxf(w[i & 7], -x[i]);
    bits[i & 3] |= 1u << (k[i] & 31);
    d[i & 3] *= 1.5;
  }
}
// CHECK: static __global__ void updates_k0(
// CHECK: reduction(+:y[]) by atomics; reduction(+:h[]) by atomics; reduction(max:z[]) by atomics; reduction(|:bits[]) by atomics; reduction(*:d[]) by atomics; reduction(max:w[]) by atomics */
// CHECK: lg_red_add(&y[i % m], x[i]);
// CHECK-NEXT: lg_red_sub(&y[k[i] % m], 1);
// CHECK-NEXT: lg_red_add(&h[k[i] & 63], 1);
// CHECK-NEXT: lg_red_sub(&h[(k[i] + 1) & 63], 1);
// CHECK-NEXT: lg_red_add(&y[0], 2 * x[i]);
// CHECK-NEXT: if (x[i] > z[(i & 3) * m + k[i] % m])
// CHECK: lg_red_max(&z[(i & 3) * m + k[i] % m], x[i]);
// CHECK: lg_red_fmax(&w[i & 7], -x[i]);
// CHECK-NEXT: lg_red_or(&bits[i & 3], 1u << (k[i] & 31));
// CHECK-NEXT: lg_red_mul(&d[i & 3], 1.5);
// CHECK: lg_enter((void *)(y + lg_lo_y), {{.*}}, LG_COPY, "y"
// CHECK: lg_enter((void *)(h + lg_lo_h), {{.*}}, LG_COPY, "h"

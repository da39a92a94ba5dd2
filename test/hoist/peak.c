// Hoisting must not raise the peak: two allocations live together whose
// sizes both vary could need more as two largest buffers than the loop ever
// held at once (t and n - t), so they stay; disjoint lifetimes share one
// buffer of the largest size.
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: %strip-checks %t.host.c | FileCheck --check-prefix=OUTCHECK %s
#include <stdlib.h>

void f(int n, float *x)
{
#pragma loopgpu host
  for (int t = 1; t < n; t++) {
// CHECK: peak.c:[[@LINE+1]]:16: warning: the 2 allocations of the loop at line [[@LINE-1]] are not hoisted: one buffer each, of the largest size, could hold more at once than the original loop ever does (the sizes of 2 of them vary with the iterations)
    float *a = malloc(t * sizeof(float));
    float *b = malloc((n - t) * sizeof(float));
    a[0] = x[t];
    b[0] = a[0];
    x[t] = b[0];
    free(a);
    free(b);
  }
#pragma loopgpu host
  for (int t = 1; t < n; t++) {
    float *a = malloc(t * sizeof(float));
    a[0] = x[t];
    x[t] += a[0];
    free(a);
    float *b = malloc((n - t) * sizeof(float));
    b[0] = x[t];
    x[t] += b[0];
    free(b);
  }
}
// CHECK-NOT: warning:
// OUTCHECK: lg_scratch [[S:lg_hs[0-9_]+]] LG_CLEANUP(lg_scratch_release);
// OUTCHECK: lg_scratch_init(&[[S]], 0, 0, "a+b",
// OUTCHECK: float *a = lg_scratch_get(&[[S]],
// OUTCHECK: float *b = lg_scratch_get(&[[S]],
// OUTCHECK: } /* loopgpu: the hoisted buffers are released */

// An allocation never freed whose pointer dies with the iteration leaks
// more with every iteration: it is hoisted, with a warning naming the leak.
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: %strip-checks %t.host.c | FileCheck --check-prefix=OUTCHECK %s
#include <stdlib.h>

void f(int n, float *x)
{
#pragma loopgpu host
  for (int t = 0; t < n; t++) {
// CHECK: leak.c:[[@LINE+1]]:16: warning: 'w' is never freed in the loop body: each iteration leaks n * sizeof(float) bytes (growing with the trip count); hoisted into one buffer released after the loop
    float *w = malloc(n * sizeof(float));
    w[0] = x[t];
    x[t] = w[0] * 2;
  }
}
// OUTCHECK: lg_scratch [[S:lg_hs[0-9_]+]] LG_CLEANUP(lg_scratch_release);
// OUTCHECK: lg_scratch_init(&[[S]], 0, 0, "w",
// OUTCHECK: lg_scratch_prealloc(&[[S]], (size_t)(n * sizeof(float)));
// OUTCHECK: for (int t = 0; t < n; t++) {
// OUTCHECK-NEXT: float *w = lg_scratch_get(&[[S]], (size_t)(n * sizeof(float)));
// OUTCHECK-NOT: malloc
// OUTCHECK: } /* loopgpu: the hoisted buffers are released */

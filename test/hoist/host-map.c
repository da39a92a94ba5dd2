// A hoisted host buffer that only the loop's kernel regions use stays on the
// device for the whole loop (lg_scratch_map: entered once, so the regions'
// own entries only count references: no device allocation and no copies per
// region). Not when host code reads or writes its elements (the copies are
// needed), for calloc (its zeroes are made on the host), nor for a size
// that can grow during the loop.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: %strip-checks %t.host.c | FileCheck %s
#include <stdlib.h>

void f(int n, int steps, const int *len, float *x)
{
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
    float *only = malloc(n * sizeof(float));
    float *touched = malloc(n * sizeof(float));
    float *zeroed = calloc(n, sizeof(float));
    int m = len[t];
    float *grows = malloc(m * sizeof(float));
#pragma loopgpu
    for (int i = 0; i < n; i++) {
      only[i] = x[i] * 2;
      touched[i] = x[i] + zeroed[i];
    }
    touched[0] += 1;
#pragma loopgpu
    for (int i = 0; i < n; i++)
      x[i] = only[i] + touched[i];
#pragma loopgpu
    for (int i = 0; i < m; i++)
      grows[i] = (float)i;
    free(grows);
    free(zeroed);
    free(touched);
    free(only);
  }
}
// CHECK-LABEL: allocations hoisted out of the loop at line 14
// CHECK: lg_scratch_init(&[[O:lg_hs[0-9_]+]], 0, 0, "only",
// CHECK: lg_scratch_prealloc(&[[O]],
// CHECK-NOT: lg_scratch_map
// CHECK: lg_scratch_map(&[[O]]); /* on the device for the whole loop: only kernel regions use 'only' */
// CHECK-NOT: lg_scratch_map
// CHECK: for (int t = 0; t < steps; t++) {

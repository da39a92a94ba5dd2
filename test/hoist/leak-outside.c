// The leak rule needs a pointer that dies with the iteration: a variable
// declared outside the loop body still holds the last iteration's buffer
// after the loop (the program may use it there), so that allocation stays.
// What happens to the variable outside the buffer's lifetime does not
// matter: `free(p); p = NULL;` and a second allocation into the same
// variable are hoisted, into one buffer of the larger size, allocated once.
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: %strip-checks %t.host.c | FileCheck --check-prefix=OUTCHECK %s
#include <stdlib.h>

float f(int n, float *x)
{
  float *last = NULL, *p = NULL;
#pragma loopgpu host
  for (int t = 0; t < n; t++) {
// CHECK: leak-outside.c:[[@LINE+1]]:12: warning: 'malloc' is not hoisted out of the loop: it is never freed in the loop body and 'last' is declared outside it: the last iteration's buffer outlives the loop
    last = malloc(n * sizeof(float));
    last[0] = x[t];
    p = malloc(n * sizeof(float));
    p[0] = x[t];
    x[t] = p[0] * 2;
    free(p);
    p = NULL;
    p = malloc(2 * n * sizeof(float));
    p[1] = x[t];
    x[t] += p[1];
    free(p);
  }
  float r = last ? last[0] : 0;
  free(last);
  return r;
}
// CHECK-NOT: warning:
// OUTCHECK: lg_scratch [[S:lg_hs[0-9_]+]] LG_CLEANUP(lg_scratch_release);
// OUTCHECK: lg_scratch_init(&[[S]], 0, 0, "p+p",
// OUTCHECK-NOT: lg_scratch_init
// OUTCHECK: size_t lg_hn0 = 0; /* the largest of its sizes */
// OUTCHECK-NEXT: lg_hn0 = lg_hn0 > (size_t)(n * sizeof(float)) ? lg_hn0 : (size_t)(n * sizeof(float));
// OUTCHECK-NEXT: lg_hn0 = lg_hn0 > (size_t)(2 * n * sizeof(float)) ? lg_hn0 : (size_t)(2 * n * sizeof(float));
// OUTCHECK-NEXT: lg_scratch_prealloc(&[[S]], lg_hn0);
// OUTCHECK-NOT: lg_scratch_prealloc
// OUTCHECK: last = malloc(n * sizeof(float));
// OUTCHECK: p = lg_scratch_get(&[[S]], (size_t)(n * sizeof(float)));
// OUTCHECK: p = NULL;
// OUTCHECK-NEXT: p = lg_scratch_get(&[[S]], (size_t)(2 * n * sizeof(float)));
// OUTCHECK: } /* loopgpu: the hoisted buffers are released */

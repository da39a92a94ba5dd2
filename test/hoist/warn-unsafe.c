// Allocations that are not provably confined to one iteration stay as
// written, each with a warning that says why.
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: %strip-checks %t.cu | FileCheck --check-prefix=OUTCHECK %s
// RUN: %loopgpu -w %s -o %t2.cu 2>&1 | count 0
#include <stdlib.h>

float *keep;
void use(float *p);
static float *give(int n)
{
  float *r = 0;
#pragma loopgpu host
  for (int t = 0; t < n; t++) {
// CHECK: warn-unsafe.c:[[@LINE+1]]:16: warning: 'malloc' is not hoisted out of the loop: its pointer is stored outside the allocation's variable (line [[@LINE+2]])
    float *a = malloc(n * sizeof(float));
    keep = a;
    a[0] = 1;
// CHECK: warn-unsafe.c:[[@LINE+1]]:16: warning: 'malloc' is not hoisted out of the loop: its pointer is returned (line [[@LINE+3]])
    float *b = malloc(n * sizeof(float));
    if (t == 3)
      return b;
    free(b);
// CHECK: warn-unsafe.c:[[@LINE+1]]:16: warning: 'malloc' is not hoisted out of the loop: 'c' is passed to 'use' (line [[@LINE+2]]), which may keep it
    float *c = malloc(n * sizeof(float));
    use(c);
    free(c);
// CHECK: warn-unsafe.c:[[@LINE+1]]:16: warning: 'malloc' is not hoisted out of the loop: it is passed to 'realloc' (line [[@LINE+2]])
    float *d = malloc(n * sizeof(float));
    d = realloc(d, 2 * n * sizeof(float));
    free(d);
// CHECK: warn-unsafe.c:[[@LINE+1]]:16: warning: 'malloc' is not hoisted out of the loop: 'e' is not freed on every path through the loop body (the free at line [[@LINE+3]] is conditional or comes first)
    float *e = malloc(n * sizeof(float));
    if (t & 1)
      free(e);
  }
  return r;
}
// OUTCHECK-NOT: lg_scratch

// In a kernel region a malloc'ed pointer must be initialized in its
// declaration (the form loopgpu turns into the thread's slice); an
// assignment of malloc's result is an error that says so.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
#include <stdlib.h>

void f(int n, int m, const float *a, float *out)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
// CHECK: kernel-malloc-assign.c:[[@LINE+1]]:12: error: pointer 'tmp' is declared without a value in a kernel region: give it its value in its declaration, a place in an array ('float *tmp = A + i * m') or an allocation ('float *tmp = malloc(n * sizeof(float))')
    float *tmp;
// CHECK: kernel-malloc-assign.c:[[@LINE+1]]:5: error: assigning the result of 'malloc' (initialize the pointer in its declaration instead: 'float *p = malloc(n * sizeof(float))', which loopgpu makes the thread's slice of a preallocated buffer) is not supported in a kernel region
    tmp = malloc(m * sizeof(float));
    out[i] = a[i];
  }
}
// CHECK-NOT: error:

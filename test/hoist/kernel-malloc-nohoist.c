// A malloc in a kernel region with `nohoist` is an error: loopgpu never
// emits a device-side malloc, so the allocation must be hoisted.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
#include <stdlib.h>

void f(int n, int m, const float *a, float *out)
{
#pragma loopgpu nohoist
  for (int i = 0; i < n; i++) {
// CHECK: kernel-malloc-nohoist.c:[[@LINE+1]]:18: error: 'malloc' in a kernel region with 'nohoist': no device-side allocation is emitted; remove 'nohoist' so that 'tmp' becomes the thread's slice of a preallocated buffer
    float *tmp = malloc(m * sizeof(float));
    tmp[0] = a[i];
    out[i] = tmp[0];
    free(tmp);
  }
}
// CHECK-NOT: error:

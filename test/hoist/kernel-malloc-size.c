// The size of a malloc in a kernel region must be computable by the host
// before the launch (the buffer is allocated for every thread then): a size
// computed in the region is an error at the allocation.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
#include <stdlib.h>

void f(int n, const int *len, const float *a, float *out)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    int k = len[i];
// CHECK: kernel-malloc-size.c:[[@LINE+1]]:18: error: the size of the 'malloc' of 'tmp' depends on values computed in the kernel region; hoisting needs a size the host can compute before the launch
    float *tmp = malloc(k * sizeof(float));
    tmp[0] = a[i];
    out[i] = tmp[0];
    free(tmp);
  }
}
// CHECK-NOT: error:

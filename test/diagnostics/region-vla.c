// A variable-length array in a kernel body needs hoisting (issue #5).
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(int n, int m, float *x)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
// CHECK: region-vla.c:[[@LINE+1]]:11: error: variable-length array 'tmp' in a kernel region: hoisting it into a preallocated buffer is not implemented yet (issue #5)
    float tmp[m];
    tmp[0] = x[i];
    x[i] = tmp[0];
  }
}

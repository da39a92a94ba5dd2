// A variable-length array in a kernel body is hoisted into a slice of a
// preallocated device buffer (issue #5); with 'nohoist', or when it cannot
// be, it is an error: the device has no per-thread VLAs.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void f(int n, int m, float *x)
{
#pragma loopgpu nohoist
  for (int i = 0; i < n; i++) {
// CHECK: region-vla.c:[[@LINE+1]]:11: error: variable-length array 'tmp' in a kernel region with 'nohoist': the device has no per-thread variable-length arrays; remove 'nohoist' so that it becomes a slice of a preallocated buffer
    float tmp[m];
    tmp[0] = x[i];
    x[i] = tmp[0];
  }
#pragma loopgpu
  for (int i = 0; i < n; i++) {
// CHECK: region-vla.c:[[@LINE+1]]:11: error: variable-length array 'sq' with 2 dimensions in a kernel region: only one-dimensional ones are hoisted into a preallocated buffer
    float sq[m][m];
    sq[0][0] = x[i];
    x[i] = sq[0][0];
  }
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    int k = i % 7 + 1;
// CHECK: region-vla.c:[[@LINE+1]]:11: error: the size of variable-length array 'v' depends on values computed in the kernel region; hoisting needs a size the host can compute before the launch
    float v[k];
    v[0] = x[i];
    x[i] = v[0];
  }
}

// A data clause range is [lo:len].
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(int n, float *x, float *y)
{
// CHECK: data-malformed.c:[[@LINE+1]]:27: error: expected a range 'lo:len' for 'y'
#pragma loopgpu copyin(y[0])
  for (int i = 0; i < n; i++)
    x[i] = y[i];
// CHECK: data-malformed.c:[[@LINE+1]]:23: error: expected '[lo:len]' after 'y'
#pragma loopgpu copy(y(0:n))
  for (int i = 0; i < n; i++)
    x[i] = y[i];
}

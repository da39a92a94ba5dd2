// devices applies to a kernel region or a host loop, not to a loop inside a
// region.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void f(int n, float *x)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
// CHECK: clause-inner.c:[[@LINE+1]]:17: error: 'devices' applies to a kernel region, not to a loop inside one
#pragma loopgpu devices(2)
    for (int j = 0; j < n; j++)
      x[i * n + j] = 1;
}

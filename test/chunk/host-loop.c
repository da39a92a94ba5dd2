// chunk streams a kernel region: on a `host` loop it is an error.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void steps(int t, int n, float *x)
{
// CHECK: host-loop.c:[[@LINE+1]]:22: error: 'chunk' cannot be used on a 'host' loop
#pragma loopgpu host chunk(8)
  for (int s = 0; s < t; s++)
#pragma loopgpu
    for (int i = 0; i < n; i++)
      x[i] += 1;
}
// CHECK-NOT: error:

// A 'host' loop cannot be nested in a kernel region.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(int n, float *x)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
// CHECK: host-in-region.c:[[@LINE+1]]:17: error: a 'host' loop cannot be inside a kernel region
#pragma loopgpu host
    for (int j = 0; j < 4; j++)
      x[i] += 1;
  }
}

// collapse maps 1, 2 or 3 loops.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(int n, float *x)
{
// CHECK: collapse-range.c:[[@LINE+1]]:26: error: collapse count must be at most 3, got '4'
#pragma loopgpu collapse(4)
  for (int i = 0; i < n; i++)
    x[i] = 0;
// CHECK: collapse-range.c:[[@LINE+1]]:17: error: clause 'collapse' needs a loop count: collapse(N)
#pragma loopgpu collapse
  for (int i = 0; i < n; i++)
    x[i] = 0;
}

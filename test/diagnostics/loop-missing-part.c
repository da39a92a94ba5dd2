// for (;;) and friends are not canonical loops.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(int n, float *x)
{
  int i = 0;
#pragma loopgpu
// CHECK: loop-missing-part.c:[[@LINE+1]]:3: error: loop must be a canonical loop 'for (i = lb; i < ub; i += step)': the initialization is missing
  for (; i < n; i++)
    x[i] = 0;
}

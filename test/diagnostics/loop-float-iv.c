// Induction variables are integers.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(int n, float *x)
{
#pragma loopgpu
// CHECK: loop-float-iv.c:[[@LINE+1]]:14: error: induction variable 'v' must have an integer type, not 'float'
  for (float v = 0; v < n; v++)
    x[0] = v;
}

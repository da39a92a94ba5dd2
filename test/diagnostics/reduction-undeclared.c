// A reduction names a declared variable.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

float f(int n, float *x)
{
  float s = 0;
// CHECK: reduction-undeclared.c:[[@LINE+1]]:29: error: use of undeclared identifier 'sum' in 'reduction'
#pragma loopgpu reduction(+:sum)
  for (int i = 0; i < n; i++)
    s += x[i];
  return s;
}

// The loop under a directive must be canonical: its condition compares the
// induction variable with a bound.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(int n, float *x)
{
#pragma loopgpu
// CHECK: loop-condition.c:[[@LINE+1]]:19: error: loop condition must compare the induction variable 'i' with a bound (<, <=, >, >=, !=)
  for (int i = 0; x[i] > 0 && i < n; i++)
    x[i] = 0;
}

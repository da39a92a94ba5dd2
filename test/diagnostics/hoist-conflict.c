// hoist and nohoist on one loop contradict each other.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(int n, float *x)
{
// CHECK: hoist-conflict.c:[[@LINE+1]]:1: error: clauses 'hoist' and 'nohoist' contradict each other
#pragma loopgpu hoist nohoist
  for (int i = 0; i < n; i++)
    x[i] = 0;
}

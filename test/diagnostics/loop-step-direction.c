// A step that moves away from the bound never terminates; a zero step either.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(int n, float *x)
{
#pragma loopgpu
// CHECK: loop-step-direction.c:[[@LINE+1]]:26: error: loop step -1 moves 'i' away from its bound: the loop would not terminate
  for (int i = 0; i < n; i--)
    x[i] = 0;
#pragma loopgpu
// CHECK: loop-step-direction.c:[[@LINE+1]]:26: error: loop step must not be zero
  for (int i = 0; i < n; i += 0)
    x[i] = 0;
}

// The body of a canonical loop does not change its induction variable.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(int n, float *x)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    x[i] = 0;
// CHECK: loop-iv-modified.c:[[@LINE+1]]:5: error: induction variable 'i' of the loop at line [[@LINE-2]] is modified in its body
    i += 1;
  }
}

// The step of a canonical loop is a constant.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(int n, int s, float *x)
{
#pragma loopgpu
// CHECK: loop-increment.c:[[@LINE+1]]:26: error: loop increment must change 'i' by a constant step (i++, i--, i += C, i -= C)
  for (int i = 1; i < n; i *= 2)
    x[i] = 0;
#pragma loopgpu
// CHECK: loop-increment.c:[[@LINE+1]]:26: error: loop increment must change 'j' by a constant step
  for (int j = 0; j < n; j += s)
    x[j] = 0;
}

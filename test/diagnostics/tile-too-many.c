// tile takes one to three sizes.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(int n, float *x)
{
// CHECK: tile-too-many.c:[[@LINE+1]]:28: error: 'tile' takes at most 3 arguments
#pragma loopgpu tile(4, 4, 4, 4)
  for (int i = 0; i < n; i++)
    x[i] = 0;
}

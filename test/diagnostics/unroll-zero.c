// unroll takes a positive factor or 'full'.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(int n, float *x)
{
// CHECK: unroll-zero.c:[[@LINE+1]]:24: error: unroll factor must be a positive integer constant or 'full', got '0'
#pragma loopgpu unroll(0)
  for (int i = 0; i < n; i++)
    x[i] = 0;
// CHECK: unroll-zero.c:[[@LINE+1]]:24: error: unroll factor must be a positive integer constant or 'full', got 'most'
#pragma loopgpu unroll(most)
  for (int i = 0; i < n; i++)
    x[i] = 0;
}

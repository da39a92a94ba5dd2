// chunk takes a positive size or 'auto'.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(int n, float *x)
{
// CHECK: chunk-bad.c:[[@LINE+1]]:23: error: chunk size must be a positive integer constant or 'auto', got '0'
#pragma loopgpu chunk(0)
  for (int i = 0; i < n; i++)
    x[i] = 0;
}

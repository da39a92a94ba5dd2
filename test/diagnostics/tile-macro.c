// Macros in clause arguments are expanded (the token stream does not do it):
// a macro that evaluates to a bad size is reported with its spelling.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
#define HALF (TILE / 2 - 8)
#define TILE 16

void f(int n, float *x)
{
// CHECK: tile-macro.c:[[@LINE+1]]:22: error: tile size must be a positive integer constant, got 'HALF'
#pragma loopgpu tile(HALF)
  for (int i = 0; i < n; i++)
    x[i] = 0;
// CHECK-NOT: error:
#pragma loopgpu tile(TILE)
  for (int i = 0; i < n; i++)
    x[i] = 1;
}

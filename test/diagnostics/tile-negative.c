// Negative, fractional and overflowing sizes are malformed arguments.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(int n, float *x)
{
// CHECK: tile-negative.c:[[@LINE+1]]:22: error: tile size must be a positive integer constant, got '-32'
#pragma loopgpu tile(-32)
  for (int i = 0; i < n; i++)
    x[i] = 0;
// CHECK: tile-negative.c:[[@LINE+1]]:22: error: tile size must be a positive integer constant, got '1.5'
#pragma loopgpu tile(1.5)
  for (int i = 0; i < n; i++)
    x[i] = 0;
// CHECK: tile-negative.c:[[@LINE+1]]:22: error: tile size must be a positive integer constant, got '99999999999999999999'
#pragma loopgpu tile(99999999999999999999)
  for (int i = 0; i < n; i++)
    x[i] = 0;
// CHECK: tile-negative.c:[[@LINE+1]]:22: error: tile size must be at most 1024, got '2048'
#pragma loopgpu tile(2048)
  for (int i = 0; i < n; i++)
    x[i] = 0;
}

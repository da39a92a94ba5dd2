// 'return' and 'goto' out of a kernel region are errors (docs/directives.md §2).
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

int f(int n, float *x)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    if (x[i] < 0)
// CHECK: region-return.c:[[@LINE+1]]:7: error: 'return' out of a kernel region is not allowed
      return i;
    x[i] = 0;
  }
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    if (x[i] < 0)
// CHECK: region-return.c:[[@LINE+1]]:7: error: 'goto out' jumps out of the kernel region: its label is outside it, and a thread cannot leave the kernel for the code around it; end the iteration instead ('continue', or a label at the end of the loop's body)
      goto out;
    x[i] = 1;
  }
out:
  return 0;
}

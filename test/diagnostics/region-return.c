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
// CHECK: region-return.c:[[@LINE+1]]:7: error: 'goto' in a kernel region is not supported (loopgpu copies kernel bodies when it unrolls, coarsens and tiles them, and a label cannot be copied): use a loop with 'break' or 'continue', or a flag
      goto out;
    x[i] = 1;
  }
out:
  return 0;
}

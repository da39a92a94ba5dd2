// A loop under an 'if' after one that runs in every iteration: the last
// iteration may or may not run it, so the value after the region is not
// known: an error at the conditional loop.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

int f(int n, float *a, float *b)
{
  int k = -1;
#pragma loopgpu copy(b[0:n]) copyin(a[0:n*n])
  for (int i = 0; i < n; i++) {
    b[i] = 0;
    for (k = 0; k < n; k++)
      b[i] += a[i * n + k];
    if (b[i] > 4)
      for (k = 0; k < n; k += 2)
        b[i] -= a[i * n + k];
  }
  return k;
}
// CHECK: conditional-after.c:15:7: error: 'k' is read after the kernel region, but the value this loop leaves in it cannot be kept: it runs under a condition
// CHECK-NOT: error:

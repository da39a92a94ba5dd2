// A loop inside a sequential loop that 'break' may end: the last iteration
// may leave before it runs; an error when its variable is read after the
// region.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

int f(int n, int m, float *a, float *b)
{
  int k = -1;
#pragma loopgpu copy(b[0:n]) copyin(a[0:n*n])
  for (int i = 0; i < n; i++) {
    b[i] = 0;
    for (int t = 0; t < m; t++) {
      if (b[i] > 100)
        break;
      for (k = 0; k < n; k++)
        b[i] += a[i * n + k] * t;
    }
  }
  return k;
}
// CHECK: outer-break.c:15:7: error: 'k' is read after the kernel region, but the value this loop leaves in it cannot be kept: the loop at line 12 around it may end early ('break' or 'continue'), so which iteration sets 'k' last depends on the data
// CHECK-NOT: error:

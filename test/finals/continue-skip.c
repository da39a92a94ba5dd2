// A 'continue' of the mapped loop before the loop may skip it in the last
// iteration: the value after the region is not known; an error when it is
// read.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

int f(int n, float *a, float *b)
{
  int k = -1;
#pragma loopgpu copy(b[0:n]) copyin(a[0:n*n])
  for (int i = 0; i < n; i++) {
    b[i] = 0;
    if (a[i * n] < 0)
      continue;
    for (k = 0; k < n; k++) {
      if (a[i * n + k] > 9)
        break;
      b[i] += a[i * n + k];
    }
  }
  return k;
}
// CHECK: continue-skip.c:14:5: error: 'k' is read after the kernel region, but the value this loop leaves in it cannot be kept: a 'continue' of the loop at line 10 may skip it, so which iteration sets 'k' last depends on the data
// CHECK-NOT: error:

// A goto in the mapped loop's body may skip a loop over a variable declared
// before the region, or run it again: which iteration sets it last depends
// on the data, and the function reads it after the region: an error.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

int f(int n, float *a, float *b)
{
  int k = -1;
#pragma loopgpu copy(b[0:n]) copyin(a[0:n*n])
  for (int i = 0; i < n; i++) {
    b[i] = 0;
    if (a[i * n] < 0)
      goto end;
// CHECK: goto.c:[[@LINE+1]]:5: error: 'k' is read after the kernel region, but the value this loop leaves in it cannot be kept: the loop body holds a 'goto', which may skip it or run it again, so which iteration sets 'k' last depends on the data
    for (k = 0; k < n; k++)
      b[i] += a[i * n + k];
  end:;
  }
  return k;
}
// CHECK-NOT: error:

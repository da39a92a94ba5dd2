// An inner loop that 'break' may end is not mapped to threads even when it
// is perfectly nested and independent: it stays the thread's sequential
// loop (its 'break' is C's), and the final value of its variable, read
// after the region, comes from the last iteration.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: FileCheck %s < %t.cu
// CHECK: threads: x -> x; block 256
// CHECK: for (j = n - 1; j >= 0; j--) {
// CHECK: lg_fin_j[0] = j;

int f(int n, float *a)
{
  int j = -5;
#pragma loopgpu copy(a[0:n*n])
  for (int x = 0; x < n; x++)
    for (j = n - 1; j >= 0; j--) {
      if (a[x * n + j] < 4)
        break;
      a[x * n + j] -= 1;
    }
  return j;
}

// A loop inside a sequential loop whose trip count changes between the
// mapped iterations (a bound read from an array): the last iteration may
// not run it; an error when its variable is read after the region.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

int f(int n, const int *len, float *a, float *b)
{
  int k = -1;
#pragma loopgpu copy(b[0:n]) copyin(a[0:n*n], len[0:n])
  for (int i = 0; i < n; i++) {
    b[i] = 0;
    for (int t = 0; t < len[i]; t++)
      for (k = 0; k < n; k++) {
        if (a[i * n + k] > t)
          break;
        b[i] += a[i * n + k];
      }
  }
  return k;
}
// CHECK: varying-trip.c:13:7: error: 'k' is read after the kernel region, but the value this loop leaves in it cannot be kept: the loop at line 12 around it runs a number of times that changes from one iteration to the next, so which iteration sets 'k' last depends on the data
// CHECK-NOT: error:

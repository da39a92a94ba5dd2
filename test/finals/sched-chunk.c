// A loop left by 'break' in a region with chunk(100): the value its variable has
// after the region would come from the last iteration on the device, which
// that schedule does not store yet: an error when the variable is read.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

int f(int n, float *a, float *b, const float *w)
{
  int k = -1;
#pragma loopgpu chunk(100) copy(a[0:n*n], b[0:n]) copyin(w[0:n+1])
  for (int i = 0; i < n; i++) {
    b[i] += w[i] + w[i + 1];
    for (k = 0; k < n; k++) {
      if (a[i * n + k] > 9)
        break;
      a[i * n + k] += 1;
    }
  }
  return k;
}
// CHECK: sched-chunk.c:12:5: error: 'k' is read after the kernel region, and the value this loop leaves in it (it may end by 'break') comes from the region's last iteration on the device, which loopgpu does not take with chunk() yet; declare 'k' in the loop ('for (int k = ...)') or remove chunk()
// CHECK-NOT: error:

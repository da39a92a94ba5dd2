// A loop variable read after the region whose loop runs under an 'if': the
// last iteration may not run it, so which iteration set it last depends on
// the data: an error, not the value before the region.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

int f(int n, float *a, float *b)
{
  int k = -1;
#pragma loopgpu copy(b[0:n]) copyin(a[0:n*n])
  for (int i = 0; i < n; i++) {
    b[i] = 0;
    if (a[i * n] > 0)
      for (k = 0; k < n; k++) {
        if (a[i * n + k] > 9)
          break;
        b[i] += a[i * n + k];
      }
  }
  return k;
}
// CHECK: conditional.c:14:7: error: 'k' is read after the kernel region, but the value this loop leaves in it cannot be kept: it runs under a condition ('if', 'while' or 'do'), so which iteration sets 'k' last depends on the data; declare 'k' in the loop ('for (int k = ...)') and compute what the program needs after the region separately
// CHECK-NOT: error:

// A helper that a kernel region calls computes in long double: its device
// copy would compute in double. The region is refused where the helper's
// long double is.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

static double third(double x)
{
  long double t = x;
  return (double)(t / 3);
}

void scale(int n, double *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i] = third(a[i]);
}

// CHECK: {{.*}}long-double-helper.c:11:19: error: 't' is long double: the device has no long double
// CHECK-NOT: error:

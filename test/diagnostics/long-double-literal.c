// A long double constant in a kernel region (1.0L) makes the arithmetic
// around it long double, which the device computes as double: refused at the
// first expression of that type.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void scale(int n, double *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i] = a[i] * (1.0L / 3);
}

// CHECK: {{.*}}long-double-literal.c:12:12: error: long double in a kernel region: the device has no long double
// CHECK-NEXT: {{^}}    a[i] = a[i] * (1.0L / 3);
// CHECK-NOT: error:

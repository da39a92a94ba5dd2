// long double math has no device version.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

#include <math.h>
void f(int n, float *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i] = sqrtl(a[i]);
}

// CHECK: {{.*}}long-double.c:11:12: error: 'sqrtl' is a long double function, which has no device version
// CHECK-NEXT: {{^}}    a[i] = sqrtl(a[i]);
// CHECK-NEXT: {{^}}           ^
// CHECK-NOT: error:

// A variadic function of the file called from a kernel body is an error:
// device code has no variable argument lists.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
#include <stdarg.h>
static double sum(int k, ...)
{
  va_list ap;
  va_start(ap, k);
  double s = 0;
  for (int i = 0; i < k; i++)
    s += va_arg(ap, double);
  va_end(ap);
  return s;
}
void f(int n, double *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i] = sum(2, a[i], 1.0);
}
// CHECK: {{.*}}variadic-call.c:7:15: error: variadic function 'sum' cannot be called from a kernel region (device code has no variable argument lists): give it a fixed parameter list
// CHECK-NEXT: {{^}}static double sum(int k, ...)
// CHECK-NEXT: {{^}}              ^
// CHECK-NOT: error:

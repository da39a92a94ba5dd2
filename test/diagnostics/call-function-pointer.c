// A call through a function pointer in a kernel body is an error that says
// what to do instead.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
void f(int n, float *a, float (*g)(float))
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i] = g(a[i]) + 1;
}
// CHECK: {{.*}}call-function-pointer.c:10:12: error: a call through a function pointer is not supported in a kernel region (the device cannot call a host function's address): call the function by its name, choosing it with 'if' or 'switch'
// CHECK-NEXT: {{^}}    a[i] = g(a[i]) + 1;
// CHECK-NEXT: {{^}}           ^
// CHECK-NOT: error:

// setjmp in a kernel region is an error (docs/directives.md §2).
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

#include <setjmp.h>
jmp_buf env;
void f(int n, float *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i] = setjmp(env);
}

// CHECK: {{.*}}setjmp-call.c:12:12: error: '_setjmp' is not supported in a kernel region (the device has no setjmp/longjmp): return an error code, or set a flag that the code after the loop tests
// CHECK-NEXT: {{^}}    a[i] = setjmp(env);
// CHECK-NEXT: {{^}}           ^
// CHECK-NOT: error:

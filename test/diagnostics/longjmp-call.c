// longjmp in a kernel body is an error that names it and says what to do.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
#include <setjmp.h>
jmp_buf env;
void f(int n, float *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    if (a[i] < 0)
      longjmp(env, 1);
    a[i] = 1;
  }
}
// CHECK: {{.*}}longjmp-call.c:12:7: error: 'longjmp' is not supported in a kernel region (the device has no setjmp/longjmp): return an error code, or set a flag that the code after the loop tests
// CHECK-NEXT: {{^}}      longjmp(env, 1);
// CHECK-NEXT: {{^}}      ^
// CHECK-NOT: error:

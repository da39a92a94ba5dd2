// A clause whose transform has not landed yet is rejected, never ignored.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void f(int n, float *a)
{
#pragma loopgpu unroll(4)
  for (int i = 0; i < n; i++)
    a[i] = 1;
}

// CHECK: {{.*}}unroll-notyet.c:8:17: error: 'unroll' is not implemented yet (issue #4)
// CHECK-NEXT: {{^}}#pragma loopgpu unroll(4)
// CHECK-NEXT: {{^}}                ^
// CHECK-NOT: error

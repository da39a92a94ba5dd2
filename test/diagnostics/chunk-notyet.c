// A clause whose transform has not landed yet is rejected, never ignored.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void f(int n, float *a)
{
#pragma loopgpu chunk(1024)
  for (int i = 0; i < n; i++)
    a[i] = 1;
}

// CHECK: {{.*}}chunk-notyet.c:8:17: error: 'chunk' is not implemented yet (issue #8)
// CHECK-NEXT: {{^}}#pragma loopgpu chunk(1024)
// CHECK-NEXT: {{^}}                ^
// CHECK-NOT: error

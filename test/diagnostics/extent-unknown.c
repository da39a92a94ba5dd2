// An array whose extent cannot be inferred is an error that says which clause
// to add (docs/directives.md §3).
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void f(int n, float *a, const float *b, const int *idx)
{
#pragma loopgpu independent
  for (int i = 0; i < n; i++)
    a[i] = b[idx[i]];
}

// CHECK: {{.*}}extent-unknown.c:11:12: error: cannot infer the range of 'b' that the kernel region touches from 'b[idx[i]]'; add copyin(b[0:N]) with its length to the directive
// CHECK-NEXT: {{^}}    a[i] = b[idx[i]];
// CHECK-NEXT: {{^}}           ^
// CHECK-NOT: error:

// A host loop takes only host, data and hoisting clauses.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void f(int n, float *a)
{
#pragma loopgpu host tile(8)
  for (int t = 0; t < n; t++)
#pragma loopgpu
    for (int i = 0; i < n; i++)
      a[i] = a[i] + 1;
}

// CHECK: {{.*}}host-clause.c:8:22: error: 'tile' cannot be used on a 'host' loop
// CHECK-NEXT: {{^}}#pragma loopgpu host tile(8)
// CHECK-NEXT: {{^}}                     ^
// CHECK-NOT: error:

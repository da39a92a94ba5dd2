// Every thread writing the same element is a dependence too.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void f(int n, float *a, const float *b)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[0] = b[i];
}

// CHECK: {{.*}}output-dep.c:9:3: error: loop 'i' carries a dependence: 'a[0]' written at line 10 by two of its iterations
// CHECK-NEXT: {{^}}  for (int i = 0; i < n; i++)
// CHECK-NEXT: {{^}}  ^
// CHECK-NEXT: {{.*}}output-dep.c:8:1: note: a loop that cannot run in parallel stays on the CPU with '#pragma loopgpu host'; annotate the loops inside it instead
// CHECK-NEXT: {{^}}#pragma loopgpu
// CHECK-NEXT: {{^}}^
// CHECK-NOT: error:

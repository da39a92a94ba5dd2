// An indirect subscript cannot be analysed: a warning that names it, and the
// loop stays on the CPU unless `independent` promises it (docs/directives.md §2).
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(int n, float *a, const float *b, const int *idx)
{
#pragma loopgpu copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[idx[i]] = b[i];
}

// CHECK: {{.*}}indirect.c:8:3: warning: cannot prove that loop 'i' carries no dependence: 'a[idx[i]]' written at line 9 by two of its iterations (subscript 'a[idx[i]]' is not affine); the loop stays on the CPU
// CHECK-NEXT: {{^}}  for (int i = 0; i < n; i++)
// CHECK-NEXT: {{^}}  ^
// CHECK-NEXT: {{.*}}indirect.c:7:1: note: if no two iterations touch one element, one of them writing it, 'independent' on the directive says so

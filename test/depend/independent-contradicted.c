// A dependence proven on the loop `independent` annotates contradicts the
// promise: an error naming the accesses (docs/directives.md §2).
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void recurrence(int n, float *a)
{
#pragma loopgpu independent
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] * 0.5f;
}
// CHECK: independent-contradicted.c:8:3: error: loop 'i' carries a dependence, contrary to 'independent': 'a[i]' written at line 9 and 'a[i - 1]' read at line 9
// CHECK-NEXT: {{^}}  for (int i = 1; i < n; i++)
// CHECK: independent-contradicted.c:7:17: note: 'independent' promises that no two iterations of 'i' touch one element, one of them writing it

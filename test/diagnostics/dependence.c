// A loop mapped to threads must carry no dependence: a proven one names the
// two accesses and their lines, and suggests host (docs/directives.md §2).
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void f(int n, float *a)
{
#pragma loopgpu
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] + 1;
}

// CHECK: {{.*}}dependence.c:10:3: error: loop 'i' carries a dependence: 'a[i]' written at line 11 and 'a[i - 1]' read at line 11
// CHECK-NEXT: {{^}}  for (int i = 1; i < n; i++)
// CHECK-NEXT: {{^}}  ^
// CHECK-NEXT: {{.*}}dependence.c:9:1: note: a loop that cannot run in parallel stays on the CPU with '#pragma loopgpu host'; annotate the loops inside it instead
// CHECK-NEXT: {{^}}#pragma loopgpu
// CHECK-NEXT: {{^}}^
// CHECK-NOT: error:

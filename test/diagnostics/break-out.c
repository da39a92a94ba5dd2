// 'break' out of a loop mapped to threads is an error (docs/directives.md §2).
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void f(int n, float *a, const float *b)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    if (b[i] < 0)
      break;
    a[i] = 1;
  }
}

// CHECK: {{.*}}break-out.c:11:7: error: 'break' out of a loop that is mapped to threads
// CHECK-NEXT: {{^}}      break;
// CHECK-NEXT: {{^}}      ^
// CHECK-NOT: error:

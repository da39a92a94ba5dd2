// collapse(N) needs N perfectly nested loops.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void f(int n, float *a)
{
#pragma loopgpu collapse(2)
  for (int i = 0; i < n; i++)
    a[i] = 1;
}

// CHECK: {{.*}}collapse-too-deep.c:8:17: error: collapse(2) but only 1 perfectly nested loop at the top of the region
// CHECK-NEXT: {{^}}#pragma loopgpu collapse(2)
// CHECK-NEXT: {{^}}                ^
// CHECK-NOT: error:

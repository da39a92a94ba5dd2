// A reduction variable is only updated in the region, never read otherwise.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

float f(int n, float *a, const float *b)
{
  float s = 0;
#pragma loopgpu reduction(+:s)
  for (int i = 0; i < n; i++) {
    s += b[i];
    a[i] = s;
  }
  return s;
}

// CHECK: {{.*}}reduction-read.c:12:12: error: reduction variable 's' is read in the kernel region other than by its update
// CHECK-NEXT: {{^}}    a[i] = s;
// CHECK-NEXT: {{^}}           ^
// CHECK-NOT: error:

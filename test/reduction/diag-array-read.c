// The elements of a reduction array are only updated in the region: any other
// read would see a partial value, an error.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

void bins(int n, const float *x, float *y)
{
#pragma loopgpu reduction(+:y[0:4])
  for (int i = 0; i < n; i++) {
    y[i % 4] += x[i];
    if (y[0] > 1)
      y[1] += 1;
  }
}

// CHECK: {{.*}}diag-array-read.c:12:9: error: reduction array 'y' is read in the kernel region other than by its updates
// CHECK-NEXT: {{^}}    if (y[0] > 1)
// CHECK-NEXT: {{^}}        ^
// CHECK-NOT: {{error|warning}}:

// A reduction array is copied in and out by the reduction: naming it in a data
// clause too is an error that says where its range goes.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

void histogram(int n, const int *key, int *h)
{
#pragma loopgpu reduction(+:h[0:4]) copy(h[0:4])
  for (int i = 0; i < n; i++)
    h[key[i] & 3]++;
}

// CHECK: {{.*}}diag-array-data-clause.c:9:29: error: cannot reduce 'h' with reduction(+:h): it is also in 'copy'; a reduction array is copied in and out by the reduction (give its range there: reduction(+:h{{\[}}lo:len]))
// CHECK-NEXT: {{^}}#pragma loopgpu reduction(+:h[0:4]) copy(h[0:4])
// CHECK-NEXT: {{^}}                            ^
// CHECK-NOT: {{error|warning}}:

// A variable named in two reductions (in one clause or in repeated ones) is
// an error at its second name.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

int sum_and_product(int n, const int *x)
{
  int s = 0, t = 1;
#pragma loopgpu reduction(+:s) reduction(*:t, s)
  for (int i = 0; i < n; i++) {
    s += x[i];
    t *= x[i];
  }
  return s + t;
}

// CHECK: {{.*}}diag-named-twice.c:10:47: error: 's' is named in 'reduction' twice
// CHECK-NEXT: {{^}}#pragma loopgpu reduction(+:s) reduction(*:t, s)
// CHECK-NEXT: {{^}}                                              ^
// CHECK-NOT: {{error|warning}}:

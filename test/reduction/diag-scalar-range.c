// A range in a reduction applies to arrays only.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

int sum(int n, const int *x)
{
  int s = 0;
#pragma loopgpu reduction(+:s[0:n])
  for (int i = 0; i < n; i++)
    s += x[i];
  return s;
}

// CHECK: {{.*}}diag-scalar-range.c:9:29: error: cannot reduce 's' with reduction(+:s): it is not an array, so it has no range
// CHECK-NEXT: {{^}}#pragma loopgpu reduction(+:s[0:n])
// CHECK-NEXT: {{^}}                            ^
// CHECK-NOT: {{error|warning}}:

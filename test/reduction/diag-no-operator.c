// A reduction clause starts with its operator.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

int sum(int n, const int *x)
{
  int s = 0;
#pragma loopgpu reduction(s)
  for (int i = 0; i < n; i++)
    s += x[i];
  return s;
}

// CHECK: {{.*}}diag-no-operator.c:9:27: error: expected an operator before 's': reduction(+:s)
// CHECK-NEXT: {{^}}#pragma loopgpu reduction(s)
// CHECK-NEXT: {{^}}                          ^
// CHECK-NOT: {{error|warning}}:

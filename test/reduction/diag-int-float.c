// An integer reduction updated with a floating value is converted back at
// every update, so that its result depends on the order: an error.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

int truncated_sum(int n, const float *x)
{
  int s = 0;
#pragma loopgpu reduction(+:s)
  for (int i = 0; i < n; i++)
    s += 0.5f * x[i];
  return s;
}

// CHECK: {{.*}}diag-int-float.c:12:5: error: cannot reduce 's' with reduction(+:s): the integer 's' is updated with a floating value, converted back at every update, so that the result depends on the order; reduce into a floating variable
// CHECK-NEXT: {{^}}    s += 0.5f * x[i];
// CHECK-NEXT: {{^}}    ^
// CHECK-NOT: {{error|warning}}:

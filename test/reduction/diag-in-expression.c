// An update inside a larger expression would give that expression a thread's
// partial value (a prefix sum is not a reduction): an error.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

float prefix(int n, float *a, const float *x)
{
  float s = 0;
#pragma loopgpu reduction(+:s)
  for (int i = 0; i < n; i++)
    a[i] = (s += x[i]);
  return s;
}

// CHECK: {{.*}}diag-in-expression.c:12:13: error: the update of reduction variable 's' must be a statement of its own: inside an expression its value would be a thread's partial result
// CHECK-NEXT: {{^}}    a[i] = (s += x[i]);
// CHECK-NEXT: {{^}}            ^
// CHECK-NOT: {{error|warning}}:

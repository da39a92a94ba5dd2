// A conditional min/max update with an 'else' is no reduction: an error at
// the 'else' branch.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

float largest(int n, const float *x)
{
  float m = 0;
#pragma loopgpu reduction(max:m)
  for (int i = 0; i < n; i++)
    if (x[i] > m)
      m = x[i];
    else
      m = 0;
  return m;
}

// CHECK: {{.*}}diag-cond-else.c:15:7: error: the conditional update of reduction variable 'm' of reduction(max:m) cannot have an 'else'
// CHECK-NEXT: {{^}}      m = 0;
// CHECK-NEXT: {{^}}      ^
// CHECK-NOT: {{error|warning}}:

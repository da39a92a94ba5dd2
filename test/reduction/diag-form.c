// An update whose operator is not the reduction's is an error that lists the
// forms of the reduction's updates.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

float product_in_a_sum(int n, const float *x)
{
  float s = 1;
#pragma loopgpu reduction(+:s)
  for (int i = 0; i < n; i++)
    s *= x[i];
  return s;
}

// CHECK: {{.*}}diag-form.c:12:5: error: reduction variable 's' of reduction(+:s) must be updated as 's += e', 's -= e', 's = s + e', 's = s - e', 's++' or 's--'
// CHECK-NEXT: {{^}}    s *= x[i];
// CHECK-NEXT: {{^}}    ^
// CHECK-NOT: {{error|warning}}:

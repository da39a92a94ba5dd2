// fmaxf on a double reduction variable rounds it to float at every update:
// refused, naming the function to use.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

#include <math.h>
double largest(int n, const double *x)
{
  double m = 0;
#pragma loopgpu reduction(max:m)
  for (int i = 0; i < n; i++)
    m = fmaxf(m, x[i]);
  return m;
}

// CHECK: {{.*}}diag-fmaxf-double.c:13:5: error: cannot reduce 'm' with reduction(max:m): 'fmaxf' rounds the double 'm' to float at every update; use 'fmax'
// CHECK-NEXT: {{^}}    m = fmaxf(m, x[i]);
// CHECK-NEXT: {{^}}    ^
// CHECK-NOT: {{error|warning}}:

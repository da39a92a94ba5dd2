// A reduction array whose range the subscripts do not give (a histogram's
// indirect bins): the error asks for the range in the reduction clause.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

void histogram(int n, const int *key, int *h)
{
#pragma loopgpu reduction(+:h)
  for (int i = 0; i < n; i++)
    h[key[i]]++;
}

// CHECK: {{.*}}diag-array-range.c:11:5: error: cannot infer the range of 'h' that the kernel region touches from 'h{{\[}}key{{\[}}i]]'; add reduction(+:h{{\[}}0:N]) with its length to the directive
// CHECK-NEXT: {{^}}    h[key[i]]++;
// CHECK-NEXT: {{^}}    ^
// CHECK-NOT: {{error|warning}}:

// A conditional store to a max reduction whose condition does not compare the
// stored value with the variable is no max update: an error with the forms.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

float largest(int n, const float *x)
{
  float m = 0;
#pragma loopgpu reduction(max:m)
  for (int i = 0; i < n; i++)
    if (x[i] > m + 1)
      m = x[i];
  return m;
}

// CHECK: {{.*}}diag-cond-not-compared.c:12:9: error: reduction variable 'm' of reduction(max:m) must be updated as 'if (x > m) m = x;', 'm = x > m ? x : m' or 'm = fmax(m, x)'; a conditional update compares the value it stores with 'm'
// CHECK-NEXT: {{^}}    if (x[i] > m + 1)
// CHECK-NEXT: {{^}}        ^
// CHECK-NOT: {{error|warning}}:

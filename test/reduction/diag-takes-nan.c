// A max update that takes the new value when the comparison fails lets a NaN
// replace the maximum (C's result then depends on where the NaN stands):
// refused for floating types, with the forms that never take a NaN.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

float largest(int n, const float *x)
{
  float m = 0;
#pragma loopgpu reduction(max:m)
  for (int i = 0; i < n; i++)
    m = m > x[i] ? m : x[i];
  return m;
}

// CHECK: {{.*}}diag-takes-nan.c:13:5: error: cannot reduce 'm' with reduction(max:m): this update takes the new value when the comparison fails, so that a NaN replaces 'm', which no order of the iterations reproduces; write 'if (x > m) m = x;' or 'm = x > m ? x : m'
// CHECK-NEXT: {{^}}    m = m > x[i] ? m : x[i];
// CHECK-NEXT: {{^}}    ^
// CHECK-NOT: {{error|warning}}:

// fmaxf skips NaNs and replaces a NaN maximum; `if (x > m) m = x` never takes
// a NaN and keeps one: one floating variable updated both ways has no
// identity, an error.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

#include <math.h>
float largest(int n, const float *x, const float *y)
{
  float m = 0;
#pragma loopgpu reduction(max:m)
  for (int i = 0; i < n; i++) {
    m = fmaxf(m, x[i]);
    if (y[i] > m)
      m = y[i];
  }
  return m;
}

// CHECK: {{.*}}diag-mixed-nan-forms.c:16:7: error: cannot reduce 'm' with reduction(max:m): 'm' is updated both by fmin/fmax and by comparisons, which treat NaN differently; use one form
// CHECK-NEXT: {{^}}      m = y[i];
// CHECK-NEXT: {{^}}      ^
// CHECK-NOT: {{error|warning}}:

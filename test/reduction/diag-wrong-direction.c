// `if (x < m) m = x` is a min update: under reduction(max:m) an error that
// says so.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

float largest(int n, const float *x)
{
  float m = 0;
#pragma loopgpu reduction(max:m)
  for (int i = 0; i < n; i++)
    if (x[i] < m)
      m = x[i];
  return m;
}

// CHECK: {{.*}}diag-wrong-direction.c:12:9: error: this condition stores the smaller value in 'm', but 'm' is a reduction(max:m)
// CHECK-NEXT: {{^}}    if (x[i] < m)
// CHECK-NEXT: {{^}}        ^
// CHECK-NOT: {{error|warning}}:

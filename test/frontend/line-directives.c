// #line directives map the generated code back to the C source: the kernel
// body to the loop's lines, and the code after a replaced loop to its own
// line, so that nvcc errors and debuggers point at the C file.
// RUN: %loopgpu %s -o - | %strip-checks | FileCheck %s
// CHECK: #include "loopgpu.h"
// CHECK-NEXT: #line 1 "{{.*}}line-directives.c"

void axpy(int n, float a, const float *x, float *y)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
  y[0] = 1;
}
// CHECK-LABEL: __global__ void axpy_k0(
// CHECK: #line 12 "{{.*}}line-directives.c"
// CHECK-NEXT: y[i] = a * x[i] + y[i];
// CHECK: #line 8 "{{.*}}line-directives.c"
// CHECK-NEXT: void axpy(
// CHECK: lg_launch_check("axpy_k0"
// CHECK: #line 12 "{{.*}}line-directives.c"
// CHECK-EMPTY:
// CHECK-NEXT: y[0] = 1;

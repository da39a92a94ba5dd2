// #line directives map the generated code back to the C source: the kernel
// body to the loop's lines, and the code after a replaced loop to its own
// line, so that nvcc errors and debuggers point at the C file.
// RUN: %loopgpu %s -o - | %strip-checks | FileCheck %s

void axpy(int n, float a, const float *x, float *y)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
  y[0] = 1;
}
// The CUDA half, then the host half (`-o -` writes both):
// CHECK-LABEL: static __global__ void axpy_k0(
// CHECK: #line 10 "{{.*}}line-directives.c"
// CHECK-NEXT: y[i] = a * x[i] + y[i];
// CHECK: #else
// CHECK-NEXT: #include "loopgpu.h"
// CHECK-NEXT: #line 1 "{{.*}}line-directives.c"
// CHECK: #line 6 "{{.*}}line-directives.c"
// CHECK-NEXT: void axpy(
// CHECK: lg_line_directives_axpy_k0(n, y, a, x,
// CHECK: #line 10 "{{.*}}line-directives.c"
// CHECK-EMPTY:
// CHECK-NEXT: y[0] = 1;

// 'goto' and labels inside a kernel body: each copy of the body that
// loopgpu prints (here the two copies of a coarsened region, unroll(2)) has
// labels of its own (lg_NAME_N), and each goto jumps to its copy's label; a
// label no goto names is left out (it would be an unused label).
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck --allow-empty --check-prefix=DIAG %s
// RUN: FileCheck %s < %t.cu
void f(int n, float *a)
{
#pragma loopgpu unroll(2)
  for (int i = 0; i < n; i++) {
    if (a[i] < 0)
      goto skip;
    a[i] = a[i] * 2;
  skip:
    a[i] += 1;
  unused:
    a[i] -= 0.5f;
  }
}
// DIAG-NOT: {{error|warning}}:
// CHECK: static __global__ void f_k0(
// CHECK: goto lg_skip_0;
// CHECK: {{^ *}}lg_skip_0:;
// CHECK-NOT: unused
// CHECK: goto lg_skip_1;
// CHECK: {{^ *}}lg_skip_1:;
// CHECK-NOT: unused
// CHECK: extern "C"

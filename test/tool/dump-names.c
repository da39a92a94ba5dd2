// --dump-after=names shows what lg_pass_names decided: the program's names
// that C++ or CUDA reserve get another name in the CUDA half only (the host
// half, C, keeps them), records and members alike.
// RUN: %loopgpu --dump-after=names %s | FileCheck %s
// RUN: %loopgpu %s -o %t.cu && FileCheck --check-prefix=CU %s < %t.cu
// CHECK-DAG: name new: lg_v_new in the CUDA half
// CHECK-DAG: name struct class: struct lg_r_class in the CUDA half
// CHECK-DAG: name struct class.this: .lg_v_this in the CUDA half
// CU: struct lg_r_class {
// CU-NEXT: float lg_v_this;
// CU: x[i] = c.lg_v_this * lg_v_new;
struct class { float this; };

void f(int n, float *x, struct class c, float new)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    x[i] = c.this * new;
}

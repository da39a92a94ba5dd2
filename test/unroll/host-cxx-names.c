// An unrolled host loop whose variables have names C++ reserves (`new`,
// `class`): the host half is C, so its copies declare and read them by
// their C names (the CUDA half calls them lg_v_NAME). The text is decided
// by the unroll pass, before the printer renames variables for the CUDA
// half.
// REQUIRES: emu
// RUN: %loopgpu %s -o %t.cu
// RUN: %strip-checks %t.host.c | FileCheck %s
// RUN: %e2e -w %t.e2e %s 7 5
#include <stdio.h>
#include <stdlib.h>

static void f(int n, int class, int steps, float *a)
{
#pragma loopgpu host unroll(2)
  for (int new = class; new < steps; new++) {
#pragma loopgpu
    for (int i = 0; i < n; i++)
      a[i] = a[i] * 0.5f + (float)new;
  }
}
// CHECK: long long lg_hb0 = class;
// CHECK: long long lg_hn0 = steps > class ? (long long)steps - class : 0;
// CHECK: { /* new + 0 */ const int new = ((int)(lg_hb0 + lg_hu0));
// CHECK: lg_host_cxx_names_f_k0(n, a, new,
// CHECK: { /* new + 1 */ const int new = ((int)(lg_hb0 + (lg_hu0 + 1)));
// CHECK-NOT: lg_v_

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 7;
  int steps = argc > 2 ? atoi(argv[2]) : 5;
  float *a = calloc((size_t)n, sizeof(float));
  f(n, 1, steps, a);
  for (int i = 0; i < n; i++)
    printf("%d %.6g\n", i, a[i]);
  free(a);
  return 0;
}

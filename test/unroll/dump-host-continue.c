// --dump-after=unroll: a `continue` in a host loop's own code wraps each copy
// in do { } while (0); one inside a kernel region of the loop continues the
// region's loop (kernel code) and does not.
// RUN: %loopgpu -w %s --dump-after=unroll | FileCheck %s
// RUN: %loopgpu -w %s -o %t.cu
// RUN: %strip-checks %t.host.c | FileCheck --check-prefix=HOSTCHECK %s

void f(int steps, int n, float *a)
{
#pragma loopgpu host unroll(2)
  for (int t = 0; t < steps; t++) {
    if (t % 3 == 1)
      continue;
#pragma loopgpu
    for (int i = 0; i < n; i++)
      a[i] += (float)t;
  }
#pragma loopgpu host unroll(2)
  for (int t = 0; t < steps; t++) {
#pragma loopgpu
    for (int i = 0; i < n; i++) {
      if (a[i] > 100)
        continue;
      a[i] *= 2.0f + (float)t;
    }
  }
}
// CHECK: unroll t line 11: continue: each copy in do { } while (0)
// CHECK-NOT: unroll t line 19: continue
// HOSTCHECK: unroll(2) of the host loop at line 11
// HOSTCHECK: {{^}}do {
// HOSTCHECK: unroll(2) of the host loop at line 19
// HOSTCHECK-NOT: {{^}}do {

// --dump-after=hoist: a host loop whose header is not counted has no trip
// count: its buffers cannot be preallocated and grow on demand, and are not
// kept on the device for the whole loop (which needs the buffer set up before
// the loop), so the data region's footprint does not count them either.
// RUN: %loopgpu -w %s --dump-after=hoist | FileCheck %s
// RUN: %loopgpu -w %s -o %t.cu
// RUN: %strip-checks %t.host.c | FileCheck --check-prefix=HOSTCHECK %s
#include <stdlib.h>

void f(int n, float *x, float tol)
{
  float err = 1;
#pragma loopgpu host
  for (int t = 0; t < 100 && err > tol; t++) {
    float *only = malloc(n * sizeof(float));
#pragma loopgpu
    for (int i = 0; i < n; i++)
      only[i] = x[i] * 0.5f;
#pragma loopgpu
    for (int i = 0; i < n; i++)
      x[i] = only[i];
    err = x[0];
    free(only);
  }
}
// CHECK: alloc only: hoisted into lg_hs{{[0-9]+}}_0 (slot 0) host memory
// CHECK-NEXT: alloc only: prealloc none: grows on demand
// CHECK-NOT: alloc only: mapped
// HOSTCHECK: lg_region_begin("f_data_14", "{{.*}}", 14, (lg_dhi_x >= lg_dlo_x ? (size_t)(lg_dhi_x - lg_dlo_x + 1) * sizeof(float) : 0), (lg_dhi_x
// HOSTCHECK: lg_scratch_init(
// HOSTCHECK-NOT: lg_scratch_prealloc
// HOSTCHECK-NOT: lg_scratch_map

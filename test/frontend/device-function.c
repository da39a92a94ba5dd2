// A function of the same file called from a kernel gets a device copy in the
// CUCHECKDA half, printed from the IR under the reserved prefix (no name of the
// input meets one of CUDA's), before the kernels; the host half keeps the C
// original untouched, prototype and definition.
// RUN: %loopgpu %s -o %t.cu
// RUN: %strip-checks %t.cu | FileCheck --check-prefix=CUCHECK %s
// RUN: %strip-checks %t.host.c | FileCheck --check-prefix=HOSTCHECK %s
// RUN: %e2e -w %t/e %s

// CUCHECK: static __device__ float lg_fn_twice(float v);
// CUCHECK: static __device__ float lg_fn_twice(float v)
// CUCHECK-NEXT: {
// CUCHECK: return 2 * v;
// CUCHECK-LABEL: static __global__ void apply_k0(
// CUCHECK: y[i] = lg_fn_twice(x[i]);
// HOSTCHECK: float twice(float v);
// HOSTCHECK-NOT: __device__
float twice(float v);

void apply(int n, const float *x, float *y)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    y[i] = twice(x[i]);
}

// HOSTCHECK: float twice(float v)
// HOSTCHECK-NEXT: {
// HOSTCHECK-NEXT: return 2 * v;
float twice(float v)
{
  return 2 * v;
}

#include <stdio.h>
int main(void)
{
  float x[5] = {1, 2, 3, 4, 5}, y[5];
  apply(5, x, y);
  for (int i = 0; i < 5; i++)
    printf("y[%d] %g\n", i, y[i]);
  return 0;
}

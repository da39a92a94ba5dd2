// A function of the same file called from a kernel gets a device copy: its
// prototype and its definition are marked __host__ __device__, and the
// kernel comes before the function that launches it.
// RUN: %loopgpu %s -o - | %strip-checks | FileCheck %s

// CHECK: __host__ __device__ float twice(float v);
float twice(float v);

// CHECK-LABEL: __global__ void apply_k0(
// CHECK: y[i] = twice(x[i]);
// CHECK-LABEL: void apply(int n, const float *x, float *y)
void apply(int n, const float *x, float *y)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    y[i] = twice(x[i]);
}

// CHECK: __host__ __device__ float twice(float v)
float twice(float v)
{
  return 2 * v;
}

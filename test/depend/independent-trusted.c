// What cannot be decided, `independent` promises: no warning, a kernel.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: FileCheck %s < %t.cu

void scatter(int n, float *a, const float *b, const int *perm)
{
#pragma loopgpu independent copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[perm[i]] = b[i];
}
// CHECK: __global__ void scatter_k0

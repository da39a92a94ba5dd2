// An array whose slice per chunk cannot be bounded (its subscript is not an
// affine function of the chunked loop) is an error that names the array, the
// access and its line; nothing is written.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void gather(int n, float *y, const float *x, const int *idx)
{
#pragma loopgpu chunk(64) copyin(x[0:n])
  for (int i = 0; i < n; i++)
// CHECK: unbounded.c:[[@LINE+2]]:12: error: cannot bound the slice of 'x' that one chunk of 'i' touches: 'x[idx[i]]' is not an affine function of the loops' variables; remove 'chunk' or index 'x' affinely
// CHECK-NEXT: {{^}}    y[i] = x[idx[i]];
    y[i] = x[idx[i]];
}
// CHECK-NOT: error:

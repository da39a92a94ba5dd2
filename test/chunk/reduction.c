// chunk with reduction is refused (the chunks' partial results are not
// combined yet), never miscompiled.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

float dot(int n, const float *x, const float *y)
{
  float s = 0;
// CHECK: reduction.c:[[@LINE+2]]:17: error: 'chunk' cannot be combined with 'reduction' yet: the partial results of the chunks in flight are not combined; remove one of them
// CHECK-NEXT: {{^}}#pragma loopgpu chunk(1024) reduction(+:s)
#pragma loopgpu chunk(1024) reduction(+:s)
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}
// CHECK-NOT: error:

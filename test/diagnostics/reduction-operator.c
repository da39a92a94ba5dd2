// A reduction operator is one of + * min max & | ^ && ||.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

float f(int n, float *x)
{
  float s = 0;
// CHECK: reduction-operator.c:[[@LINE+1]]:27: error: reduction operator must be one of '+', '*', 'min', 'max', '&', '|', '^', '&&', '||', got '-'
#pragma loopgpu reduction(-:s)
  for (int i = 0; i < n; i++)
    s -= x[i];
  return s;
}

// A data clause names a declared array.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(int n, float *x)
{
// CHECK: data-undeclared.c:[[@LINE+1]]:24: error: use of undeclared identifier 'y' in 'copyin'
#pragma loopgpu copyin(y[0:n])
  for (int i = 0; i < n; i++)
    x[i] = 0;
}

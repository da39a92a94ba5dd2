// A function that a header declares without a body cannot be called from a
// kernel region; the message names it. The header's own helpers can.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
#include "../e2e/Inputs/vecops.h"

void f(int n, int m, float A[n][m], float *y)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
// CHECK: ptr-header-no-body.c:[[@LINE+1]]:29: error: call to 'no_body' in a kernel region: only functions whose body this file or a header it includes defines, the C math library, printf and assert can be called on the device (define 'no_body' so that loopgpu makes a device copy of it)
    y[i] = norm2(A[i], m) + no_body(A[i][0]);
// CHECK-NOT: error:
}

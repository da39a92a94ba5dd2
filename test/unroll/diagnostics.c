// Errors of unroll: full without a constant trip, full over 1024 copies,
// break in an unrolled loop.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(int n, float *x)
{
#pragma loopgpu independent
  for (int i = 0; i < n; i++) {
// CHECK: diagnostics.c:[[@LINE+1]]:17: error: unroll(full) needs a trip count known at translation time; loop 'k' runs from '0' to 'n'
#pragma loopgpu unroll(full)
    for (int k = 0; k < n; k++)
      x[i] += k;
// CHECK: diagnostics.c:[[@LINE+1]]:17: error: unroll(full) would make 2000 copies of the loop body (at most 1024); use a partial unroll such as unroll(4)
#pragma loopgpu unroll(full)
    for (int k = 0; k < 2000; k++)
      x[i] += k;
#pragma loopgpu unroll(4)
    for (int k = 0; k < n; k++) {
      if (x[k] > 3)
// CHECK: diagnostics.c:[[@LINE+1]]:9: error: 'break' in a loop with 'unroll'
        break;
      x[i] += k;
    }
  }
}

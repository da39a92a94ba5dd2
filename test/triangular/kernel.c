// The kernel of a triangle mapped over its bounding box: j from the box's
// start and the thread's index, the body inside `if (guard)` (no return:
// the reduction's barriers below are reached by every thread); the host
// counts the box's trip and sets j to C's value, ub at the last i.
// RUN: %loopgpu %s -o %t.cu
// RUN: FileCheck %s < %t.cu

double tri(int n, const double *a)
{
  int i, j;
  double s = 0.0;
#pragma loopgpu reduction(+:s)
  for (i = 0; i < n; i++)
    for (j = i + 1; j < n; j++)
      s += a[i * n + j];
  return s + j;
}
// CHECK-LABEL: static __global__ void tri_k0(long long lg_trip0, long long lg_trip1, int n,
// CHECK: threads: i -> y, j -> x (bounding box, guarded)
// CHECK: int i = (int)lg_t0;
// CHECK: int j = 1 + (int)lg_t1;
// CHECK-NEXT: if (i + 1 <= j) {
// CHECK-NEXT: #line 15
// CHECK-NEXT: s += a[i * n + j];
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: __syncthreads();
// CHECK-LABEL: extern "C" void lg_kernel_tri_k0(
// CHECK: long long lg_trip1 = (n - 1) >= 1 ? (long long)(n - 1) - 1 + 1 : 0;
// CHECK: if (lg_trip0 > 0) {
// CHECK-NEXT: j = (int)(((lg_trip0 - 1) + 1) + (n > ((lg_trip0 - 1) + 1) ? (long long)n - ((lg_trip0 - 1) + 1) : 0));
// CHECK-NEXT: }
// CHECK-NEXT: i = (int)lg_trip0;

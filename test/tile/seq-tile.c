// tile(S) on a sequential loop strip-mines it by S and stages what its
// strips read that threads share: x[p] (every thread of the block reads it),
// not A[i][p] (each row belongs to one thread).
// RUN: %loopgpu %s -o - | %strip-checks | FileCheck %s

void mv(int n, int k, float *y, float A[n][k], const float *x)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float s = 0.0f;
#pragma loopgpu tile(64)
    for (int p = 0; p < k; p++)
      s += A[i][p] * x[p];
    y[i] = s;
  }
}
// CHECK: __global__ void __launch_bounds__(256) mv_k0(
// CHECK: staged: x[64] per p strip; p in strips of 64 */
// CHECK-NEXT: __shared__ float lg_sx[64];
// CHECK-NOT: lg_sA
// CHECK: lg_sx[lg_e0] = lg_p0 + lg_e0 < lg_pend ? x[lg_base_x0 + lg_e0] : (float)0;
// CHECK: s += A[i * k + p] * lg_sx[p - lg_base_x0];

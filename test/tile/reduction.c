// tile with reduction on a region whose array is staged: the staged kernel
// takes the partials' buffer, keeps a private accumulator initialised to the
// identity, updates it under the guard of each copy (one accumulator for
// all register-tile copies, which run in an unrolled loop) and, after the
// block loops that every thread of a block leaves together, runs the block
// tree and writes the block's partial.
// RUN: %loopgpu %s -o - | %strip-checks | FileCheck %s

float maxdiff(int n, const float *u)
{
  float m = 0.0f;
#pragma loopgpu reduction(max:m) tile(256)
  for (int i = 0; i < n - 1; i++) {
    float d = u[i + 1] - u[i];
    if (d < 0)
      d = -d;
    m = d > m ? d : m;
  }
  return m;
}
// CHECK: static __global__ void __launch_bounds__(256) maxdiff_k0(long long lg_trip0, const float *__restrict__ u, float *lg_part_m)
// CHECK: reduction(max:m); staged: u[257] per block */
// CHECK: const int lg_tid =
// CHECK-NEXT: float m = -INFINITY;
// CHECK-NEXT: for (long long lg_b0 =
// CHECK: if (lg_active) {
// CHECK: m = d > m ? d : m;
// CHECK: __syncthreads(); /* block's stage used before the next block's */
// CHECK-NEXT: {{^  }}}
// CHECK-NEXT: __shared__ float lg_red_m[256];
// CHECK-NEXT: lg_red_m[lg_tid] = m;
// CHECK-NEXT: __syncthreads();
// CHECK-NEXT: for (unsigned lg_s = 128; lg_s > 0; lg_s >>= 1) {
// CHECK-NEXT: if ((unsigned)lg_tid < lg_s && (unsigned)lg_tid + lg_s < 256u)
// CHECK-NEXT: lg_red_m[lg_tid] = lg_red_m[lg_tid + lg_s] > lg_red_m[lg_tid] ? lg_red_m[lg_tid + lg_s] : lg_red_m[lg_tid];
// CHECK-NEXT: __syncthreads();
// CHECK-NEXT: }
// CHECK-NEXT: if (lg_tid == 0)
// CHECK-NEXT: lg_part_m[blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)] = lg_red_m[0];
// CHECK-NEXT: }
// CHECK: LG_LAUNCH(maxdiff_k0,
// CHECK-NEXT: , lg_part_m);

double curv(int n, const float *u)
{
  double s = 0.0;
#pragma loopgpu reduction(+:s) tile(64) unroll(2)
  for (int i = 1; i < n - 1; i++)
    s += (double)u[i - 1] - 2.0 * u[i] + u[i + 1];
  return s;
}
// CHECK: __global__ void __launch_bounds__(64) curv_k0({{.*}}, double *lg_part_s)
// CHECK: coarsened 2; reduction(+:s); staged: u[130] per block */
// CHECK: double s = -0.0;
// CHECK: LG_UNROLL
// CHECK-NEXT: for (int lg_u0 = 0; lg_u0 < 2; lg_u0++) {
// CHECK-NEXT: const long long lg_t0 = lg_b0 + threadIdx.x + lg_u0 * 64;
// CHECK-NEXT: if (lg_t0 < lg_trip0) {
// CHECK-NEXT: int i = 1 + (int)lg_t0;
// CHECK: s += (double)lg_su[i - 1 - lg_base_u0]
// CHECK-NOT: s +=
// CHECK: __shared__ double lg_red_s[64];
// CHECK-NEXT: lg_red_s[lg_tid] = s;
// CHECK: lg_red_s[lg_tid] = lg_red_s[lg_tid] + lg_red_s[lg_tid + lg_s];
// CHECK: lg_part_s[blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)] = lg_red_s[0];

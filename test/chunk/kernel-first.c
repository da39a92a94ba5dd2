// A chunked region's kernel is the region's kernel but for its outermost
// mapped loop, which starts at the parameter lg_first0 (the chunk's first
// value of i) and runs lg_trip0 (the chunk's) iterations; the host passes
// lb + lg_c0 * step. Here i = 3, 5, 7, ... below n.
// RUN: %loopgpu %s -o %t.cu
// RUN: %strip-checks %t.cu | FileCheck %s

void odd(int n, float *x, const float *y)
{
#pragma loopgpu chunk(8)
  for (int i = 3; i < n; i += 2)
    x[i] = 2 * y[i - 1];
}

// CHECK-LABEL: static __global__ void odd_k0(long long lg_trip0, int lg_first0, float *__restrict__ x, const float *__restrict__ y)
// CHECK: chunk(8) of i from lg_first0
// CHECK: int i = lg_first0 + (int)lg_t0 * 2;
// CHECK: const long long lg_cfirst = (long long)3 + lg_c0 * 2;
// CHECK-NEXT: const long long lg_clast = (long long)3 + (lg_c1 - 1) * 2;
// CHECK-NEXT: lg_lo[0] = (long long)lg_cfirst; /* x */
// CHECK-NEXT: lg_hi[0] = (long long)lg_clast;
// CHECK-NEXT: lg_lo[1] = (long long)lg_cfirst - 1; /* y */
// CHECK-NEXT: lg_hi[1] = (long long)lg_clast - 1;
// CHECK: LG_LAUNCH_STREAM(odd_k0, lg_grid, lg_block, {{[0-9]+}}, lg_chunk_stream(lg_ck), lg_c1 - lg_c0, (int)((long long)3 + lg_c0 * 2),

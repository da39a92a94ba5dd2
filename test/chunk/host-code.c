// The host code of a chunked region: no lg_enter of the streamed arrays;
// their slices as a function of the chunk [lg_c0, lg_c1); one launch per
// chunk on the chunk's stream with the chunk's trip count and first value
// of i, the arrays at their slice buffers; the pipeline drained at the end.
// RUN: %loopgpu %s -o %t.cu
// RUN: %strip-checks %t.cu | FileCheck %s

void saxpy(int n, float a, const float *x, float *y)
{
#pragma loopgpu chunk(100)
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

// CHECK-LABEL: __global__ void saxpy_k0(long long lg_trip0, int lg_first0,
// CHECK: int i = lg_first0 + (int)lg_t0;
// CHECK-LABEL: { /* saxpy_k0: chunk(100): the iterations of i streamed through the device */
// CHECK-NOT: lg_enter(
// CHECK: lg_region_begin("saxpy_k0", "{{.*}}host-code.c", 11, 0, 0, lg_trip0);
// CHECK: auto lg_slices = [&](long long lg_c0, long long lg_c1, long long *lg_lo, long long *lg_hi) {
// CHECK-NEXT: const long long lg_cfirst = lg_c0;
// CHECK-NEXT: const long long lg_clast = lg_c1 - 1;
// CHECK-NEXT: lg_lo[0] = (long long)lg_cfirst; /* y */
// CHECK-NEXT: lg_hi[0] = (long long)lg_clast;
// CHECK-NEXT: lg_lo[1] = (long long)lg_cfirst; /* x */
// CHECK-NEXT: lg_hi[1] = (long long)lg_clast;
// CHECK-NEXT: };
// CHECK-NEXT: lg_chunk *lg_ck = lg_chunk_begin("saxpy_k0", "{{.*}}host-code.c", 11, lg_trip0, 100, 2, LG_CHUNK_SLICES(lg_slices));
// CHECK-NEXT: lg_chunk_array(lg_ck, 0, (const void *)y, sizeof(float), lg_lo_y, lg_hi_y, LG_COPY, "y");
// CHECK-NEXT: lg_chunk_array(lg_ck, 1, (const void *)x, sizeof(float), lg_lo_x, lg_hi_x, LG_COPYIN, "x");
// CHECK-NEXT: const long long lg_csize = lg_chunk_plan(lg_ck);
// CHECK-NEXT: for (long long lg_c0 = 0; lg_c0 < lg_trip0; lg_c0 += lg_csize) {
// CHECK-NEXT: const long long lg_c1 = lg_min_ll(lg_c0 + lg_csize, lg_trip0);
// CHECK-NEXT: lg_chunk_next(lg_ck, lg_c0, lg_c1);
// CHECK-NEXT: dim3 lg_grid(lg_grid_1d(lg_c1 - lg_c0, 256, 65535), 1, 1);
// CHECK: LG_LAUNCH_STREAM(saxpy_k0, lg_grid, lg_block, {{[0-9]+}}, lg_chunk_stream(lg_ck), lg_c1 - lg_c0, (int)(lg_c0), a,
// CHECK-NEXT: (float *)lg_chunk_base(lg_ck, 0),
// CHECK-NEXT: (const float *)lg_chunk_base(lg_ck, 1));
// CHECK-NEXT: lg_launch_check("saxpy_k0",
// CHECK-NEXT: lg_chunk_launched(lg_ck);
// CHECK-NEXT: }
// CHECK-NEXT: lg_chunk_end(lg_ck);
// CHECK-NOT: lg_exit(
// CHECK: lg_region_end();

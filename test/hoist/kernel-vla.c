// A variable-length array in a kernel body becomes the thread's slice of
// one device buffer sized for every thread of the launch, allocated through
// the runtime before the launch and freed after; no device-side allocation.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: %strip-checks %t.cu | FileCheck %s

void f(int n, int m, const float *a, float *out)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float tmp[m + 1];
    for (int j = 0; j <= m; j++)
      tmp[j] = a[i] * j;
    float s = 0;
    for (int j = 0; j <= m; j++)
      s += tmp[m - j];
    out[i] = s;
  }
}
// CHECK-LABEL: __global__ void f_k0(
// CHECK-SAME: int m,
// CHECK-SAME: float *lg_scr_tmp)
// CHECK: long long lg_gtid =
// CHECK: float *tmp = lg_scr_tmp + lg_gtid * (long long)(m + 1);
// CHECK-NOT: malloc
// CHECK-LABEL: { /* f_k0 */
// CHECK: lg_scratch_grid(&lg_grid.x, &lg_grid.y, &lg_grid.z, 256);
// CHECK: size_t lg_scrn_tmp = (size_t)(m + 1) * sizeof(float);
// CHECK-NEXT: size_t lg_scrt_tmp = (size_t)lg_grid.x * lg_grid.y * lg_grid.z * 256;
// CHECK-NEXT: float *lg_scr_tmp = (float *)lg_dmalloc(lg_scrt_tmp * lg_scrn_tmp, "tmp", "{{.*}}kernel-vla.c", 11);
// CHECK: LG_LAUNCH(f_k0,
// CHECK: - lg_lo_out, lg_scr_tmp);
// CHECK: lg_dfree(lg_scr_tmp,
// CHECK: lg_hoist_record("{{.*}}kernel-vla.c", 11, "tmp", lg_scrn_tmp,

// malloc/free in a kernel region: the pointer becomes the thread's slice of
// one device buffer sized for every thread of the launch (allocated through
// the runtime before the launch, freed after), the free an empty statement;
// no device-side malloc is emitted. A malloc never freed is hoisted too,
// with a warning naming the leak.
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck --check-prefix=WCHECK %s
// RUN: %strip-checks %t.cu | FileCheck %s
#include <stdlib.h>

void f(int n, int m, const float *a, float *out)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float *tmp = (float *)malloc(m * sizeof(float));
    for (int j = 0; j < m; j++)
      tmp[j] = a[i] * j;
    float s = 0;
    for (int j = 0; j < m; j++)
      s += tmp[m - 1 - j];
    out[i] = s;
    free(tmp);
  }
}

void g(int n, int m, const float *a, float *out)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
// WCHECK: kernel-malloc.c:[[@LINE+1]]:17: warning: 'w' is never freed in the kernel region: every iteration of every thread would leak its buffer; hoisted into memory of the thread released after the launch
    double *w = malloc((m + 1) * sizeof(double) + 3);
    w[0] = a[i];
    out[i] = (float)w[0];
  }
}
// WCHECK-NOT: warning:
// CHECK-LABEL: static __global__ void f_k0(
// CHECK-SAME: int m,
// CHECK-SAME: float *lg_scr_tmp)
// CHECK: long long lg_gtid =
// CHECK: float *tmp = lg_scr_tmp + lg_gtid * (long long)m; /* hoisted: the thread's slice */
// CHECK: ; /* free(tmp): hoisted, its buffer is released after the launch */
// CHECK-LABEL: { /* f_k0 */
// CHECK: size_t lg_scrn_tmp = (size_t)m * sizeof(float); /* per thread */
// CHECK-NEXT: size_t lg_scrt_tmp = (size_t)lg_grid.x * lg_grid.y * lg_grid.z * 256;
// CHECK-NEXT: float *lg_scr_tmp = (float *)lg_dmalloc(lg_scrt_tmp * lg_scrn_tmp, "tmp", "{{.*}}kernel-malloc.c", 14);
// CHECK: LG_LAUNCH(f_k0,
// CHECK: lg_dfree(lg_scr_tmp,
// CHECK: lg_hoist_record("{{.*}}kernel-malloc.c", 14, "tmp", lg_scrn_tmp, lg_its, (size_t)lg_min_ll(
// CHECK-LABEL: static __global__ void g_k0(
// the byte count rounded up to whole elements
// CHECK: double *w = lg_scr_w + lg_gtid * (long long)(((m + 1) * 8{{u?l?}} + 3 + 7) / 8);
// CHECK-LABEL: { /* g_k0 */
// the leak: every iteration's buffer, without hoisting
// CHECK: lg_hoist_record("{{.*}}kernel-malloc.c", 30, "w", lg_scrn_w, lg_its, (size_t)lg_its * lg_scrn_w,
// CHECK-NOT: malloc(

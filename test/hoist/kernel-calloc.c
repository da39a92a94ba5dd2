// calloc/free in a kernel region: the thread's slice of one device buffer,
// zeroed at every iteration as calloc's memory is (the original's reads of
// counts never incremented see 0); the free is an empty statement.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: %strip-checks %t.cu | FileCheck %s
#include <stdlib.h>

void hist(int n, int m, const int *a, int *mode)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    int *h = calloc(m, sizeof(int));
    for (int j = 0; j < m; j++)
      h[a[i * m + j] % m] += 1;
    int best = 0;
    for (int j = 1; j < m; j++)
      if (h[j] > h[best])
        best = j;
    mode[i] = best;
    free(h);
  }
}
// CHECK-LABEL: __global__ void hist_k0(
// CHECK-SAME: int *lg_scr_h)
// CHECK: int *h = lg_scr_h + lg_gtid * (long long)m; /* hoisted: the thread's slice */ for (long long lg_z = 0; lg_z < (long long)(m); lg_z++) h[lg_z] = 0;
// CHECK: ; /* free(h): hoisted, its buffer is released after the launch */
// CHECK-LABEL: { /* hist_k0 */
// CHECK: size_t lg_scrn_h = (size_t)m * sizeof(int); /* per thread */
// CHECK: int *lg_scr_h = (int *)lg_dmalloc(lg_scrt_h * lg_scrn_h, "h", "{{.*}}kernel-calloc.c", 12);
// CHECK: lg_dfree(lg_scr_h,
// CHECK-NOT: calloc(

// Per-thread allocations of a small constant size in a kernel region (at
// most 256 bytes: malloc(K * sizeof(T)) with K known at translation time,
// calloc of constants, a variable-length array of a constant size) become
// local arrays of the thread (registers where nvcc can index them
// statically): no buffer, no slice. Larger constant sizes stay slices.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: %strip-checks %t.cu | FileCheck %s
#include <stdlib.h>

#define K 8

void f(int n, const float *a, float *out)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    double *w = malloc(K * sizeof(double));
    float *z = (float *)calloc(4, sizeof(float));
    const int L = 6;
    float v[L];
    float *big = malloc(65 * sizeof(float));
    for (int k = 0; k < K; k++)
      w[k] = a[i] * (k + 1);
    for (int k = 0; k < L; k++)
      v[k] = (float)w[k] - z[k % 4];
    big[64] = v[5];
    out[i] = big[64] + z[0];
    free(big);
    free(z);
    free(w);
  }
}
// CHECK-LABEL: __global__ void f_k0(
// CHECK-SAME: float *lg_scr_big)
// CHECK: double w[8]; /* hoisted: the malloc as a local array of the thread */
// CHECK-NEXT: float z[4] = {}; /* hoisted: the calloc as a local array of the thread */
// CHECK-NEXT: const int L = 6;
// CHECK-NEXT: float v[6];
// CHECK-NEXT: float *big = lg_scr_big + lg_gtid * (long long)65; /* hoisted: the thread's slice */
// CHECK-LABEL: { /* f_k0 */
// CHECK-NOT: lg_scr_w
// CHECK-NOT: lg_scr_z
// CHECK-NOT: lg_scr_v
// CHECK: float *lg_scr_big = (float *)lg_dmalloc(

// malloc/calloc/free in a host loop: one buffer per allocation before the
// loop, of the largest size any iteration asks for; calloc keeps its zeroing
// per iteration; the frees disappear; the buffers are released after.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: %strip-checks %t.host.c | FileCheck %s
#include <stdlib.h>
#include <string.h>

static void scale(int n, const float *in, float *out)
{
  for (int i = 0; i < n; i++)
    out[i] = in[i] * 2;
}

void f(int n, int steps, float *x)
{
#pragma loopgpu host
  for (int t = 1; t <= steps; t++) {
    float *tmp = malloc(n * sizeof(float));
    int *cnt = calloc(t, sizeof(int));
    double *big = malloc((size_t)n * n * sizeof(double));
    float *al = aligned_alloc(64, 64 * sizeof(float));
    scale(n, x, tmp);
    memcpy(x, tmp, n * sizeof(float));
    cnt[t - 1] = 1;
    big[0] = cnt[0];
    al[0] = 0;
    free(al);
    free(big);
    free(cnt);
    free(tmp);
  }
}
// CHECK-LABEL: allocations hoisted out of the loop at line 18
// CHECK: lg_scratch [[T:lg_hs[0-9_]+]] LG_CLEANUP(lg_scratch_release);
// CHECK: lg_scratch_init(&[[T]], 0, 0, "tmp", "{{.*}}host-basic.c", 19);
// CHECK: lg_scratch [[C:lg_hs[0-9_]+]] LG_CLEANUP(lg_scratch_release);
// CHECK: lg_scratch_init(&[[C]], 0, 0, "cnt",
// CHECK: lg_scratch [[B:lg_hs[0-9_]+]] LG_CLEANUP(lg_scratch_release);
// CHECK: lg_scratch_init(&[[B]], 0, 0, "big",
// CHECK: lg_scratch [[A:lg_hs[0-9_]+]] LG_CLEANUP(lg_scratch_release);
// CHECK: lg_scratch_init(&[[A]], 0, 64, "al",
// CHECK: long long lg_htrip = steps >= 1 ? (long long)steps - 1 + 1 : 0;
// CHECK: lg_scratch_prealloc(&[[T]], (size_t)(n * sizeof(float)));
// CHECK: int lg_iv = (int)(1);
// CHECK-NEXT: size_t lg_first = (size_t)((size_t)(lg_iv) * (sizeof(int)));
// CHECK-NEXT: lg_iv = (int)((long long)(1) + (lg_htrip - 1) * 1);
// CHECK: lg_scratch_prealloc(&[[C]], lg_first > lg_last ? lg_first : lg_last);
// CHECK: for (int t = 1; t <= steps; t++) {
// CHECK-NEXT: float *tmp = lg_scratch_get(&[[T]], (size_t)(n * sizeof(float)));
// CHECK-NEXT: int *cnt = lg_scratch_get_zero(&[[C]], (size_t)((size_t)(t) * (sizeof(int))));
// CHECK-NEXT: double *big = lg_scratch_get(&[[B]],
// CHECK-NEXT: float *al = lg_scratch_get(&[[A]], (size_t)(64 * sizeof(float)));
// CHECK-NOT: malloc
// CHECK-NOT: free(
// CHECK: /* hoisted: 'al' is released after the loop */
// CHECK-NEXT: /* hoisted: 'big' is released after the loop */
// CHECK-NEXT: /* hoisted: 'cnt' is released after the loop */
// CHECK-NEXT: /* hoisted: 'tmp' is released after the loop */
// CHECK-NEXT: }
// CHECK-NEXT: } /* loopgpu: the hoisted buffers are released */

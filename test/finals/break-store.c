// The final value of a loop variable declared before the region, read after
// it, whose loop may end by 'break': the kernel's copy starts at 0, the
// thread of the last iteration (in C's order) stores it, and the host copies
// it back after the launch, inside the test that the loops ran.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: FileCheck %s < %t.cu

int first_big(int n, float *a, float *b, float big)
{
  int k = -1;
#pragma loopgpu copy(b[0:n]) copyin(a[0:n*n])
  for (int i = 0; i < n; i++) {
    b[i] = 0;
    for (k = 0; k < n; k++) {
      if (a[i * n + k] > big)
        break;
      b[i] += a[i * n + k];
    }
  }
  return k;
}
// CHECK: __global__ void first_big_k0({{.*}}, int *lg_fin_k)
// CHECK: int k = 0;
// CHECK: for (k = 0; k < n; k++) {
// CHECK: break;
// CHECK: if (lg_t0 == lg_trip0 - 1) {
// CHECK-NEXT: lg_fin_k[0] = k;
// CHECK-NEXT: }
// CHECK: if (lg_trip0 > 0) {
// CHECK: int lg_fv_k = 0;
// CHECK-NEXT: int *lg_fin_k = (int *)lg_dmalloc(sizeof(int), "k", "{{.*}}break-store.c", 12);
// CHECK: LG_LAUNCH(first_big_k0,
// CHECK: - lg_lo_a, lg_fin_k);
// CHECK: lg_memcpy_d2h(&lg_fv_k, lg_fin_k, sizeof(int),
// CHECK-NEXT: lg_dfree(lg_fin_k,
// CHECK: k = lg_fv_k;
// CHECK-NEXT: }

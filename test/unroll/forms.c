// The forms of unroll on sequential loops, in the emitted source: copies as
// blocks with the iteration offset, a remainder loop only when the factor
// may not divide the trip count, locals per copy, continue in do/while(0).
// RUN: %loopgpu %s -o - | %strip-checks | FileCheck %s
// CHECK-NOT: #pragma unroll

void f(int n, int m, float *x, const float *w)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float s = 0;
// CHECK: { /* loopgpu: unroll(4) of the loop at line [[@LINE+2]] */
#pragma loopgpu unroll(4)
    for (int k = 0; k < m; k++) {
      float t = w[k];
      if (t > 1)
        continue;
      s += t;
    }
// CHECK: long long lg_n0 = m > 0 ? (long long)m : 0;
// CHECK: for (long long lg_u0 = 0; lg_u0 < lg_n0 - 3; lg_u0 += 4) {
// CHECK-NEXT: { /* k + 0 */
// CHECK-NEXT: int k = (int)lg_u0;
// CHECK-NEXT: do {
// CHECK: float t = w[k];
// CHECK: continue;
// CHECK: while (0);
// CHECK: { /* k + 3 */
// CHECK-NEXT: int k = (int)(lg_u0 + 3);
// CHECK: for (long long lg_u0 = lg_n0 / 4 * 4; lg_u0 < lg_n0; lg_u0++) {
#pragma loopgpu unroll(2)
    for (int k = m; k > -5; k -= 2)
      s += k;
// CHECK: { /* loopgpu: unroll(2) of the loop at line [[@LINE-2]] */
// CHECK-NEXT: long long lg_b1 = (long long)m;
// CHECK: { /* k - 2 */
// CHECK-NEXT: int k = (int)(lg_b1 - (lg_u1 + 1) * 2);
// CHECK: for (long long lg_u1 = lg_n1 / 2 * 2;
#pragma loopgpu unroll(4)
    for (int k = 0; k < 8; k++)
      s += k;
// CHECK: long long lg_n2 = 8;
// CHECK-NOT: remainder
// CHECK: unroll(full) of the loop at line [[@LINE+2]]: 3 copies
#pragma loopgpu unroll(full)
    for (int q = 1; q < 7; q += 2)
      s *= q;
// CHECK-NEXT: { /* q = 1 */
// CHECK-NEXT: int q = 1;
// CHECK: { /* q = 5 */
    x[i] = s;
  }
}

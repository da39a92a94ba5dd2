// Several reductions on one loop: repeated reduction clauses merge into one
// (as OpenACC's do), and one clause may name several operators, each
// applying to the variables after it; arrays keep their ranges.
// RUN: %loopgpu --dump-after=check %s -o - | %strip-checks | FileCheck --check-prefix=DUMP %s
// RUN: %loopgpu %s -o - | %strip-checks | FileCheck %s

void stats(int n, const float *x, int *bins, float *out)
{
  float s = 0, m = -1e30f, lo = 1e30f;
  int cnt = 0, neg = 0;
#pragma loopgpu reduction(+:s) reduction(max:m) reduction(+:cnt, min:lo, +:neg, bins[0:8])
  for (int i = 0; i < n; i++) {
    s += x[i];
    if (x[i] > m)
      m = x[i];
    if (x[i] < lo)
      lo = x[i];
    cnt++;
    neg += x[i] < 0;
    bins[i & 7] += 1;
  }
  out[0] = s + m + lo + cnt + neg;
}
// DUMP: clause reduction +:s max:m +:cnt min:lo +:neg +:bins[0:8]
// DUMP-NOT: clause reduction
// CHECK: static __global__ void stats_k0(long long lg_trip0, const float *__restrict__ x, int *__restrict__ bins, float *lg_part_s, float *lg_part_m, int *lg_part_cnt, float *lg_part_lo, int *lg_part_neg)
// CHECK-NEXT: {
// CHECK-NEXT: reduction(+:s); reduction(max:m); reduction(+:cnt); reduction(min:lo); reduction(+:neg); reduction(+:bins[]) by atomics */
// CHECK-NEXT: float s = -0.0f;
// CHECK-NEXT: float m = -INFINITY;
// CHECK-NEXT: int cnt = 0;
// CHECK-NEXT: float lo = INFINITY;
// CHECK-NEXT: int neg = 0;
// CHECK: lg_red_add(&bins[i & 7], 1);

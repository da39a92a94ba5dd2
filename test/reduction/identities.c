// Each thread's accumulator starts at its operator's identity, exact for the
// type (x op identity is x for every x): -0.0 for floating + (-0.0 + +0.0 is
// +0.0, +0.0 + -0.0 would lose a -0.0), -INFINITY and INFINITY for max and
// min by comparison (not -FLT_MAX), NaN for fmax/fmin (fmax(NaN, x) is x),
// the type's limits for integers, all ones for &, and for && and || of a
// type other than bool the sentinel 2 (no update reached the thread).
// RUN: %loopgpu %s -o - | %strip-checks | FileCheck %s
#include <math.h>
#include <stdbool.h>

void floats(int n, const float *x, const double *y, double *out)
{
  float fs = 0, fm = 0, fn = 0, ffm = 0;
  double ds = 0, dm = 0, dfn = 0, dp = 1;
#pragma loopgpu reduction(+:fs, ds) reduction(max:fm, ffm) reduction(min:fn, dfn) reduction(max:dm) reduction(*:dp)
  for (int i = 0; i < n; i++) {
    fs += x[i];
    ds += y[i];
    if (x[i] > fm)
      fm = x[i];
    ffm = fmaxf(ffm, x[i]);
    fn = x[i] < fn ? x[i] : fn;
    dfn = fmin(dfn, y[i]);
    if (dm < y[i])
      dm = y[i];
    dp *= y[i];
  }
  out[0] = fs + ds + fm + ffm + fn + dfn + dm + dp;
}
// CHECK-LABEL: floats_k0(
// CHECK: float fs = -0.0f;
// CHECK-NEXT: double ds = -0.0;
// CHECK-NEXT: float fm = -INFINITY;
// CHECK-NEXT: float ffm = NAN;
// CHECK-NEXT: float fn = INFINITY;
// CHECK-NEXT: double dfn = NAN;
// CHECK-NEXT: double dm = -INFINITY;
// CHECK-NEXT: double dp = 1.0;

void integers(int n, const int *x, long long *out)
{
  int imax = 0;
  unsigned umin = 0;
  long long lmax = 0;
  unsigned long long uand = 0;
  char cand = 0;
  short sor = 0;
  long lxor = 0;
  int all = 0, any = 0;
  bool ball = 0, bany = 0, band = 0;
#pragma loopgpu reduction(max:imax, lmax) reduction(min:umin) reduction(&:uand, cand, band) reduction(|:sor) reduction(^:lxor) reduction(&&:all, ball) reduction(||:any, bany)
  for (int i = 0; i < n; i++) {
    if (x[i] > imax)
      imax = x[i];
    if (x[i] > lmax)
      lmax = x[i];
    if ((unsigned)x[i] < umin)
      umin = (unsigned)x[i];
    uand &= (unsigned long long)x[i];
    cand &= (char)x[i];
    band &= x[i] > 0;
    sor |= (short)x[i];
    lxor ^= x[i];
    all = all && x[i];
    ball = ball && x[i];
    any = any || x[i];
    bany = bany || x[i];
  }
  out[0] = imax + umin + lmax + uand + cand + sor + lxor + all + any + ball + bany + band;
}
// CHECK-LABEL: integers_k0(
// CHECK: int imax = (-2147483647 - 1);
// CHECK-NEXT: long long lmax = (-9223372036854775807LL - 1);
// CHECK-NEXT: unsigned int umin = 4294967295u;
// CHECK-NEXT: unsigned long long uand = (unsigned long long)-1;
// CHECK-NEXT: char cand = (char)-1;
// CHECK-NEXT: bool band = true;
// CHECK-NEXT: short sor = 0;
// CHECK-NEXT: long lxor = 0;
// CHECK-NEXT: int all = 2;
// CHECK-NEXT: bool ball = true;
// CHECK-NEXT: int any = 2;
// CHECK-NEXT: bool bany = false;

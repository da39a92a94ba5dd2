// min and max of float and double on data that is all -inf, all +inf, all
// NaN or NaN mixed in, against C: a max over all -inf is -inf (the identity
// is -INFINITY, not -FLT_MAX), `if (x > m) m = x` never takes a NaN and
// keeps a NaN it starts from, fmaxf/fminf skip NaNs and replace a NaN start
// (NaN is their identity), and a loop whose updates never run leaves every
// start as it was. compare.py never matches NaN, so NaNs print as words.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void show(const char *what, double v) {
  if (isnan(v))
    printf("%s is-nan\n", what);
  else
    printf("%s %.17g sign %d\n", what, v, signbit(v) != 0);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1007;
  float *ninf = malloc(sizeof(float) * n), *pinf = malloc(sizeof(float) * n);
  float *nan_all = malloc(sizeof(float) * n), *mixed = malloc(sizeof(float) * n);
  double *dmixed = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) {
    ninf[i] = -INFINITY;
    pinf[i] = INFINITY;
    nan_all[i] = NAN;
    mixed[i] = i % 3 == 1 ? NAN : (float)((i * 37) % 101) - 60.0f;
    dmixed[i] = i % 4 == 2 ? NAN : i % 5 == 0 ? -INFINITY : (double)((i * 53) % 89) - 44.0;
  }
  float max_ninf = -INFINITY, min_pinf = INFINITY, fmax_ninf = -INFINITY;
  float cmp_nan = 3.0f, fmax_nan = 3.0f, nan_start = NAN, fmax_nan_start = NAN;
  float cmp_mixed = -1e30f, fmin_mixed = 1e30f, untouched = NAN;
  double dmax = -1e300, dfmin = NAN, dmin = 1e300;
#pragma loopgpu reduction(max:max_ninf, fmax_ninf, cmp_nan, fmax_nan, nan_start, fmax_nan_start, cmp_mixed, untouched, dmax) reduction(min:min_pinf, fmin_mixed, dfmin, dmin)
  for (int i = 0; i < n; i++) {
    if (ninf[i] > max_ninf)
      max_ninf = ninf[i];
    fmax_ninf = fmaxf(fmax_ninf, ninf[i]);
    if (pinf[i] < min_pinf)
      min_pinf = pinf[i];
    if (nan_all[i] > cmp_nan)
      cmp_nan = nan_all[i];
    fmax_nan = fmaxf(nan_all[i], fmax_nan);
    if (mixed[i] > nan_start)
      nan_start = mixed[i];
    fmax_nan_start = fmaxf(fmax_nan_start, mixed[i]);
    cmp_mixed = mixed[i] > cmp_mixed ? mixed[i] : cmp_mixed;
    fmin_mixed = fminf(fmin_mixed, mixed[i]);
    if (i < 0 && mixed[i] > untouched)
      untouched = mixed[i];
    if (dmixed[i] > dmax)
      dmax = dmixed[i];
    dfmin = fmin(dfmin, dmixed[i]);
    if (dmixed[i] <= dmin)
      dmin = dmixed[i];
  }
  show("max_ninf", max_ninf);
  show("fmax_ninf", fmax_ninf);
  show("min_pinf", min_pinf);
  show("cmp_nan", cmp_nan);
  show("fmax_nan", fmax_nan);
  show("nan_start", nan_start);
  show("fmax_nan_start", fmax_nan_start);
  show("cmp_mixed", cmp_mixed);
  show("fmin_mixed", fmin_mixed);
  show("untouched", untouched);
  show("dmax", dmax);
  show("dfmin", dfmin);
  show("dmin", dmin);
  free(ninf);
  free(pinf);
  free(nan_all);
  free(mixed);
  free(dmixed);
  return 0;
}

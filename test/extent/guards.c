// extent.c, guards: a subscript under a comparison of a loop variable
// (`if (i > 0) ... u[i - 1]`, `i < n - 1 ? u[i + 1] : 0`, `i >= 2 &&
// x[i - 2] > 0`, the `else` of `i == 0`) is ranged over the values where it
// runs: the copies stay inside the arrays (the arrays here are exactly
// their ranges: the sanitizer build of the suite sees a copy past them),
// and there is no warning. An unsigned loop variable's comparisons wrap,
// so they narrow nothing (the warning stays). isl's exact ranges, with the
// same conditions, agree (LOOPGPU_CHECK_EXTENTS).
// RUN: %loopgpu --dump-after=extent %s -o %t.cu | FileCheck %s
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck --check-prefix=WARN %s
// RUN: env LOOPGPU_CHECK_EXTENTS=1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --check-prefix=ISL %s
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/2 %s 2
// RUN: %e2e -w %t/257 %s 257
//
// WARN-NOT: warning:
// ISL-NOT: NARROWER (
// ISL-NOT: error:
// ISL: extent-check: {{.*}}guards.c: 9 region-arrays: 8 equal, 1 wider, 0 NARROWER
#include <stdio.h>
#include <stdlib.h>

// CHECK-LABEL: region blur_k0
// CHECK: array u: in [0, (long long)n - 1]
static void blur(int n, const double *u, double *v) {
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    double s = 2 * u[i];
    if (i > 0)
      s += u[i - 1];
    if (i < n - 1)
      s += u[i + 1];
    v[i] = s + (i > 1 ? u[i - 2] : 0) + (i + 2 < n ? u[i + 2] : 0);
  }
}

// CHECK-LABEL: region gate_k0
// CHECK: array x: in [0, (long long)n - 1]
static void gate(int n, const double *x, double *y) {
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    if (i == 0)
      y[i] = x[i];
    else if (i >= 2 && x[i - 2] > 0)
      y[i] = x[i - 2] - x[i - 1];
    else
      y[i] = x[i - 1];
  }
}

// rows of a flat matrix of constant width: the row above, under i > 0;
// the column before, under an inner loop's guard. The same over a pointer
// to rows (`double (*c)[m]`), the outer subscript guarded.
enum { W = 5 };
// CHECK-LABEL: region rows_k0
// CHECK: array a: in [0, 5 * (long long)n - 1]
// CHECK-LABEL: region vrows_k0
// CHECK: array c: in [(0) * (long long)m, (((long long)n - 1) + 1) * (long long)m - 1]
static void rows(int n, const double *a, double *b) {
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = 0; j < W; j++) {
      double s = a[i * W + j];
      if (i > 0)
        s += a[(i - 1) * W + j];
      if (j > 0)
        s -= a[i * W + j - 1];
      b[i * W + j] = s;
    }
}
static void vrows(int n, int m, double (*c)[m], double *d) {
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    double s = c[i][0];
    if (i != 0)
      s += c[i - 1][m - 1];
    d[i] = s;
  }
}

// WARN: guards.c:[[@LINE+6]]:14: warning: the range of 'x' is inferred from 'x[i - 1]', which is under a condition
static void unsigned_loop(size_t n, const double *x, double *y) {
  size_t i;
#pragma loopgpu copyout(y[0:n])
  for (i = 0; i < n; i++)
    if (i > 0)
      y[i] = x[i - 1];
    else
      y[i] = 0;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257, m = 5;
  /* each array exactly its range: a copy past it is a heap overflow */
  double *u = malloc(n * sizeof *u), *v = malloc(n * sizeof *v);
  double *a = malloc((size_t)n * m * sizeof *a), *b = malloc((size_t)n * m * sizeof *b);
  double *x = malloc((n + 1) * sizeof *x), *y = malloc(n * sizeof *y);
  for (int i = 0; i < n; i++) u[i] = (i % 7) * 0.5 - 1;
  for (int i = 0; i < n * m; i++) a[i] = (i % 11) * 0.25;
  for (int i = 0; i <= n; i++) x[i] = (i % 5) - 2;
  double s = 0;
  blur(n, u, v);
  for (int i = 0; i < n; i++) s += v[i] * (i + 1);
  gate(n, u, y);
  for (int i = 0; i < n; i++) s += y[i];
  rows(n, a, b);
  for (int i = 0; i < n * m; i++) s += b[i] * (i % 3);
  vrows(n, m, (double (*)[m])a, v);
  for (int i = 0; i < n; i++) s += v[i] * (i % 5);
  unsigned_loop((size_t)n, x + 1, y); /* x[-1] is inside the allocation */
  for (int i = 0; i < n; i++) s += y[i] * (i % 4);
  printf("%.12g\n", s);
  free(u); free(v); free(a); free(b); free(x); free(y);
  return 0;
}

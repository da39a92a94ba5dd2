// An ordinary conjugate-gradient solver as a user writes it: a CSR matrix
// (its row loop `independent`, the indirect reads' lengths given by clauses
// that read rowp[n]), dot, axpy and xpay helpers each with its region,
// called from an unannotated iteration loop that stops on the residual;
// function-scope `int i, k;`. The answer is the C program's at sizes the
// blocks do not divide.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
static void matvec(int n, const int *rowp, const int *col, const double *val, const double *x, double *y) {
  int i, k;
#pragma loopgpu independent copyin(val[0:rowp[n]], col[0:rowp[n]], x[0:n])
  for (i = 0; i < n; i++) {
    double s = 0;
    for (k = rowp[i]; k < rowp[i + 1]; k++)
      s += val[k] * x[col[k]];
    y[i] = s;
  }
}
static double dot(int n, const double *a, const double *b) {
  double s = 0;
#pragma loopgpu reduction(+:s)
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}
static void axpy(int n, double a, const double *x, double *y) {
#pragma loopgpu
  for (int i = 0; i < n; i++) y[i] += a * x[i];
}
static void xpay(int n, const double *x, double a, double *y) {
#pragma loopgpu
  for (int i = 0; i < n; i++) y[i] = x[i] + a * y[i];
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257, it;
  int *rowp = malloc((n + 1) * sizeof *rowp), *col = malloc(3 * n * sizeof *col);
  double *val = malloc(3 * n * sizeof *val);
  int nz = 0;
  for (int i = 0; i < n; i++) {
    rowp[i] = nz;
    if (i > 0) { col[nz] = i - 1; val[nz++] = -1; }
    col[nz] = i; val[nz++] = 2.5;
    if (i < n - 1) { col[nz] = i + 1; val[nz++] = -1; }
  }
  rowp[n] = nz;
  double *x = calloc(n, sizeof *x), *b = malloc(n * sizeof *b), *r = malloc(n * sizeof *r),
         *p = malloc(n * sizeof *p), *q = malloc(n * sizeof *q);
  for (int i = 0; i < n; i++) b[i] = 1 + i % 3;
  for (int i = 0; i < n; i++) r[i] = p[i] = b[i];
  double rr = dot(n, r, r);
  for (it = 0; it < 50 && sqrt(rr) > 1e-10; it++) {
    matvec(n, rowp, col, val, p, q);
    double alpha = rr / dot(n, p, q);
    axpy(n, alpha, p, x);
    axpy(n, -alpha, q, r);
    double rr2 = dot(n, r, r);
    xpay(n, r, rr2 / rr, p);
    rr = rr2;
  }
  double s = 0;
  for (int i = 0; i < n; i++) s += x[i] * (i % 7 + 1);
  printf("it %d\n%.8g\n", it, s);
  free(rowp); free(col); free(val);
  free(x); free(b); free(r); free(p); free(q);
  return 0;
}

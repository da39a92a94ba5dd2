// Helpers whose parameters are written as arrays (`const double r[m]`,
// `double r[]`, `[static 3]`, `[restrict 3]`): in C each is a pointer to its
// element, and the device copy of the helper takes it so. The rows passed
// are of 2-D arrays that the clauses size; `independent` vouches for what
// `scale` writes through its pointer (not analysed).
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
// RUN: %loopgpu %s -o %t.cu && FileCheck %s < %t.cu
// CHECK: __device__ double lg_fn_rowsum(int m, const double *r)
// CHECK: __device__ double lg_fn_dot3(const double *u, const double *v)
// CHECK: __device__ void lg_fn_scale(int m, double *r, double s)
#include <stdio.h>
#include <stdlib.h>
static double rowsum(int m, const double r[m]) {
  double s = 0;
  for (int j = 0; j < m; j++) s += r[j];
  return s;
}
static double dot3(const double u[static 3], const double v[restrict 3]) {
  return u[0] * v[0] + u[1] * v[1] + u[2] * v[2];
}
static void scale(int m, double r[], double s) {
  for (int j = 0; j < m; j++) r[j] *= s;
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257;
  int i, k, m = n / 2 + 1;
  double (*A)[m] = malloc(sizeof(double[n][m])), *s = malloc(n * sizeof *s);
  double (*p)[3] = malloc(n * sizeof *p), *d = malloc(n * sizeof *d);
  double (*q)[4] = malloc(n * sizeof *q);
  for (i = 0; i < n; i++) {
    for (k = 0; k < m; k++) A[i][k] = (i + 2 * k) % 13 * 0.1;
    for (k = 0; k < 3; k++) p[i][k] = i * 0.1 + k;
    for (k = 0; k < 4; k++) q[i][k] = i * 0.2 - k;
  }
#pragma loopgpu copyin(A[0:n])
  for (i = 0; i < n; i++) s[i] = rowsum(m, A[i]);
#pragma loopgpu independent copyin(p[0:n]) copy(q[0:n])
  for (i = 0; i < n; i++) {
    d[i] = dot3(p[i], p[(i + 1) % n]);
    scale(4, q[i], 0.5);
  }
  double t = 0;
  for (i = 0; i < n; i++) t += s[i] * (i + 1) + d[i] + q[i][3] * i;
  printf("%.10g\n", t);
  free(A); free(s); free(p); free(d); free(q);
  return 0;
}

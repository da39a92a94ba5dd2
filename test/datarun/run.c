// datarun.c: kernel regions that follow one another with nothing but blank
// lines, comments and pragmas between them share one data region: the
// matrix goes in once and comes back once, not at every region (gemver's
// four loops). An array that a region writes whole before reading (y) is
// not copied in at all (extent.c, cover); arrays whose range reads a scalar
// that a region of the run computes (z and t, below the count `m`) are left
// to their own regions, which still copy nothing in for what they write
// first (t in phases_k4, z). The answers are the C program's.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %loopgpu --dump-after=datarun %s | FileCheck --check-prefix=DUMP %s
// RUN: %loopgpu %s -o %t/p.cu
// RUN: %emu-cxx -O1 -o %t/p %t/p.cu
// RUN: env LOOPGPU_REPORT=json:%t/r.json %t/p 1000 > %t/out
// RUN: %cc -o %t/ref %s
// RUN: %t/ref 1000 > %t/ref.out
// RUN: %compare %t/ref.out %t/out
// a (n*n) and x (n) in, a and y out (8 bytes each); t out alone
// RUN: %python %S/../report/Inputs/check_report.py runtime %t/r.json regions.phases_data_42.h2d_bytes=8008000 regions.phases_data_42.d2h_bytes=8008000 regions.phases_k4.h2d_bytes=0 regions.phases_k4.d2h_bytes=8000
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
//
// DUMP: data run lines 42-64 regions phases_k0 phases_k1 phases_k2 phases_k3 phases_k4 phases_k5
// DUMP-NEXT: data a: inout
// DUMP-NEXT: data x: in
// DUMP-NEXT: data y: inout {{.*}} writes first (i)
// DUMP-NOT: {{^  data }}
// DUMP-LABEL: region phases_k5
// DUMP: array z: inout
// DUMP-NEXT: cover z: writes first (i)
#include <stdio.h>
#include <stdlib.h>

static void phases(int n, double a[n][n], double *x, double *y, double *t, double *z)
{
  int i, j;
  double s = 0;
  int m = 0;

  /* scale the matrix */
#pragma loopgpu
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      a[i][j] = a[i][j] * 0.5 + x[j];

  // y = A x
#pragma loopgpu
  for (i = 0; i < n; i++) {
    y[i] = 0;
    for (j = 0; j < n; j++)
      y[i] += a[i][j] * x[j];
  }
#pragma loopgpu reduction(+:s)
  for (i = 0; i < n; i++)
    s += y[i];
#pragma loopgpu reduction(+:m)
  for (i = 0; i < n; i++)
    m += y[i] > s / n;
#pragma loopgpu
  for (i = 0; i < n; i++)
    t[i] = y[i] / (s + 1);
#pragma loopgpu
  for (i = 0; i < m; i++)
    z[i] = t[i] + m;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 100;
  double (*a)[n] = malloc(sizeof(double[n][n]));
  double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  double *t = malloc(n * sizeof *t), *z = malloc(n * sizeof *z);
  for (int i = 0; i < n; i++) {
    x[i] = 1 + (i * 7 % 11) / 10.0;
    y[i] = t[i] = z[i] = -1;
    for (int j = 0; j < n; j++)
      a[i][j] = ((i + 2 * j) % 13) / 13.0 - 0.4;
  }
  phases(n, a, x, y, t, z);
  double h = 0;
  for (int i = 0; i < n; i++) {
    h += (i % 5 + 1) * (y[i] + 2 * t[i] + 3 * z[i]);
    for (int j = 0; j < n; j += 7)
      h += a[i][j];
  }
  printf("%.12g\n", h);
  free(a), free(x), free(y), free(t), free(z);
  return 0;
}

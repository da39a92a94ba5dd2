// extent.c, cover: an array whose first access in the region is a plain
// assignment of its element at the loops' own variables, each loop from 0
// by 1 below an invariant bound, is written whole before it is read when
// the box of the trip counts is its whole range: then nothing is copied
// in. The test is made at run time: below, E and F are 64x64 arrays of
// which the loops write n x m; only at 64 x 64 are they all written. Reads first, a
// condition, the element on the right or another element: no cover. An
// array written first and read under another name (twice(n, y, y)) still
// reads the host's values.
// RUN: %loopgpu --dump-after=extent %s | FileCheck %s
// RUN: %e2e -w %t/a %s 64 64
// RUN: %e2e -w %t/b %s 30 64
// RUN: %e2e -w %t/c %s 64 9
// RUN: %e2e -w %t/d %s 1 1
//
// CHECK-LABEL: region fill_k0
// CHECK: array E: inout
// CHECK-NEXT: cover E: writes first (i, j)
// CHECK-LABEL: region fill_k1
// CHECK: array F: inout
// CHECK-NEXT: cover F: writes first (j, i)
// CHECK-LABEL: region twice_k0
// CHECK: array x: inout
// CHECK-NEXT: cover x: writes first (i)
// CHECK-LABEL: region not_k0
// CHECK-NOT: cover
// CHECK: region not_k1
// CHECK-NOT: cover
// CHECK: region not_k2
// CHECK-NOT: cover
// CHECK: region not_k3
// CHECK-NOT: cover
// CHECK: region main_k0
#include <stdio.h>
#include <stdlib.h>

static double E[64][64], F[64][64];

static void fill(int n, int m)
{
  int i, j;
#pragma loopgpu
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      E[i][j] = i - 0.5 * j;
      E[i][j] = E[i][j] * E[i][j] + 1;
    }
  /* by columns, downwards */
#pragma loopgpu
  for (j = m - 1; j >= 0; j--)
    for (i = n - 1; i >= 0; i--)
      F[i][j] = E[i][j] - j;
}

/* the array written first and read under another name (called as
   twice(n, v, v)): the write's COPYOUT entry, made first, copies nothing,
   and the read's COPYIN entry must still bring the host's values
   (rt_data.c, lg_seg.fresh) */
static void twice(int n, double *x, const double *y)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    x[i] = y[i] * 2 + 1;
}

static void not(int n, double *x, double *y)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    double t = x[i];
    x[i] = t + 1;
  }
#pragma loopgpu
  for (int i = 0; i < n; i++)
    if (i % 3)
      y[i] = i;
#pragma loopgpu
  for (int i = 0; i < n; i++)
    y[i] = y[i] * 2;
#pragma loopgpu
  for (int i = 0; i < n / 2; i++) {
    x[2 * i] = 1;
    x[2 * i + 1] = i;
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 64, m = argc > 2 ? atoi(argv[2]) : 64;
  double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      E[i][j] = -(i + j % 7), F[i][j] = i % 3;
  for (int i = 0; i < n; i++)
    x[i] = i % 11, y[i] = -i;
  fill(n, m);
  not(n, x, y);
  twice(n, y, y);
#pragma loopgpu
  for (int i = 0; i < n; i++)
    y[i] += x[i];
  double s = 0;
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      s += (i % 5 + 1) * E[i][j] + (j % 3 + 1) * F[i][j];
  for (int i = 0; i < n; i++)
    s += (i % 3 + 1) * y[i];
  printf("%.12g\n", s);
  free(x), free(y);
  return 0;
}

// promote.c: an element that a thread's sequential loop accumulates into
// (2mm's tmp[i][j] += ..., trmm's B[i][j] += ... with the scaling after the
// loop) is a register for the length of the loop, so that the product is
// recognised (register tiles) and no step goes to memory. Kept in memory:
// no statement beside the loop touches the element (the load would read
// what C never reads), another subscript of the array in the loop, a
// subscript that the loop changes, a row walk directly under the annotated
// loop (inner_reduce.c splits it as written). The answers are C's.
// RUN: %loopgpu --dump-after=promote %s | FileCheck --check-prefix=DUMP %s
// RUN: %loopgpu --remarks %s -o %t.cu 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: FileCheck --input-file %t.cu %s
// RUN: %e2e -w %t/1 %s 1 1 1
// RUN: %e2e -w %t/257 %s 257 33 17
// RUN: %e2e -w %t/1007 %s 1007 9 5
//
// DUMP-LABEL: region mm_k0
// DUMP-NEXT: promote: tmp[i][j] in loop k line [[@LINE+49]] as lg_acc0
// DUMP-LABEL: region upper_k0
// DUMP-NEXT: promote: C[i][j] in loop k line {{[0-9]+}} as lg_acc0
// DUMP-LABEL: region twice_k0
// DUMP-NEXT: promote: D[i][j] in loop k line {{[0-9]+}} as lg_acc0
// DUMP-NEXT: promote: D[i][j] in loop k line {{[0-9]+}} as lg_acc1
// DUMP-LABEL: region nosibling_k0
// DUMP-NOT: promote:
// DUMP-LABEL: region other_k0
// DUMP-NOT: promote:
// DUMP-LABEL: region moving_k0
// DUMP-NOT: promote:
// DUMP-LABEL: region rows_k0
// DUMP-NOT: promote:
//
// REMARK: promote.c:{{[0-9]+}}:1: remark: matrix product (i, j parallel, k reduction over A and B)
// REMARK: promote.c:{{[0-9]+}}:1: remark: i, j parallel: 32x8x1 threads a block
//
// CHECK-LABEL: upper_k0(
// CHECK: double lg_acc0 = C[i * m + j];
// CHECK: for (k = i + 1; k < n; k++)
// CHECK-NEXT: lg_acc0 += A[k * n + i] * B[k * m + j];
// CHECK-NEXT: C[i * m + j] = lg_acc0;
#include <stdio.h>
#include <stdlib.h>

static void init(int n, int m, double a[n][m], int seed)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = (double)((i * 7 + j * 13 + seed) % 29) / 16.0 - 0.75;
}

static void print(const char *name, int n, int m, double a[n][m])
{
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += a[i][j] * (1 + (i + 2 * j) % 5);
  printf("%s sum %.12g %.12g\n", name, s, a[n - 1][m - 1]);
}

static void mm(int ni, int nj, int nk, double tmp[ni][nj], double A[ni][nk], double B[nk][nj])
{
  int i, j, k;
#pragma loopgpu
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++) {
      tmp[i][j] = 0.0;
      for (k = 0; k < nk; ++k)
        tmp[i][j] += 1.5 * A[i][k] * B[k][j];
    }
}

/* trmm's shape with the output apart: k from i + 1, the scaling after */
static void upper(int n, int m, double C[n][m], double A[n][n], double B[n][m])
{
  int i, j, k;
#pragma loopgpu
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      C[i][j] = B[i][j];
      for (k = i + 1; k < n; k++)
        C[i][j] += A[k][i] * B[k][j];
      C[i][j] = 0.5 * C[i][j];
    }
}

/* two loops in one block: a register each */
static void twice(int n, int m, int p, double D[n][m], double A[n][p])
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      D[i][j] *= 0.5;
      for (int k = 0; k < p; k++)
        D[i][j] += A[i][k];
      D[i][j] -= 1;
      for (int k = 0; k < p; k++)
        D[i][j] = D[i][j] * 0.75 + A[i][k] * j;
    }
}

static void nosibling(int n, int m, int p, double D[n][m], double A[n][p])
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < p; k++)
        D[i][j] += A[i][k];
}

static void other(int n, int m, double D[n][m])
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      D[i][j] = 1;
      for (int k = 0; k < 3; k++)
        D[i][j] += D[i][(j + k) % m] * 0.125;
    }
}

static void moving(int n, int m, int p, double D[n][m], double A[n][p])
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      int c = j;
      D[i][c] = 2;
      for (int k = 0; k < p; k++) {
        D[i][c] += A[i][k];
        c = (c + 1) % m;
      }
    }
}

static void rows(int n, int m, double x[n], double A[n][m])
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    x[i] = 0;
    for (int j = 0; j < m; j++)
      x[i] += A[i][j];
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 64, m = argc > 2 ? atoi(argv[2]) : 48,
      p = argc > 3 ? atoi(argv[3]) : 32;
  double(*D)[m] = malloc(sizeof(double[n][m])), (*A)[p] = malloc(sizeof(double[n][p]));
  double(*B)[m] = malloc(sizeof(double[p][m])), (*Q)[n] = malloc(sizeof(double[n][n]));
  double(*Bn)[m] = malloc(sizeof(double[n][m])), *x = malloc(sizeof(double[n]));
  init(n, p, A, 2);
  init(p, m, B, 3);
  mm(n, m, p, D, A, B);
  print("mm", n, m, D);
  init(n, n, Q, 4);
  init(n, m, Bn, 5);
  upper(n, m, D, Q, Bn);
  print("upper", n, m, D);
  twice(n, m, p, D, A);
  print("twice", n, m, D);
  nosibling(n, m, p, D, A);
  print("nosibling", n, m, D);
  other(n, m, D);
  print("other", n, m, D);
  moving(n, m, p, D, A);
  print("moving", n, m, D);
  rows(n, p, x, A);
  print("rows", n, 1, (double(*)[1])x);
  free(D);
  free(A);
  free(B);
  free(Q);
  free(Bn);
  free(x);
  return 0;
}

// distribute.c under a dependent annotated loop: atax's and bicg's rows
// carry sums over i into y[j] and s[j]; the body splits into parts in which
// i carries nothing (the row sums tmp[i], q[i]: i mapped) or only the
// column sums (swapped: j mapped, i a sequential sum inside), with no
// atomics. bicg's inner loop is split first (fission: its two statements
// share nothing that either writes). The answers are the C program's at
// sizes the blocks do not divide, with x passed as both operands once.
// RUN: %loopgpu --dump-after=distribute %s 2>&1 | FileCheck %s
// RUN: %loopgpu --remarks %s -o %t.cu 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: %e2e -w %t/1 %s 1 1
// RUN: %e2e -w %t/257 %s 257 130
// RUN: %e2e -w %t/1007 %s 1007 1100
//
// CHECK-LABEL: region atax_k1 lines
// CHECK-NEXT: interchange: loop i (line [[#ATAX:]]) carries dependences only within groups: its body split into 2 kernels, one for each group of statements (part 1 of 2: lines
// CHECK-SAME: [[#ATAX+1]] to [[#ATAX+3]])
// CHECK-NEXT: loop i: for
// CHECK-LABEL: region atax_k1_1 lines
// CHECK-NEXT: interchange: {{.*}}(part 2 of 2: line [[#ATAX+5]]); loop i (line [[#ATAX]]) carries a dependence and loop j (line [[#ATAX+4]]) none: j outside, mapped, i inside it, sequential
// CHECK-NEXT: loop j: for
// CHECK-NEXT: loop i: for
// CHECK-LABEL: region bicg_k1 lines
// CHECK-NEXT: interchange: loop i (line [[#BICG:]]) carries dependences only within groups: its body split into 3 kernels
// CHECK-SAME: (part 1 of 3: line [[#BICG+1]])
// CHECK-LABEL: region bicg_k1_1 lines
// CHECK-NEXT: interchange: {{.*}}(part 2 of 3: line [[#BICG+3]]); {{.*}}j outside, mapped
// CHECK-LABEL: region bicg_k1_2 lines
// CHECK-NEXT: interchange: {{.*}}(part 3 of 3: line [[#BICG+4]])
// CHECK-NEXT: loop i: for
// CHECK-NEXT: loop j: for
//
// REMARK: remark: {{.*}}carries dependences only within groups
// REMARK-NOT: atomic
#include <stdio.h>
#include <stdlib.h>

static void atax(int m, int n, double A[m][n], double *x, double *y, double *tmp)
{
  int i, j;
#pragma loopgpu
  for (i = 0; i < n; i++)
    y[i] = 0;
#pragma loopgpu
  for (i = 0; i < m; i++) {
    tmp[i] = 0.0;
    for (j = 0; j < n; j++)
      tmp[i] = tmp[i] + A[i][j] * x[j];
    for (j = 0; j < n; j++)
      y[j] = y[j] + A[i][j] * tmp[i];
  }
}

static void bicg(int m, int n, double A[n][m], double *s, double *q, double *p, double *r)
{
  int i, j;
#pragma loopgpu
  for (i = 0; i < m; i++)
    s[i] = 0;
#pragma loopgpu
  for (i = 0; i < n; i++) {
    q[i] = 0.0;
    for (j = 0; j < m; j++) {
      s[j] = s[j] + r[i] * A[i][j];
      q[i] = q[i] + A[i][j] * p[j];
    }
  }
}

int main(int argc, char **argv)
{
  int m = argc > 1 ? atoi(argv[1]) : 100, n = argc > 2 ? atoi(argv[2]) : 90;
  double (*A)[n] = malloc(sizeof(double[m][n]));
  double *x = malloc((m + n) * sizeof *x), *y = malloc((m + n) * sizeof *y);
  double *t = malloc((m + n) * sizeof *t), *q = malloc((m + n) * sizeof *q);
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = ((i * 7 + j * 3) % 19) / 9.0 - 1;
  for (int i = 0; i < m + n; i++)
    x[i] = (i % 11) / 5.0 - 1, y[i] = t[i] = q[i] = -3;
  atax(m, n, A, x, y, t);
  double h = 0;
  for (int i = 0; i < n; i++)
    h += (i % 5 + 1) * y[i];
  for (int i = 0; i < m; i++)
    h += (i % 3 + 1) * t[i];
  /* A as n x m for bicg: the same bytes */
  bicg(n, m, (double (*)[n])A, y, q, x, x);
  for (int i = 0; i < n; i++)
    h += (i % 7 + 1) * y[i];
  for (int i = 0; i < m; i++)
    h += (i % 2 + 1) * q[i];
  printf("%.12g\n", h);
  free(A), free(x), free(y), free(t), free(q);
  return 0;
}

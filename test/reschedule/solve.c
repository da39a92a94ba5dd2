// reschedule.c: PolyBench's cholesky (with its sqrt) and trisolv, row by
// row in C: isl's order is a host loop whose kernels include a statement
// alone (the diagonal's square root, the solved unknown's division), run as
// a kernel of one thread beside the loops' kernels; trisolv's first
// statement (x[i] = b[i]) is a kernel of its own before the host loop. The
// answers are the C program's, at sizes the blocks do not divide.
// RUN: %loopgpu --dump-after=reschedule %s | FileCheck --check-prefix=DUMP %s
// RUN: %loopgpu --remarks %s -o %t.cu 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/2 %s 2
// RUN: %e2e -w %t/37 %s 37
// RUN: %e2e -w %t/130 %s 130
//
// DUMP: host loop lg_i0 lines [[#]]-[[#]] regions 3
// DUMP-NEXT: made: for (lg_i0 = 0; lg_i0 < n; step 1), in the place of the loop at line [[#]]
// DUMP: host loop lg_i0 lines [[#]]-[[#]] regions 2
// DUMP-NEXT: made: for (lg_i0 = 0; lg_i0 < n; step 1), in the place of the loop at line [[#]]
// DUMP-LABEL: region cholesky_k0 lines
// DUMP: loop lg_i1: for (lg_i1 = 0; lg_i1 < 1; step 1)
// DUMP-LABEL: region trisolv_k0 lines
// DUMP-NEXT: interchange: {{.*}}into 1 kernel, then a host loop (lg_i0 = 0; lg_i0 < n) of 2 kernels
// DUMP-NEXT: loop lg_i0: for (lg_i0 = 0; lg_i0 < n; step 1)
// DUMP-LABEL: region trisolv_k0_1 lines
// DUMP-NEXT: in host loop lg_i0
// DUMP: loop lg_i1: for (lg_i1 = 0; lg_i1 < 1; step 1)
// DUMP-LABEL: region trisolv_k0_2 lines
// DUMP: loop lg_i1: for (lg_i1 = lg_i0 + 1; lg_i1 < n; step 1)
//
// REMARK: remark: {{.*}}isl's scheduler reorders its statements into a host loop (lg_i0 = 0; lg_i0 < n) of 3 kernels, each element's operations in C's order (kernel 1 of 3: line [[#]])
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void cholesky(int n, double A[n][n]) {
  int i, j, k;
#pragma loopgpu
  for (i = 0; i < n; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
    for (k = 0; k < i; k++)
      A[i][i] -= A[i][k] * A[i][k];
    A[i][i] = sqrt(A[i][i]);
  }
}

static void trisolv(int n, double L[n][n], double x[n], double b[n]) {
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    x[i] = b[i];
    for (int j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 37;
  double (*A)[n] = malloc(sizeof(double[n][n]));
  double (*L)[n] = malloc(sizeof(double[n][n]));
  double *x = malloc(sizeof(double) * n), *b = malloc(sizeof(double) * n);
  /* A symmetric and diagonally dominant (cholesky's input), L's diagonal
     away from 0 */
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++) {
      A[i][j] = i == j ? n + 2.0 : (double)((i + j) % 7 + 1) / n;
      L[i][j] = i == j ? 2.0 + i % 3 : (double)((i * 3 + j * 5) % 7) / n;
    }
    b[i] = i % 5 + 0.5;
  }
  cholesky(n, A);
  trisolv(n, L, x, b);
  for (int i = 0; i < n; i++) {
    printf("x %.15g\n", x[i]);
    for (int j = 0; j <= i; j++)
      printf("A %.15g\n", A[i][j]);
  }
  free(A);
  free(L);
  free(x);
  free(b);
  return 0;
}

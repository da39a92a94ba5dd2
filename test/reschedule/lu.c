// reschedule.c: PolyBench's lu (Doolittle's row-by-row order, in which no
// loop is parallel) reordered by isl's scheduler into the right-looking
// order: a host loop over the pivot of two kernels, the column divided and
// the trailing matrix updated (the two updates, one text, one statement over
// the union of their domains), each element's operations in C's order.
// Updates spelled differently stay two statements (three kernels). One
// text twice over one domain is no statement of a union; a row recurrence
// done twice becomes one kernel whose threads walk the columns. The
// answers are the C program's, at sizes the blocks do not divide; a float
// copy with `<=` bounds runs too.
// RUN: %loopgpu --dump-after=reschedule %s | FileCheck --check-prefix=DUMP %s
// RUN: %loopgpu --remarks %s -o %t.cu 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: FileCheck --input-file %t.cu %s
// RUN: %strip-checks %s > %t.src.c && %loopgpu %t.src.c -o %t.h.cu && FileCheck --check-prefix=HOST --input-file %t.h.host.c %s
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/2 %s 2
// RUN: %e2e -w %t/37 %s 37
// RUN: %e2e -w %t/257 %s 257
//
// DUMP-LABEL: host loop lg_i0 lines [[#LU:]]-[[#]] regions 2
// DUMP-NEXT: made: for (lg_i0 = 0; lg_i0 < n - 1; step 1), in the place of the loop at line [[#]]
// DUMP: host loop lg_i0 lines {{.*}} regions 2
// DUMP-NEXT: made: for (lg_i0 = 0; lg_i0 < m - 1; step 1), in the place of the loop at line [[#]]
// DUMP: host loop lg_i0 lines {{.*}} regions 3
// DUMP-NEXT: made: for (lg_i0 = 0; lg_i0 < n - 1; step 1), in the place of the loop at line [[#]]
// DUMP-LABEL: region lu_k0 lines
// DUMP-NEXT: in host loop lg_i0 line [[#LU]]
// DUMP: loop lg_i1: for (lg_i1 = lg_i0 + 1; lg_i1 < n; step 1)
// DUMP-NOT: loop lg_i2
// DUMP-LABEL: region lu_k0_1 lines
// DUMP: loop lg_i1: for (lg_i1 = lg_i0 + 1; lg_i1 < n; step 1)
// DUMP-NEXT: loop lg_i2: for (lg_i2 = lg_i0 + 1; lg_i2 < n; step 1)
// DUMP-LABEL: region lu_mixed_k0_1 lines
// DUMP: loop lg_i1: for (lg_i1 = lg_i0 + 2; lg_i1 < n; step 1)
// DUMP-NEXT: loop lg_i2: for (lg_i2 = lg_i0 + 1; lg_i2 < lg_i1; step 1)
// DUMP-LABEL: region lu_mixed_k0_2 lines
// DUMP: loop lg_i1: for (lg_i1 = lg_i0 + 1; lg_i1 < n; step 1)
// DUMP-NEXT: loop lg_i2: for (lg_i2 = lg_i1; lg_i2 < n; step 1)
// DUMP-LABEL: region twice_k0 lines
// DUMP-NEXT: interchange: {{.*}} into 1 kernel, each element's operations in C's order (kernel 1 of 1: lines [[#]]-[[#]])
// DUMP-NEXT: loop lg_i0: for (lg_i0 = 0; lg_i0 < n; step 1)
// DUMP-NEXT: loop lg_i1: for (lg_i1 = 1; lg_i1 < n; step 1)
//
// REMARK: remark: {{.*}}(loop i (line [[#]]) carries a dependence and no order of its loops maps: isl's scheduler reorders its statements into a host loop (lg_i0 = 0; lg_i0 < n - 1) of 2 kernels, each element's operations in C's order (kernel 1 of 2: line [[#]]))
// REMARK: remark: {{.*}}lg_i1, lg_i2 parallel{{.*}}(kernel 2 of 2
//
// CHECK-LABEL: static __global__ void lu_k0(
// CHECK-SAME: int lg_i0, int n, double *__restrict__ A)
// CHECK: A[lg_i1 * n + lg_i0] /= A[lg_i0 * n + lg_i0];
// CHECK-LABEL: static __global__ void lu_k0_1(
// CHECK: A[lg_i1 * n + lg_i2] -= A[lg_i1 * n + lg_i0] * A[lg_i0 * n + lg_i2];
// CHECK-LABEL: static __global__ void lu_mixed_k0_1(
// CHECK: if (lg_i2 < lg_i1) {
// CHECK: A[lg_i1 * n + lg_i2] -= A[lg_i1 * n + lg_i0] * A[lg_i0 * n + lg_i2];
// CHECK-LABEL: static __global__ void lu_mixed_k0_2(
// CHECK: if (lg_i1 <= lg_i2) {
// CHECK: A[lg_i1 * n + lg_i2] = A[lg_i1 * n + lg_i2] - A[lg_i1 * n + lg_i0] * A[lg_i0 * n + lg_i2];
//
// The host half: one data region around the host loop, the calls in it.
// HOST: { /* loopgpu: data region of the host loop at line [[#]] */
// HOST: lg_data_enter(&lg_dr[[#]], (const void *)((double *)A), {{.*}}, LG_COPY, "A");
// HOST: for (int lg_i0 = 0; lg_i0 < n - 1; lg_i0++) {
// HOST-NEXT: { /* lu_k0: lines
// HOST: lg_{{.*}}_lu_k0(lg_i0, n, (double *)A, lg_lo_A, lg_hi_A);
// HOST: lg_{{.*}}_lu_k0_1(lg_i0, n, (double *)A, lg_lo_A, lg_hi_A);
// HOST: } /* loopgpu: the data region of line [[#]] closes */
#include <stdio.h>
#include <stdlib.h>

static void lu(int n, double A[n][n]) {
  int i, j, k;
#pragma loopgpu
  for (i = 0; i < n; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
    for (j = i; j < n; j++)
      for (k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
  }
}

/* float, `<=` bounds, the loops declared in their headers */
static void lu_le(int m, float B[m][m]) {
#pragma loopgpu
  for (int i = 0; i <= m - 1; i++) {
    for (int j = 0; j <= i - 1; j++) {
      for (int k = 0; k <= j - 1; k++)
        B[i][j] = B[i][j] - B[i][k] * B[k][j];
      B[i][j] = B[i][j] / B[j][j];
    }
    for (int j = i; j <= m - 1; j++)
      for (int k = 0; k <= i - 1; k++)
        B[i][j] = B[i][j] - B[i][k] * B[k][j];
  }
}

/* the two updates spelled differently: two statements */
static void lu_mixed(int n, double A[n][n]) {
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
    for (int j = i; j < n; j++)
      for (int k = 0; k < i; k++)
        A[i][j] = A[i][j] - A[i][k] * A[k][j];
  }
}

/* one text twice over one domain: two statements */
static void twice(int n, double A[n][n]) {
#pragma loopgpu
  for (int i = 1; i < n; i++) {
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 1.0;
    for (int j = 0; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + 1.0;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 37;
  double (*A)[n] = malloc(sizeof(double[n][n]));
  double (*C)[n] = malloc(sizeof(double[n][n]));
  double (*D)[n] = malloc(sizeof(double[n][n]));
  float (*B)[n] = malloc(sizeof(float[n][n]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = i == j ? n + 1.0 : (double)((i * 7 + j * 3) % 11 + 1) / n;
      B[i][j] = i == j ? 2.0f * n : (float)((i * 5 + j) % 7 + 1) / n;
      C[i][j] = A[i][j] + 0.25;
      D[i][j] = (double)((i + j) % 5) - 2.0;
    }
  lu(n, A);
  lu_le(n, B);
  lu_mixed(n, C);
  twice(n, D);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      printf("A %.15g B %.6g C %.15g D %.15g\n", A[i][j], B[i][j], C[i][j], D[i][j]);
  free(A);
  free(C);
  free(D);
  free(B);
  return 0;
}

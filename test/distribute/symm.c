// distribute.c through a band of loops: symm's column updates C[k][j]
// (k < i) are made by every later row i, so i carries a dependence (after
// interchange.c, j outside it, mapped alone). The body of the j, i nest
// splits in two: the row's own element (temp2's sum and C[i][j], kept
// together since they share temp2; j and i parallel, put back in C's
// order, j inside, as j walks consecutive elements) and the column
// updates, which stood between them; interchange.c's sink then runs k
// outermost and i innermost from k + 1. Every element gets C's operations in
// C's order: its own assignment first, then the updates of the rows below
// it, one by one. Near misses stay as interchange.c left them (j threads,
// i sequential): k <= i, whose update meets the row's own element in its
// own iteration (moved after the element's assignment, it would come after
// it instead of before), and an update that reads the row's element
// (assigned after it in each iteration). When the code after the nest reads
// temp2, the row part keeps interchange.c's order (j outside): temp2's last
// value is then C's. Answers at sizes the blocks do not divide.
// RUN: %loopgpu --dump-after=distribute %s 2>&1 | FileCheck %s
// RUN: %loopgpu --remarks %s -o %t.cu 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: %e2e -w %t/1 %s 1 1
// RUN: %e2e -w %t/2 %s 2 3
// RUN: %e2e -w %t/257 %s 257 130
// RUN: %e2e -w %t/1007 %s 300 1007
//
// CHECK-LABEL: region symm_k0 lines
// CHECK-NEXT: interchange: the nest of loops j, i (line [[#L:]]) carries dependences only within groups: its body split into 2 kernels, one for each group of statements (part 1 of 2: lines
// CHECK-SAME: [[#L+2]] to [[#L+7]]); i outside, j inside: the inner one walks consecutive elements
// CHECK-NEXT: loop i: for (i = 0; i < m; step 1)
// CHECK-NEXT: loop j: for (j = 0; j < n; step 1)
// CHECK-NEXT: loop k: for (k = 0; k < i; step 1) line [[#L+3]]
// CHECK-LABEL: region symm_k0_1 lines
// CHECK-NEXT: interchange: {{.*}}(part 2 of 2: line [[#L+4]]); loop i (line [[#L]]) carries a dependence and its loop k (line [[#L+3]]) below it none: k outermost, mapped, i innermost from k + 1
// CHECK-NEXT: loop k: for (k = 0; k < m; step 1)
// CHECK-NEXT: loop j: for (j = 0; j < n; step 1)
// CHECK-NEXT: loop i: for (i = k + 1; i < m; step 1)
// CHECK-LABEL: region symm_le_k0 lines
// CHECK-NEXT: interchange: loop i (line [[#]]) carries a dependence and loop j (line [[#]]) none: j outside, mapped, i inside it, sequential
// CHECK-NEXT: loop j: for
// CHECK-NEXT: loop i: for
// CHECK-LABEL: region symm_readown_k0 lines
// CHECK-NEXT: interchange: loop i (line [[#]]) carries a dependence and loop j (line [[#]]) none: j outside, mapped, i inside it, sequential
// CHECK-NOT: region
// CHECK-LABEL: region symm_live_k0 lines
// CHECK-NEXT: interchange: the nest of loops j, i (line [[#]]) carries dependences only within groups: {{.*}}(part 1 of 2: lines [[#]] to [[#]])
// CHECK-NEXT: loop j: for
// CHECK-NEXT: loop i: for
//
// REMARK: remark: i, j parallel
// REMARK: remark: k, j parallel
// REMARK-NOT: atomic
#include <stdio.h>
#include <stdlib.h>

static void symm(int m, int n, double alpha, double beta, double C[m][n], double A[m][m],
                 double B[m][n]) {
  int i, j, k;
  double temp2;
#pragma loopgpu
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      temp2 = 0;
      for (k = 0; k < i; k++) {
        C[k][j] += alpha * B[i][j] * A[i][k];
        temp2 += B[k][j] * A[i][k];
      }
      C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
    }
}

static void symm_le(int m, int n, double C[m][n], double A[m][m], double B[m][n]) {
  int i, j, k;
  double t;
#pragma loopgpu
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      t = 0;
      for (k = 0; k <= i; k++) {
        C[k][j] += B[i][j] * A[i][k];
        t += B[k][j] * A[i][k];
      }
      C[i][j] = 0.5 * C[i][j] + t;
    }
}

static void symm_readown(int m, int n, double C[m][n], double A[m][m], double B[m][n]) {
  int i, j, k;
  double t;
#pragma loopgpu
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      t = 0;
      for (k = 0; k < i; k++) {
        C[k][j] += B[i][j] * C[i][j];
        t += B[k][j] * A[i][k];
      }
      C[i][j] = 0.5 * C[i][j] + t;
    }
}

static double symm_live(int m, int n, double C[m][n], double A[m][m], double B[m][n]) {
  int i, j, k;
  double temp2 = -1;
#pragma loopgpu
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      temp2 = 0;
      for (k = 0; k < i; k++) {
        C[k][j] += B[i][j] * A[i][k];
        temp2 += B[k][j] * A[i][k];
      }
      C[i][j] = 0.5 * C[i][j] + temp2;
    }
  return temp2;
}

int main(int argc, char **argv) {
  int m = argc > 1 ? atoi(argv[1]) : 37, n = argc > 2 ? atoi(argv[2]) : 45;
  double (*A)[m] = malloc(sizeof(double) * m * m);
  double (*B)[n] = malloc(sizeof(double) * m * n);
  double (*C)[n] = malloc(sizeof(double) * m * n);
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = (double)((i * 7 + j * 3) % 100 + 1) / m;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      B[i][j] = (double)((n + i - j) % 100 + 2) / m;
      C[i][j] = (double)((i + j * 5) % 100 + 3) / m;
    }
  symm(m, n, 1.5, 1.2, C, A, B);
  symm_le(m, n, C, A, B);
  symm_readown(m, n, C, A, B);
  printf("last %.17g\n", symm_live(m, n, C, A, B));
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      printf("C %.17g\n", C[i][j]);
  free(A);
  free(B);
  free(C);
  return 0;
}

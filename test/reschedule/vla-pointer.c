// reschedule.c on matrices passed as pointers to rows (`double (*A)[n]`,
// the way C99 code passes what it allocated with malloc): their extents are
// not declared, so the host loop's data region enters the rows that the
// nest as written touches (extent.c on lg_HostLoop.nest), rows 0 to n - 1,
// once; each part's own range (rows from lg_i0) is found present. The
// answers are the C program's.
// RUN: %strip-checks %s > %t.src.c && %loopgpu %t.src.c -o %t.cu && FileCheck --input-file %t.host.c %s
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/2 %s 2
// RUN: %e2e -w %t/37 %s 37
// RUN: %e2e -w %t/130 %s 130
//
// CHECK: { /* loopgpu: data region of the host loop at line [[#]] */
// CHECK-NEXT: long long lg_dlo_A = (0) * (long long)n, lg_dhi_A = (((long long)n - 1) + 1) * (long long)n - 1;
// CHECK: lg_data_enter(&lg_dr[[#]], {{.*}}, LG_COPY, "A");
// CHECK: for (int lg_i0 = 0; lg_i0 < n - 1; lg_i0++) {
// CHECK: long long lg_lo_A = ((long long)lg_i0) * (long long)n,
#include <stdio.h>
#include <stdlib.h>

static void lu(int n, double (*A)[n]) {
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

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 37;
  double (*A)[n] = malloc(sizeof(double[n][n]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = i == j ? n + 1.0 : (double)((i * 7 + j * 3) % 11 + 1) / n;
  lu(n, A);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      printf("A %.15g\n", A[i][j]);
  free(A);
  return 0;
}

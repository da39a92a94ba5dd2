// A loop split in parts (distribute.c: atax's row sums, then its column
// sums) or reordered by isl's scheduler into a host loop of kernels
// (reschedule.c: trisolv) is tested once, before its first part, over the
// ranges of the whole loop; when two of its arrays share memory the loop
// runs as written. trisolv solved in place (b == x) and atax with its
// scratch row inside y are C's own answers; with distinct arrays the parts
// run.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %loopgpu %s -o %t/p.cu 2>&1 | count 0
// RUN: %strip-checks %t/p.host.c | FileCheck %s
// RUN: %emu-cxx -O1 -o %t/p %t/p.cu
// RUN: %t/p 257 > %t/out 2> %t/err
// RUN: FileCheck --check-prefix=ERR --input-file %t/err %s
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
// CHECK-LABEL: { /* loopgpu: the loop at line [[#ATAX:]] as atax_k1 and its parts */
// CHECK-NEXT: long long lg_olo_tmp = 0, lg_ohi_tmp = (long long)m - 1;
// CHECK: lg_on_host(lg_ov, "atax_k1",
// CHECK: } else {
// CHECK-NEXT: { /* atax_k1: lines
// CHECK: { /* atax_k1_1: lines
// CHECK-LABEL: { /* loopgpu: the loop at line [[#TRI:]] as trisolv_k0 and its parts */
// CHECK: lg_on_host(lg_ov, "trisolv_k0",
// CHECK: } else {
// CHECK: for (int lg_i0 = 0;
// ERR-DAG: loopgpu: {{.*}}parts.c:{{[0-9]+}}: 'tmp' and 'y' share memory in this call
// ERR-DAG: loopgpu: {{.*}}parts.c:{{[0-9]+}}: 'x' and 'b' share memory in this call
#include <stdio.h>
#include <stdlib.h>

static void atax(int m, int n, double A[m][n], double *x, double *y, double *tmp) {
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

static void trisolv(int n, double L[n][n], double *x, double *b) {
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    x[i] = b[i];
    for (int j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257, m = n / 2 + 1;
  double (*A)[n] = malloc(sizeof(double[m][n]));
  double (*L)[n] = malloc(sizeof(double[n][n]));
  double *x = malloc(n * sizeof *x), *y = malloc((n + m) * sizeof *y);
  double *b = malloc(n * sizeof *b), *tmp = malloc(m * sizeof *tmp);
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = ((i * 3 + j * 7) % 13) / 13.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      L[i][j] = i == j ? 2 + i % 3 : ((i + 2 * j) % 5) / 50.0;
  for (int i = 0; i < n + m; i++)
    y[i] = i % 3; /* atax writes y[0:n] and tmp[0:m], not every element between */
  for (int j = 0; j < n; j++) {
    x[j] = 1 + j % 4;
    b[j] = (j % 7) - 3;
  }
  atax(m, n, A, x, y, y + n / 2); /* tmp inside y */
  double s = 0;
  for (int i = 0; i < n + m; i++)
    s += y[i] * (i % 3 + 1);
  atax(m, n, A, x, y, tmp); /* distinct */
  for (int i = 0; i < n; i++)
    s += y[i];
  trisolv(n, L, b, b); /* in place */
  for (int i = 0; i < n; i++)
    s += b[i] * (i % 4 + 1);
  trisolv(n, L, x, b); /* distinct */
  for (int i = 0; i < n; i++)
    s += x[i];
  printf("%.10g\n", s);
  free(A); free(L); free(x); free(y); free(b); free(tmp);
  return 0;
}

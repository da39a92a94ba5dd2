// Induction variables declared at the top of the function, PolyBench style
// (`int i, j, k;`), reused by several loops of regions: declared once per
// kernel (mapped ones in the scope of each register-tile copy), private to
// each thread, with the C program's values after the regions; and a
// variable declared inside a region's body as the induction variable of its
// sequential loop, which has no host counterpart. Under tile(16) unroll(8)
// (register tiles), unroll(2) (coarsening) and chunk(16).
// RUN: %loopgpu %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %e2e -w %t/a %s 1 1
// RUN: %e2e -w %t/b %s 37 41
// RUN: %e2e -w %t/c %s 133 70
#include <stdio.h>
#include <stdlib.h>

// CHECK-LABEL: static __global__ void {{.*}}mm_k0(
// CHECK: int k;
// CHECK-NOT: int k;
// CHECK: for (int lg_u0 = 0; lg_u0 < 8; lg_u0++) {
// CHECK: int i = (int)lg_t0;
// CHECK: for (int lg_u1 = 0; lg_u1 < 8; lg_u1++) {
// CHECK: int j = (int)lg_t1;
// CHECK: for (k = lg_p0; k < lg_pstop; k++) {
static void mm(int n, int m, double C[n][m], double A[n][n], double B[n][m])
{
  int i, j, k;
#pragma loopgpu tile(16) unroll(8)
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      C[i][j] = 0.0;
      for (k = 0; k < n; k++)
        C[i][j] += A[i][k] * B[k][j];
    }
  printf("after_mm i %d j %d\n", i, j);
}

// CHECK-LABEL: static __global__ void {{.*}}rows_k0(
// CHECK: int j;
// CHECK-NOT: int j;
// CHECK-LABEL: extern "C" void lg_function_scope_ivs_rows_k0(
static void rows(int n, int m, double C[n][m], double s[n])
{
  int i, j;
#pragma loopgpu unroll(2)
  for (i = 0; i < n; i++) {
    s[i] = 0.0;
    for (j = 0; j < m; j++)
      s[i] += C[i][j];
    for (j = 0; j < m; j++)
      C[i][j] -= s[i] / m;
    for (j = m - 1; j >= 0; j--)
      C[i][j] *= 0.5;
  }
  printf("after_rows i %d j %d\n", i, j);
}

static void scaled(int n, int m, double C[n][m])
{
  int i, j;
#pragma loopgpu chunk(16)
  for (i = 0; i < n; i++) {
    int k;
    for (k = 0; k < 2; k++)
      for (j = 0; j < m; j++)
        C[i][j] = C[i][j] * 0.75 + k;
  }
  printf("after_scaled i %d j %d\n", i, j);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 37, m = argc > 2 ? atoi(argv[2]) : 41;
  if (n < 1 || m < 1)
    return 2;
  double (*A)[n] = malloc(n * sizeof *A);
  double (*B)[m] = malloc(n * sizeof *B);
  double (*C)[m] = malloc(n * sizeof *C);
  double *s = malloc(n * sizeof *s);
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++)
      A[i][j] = 0.5 + (double)((i * 7 + j * 3) % 11) / 11;
    for (int j = 0; j < m; j++)
      B[i][j] = 0.5 + (double)((i * 5 + j) % 13) / 13;
  }
  mm(n, m, C, A, B);
  rows(n, m, C, s);
  scaled(n, m, C);
  double sum = 0;
  for (int i = 0; i < n; i++) {
    sum += s[i];
    for (int j = 0; j < m; j++)
      sum += C[i][j] * (1 + (i + j) % 3);
  }
  printf("checksum %.9g\n", sum);
  printf("C[n-1][m-1] %.9g\n", C[n - 1][m - 1]);
  free(A);
  free(B);
  free(C);
  free(s);
  return 0;
}

// Line splices (backslash-newline) inside tokens are gone before C has
// tokens (translation phase 2), but libclang spells a token with them:
// `B\<newline>[n][m]` gave the token "\<newline>[", the VLA parameter's
// bracket was not found and the tile printer crashed on its missing extent
// (a SIGSEGV; found by fuzz_project). A splice inside a directive's clause
// name is read as C reads it too. The answers are the C program's.
// RUN: %loopgpu %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %e2e -w %t/a %s 1 1
// RUN: %e2e -w %t/b %s 37 41
// RUN: %e2e -w %t/c %s 257 70
// CHECK: staged: A[128][16] per k strip, B[16][128] per k strip
// CHECK: B[(lg_base_B0 + lg_e0) * (m) + lg_base_B1 + lg_e1]
#include <stdio.h>
#include <stdlib.h>

static void mm(int n, int m, double C[n][m], double A[n][n], double B\
[n][m])
{
#pragma loopgpu til\
e(16) unroll(8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      double s = 0.0;
      for (int k = 0; k < n; k++)
        s += A[i][k] * B[k][j];
      C[i][j] = s;
    }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 37, m = argc > 2 ? atoi(argv[2]) : 41;
  double (*A)[n] = malloc(sizeof(double[n][n]));
  double (*B)[m] = malloc(sizeof(double[n][m]));
  double (*C)[m] = malloc(sizeof(double[n][m]));
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      A[i][k] = (i * 7 + k * 3) % 11 * 0.125 + 0.5;
  for (int k = 0; k < n; k++)
    for (int j = 0; j < m; j++)
      B[k][j] = (k * 5 + j) % 13 * 0.25 - 1.0;
  mm(n, m, C, A, B);
  double c = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      c += C[i][j] * (i + 1);
  printf("checksum %.17g\nC[n-1][m-1] %.17g\n", c, C[n - 1][m - 1]);
  free(A);
  free(B);
  free(C);
  return 0;
}

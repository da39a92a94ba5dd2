// An upper triangle with the diagonal, j from i to n - 1 (the lower bound
// depends on i), of a product of two arrays: register tiles, the corner
// test at the block's smallest i and largest j, the store under i <= j.
// Every row of the triangle has an element (i <= n - 1 for every i), which
// the staging needs (lg_tile_triangle; product-strict.c: one that may be
// empty keeps the plain kernel).
// RUN: %loopgpu --remarks %s -o %t.cu 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: FileCheck --check-prefix=CU %s < %t.cu
// RUN: %e2e -w %t/1 %s 1 1
// RUN: %e2e -w %t/3 %s 3 2
// RUN: %e2e -w %t/257 %s 257 19
// RUN: %e2e -w %t/300 %s 300 131
// REMARK: product-upper.c:[[@LINE+10]]:1: remark: matrix product (i, j parallel, p reduction over A and B): register tiles
// CU: int i = (int)lg_b0;
// CU-NEXT: int j = (int)(lg_b1 + 127 < lg_trip1 ? lg_b1 + 127 : lg_trip1 - 1);
// CU-NEXT: if (!((i <= j)))
// CU-NEXT: continue;
#include <stdio.h>
#include <stdlib.h>

static void upper(int n, int k, double C[n][n], double A[n][k], double B[k][n])
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = i; j <= n - 1; j++) {
      double s = 0.0;
      for (int p = 0; p < k; p++)
        s += A[i][p] * B[p][j];
      C[i][j] = s;
    }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 64, k = argc > 2 ? atoi(argv[2]) : 64;
  double (*A)[k] = malloc(sizeof(double) * n * k), (*B)[n] = malloc(sizeof(double) * k * n);
  double (*C)[n] = malloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++)
    for (int p = 0; p < k; p++) {
      A[i][p] = ((i * 7 + p * 3) % 11) * 0.25 - 1.0;
      B[p][i] = ((i * 5 + p) % 13) * 0.125 - 0.75;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] = -2.0;
  upper(n, k, C, A, B);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      printf("%g\n", C[i][j]);
  free(A);
  free(B);
  free(C);
  return 0;
}

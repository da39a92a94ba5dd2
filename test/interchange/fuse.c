// interchange.c: the textbook orders whose second parallel loop sits under a
// sequential one (gemm's `i { j; k { j } }`, syrk's triangle, syr2k, a j loop
// under two wrapping loops, j declared in each loop) get their j loops fused
// and mapped under i, the wrapping loops moved inside; the answers are the
// C program's at sizes the blocks do not divide.
// RUN: %loopgpu --dump-after=interchange %s | FileCheck --check-prefix=DUMP %s
// RUN: %loopgpu --remarks %s -o %t.cu 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: FileCheck --input-file %t.cu %s
// RUN: %e2e -w %t/1 %s 1 1 1
// RUN: %e2e -w %t/257 %s 257 33 17
// RUN: %e2e -w %t/1007 %s 1007 9 5
//
// DUMP-LABEL: region gemm_k0
// DUMP-NEXT: interchange: the j loops at lines [[@LINE+51]] and [[@LINE+54]] fused into one mapped under i, with k (line [[@LINE+53]]) moved inside it: no two of its iterations touch one element
// DUMP-LABEL: region syrk_k0
// DUMP-NEXT: interchange: the j loops at lines {{[0-9]+}} and {{[0-9]+}} fused into one mapped under i, with k (line {{[0-9]+}}) moved inside it
// DUMP-LABEL: region syr2k_k0
// DUMP-NEXT: interchange:
// DUMP-LABEL: region deep_k0
// DUMP-NEXT: interchange: the j loop at line {{[0-9]+}} mapped under i, with k (line {{[0-9]+}}), l (line {{[0-9]+}}) moved inside it
// DUMP-LABEL: region own_k0
// DUMP-NEXT: interchange: the j loops at lines {{[0-9]+}}, {{[0-9]+}} and {{[0-9]+}} fused into one
//
// REMARK: remark: matrix product (i, j parallel, k reduction over A and B): register tiles{{.*}}(the j loops at lines {{.*}} fused into one mapped under i
//
// CHECK-LABEL: gemm_k0(
// CHECK: threads: i -> y, j -> x
// CHECK-LABEL: syrk_k0(
// CHECK: threads: i -> y, j -> x
// CHECK-LABEL: syr2k_k0(
// CHECK: threads: i -> y, j -> x
// CHECK-LABEL: deep_k0(
// CHECK: threads: i -> y, j -> x
// CHECK-LABEL: own_k0(
// CHECK: threads: i -> y, j -> x
#include <stdio.h>
#include <stdlib.h>

#define NI ni
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
  printf("%s sum %.12g", name, s);
  for (int i = 0; i < n; i += 1 + n / 7)
    printf(" %.12g", a[i][(i * 3) % m]);
  printf("\n");
}

static void gemm(int ni, int nj, int nk, double alpha, double beta, double C[ni][nj],
                 double A[ni][nk], double B[nk][nj])
{
  int i, j, k;
#pragma loopgpu
  for (i = 0; i < NI; i++) {
    for (j = 0; j < nj; j++)
      C[i][j] *= beta;
    for (k = 0; k < nk; k++) {
      for (j = 0; j < nj; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
  }
}

static void syrk(int n, int m, double alpha, double beta, double C[n][n], double A[n][m])
{
  int i, j, k;
#pragma loopgpu
  for (i = 0; i < n; i++) {
    for (j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (k = 0; k < m; k++) {
      for (j = 0; j <= i; j++)
        C[i][j] += alpha * A[i][k] * A[j][k];
    }
  }
}

static void syr2k(int n, int m, double alpha, double beta, double C[n][n], double A[n][m],
                  double B[n][m])
{
  int i, j, k;
#pragma loopgpu
  for (i = 0; i < n; i++) {
    for (j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (k = 0; k < m; k++)
      for (j = 0; j <= i; j++) {
        C[i][j] += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];
      }
  }
}

/* two wrapping loops, one item: j moves above both */
static void deep(int n, int m, int p, double D[n][m], double A[n][p], double B[p][m])
{
  int i, j, k, l;
#pragma loopgpu
  for (i = 0; i < n; i++)
    for (k = 0; k < p; k++)
      for (l = 0; l < 2; l++)
        for (j = 0; j < m; j++)
          D[i][j] = D[i][j] * 0.5 + A[i][k] * B[k][j] + l;
}

/* each loop declares its own j; three items */
static void own(int n, int m, int p, double E[n][m], double A[n][p], double B[p][m])
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++)
      E[i][j] = 1.0;
    for (int k = 0; k < p; k++)
      for (int j = 0; j < m; j++) {
        double t = A[i][k] * B[k][j];
        E[i][j] += t * t;
      }
    for (int j = 0; j < m; j++)
      E[i][j] = E[i][j] / 3.0;
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 64, m = argc > 2 ? atoi(argv[2]) : 48,
      p = argc > 3 ? atoi(argv[3]) : 32;
  double(*C)[m] = malloc(sizeof(double[n][m])), (*A)[p] = malloc(sizeof(double[n][p]));
  double(*B)[m] = malloc(sizeof(double[p][m])), (*S)[n] = malloc(sizeof(double[n][n]));
  double(*T)[n] = malloc(sizeof(double[n][n])), (*An)[p] = malloc(sizeof(double[n][p]));
  init(n, m, C, 1);
  init(n, p, A, 2);
  init(p, m, B, 3);
  gemm(n, m, p, 1.5, 0.75, C, A, B);
  print("gemm", n, m, C);
  init(n, n, S, 4);
  syrk(n, p, 0.5, 1.25, S, A);
  print("syrk", n, n, S);
  init(n, n, T, 5);
  init(n, p, An, 6);
  syr2k(n, p, 0.5, 1.25, T, A, An);
  print("syr2k", n, n, T);
  init(n, m, C, 7);
  deep(n, m, p, C, A, B);
  print("deep", n, m, C);
  own(n, m, p, C, A, B);
  print("own", n, m, C);
  free(C);
  free(A);
  free(B);
  free(S);
  free(T);
  free(An);
  return 0;
}

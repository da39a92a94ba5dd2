// interchange.c: an annotated loop that carries a dependence over a loop
// that carries none, whatever the outer one's value (a time loop over
// elements that never meet), runs the inner loop outside, as the threads,
// and the annotated one inside each thread. trmm (row i reads the rows below
// it) was swapped so too; snapshot.c now makes its i parallel
// (test/snapshot). symm (C[k][j] for k < i) is swapped, then split by
// distribute.c: test/distribute/symm.c, whose near misses keep the swap
// alone. Only for a directive without clauses; the answers are the C
// program's.
// RUN: %loopgpu --dump-after=interchange %s | FileCheck --check-prefix=DUMP %s
// RUN: %loopgpu %s -o %t.cu
// RUN: FileCheck --input-file %t.cu %s
// RUN: %e2e -w %t/1 %s 1 1
// RUN: %e2e -w %t/257 %s 257 33
// RUN: %e2e -w %t/1007 %s 1007 9
//
// DUMP-LABEL: region trmm_k0
// DUMP-NEXT: interchange: loop i (line [[@LINE+31]]) only reads rows of B that later iterations write: those reads take a snapshot
// DUMP-LABEL: region timeloop_k0
// DUMP-NEXT: interchange: loop s (line {{[0-9]+}}) carries a dependence and loop i (line {{[0-9]+}}) none
//
// CHECK-LABEL: trmm_k0(
// CHECK: threads: i -> y, j -> x
// CHECK-LABEL: timeloop_k0(
// CHECK: threads: i -> x
#include <stdio.h>
#include <stdlib.h>

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
  printf("%s sum %.12g %.12g %.12g\n", name, s, a[0][0], a[n - 1][m - 1]);
}

static void trmm(int m, int n, double alpha, double A[m][m], double B[m][n])
{
  int i, j, k;
#pragma loopgpu
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      for (k = i + 1; k < m; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
}

/* a time loop over elements that never meet: each thread runs the steps */
static void timeloop(int t, int n, double *a)
{
#pragma loopgpu
  for (int s = 0; s < t; s++)
    for (int i = 1; i < n; i++)
      a[i] = a[i] + a[0] * s;
}

int main(int argc, char **argv)
{
  int m = argc > 1 ? atoi(argv[1]) : 64, n = argc > 2 ? atoi(argv[2]) : 48;
  double(*A)[m] = malloc(sizeof(double[m][m])), (*B)[n] = malloc(sizeof(double[m][n]));
  double(*C)[n] = malloc(sizeof(double[m][n]));
  init(m, m, A, 1);
  init(m, n, B, 2);
  trmm(m, n, 1.5, A, B);
  print("trmm", m, n, B);
  init(m, n, C, 3);
  timeloop(n, m * n, &C[0][0]);
  print("timeloop", m, n, C);
  free(A);
  free(B);
  free(C);
  return 0;
}

// snapshot.c: trmm's loop i writes row i of B and reads rows below it,
// which only later iterations write: those reads take a device snapshot of
// B made before the kernel, and i and j are both threads. Not where a read
// row may already be written: rows above i (forward substitution: the
// values are the new ones; interchange.c runs j outside instead), or rows
// from i on (k = i is the iteration's own row, written in the loop). The
// answers are the C program's at sizes the blocks do not divide.
// RUN: %loopgpu --dump-after=map %s 2>&1 | FileCheck %s
// RUN: %loopgpu %s -o %t.cu
// RUN: FileCheck --check-prefix=CU --input-file %t.cu %s
// RUN: %e2e -w %t/1 %s 1 1
// RUN: %e2e -w %t/257 %s 257 33
// RUN: %e2e -w %t/1007 %s 1007 5
//
// CHECK-LABEL: region trmm_k0
// CHECK-NEXT: interchange: loop i (line {{[0-9]+}}) only reads rows of B that later iterations write: those reads take a snapshot
// CHECK: loop i: mapped y
// CHECK-NEXT: loop j: mapped x
// CHECK-LABEL: region forward_k0
// CHECK-NEXT: interchange: loop i (line {{[0-9]+}}) carries a dependence and loop j (line {{[0-9]+}}) none
// CHECK-LABEL: region own_k0
// CHECK-NEXT: interchange: loop i (line {{[0-9]+}}) carries a dependence and loop j (line {{[0-9]+}}) none
// CHECK-LABEL: region main_k0
//
// CU-LABEL: void lg_snapshot_trmm_k0(
// CU: double *lg_dev_lg_snap_B = {{.*}}lg_dsnapshot(
// CU: LG_LAUNCH(trmm_k0,
// CU: lg_dfree(lg_dev_lg_snap_B,
#include <stdio.h>
#include <stdlib.h>

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

/* rows above i: already the new values */
static void forward(int m, int n, double A[m][m], double B[m][n])
{
  int i, j, k;
#pragma loopgpu
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++)
      for (k = 0; k < i; k++)
        B[i][j] -= A[i][k] * B[k][j] * 0.01;
}

/* k = i is the iteration's own row, which it writes as it goes */
static void own(int m, int n, double A[m][m], double B[m][n])
{
  int i, j, k;
#pragma loopgpu
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      B[i][j] *= 0.5;
      for (k = i; k < m; k++)
        B[i][j] += A[k][i] * B[k][j] * 0.01;
    }
}

int main(int argc, char **argv)
{
  int m = argc > 1 ? atoi(argv[1]) : 100, n = argc > 2 ? atoi(argv[2]) : 30;
  double (*A)[m] = malloc(sizeof(double[m][m]));
  double (*B)[n] = malloc(sizeof(double[m][n]));
  for (int i = 0; i < m; i++) {
    for (int j = 0; j < m; j++)
      A[i][j] = ((i * 3 + j) % 11) / 11.0 - 0.3;
    for (int j = 0; j < n; j++)
      B[i][j] = ((i + 5 * j) % 7 + 1) / 7.0;
  }
  trmm(m, n, 1.5, A, B);
  forward(m, n, A, B);
  own(m, n, A, B);
  double s = 0;
#pragma loopgpu reduction(+:s)
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      s += (i % 3 + 1) * B[i][j];
  printf("%.12g\n", s);
  free(A), free(B);
  return 0;
}

// A matrix product with no clause whose arrays' constant extents bound its
// output to fewer 128x128 blocks than the 132 SMs of the target gets smaller
// register tiles (schedule.c, small_product_unroll): 64x64 blocks (4x4 a
// thread) while those are still too few, then 32x32 (2x2). PolyBench's
// MEDIUM gemm (200x220) ran 4 blocks; its LARGE 2mm (800x900) 56. Run-time
// extents keep 128x128. The answers are the C program's.
// RUN: %loopgpu --dump-after=schedule %s | FileCheck %s
// RUN: %e2e -w %t/a %s 200 220 240
// RUN: %e2e -w %t/b %s 37 5 9
//
// CHECK-LABEL: region medium_k0
// CHECK: schedule matrix product: tile(16) unroll(2) strip 32 (chosen-by no-clause)
// CHECK-LABEL: region large_k0
// CHECK: schedule matrix product: tile(16) unroll(4) strip 32 (chosen-by no-clause)
// CHECK-LABEL: region sized_k0
// CHECK: schedule matrix product: tile(16) unroll(8) strip 16 (chosen-by no-clause)
#include <stdio.h>
#include <stdlib.h>

static double C1[200][220], A1[200][240], B1[240][220];
static double C2[800][900], A2[800][64], B2[64][900];

static void medium(int ni, int nj, int nk)
{
#pragma loopgpu
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      double s = C1[i][j] * 0.5;
      for (int k = 0; k < nk; k++)
        s += A1[i][k] * B1[k][j];
      C1[i][j] = s;
    }
}

static void large(int ni, int nj)
{
#pragma loopgpu
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      double s = 0;
      for (int k = 0; k < 64; k++)
        s += A2[i][k] * B2[k][j];
      C2[i][j] = s;
    }
}

static void sized(int n, int m, int p, double C[n][m], double A[n][p], double B[p][m])
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      double s = 0;
      for (int k = 0; k < p; k++)
        s += A[i][k] * B[k][j];
      C[i][j] = s;
    }
}

int main(int argc, char **argv)
{
  int ni = argc > 1 ? atoi(argv[1]) : 200, nj = argc > 2 ? atoi(argv[2]) : 220;
  int nk = argc > 3 ? atoi(argv[3]) : 240;
  for (int i = 0; i < 800; i++)
    for (int k = 0; k < 900; k++) {
      if (i < 200 && k < 240)
        A1[i][k] = ((i + 2 * k) % 9) / 9.0 - 0.4;
      if (i < 240 && k < 220)
        B1[i][k] = ((3 * i + k) % 7) / 7.0;
      if (i < 200 && k < 220)
        C1[i][k] = (i + k) % 3;
      if (k < 64)
        A2[i][k] = ((i + k) % 5) / 5.0;
      if (i < 64)
        B2[i][k] = ((i * k) % 11) / 11.0 - 0.5;
    }
  medium(ni, nj, nk);
  large(ni * 4 > 800 ? 800 : ni * 4, nj * 4 > 900 ? 900 : nj * 4);
  double (*C)[nj] = malloc(sizeof(double[ni][nj]));
  sized(ni, nj, nk > 240 ? 240 : nk, C, (double (*)[nk > 240 ? 240 : nk])A1, (double (*)[nj])B1);
  double s = 0;
  for (int i = 0; i < 800; i++)
    for (int j = 0; j < 900; j++)
      s += (i < 200 && j < 220 ? C1[i][j] : 0) + C2[i][j] * (j % 3 + 1);
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      s += C[i][j] * (i % 4 + 1);
  printf("%.12g\n", s);
  free(C);
  return 0;
}

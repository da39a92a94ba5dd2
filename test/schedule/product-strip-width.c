// With no clause a matrix product stages strips of 32 of the reduction loop
// when its operands are floats (2 x 128 x 32 x 4 = 32 KB of shared memory,
// measured fastest), and strips of 16 when they are doubles: 32 doubles a
// strip would need 64 KB, past the static 48 KB that keeps the layout padded
// for 16-byte loads. Written as users write it: `int i, j, p;` at the top,
// VLA pointers; sizes the 128-wide blocks do not divide.
// RUN: %loopgpu %s -o %t.cu --remarks 2> %t.remarks
// RUN: FileCheck --input-file %t.cu %s
// RUN: FileCheck --check-prefix=REMARK --input-file %t.remarks %s
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
//
// CHECK-LABEL: sgemm_k0(
// CHECK: __shared__ __align__(16) float lg_sA[32][132]; /* transposed: [p][i] */
// CHECK-LABEL: dgemm_k0(
// CHECK: __shared__ double lg_sA[128][17];
// CHECK-NEXT: __shared__ double lg_sB[16][129];
// REMARK: strip-width.c:26:1: remark: {{.*}}p staged in strips of 32; chosen because no scheduling clause was given
// REMARK: strip-width.c:39:1: remark: {{.*}}p staged in strips of 16; chosen because no scheduling clause was given
#include <stdio.h>
#include <stdlib.h>

static void sgemm(int n, float (*C)[n], float (*A)[n], float (*B)[n])
{
  int i, j, p;
#pragma loopgpu
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      float acc = 0.0f;
      for (p = 0; p < n; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = acc;
    }
}

static void dgemm(int n, double (*C)[n], double (*A)[n], double (*B)[n])
{
  int i, j, p;
#pragma loopgpu
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      double acc = 0.0;
      for (p = 0; p < n; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = acc;
    }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  float (*A)[n] = malloc(sizeof *A * n), (*B)[n] = malloc(sizeof *B * n), (*C)[n] = malloc(sizeof *C * n);
  double (*dA)[n] = malloc(sizeof *dA * n), (*dB)[n] = malloc(sizeof *dB * n), (*dC)[n] = malloc(sizeof *dC * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = (float)((i * 7 + j * 3) % 17) / 8 - 1;
      B[i][j] = (float)((i * 5 + j * 11) % 13) / 4 - 1.5f;
      dA[i][j] = A[i][j] + 0.25;
      dB[i][j] = B[i][j] - 0.125;
    }
  sgemm(n, C, A, B);
  dgemm(n, dC, dA, dB);
  double s = 0, d = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      s += C[i][j] * (1 + (i + 2 * j) % 5);
      d += dC[i][j] * (1 + (2 * i + j) % 7);
    }
  printf("sgemm %.6g\ndgemm %.12g\n", s, d);
  printf("C[n-1] %.6g dC[n-1] %.12g\n", C[n - 1][n - 1], dC[n - 1][n - 1]);
  free(A); free(B); free(C); free(dA); free(dB); free(dC);
  return 0;
}

// A strict lower triangle, j < i from 0: the row i = 0 has no element, so a
// block's box would stage A's row 0 for an operand A[i][p] that no iteration
// reads (it may lie outside the copied range): the plain kernel, with the
// guard, runs it, and the remark says why. The answer is the C program's.
// RUN: %loopgpu --remarks %s -o %t.cu 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: FileCheck --check-prefix=CU %s < %t.cu
// RUN: %e2e -w %t/1 %s 1 1
// RUN: %e2e -w %t/2 %s 2 3
// RUN: %e2e -w %t/257 %s 257 19
// REMARK: product-strict.c:[[@LINE+8]]:1: remark: i, j parallel: 32x8x1 threads a block; the default, kept: the bounds of a mapped loop depend on an outer one (a trapezoid, or a triangle whose rows may be empty)
// CU-NOT: __shared__
// CU: if (j < i) {
#include <stdio.h>
#include <stdlib.h>

static void lower(int n, int k, float C[n][n], const float *A, const float *B)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++) {
      float acc = 0.0f;
      for (int p = 0; p < k; p++)
        acc += A[i * k + p] * B[j * k + p];
      C[i][j] = acc;
    }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 64, k = argc > 2 ? atoi(argv[2]) : 64;
  float *A = malloc(sizeof(float) * n * k), *B = malloc(sizeof(float) * n * k);
  float *C = malloc(sizeof(float) * n * n);
  for (int x = 0; x < n * k; x++) {
    A[x] = (float)((x * 37 % 101) - 50) / 64.0f;
    B[x] = (float)((x * 11 % 23) - 9) / 16.0f;
  }
  for (int x = 0; x < n * n; x++)
    C[x] = 5.0f;
  lower(n, k, (float (*)[n])C, A, B);
  for (int x = 0; x < n * n; x++)
    printf("%g\n", C[x]);
  free(A);
  free(B);
  free(C);
  return 0;
}

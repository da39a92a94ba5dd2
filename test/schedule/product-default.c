// A matrix product without scheduling clauses: the schedule pass picks
// register tiles (what `tile(16) unroll(8)` gives), says so with --remarks,
// and the program gives the C program's answer on sizes the tiles do not
// divide, with n, m and k all different (the function-scope loop variables
// of ordinary C).
// RUN: %loopgpu --dump-after=schedule %s | FileCheck --check-prefix=DUMP %s
// RUN: %loopgpu --remarks %s -o %t.cu 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: %e2e -w %t/1 %s 1 1 1
// RUN: %e2e -w %t/257 %s 257 131 19
// RUN: %e2e -w %t/1007 %s 1007 33 300
// DUMP: schedule matrix product: tile(16) unroll(8)
// DUMP-SAME: (chosen-by no-clause)
// REMARK: product-default.c:[[@LINE+8]]:1: remark: matrix product (i, j parallel, p reduction over A and B)
// REMARK-SAME: chosen because no scheduling clause was given
#include <stdio.h>
#include <stdlib.h>

static void mm(int n, int m, int k, float *C, const float *A, const float *B)
{
  int i, j, p;
#pragma loopgpu
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      float acc = 0.0f;
      for (p = 0; p < k; p++)
        acc += A[i * k + p] * B[p * m + j];
      C[i * m + j] = acc;
    }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 64, m = argc > 2 ? atoi(argv[2]) : 64,
      k = argc > 3 ? atoi(argv[3]) : 64;
  float *A = malloc(sizeof(float) * n * k), *B = malloc(sizeof(float) * k * m),
        *C = malloc(sizeof(float) * n * m);
  for (int x = 0; x < n * k; x++)
    A[x] = (float)((x * 37 % 101) - 50) / 64.0f;
  for (int x = 0; x < k * m; x++)
    B[x] = (float)((x * 53 % 97) - 48) / 32.0f;
  for (int x = 0; x < n * m; x++)
    C[x] = -7.0f;
  mm(n, m, k, C, A, B);
  for (int x = 0; x < n * m; x++)
    printf("%g\n", C[x]);
  free(A);
  free(B);
  free(C);
  return 0;
}

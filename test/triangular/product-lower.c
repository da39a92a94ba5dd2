// syrk's triangle, C[i][j] for j <= i, is a matrix product: the schedule
// pass gives it register tiles over the bounding box, the store guarded by
// j <= i, and a block whose box lies wholly above the diagonal skips its
// work (the corner test). A is read twice, as A[i][p] and A[j][p]: two
// stages of one array. The answer is the C program's on sizes the tiles do
// not divide; C above the diagonal keeps its values.
// RUN: %loopgpu --remarks %s -o %t.cu 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: FileCheck --check-prefix=CU %s < %t.cu
// RUN: %e2e -w %t/1 %s 1 1
// RUN: %e2e -w %t/2 %s 2 3
// RUN: %e2e -w %t/257 %s 257 19
// RUN: %e2e -w %t/300 %s 300 131
// REMARK: product-lower.c:[[@LINE+19]]:1: remark: matrix product (i, j parallel, p reduction over A and A): register tiles
// REMARK-SAME: chosen because no scheduling clause was given
// CU: __shared__ __align__(16) float lg_sA[32][132];
// CU-NEXT: __shared__ float lg_s1_A[128][33];
// CU: { /* the block's corner nearest the triangle: none of its iterations in it, the block has nothing to do */
// CU-NEXT: int i = (int)(lg_b0 + 127 < lg_trip0 ? lg_b0 + 127 : lg_trip0 - 1);
// CU-NEXT: int j = (int)lg_b1;
// CU-NEXT: if (!((j <= i)))
// CU-NEXT: continue;
// CU: acc[lg_u0][lg_u1] += lg_rA_0[lg_u0] * lg_r1_A_0[lg_u1];
// CU: if ((j <= i)) {
// CU-NEXT: #line
// CU-NEXT: C[i * n + j] = beta * C[i * n + j] + alpha * acc[lg_u0][lg_u1];
#include <stdio.h>
#include <stdlib.h>

static void syrk(int n, int k, float alpha, float beta, float C[n][n], const float *A)
{
  int i, j, p;
#pragma loopgpu
  for (i = 0; i < n; i++)
    for (j = 0; j <= i; j++) {
      float acc = 0.0f;
      for (p = 0; p < k; p++)
        acc += A[i * k + p] * A[j * k + p];
      C[i][j] = beta * C[i][j] + alpha * acc;
    }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 64, k = argc > 2 ? atoi(argv[2]) : 64;
  float *A = malloc(sizeof(float) * n * k), *C = malloc(sizeof(float) * n * n);
  for (int x = 0; x < n * k; x++)
    A[x] = (float)((x * 37 % 101) - 50) / 64.0f;
  for (int x = 0; x < n * n; x++)
    C[x] = (float)(x % 7) - 3.0f;
  syrk(n, k, 1.5f, -0.5f, (float (*)[n])C, A);
  for (int x = 0; x < n * n; x++)
    printf("%g\n", C[x]);
  free(A);
  free(C);
  return 0;
}

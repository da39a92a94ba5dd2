// The tile pass decides the layout of each stage: a strip of A read along
// the rows of a register tile whose row copies are a multiple of 4
// (tile(16) unroll(8), unroll(4, 2)) is stored transposed, [p][i], rows
// padded by 4, so that a thread's consecutive operands are aligned float4;
// its row copies are then consecutive (`i consecutive`). With 2 row copies,
// or when nothing is jammed, the plain layout stays. The printer declares
// what the pass decided.
// RUN: %loopgpu %s --dump-after=tile | FileCheck %s
// RUN: %loopgpu %s -o - | %strip-checks | FileCheck --check-prefix=CU %s
#include <math.h>

void mm8(int n, int m, int k, float C[n][m], const float A[n][k], const float B[k][m])
{
#pragma loopgpu tile(16) unroll(8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float acc = 0.0f;
      for (int p = 0; p < k; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = acc;
    }
}
// CHECK-LABEL: region mm8_k0
// CHECK: stage A: layout lg_sA[16][132] transposed [p][i], loads of 4 where whole
// CHECK: stage B: layout lg_sB[16][132] pad 4 aligned 16, loads of 4 where whole
// CHECK: regtile 8x8: i consecutive, j fours at stride 64
// CU-LABEL: mm8_k0(
// CU: __shared__ __align__(16) float lg_sA[16][132]; /* transposed: [p][i] */
// CU-NEXT: __shared__ __align__(16) float lg_sB[16][132];
// CU: lg_rA_0[lg_u0] = lg_sA[p - lg_base_A1][threadIdx.y * 8 + lg_u0];

void mm42(int n, int m, int k, float C[n][m], const float A[n][k], const float B[k][m])
{
#pragma loopgpu tile(16) unroll(4, 2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float acc = 0.0f;
      for (int p = 0; p < k; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = acc;
    }
}
// CHECK-LABEL: region mm42_k0
// CHECK: stage A: layout lg_sA[16][68] transposed [p][i]
// CHECK: regtile 4x2: i consecutive, j stride 16

void mm2(int n, int m, int k, float C[n][m], const float A[n][k], const float B[k][m])
{
#pragma loopgpu tile(16) unroll(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float acc = 0.0f;
      for (int p = 0; p < k; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = acc;
    }
}
// CHECK-LABEL: region mm2_k0
// CHECK: stage A: layout lg_sA[32][17] pad 1
// CHECK-NOT: transposed
// CHECK: regtile 2x2: i stride 16, j stride 16
// CU-LABEL: mm2_k0(
// CU: __shared__ float lg_sA[32][17];
// CU: lg_rA_0[lg_u0] = lg_sA[i - lg_base_A0][p - lg_base_A1];

void mm8nojam(int n, int m, int k, float C[n][m], const float A[n][k], const float B[k][m])
{
#pragma loopgpu tile(16) unroll(8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float acc = 0.0f;
      for (int p = 0; p < k; p++)
        acc += sqrtf(A[i][p] * B[p][j]);
      C[i][j] = acc;
    }
}
// CHECK-LABEL: region mm8nojam_k0
// CHECK: stage A: layout lg_sA[128][17] pad 1
// CHECK-NOT: transposed
// CHECK: jam no

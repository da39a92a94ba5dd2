// The register tile as the tile pass records it: the copies per mapped loop
// (unroll(8): 8x8; unroll(4, 2): 4x2; 1-D unroll(3): 3), the variables that
// live across the strip loop as arrays over the copies, and unroll-and-jam:
// the staged reads of one copy per step and the operand arrays that serve
// them (equal subscripts share one: A[i][p] read three times is one). A
// strip body with an integer division (an inactive copy could divide by
// zero) is not jammed, nor is a tile without a strip loop.
// RUN: %loopgpu %s --dump-after=tile | FileCheck %s
// RUN: %loopgpu %s --dump-after=map | FileCheck --check-prefix=MAP %s
// MAP-NOT: regtile
// MAP-NOT: {{^  jam}}

void mm(int n, int m, int k, float C[n][m], const float A[n][k], const float B[k][m])
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
// CHECK-LABEL: region mm_k0
// CHECK: regtile 8x8: i consecutive, j fours at stride 64
// CHECK-NEXT: regtile array acc[8][8]
// CHECK-NEXT: jam 2 staged reads per copy and step, 2 operands
// CHECK-NEXT: jam operand lg_rA_0[8]: A[i][p] line 20 (1 read)
// CHECK-NEXT: jam operand lg_rB_0[8]: B[p][j] line 20 (1 read)

void two(int n, int m, int k, float C[n][m], const float A[n][k], const float B[k][m])
{
#pragma loopgpu tile(16) unroll(4, 2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float acc = 0.0f, sq = 0.0f;
      for (int p = 0; p < k; p++) {
        acc += A[i][p] * B[p][j];
        sq += A[i][p] * A[i][p];
      }
      C[i][j] = acc + sq;
    }
}
// CHECK-LABEL: region two_k0
// CHECK: regtile 4x2: i consecutive, j stride 16
// CHECK-NEXT: regtile array acc[4][2]
// CHECK-NEXT: regtile array sq[4][2]
// CHECK-NEXT: jam 4 staged reads per copy and step, 2 operands
// CHECK-NEXT: jam operand lg_rA_0[4]: A[i][p] line 38 (3 reads)
// CHECK-NEXT: jam operand lg_rB_0[2]: B[p][j] line 38 (1 read)

void nojam(int n, int m, int k, int C[n][m], const int A[n][k], const int B[k][m])
{
#pragma loopgpu tile(16) unroll(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      int acc = 0;
      for (int p = 0; p < k; p++)
        acc += A[i][p] / B[p][j];
      C[i][j] = acc;
    }
}
// CHECK-LABEL: region nojam_k0
// CHECK: regtile 2x2: i stride 16, j stride 16
// CHECK-NEXT: regtile array acc[2][2]
// CHECK-NEXT: jam no

void rows(int n, float *w, const float r[][28])
{
#pragma loopgpu unroll(3) tile(7)
  for (int i = 0; i < n; i++) {
    float acc = 0.0f;
    for (int s = 3; s < 26; s++)
      acc += r[i][s] * (float)s;
    w[i] = acc;
  }
}
// CHECK-LABEL: region rows_k0
// CHECK: stage r: box 21x23 per block
// CHECK: regtile 3: i stride 7
// CHECK-NOT: regtile array
// CHECK-NEXT: jam no
// How the accumulators before the strip loop start (tile.c: lg_TileInfo.pre).
// RUN: %loopgpu %s --dump-after=tile | FileCheck --check-prefix=PRE %s
// PRE: tile before the strip: acc: an array over the copies, its literal start assigned to every copy unguarded

// --dump-after=tile shows what the tile pass decided about staging: per
// staged array its box (the block's or the strip's extent plus the spread of
// the offsets), whether it is loaded per block or per strip, the loops it
// walks, and the __shared__ array that holds it (padded by one column). The
// dump after map, before the pass, has none of it.
// RUN: %loopgpu %s --dump-after=tile | FileCheck %s
// RUN: %loopgpu %s --dump-after=map | FileCheck --check-prefix=MAP %s
// MAP-NOT: tile strip
// MAP-NOT: stage

void stencil(int n, int m, float out[n][m], const float in[n][m])
{
#pragma loopgpu tile(16, 16) unroll(1)
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      out[i][j] = 0.25f * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]);
}
// CHECK-LABEL: region stencil_k0
// CHECK: block 16x16x1
// CHECK-NOT: tile strip
// CHECK: tile shared 1368 bytes static
// CHECK-NEXT: stage in: box 18x18 per block, walks (i, j), offsets [-1, 1] [-1, 1], 1368 bytes
// CHECK-NEXT: stage in: layout lg_sin[18][19] pad 1
// CHECK-NOT: stage out
// CHECK-NOT: regtile

void mm(int n, int m, int k, float C[n][m], const float A[n][k], const float B[k][m])
{
#pragma loopgpu tile(16) unroll(1)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      float acc = 0.0f;
      for (int p = 0; p < k; p++)
        acc += A[i][p] * B[p][j];
      C[i][j] = acc;
    }
}
// CHECK-LABEL: region mm_k0
// CHECK: tile strip p size 16
// CHECK-NEXT: tile before the strip: acc: declared, its start assigned under the guard
// CHECK-NEXT: tile shared 2176 bytes static
// CHECK-NEXT: stage A: box 16x16 per strip, walks (i, p), offsets [0, 0] [0, 0], 1088 bytes
// CHECK-NEXT: stage A: layout lg_sA[16][17] pad 1
// CHECK-NEXT: stage B: box 16x16 per strip, walks (p, j), offsets [0, 0] [0, 0], 1088 bytes
// CHECK-NEXT: stage B: layout lg_sB[16][17] pad 1
// CHECK-NOT: stage C
// CHECK-NOT: regtile

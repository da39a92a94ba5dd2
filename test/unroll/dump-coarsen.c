// --dump-after=unroll: unroll(U1, U2) on a kernel region coarsens its threads:
// each runs U iterations of the mapped loop of the same rank.
// RUN: %loopgpu -w %s --dump-after=unroll | FileCheck %s
// RUN: %loopgpu -w %s --dump-after=map | FileCheck --check-prefix=MAP %s

void f(int n, int m, float a[n][m])
{
#pragma loopgpu unroll(2, 4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = 2 * a[i][j];
}
// CHECK: coarsen i: 2 iterations per thread
// CHECK-NEXT: coarsen j: 4 iterations per thread
// MAP-NOT: coarsen

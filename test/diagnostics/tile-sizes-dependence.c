// tile(8, 8, 8) on a 3-deep nest whose 'k' loop carries a dependence: 'i'
// and 'j' are mapped, 'k' runs in each thread, so the third size cannot
// apply. The note names the dependence that keeps 'k' sequential.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(int n, float a[n][n][n])
{
// CHECK: tile-sizes-dependence.c:[[@LINE+3]]:17: error: 'tile' gives 3 sizes, but only 2 loops of this region are mapped to threads ('i', 'j'): give one size per mapped loop, e.g. tile(8, 8)
// CHECK: tile-sizes-dependence.c:[[@LINE+5]]:7: note: loop 'k' is not mapped to threads: it carries a dependence ('a[i][j][k]' at line [[@LINE+6]] and 'a[i][j][k - 1]' at line [[@LINE+6]])
// CHECK-NOT: error:
#pragma loopgpu tile(8, 8, 8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 1; k < n; k++)
        a[i][j][k] = a[i][j][k - 1] + 1.0f;
}

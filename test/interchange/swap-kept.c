// interchange.c swaps a dependent annotated loop with the loop inside it
// only when that one carries no dependence whatever the outer value, and
// only on a directive without clauses: a clause (tile) on the dependent
// loop keeps the error. (A wavefront, A[i-1][j+1], is wavefront.c's:
// test/wavefront/seidel.c.)
// RUN: not %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
//
// CHECK: swap-kept.c:[[@LINE+6]]:3: error: loop 'i' carries a dependence: 'B[i][j]' written at line [[@LINE+9]] and 'B[k][j]' read at line [[@LINE+9]]

void clause(int m, int n, double A[m][m], double B[m][n])
{
  int i, j, k;
#pragma loopgpu tile(32)
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++)
      for (k = i + 1; k < m; k++)
        B[i][j] += A[k][i] * B[k][j];
}

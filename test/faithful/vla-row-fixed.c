// C fixes the row length of a variably modified array when the declaration
// is reached: after `m = m - 1;` the rows of `float A[n][m]` keep their old
// length. The kernel indexes with the length C fixed (lg_ext_A_1, computed
// by the host half with sizeof), the loops run with the new m.
// RUN: %loopgpu %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %strip-checks %t.host.c | FileCheck --check-prefix=HOSTCHECK %s
// RUN: %e2e -w %t/a %s
// RUN: %e2e -w %t/b %s 9 3
// CHECK: A[i * lg_ext_A_1 + j] = A[i * lg_ext_A_1 + j] * 2 + (float)m;
// HOSTCHECK: const long long lg_ext_A_1 = (long long)(sizeof(A[0]) / sizeof(A[0][0]));
#include <stdio.h>
#include <stdlib.h>
/* C fixes a VLA parameter's row length on entry: after m = m - 1 the rows of A
   are still m + 1 long, while the loops run over the new m. */
static void shrink(int n, int m, float A[n][m])
{
  m = m - 1;
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = A[i][j] * 2 + (float)m;
}
int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 5, m = argc > 2 ? atoi(argv[2]) : 7;
  float (*A)[m] = malloc(n * sizeof *A);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = i * m + j;
  shrink(n, m, A);
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += A[i][j] * (i + 1) * (j + 1);
  printf("s %.9g\n", s);
  free(A);
  return 0;
}

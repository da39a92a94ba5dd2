// A sum over the lower triangle, reduction(+:s): both loops mapped, the
// body (the accumulation) under the guard `j <= i`, the block tree after the
// grid-stride loops, which every thread reaches. End to end.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/2 %s 2
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <stdio.h>
#include <stdlib.h>

static double tri_sum(int n, const double (*A)[n])
{
  int i, j;
  double s = 0.5;
#pragma loopgpu reduction(+:s)
  for (i = 0; i < n; i++)
    for (j = 0; j <= i; j++)
      s += A[i][j] * (double)(j + 1);
  printf("i %d j %d\n", i, j);
  return s;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  double (*A)[n] = malloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = 0.25 + ((i * 3 + j * 5) % 8) * 0.125 + (j > i ? 1000.0 : 0.0);
  printf("sum %.12g\n", tri_sum(n, (const double (*)[n])A));
  free(A);
  return 0;
}

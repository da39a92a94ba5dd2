// collapse(2) on an upper triangle, an error before: the loops do not form
// a box, and now j is mapped over its bounding box with a guard. End to
// end against the C program.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/2 %s 2
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <stdio.h>
#include <stdlib.h>

static void scale(int n, double (*A)[n], const double *d)
{
  int i, j;
#pragma loopgpu collapse(2)
  for (i = 0; i < n; i++)
    for (j = i; j < n; j++)
      A[i][j] = A[i][j] / d[i] + d[j];
  printf("i %d j %d\n", i, j);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  double (*A)[n] = malloc(sizeof(double) * n * n);
  double *d = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) {
    d[i] = 1.0 + (i % 6) * 0.5;
    for (int j = 0; j < n; j++)
      A[i][j] = 0.5 + ((2 * i + 7 * j) % 11) * 0.25;
  }
  scale(n, A, d);
  double s = 0, w = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      s += A[i][j];
      w += A[i][j] * (1 + (i + 3 * j) % 4);
    }
  printf("sum %.12g\nweighted %.12g\n", s, w);
  free(A);
  free(d);
  return 0;
}

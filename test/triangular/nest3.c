// A 3-deep nest with the triangle at depth 2: `j = b .. i + b` uses both
// outer variables, so the box takes each at the end its coefficient's sign
// picks; all three loops are mapped (z, y, x). End to end, b, i and j read
// after the region.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/2 %s 2
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <stdio.h>
#include <stdlib.h>

#define NB 3

static void batch(int n, float (*A)[n][n + NB], const float *x)
{
  int b, i, j;
#pragma loopgpu
  for (b = 0; b < NB; b++)
    for (i = 0; i < n; i++)
      for (j = b; j <= i + b; j++)
        A[b][i][j] = A[b][i][j] * 0.75f + x[j] * (float)(b + 1);
  printf("b %d i %d j %d\n", b, i, j);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  float (*A)[n][n + NB] = malloc(sizeof(float) * NB * n * (n + NB));
  float *x = malloc(sizeof(float) * (n + NB));
  for (int j = 0; j < n + NB; j++)
    x[j] = 0.25f + (j % 9) * 0.125f;
  for (int b = 0; b < NB; b++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n + NB; j++)
        A[b][i][j] = 1.0f + ((b * 5 + i * 3 + j) % 7) * 0.5f;
  batch(n, A, x);
  double s = 0, w = 0;
  for (int b = 0; b < NB; b++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n + NB; j++) {
        s += A[b][i][j];
        w += A[b][i][j] * (1 + (b + i + 2 * j) % 5);
      }
  printf("sum %.9g\nweighted %.9g\n", s, w);
  free(A);
  free(x);
  return 0;
}

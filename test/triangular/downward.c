// A downward triangle `for (j = i; j >= 0; j--)`: mapped over the box of
// its values [0, n - 1], the guard `j <= i`; C's final value of j is -1.
// End to end.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/2 %s 2
// RUN: %e2e -w %t/257 %s 257
#include <stdio.h>
#include <stdlib.h>

static void down(int n, float (*A)[n], const float *x)
{
  int i, j;
#pragma loopgpu
  for (i = n - 1; i >= 0; i--)
    for (j = i; j >= 0; j--)
      A[i][j] = A[i][j] + x[i] - 0.25f * x[j];
  printf("i %d j %d\n", i, j);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  float (*A)[n] = malloc(sizeof(float) * n * n);
  float *x = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) {
    x[i] = 1.0f + (i % 5) * 0.5f;
    for (int j = 0; j < n; j++)
      A[i][j] = 0.5f + ((i * 9 + j) % 13) * 0.25f;
  }
  down(n, A, x);
  double s = 0, w = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      s += A[i][j];
      w += A[i][j] * (1 + (i + 2 * j) % 5);
    }
  printf("sum %.9g\nweighted %.9g\n", s, w);
  free(A);
  free(x);
  return 0;
}

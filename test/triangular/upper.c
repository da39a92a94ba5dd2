// The upper triangle `j = i .. n - 1` is mapped over its bounding box (both
// loops to threads, the body guarded by `i <= j`); end to end against the C
// program, with i and j declared before the loop and read after it.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/2 %s 2
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <stdio.h>
#include <stdlib.h>

static void upper(int n, float (*A)[n], const float *x)
{
  int i, j;
#pragma loopgpu
  for (i = 0; i < n; i++)
    for (j = i; j < n; j++)
      A[i][j] = A[i][j] * 0.5f + x[i] * x[j] + 1.0f;
  printf("i %d j %d\n", i, j);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  int i, j;
  float (*A)[n] = malloc(sizeof(float) * n * n);
  float *x = malloc(sizeof(float) * n);
  for (i = 0; i < n; i++) {
    x[i] = 0.5f + (i % 5) * 0.125f;
    for (j = 0; j < n; j++)
      A[i][j] = 1.0f + ((i * 7 + j * 3) % 11) * 0.25f;
  }
  upper(n, A, x);
  double s = 0, w = 0;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      s += A[i][j];
      w += A[i][j] * (1 + (i + 2 * j) % 7);
    }
  printf("sum %.9g\nweighted %.9g\nA[0][n-1] %.9g\nA[n-1][0] %.9g\n", s, w, A[0][n - 1],
         A[n - 1][0]);
  free(A);
  free(x);
  return 0;
}

// The lower triangle `j <= i` (an upper bound that depends on i) is mapped
// over its bounding box, the body guarded by `j <= i`; end to end, the
// upper part must come back untouched and i, j get C's final values.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/2 %s 2
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <stdio.h>
#include <stdlib.h>

static void lower(int n, float (*A)[n], const float *x)
{
  int i, j;
#pragma loopgpu
  for (i = 0; i < n; i++)
    for (j = 0; j <= i; j++)
      A[i][j] = A[i][j] * 1.5f - x[j] * 0.25f + (float)(i - j);
  printf("i %d j %d\n", i, j);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  int i, j;
  float (*A)[n] = malloc(sizeof(float) * n * n);
  float *x = malloc(sizeof(float) * n);
  for (i = 0; i < n; i++) {
    x[i] = 0.75f + (i % 3) * 0.5f;
    for (j = 0; j < n; j++)
      A[i][j] = 2.0f + ((i * 5 + j * 11) % 13) * 0.125f;
  }
  lower(n, A, x);
  double s = 0, w = 0;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      s += A[i][j];
      w += A[i][j] * (1 + (3 * i + j) % 5);
    }
  printf("sum %.9g\nweighted %.9g\nA[n-1][0] %.9g\nA[0][n-1] %.9g\n", s, w, A[n - 1][0],
         A[0][n - 1]);
  free(A);
  free(x);
  return 0;
}

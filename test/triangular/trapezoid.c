// A trapezoid `j = i + 1 .. i + m`: its trip count does not depend on i, so
// the loop is sheared (j = i + 1 + the thread's index, no idle thread);
// end to end against the C program, m = 0 included, i and j read after.
// RUN: %e2e -w %t/1 %s 1 1
// RUN: %e2e -w %t/2 %s 2 3
// RUN: %e2e -w %t/257 %s 257 40
// RUN: %e2e -w %t/1007 %s 1007 5
// RUN: %e2e -w %t/0 %s 7 0
#include <stdio.h>
#include <stdlib.h>

static void band(int n, int m, float (*B)[m + 1], const float *x, const float *y)
{
  int i, j;
#pragma loopgpu
  for (i = 0; i < n; i++)
    for (j = i + 1; j <= i + m; j++)
      B[i][j - i - 1] = B[i][j - i - 1] + x[j] * y[i];
  printf("i %d j %d\n", i, j);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  int m = argc > 2 ? atoi(argv[2]) : 5;
  int i, j;
  float (*B)[m + 1] = malloc(sizeof(float) * n * (m + 1));
  float *x = malloc(sizeof(float) * (n + m + 1));
  float *y = malloc(sizeof(float) * n);
  for (i = 0; i < n + m + 1; i++)
    x[i] = 0.5f + (i % 7) * 0.25f;
  for (i = 0; i < n; i++) {
    y[i] = 1.0f + (i % 4) * 0.5f;
    for (j = 0; j <= m; j++)
      B[i][j] = 1.0f + ((i + 3 * j) % 9) * 0.125f;
  }
  band(n, m, B, x, y);
  double s = 0, w = 0;
  for (i = 0; i < n; i++)
    for (j = 0; j <= m; j++) {
      s += B[i][j];
      w += B[i][j] * (1 + (i + j) % 6);
    }
  printf("sum %.9g\nweighted %.9g\n", s, w);
  free(B);
  free(x);
  free(y);
  return 0;
}

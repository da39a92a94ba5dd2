// The triangle in the middle of three mapped loops (`i = k + 1 .. n - 1`,
// LU's update): j, read after the region, has the value of its loop's last
// run, which is not in the last k (no i there): the host searches for the
// last (k, i) that runs; with n = 1 none does and j keeps its value.
// RUN: %e2e -w %t/1 %s 1 3
// RUN: %e2e -w %t/2 %s 2 1
// RUN: %e2e -w %t/57 %s 57 9
#include <stdio.h>
#include <stdlib.h>

static void update(int n, int m, float (*A)[n][m], const float *x)
{
  int k, i, j = -5;
#pragma loopgpu
  for (k = 0; k < n; k++)
    for (i = k + 1; i < n; i++)
      for (j = 0; j < m; j++)
        A[k][i][j] = A[k][i][j] * 0.5f + x[i] - x[k];
  printf("k %d i %d j %d\n", k, i, j);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 57;
  int m = argc > 2 ? atoi(argv[2]) : 9;
  float (*A)[n][m] = malloc(sizeof(float) * n * n * m);
  float *x = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++)
    x[i] = 2.0f + (i % 7) * 0.125f;
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        A[k][i][j] = 1.0f + ((k + 3 * i + 5 * j) % 11) * 0.25f;
  update(n, m, A, x);
  double s = 0, w = 0;
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++) {
        s += A[k][i][j];
        w += A[k][i][j] * (1 + (k + i + 2 * j) % 5);
      }
  printf("sum %.9g\nweighted %.9g\n", s, w);
  free(A);
  free(x);
  return 0;
}

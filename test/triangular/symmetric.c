// A symmetric update (covariance, syrk): for j > i the iteration writes
// c[i][j] and c[j][i]. The dependence test proves both loops independent
// (no two iterations write one element), so both are mapped, j over its
// bounding box. k, the sequential loop inside, is read after the region:
// its value is the one of the last iteration that ran, (n - 2, n - 1), since
// the last i has no j (the host searches for it); with n = 1 nothing runs.
// RUN: %e2e -w %t/1 %s 1 3
// RUN: %e2e -w %t/2 %s 2 4
// RUN: %e2e -w %t/257 %s 257 9
// RUN: %e2e -w %t/1007 %s 1007 3
#include <stdio.h>
#include <stdlib.h>

static void sym(int n, int m, double (*c)[n], double (*d)[n])
{
  int i, j, k = -7;
#pragma loopgpu
  for (i = 0; i < n; i++)
    for (j = i + 1; j < n; j++) {
      double s = 0.0;
      for (k = 0; k < m; k++)
        s += d[k][i] * d[k][j];
      c[i][j] = s;
      c[j][i] = s + 1.0;
    }
  printf("i %d j %d k %d\n", i, j, k);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  int m = argc > 2 ? atoi(argv[2]) : 9;
  double (*c)[n] = malloc(sizeof(double) * n * n);
  double (*d)[n] = malloc(sizeof(double) * m * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      c[i][j] = 3.0 + ((i * 13 + j) % 17) * 0.0625;
  for (int k = 0; k < m; k++)
    for (int j = 0; j < n; j++)
      d[k][j] = 0.5 + ((k * 3 + j * 7) % 10) * 0.1;
  sym(n, m, c, d);
  double s = 0, w = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      s += c[i][j];
      w += c[i][j] * (1 + (i + 5 * j) % 7);
    }
  printf("sum %.12g\nweighted %.12g\n", s, w);
  free(c);
  free(d);
  return 0;
}

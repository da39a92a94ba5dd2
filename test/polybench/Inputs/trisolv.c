/* trisolv.c -- forward substitution L x = b for a banded lower triangular
 * L (bandwidth BW below the diagonal), column-oriented: once x[j] is known
 * its contribution is removed from all later rows in the band at once.
 *
 * usage: trisolv [N [BW]]   (defaults 2000, BW = N: a full triangle)
 */
#include <stdio.h>
#include <stdlib.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))

static void init_array(int n, double L[n][n], double x[n], double b[n])
{
  int i, j;

  for (i = 0; i < n; i++) {
    x[i] = -999.0;
    b[i] = 1.0 + (double)i / n;
    for (j = 0; j <= i; j++)
      L[i][j] = (double)(i + n - j + 1) * 2 / n / n;
    L[i][i] = 1.0 + 0.5 * (double)(i % 3);
  }
}

static void kernel_trisolv(int n, int bw, double L[n][n], double x[n],
                           double b[n])
{
  int i, j;

#pragma loopgpu
  for (i = 0; i < n; i++)
    x[i] = b[i];
#pragma loopgpu host
  for (j = 0; j < n; j++) {
    x[j] = x[j] / L[j][j];
#pragma loopgpu
    for (i = j + 1; i < MIN(n, j + bw + 1); i++)
      x[i] -= L[i][j] * x[j];
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 2000;
  int bw = argc > 2 ? atoi(argv[2]) : n;
  int i;
  double sum = 0.0;

  if (n < 1 || bw < 0) {
    fprintf(stderr, "trisolv: N must be >= 1 and BW >= 0\n");
    return 2;
  }
  double (*L)[n] = malloc(n * sizeof *L);
  double *x = malloc(n * sizeof *x);
  double *b = malloc(n * sizeof *b);
  if (!L || !x || !b) {
    fprintf(stderr, "trisolv: out of memory\n");
    return 1;
  }

  init_array(n, L, x, b);
  kernel_trisolv(n, bw, L, x, b);

  for (i = 0; i < n; i++)
    sum += x[i];
  printf("checksum_x %.9g\n", sum);
  printf("x[0] %.9g\n", x[0]);
  printf("x[%d] %.9g\n", n / 2, x[n / 2]);
  printf("x[%d] %.9g\n", n - 1, x[n - 1]);

  free(L);
  free(x);
  free(b);
  return 0;
}

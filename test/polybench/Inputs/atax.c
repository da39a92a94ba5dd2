/* atax.c -- y := A^T (A x) for an M x N matrix, in two sweeps: tmp := A x
 * (a dot product per row), then y := A^T tmp (a dot product per column).
 *
 * usage: atax [M [N]]   (defaults 1900 2100)
 */
#include <stdio.h>
#include <stdlib.h>

static void init_array(int m, int n, double A[m][n], double x[n])
{
  int i, j;
  double fn = (double)n;

  for (i = 0; i < n; i++)
    x[i] = 1.0 + (i / fn);
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++)
      A[i][j] = 0.5 + (double)((i + j) % n) / (5 * m);
}

static void kernel_atax(int m, int n, double A[m][n], double x[n], double y[n],
                        double tmp[m])
{
  int i, j;

#pragma loopgpu
  for (i = 0; i < m; i++) {
    tmp[i] = 0.0;
    for (j = 0; j < n; j++)
      tmp[i] = tmp[i] + A[i][j] * x[j];
  }

#pragma loopgpu
  for (j = 0; j < n; j++) {
    y[j] = 0.0;
    for (i = 0; i < m; i++)
      y[j] = y[j] + A[i][j] * tmp[i];
  }
}

int main(int argc, char **argv)
{
  int m = argc > 1 ? atoi(argv[1]) : 1900;
  int n = argc > 2 ? atoi(argv[2]) : 2100;
  int i;
  double sum_y = 0.0, sum_tmp = 0.0;

  if (m < 1 || n < 1) {
    fprintf(stderr, "atax: sizes must be >= 1\n");
    return 2;
  }
  double (*A)[n] = malloc(m * sizeof *A);
  double *x = malloc(n * sizeof *x);
  double *y = malloc(n * sizeof *y);
  double *tmp = malloc(m * sizeof *tmp);
  if (!A || !x || !y || !tmp) {
    fprintf(stderr, "atax: out of memory\n");
    return 1;
  }

  init_array(m, n, A, x);
  kernel_atax(m, n, A, x, y, tmp);

  for (i = 0; i < n; i++)
    sum_y += y[i];
  for (i = 0; i < m; i++)
    sum_tmp += tmp[i];
  printf("checksum_y %.9g\n", sum_y);
  printf("checksum_tmp %.9g\n", sum_tmp);
  printf("y[0] %.9g\n", y[0]);
  printf("y[%d] %.9g\n", n / 2, y[n / 2]);
  printf("y[%d] %.9g\n", n - 1, y[n - 1]);
  printf("tmp[%d] %.9g\n", m - 1, tmp[m - 1]);

  free(A);
  free(x);
  free(y);
  free(tmp);
  return 0;
}

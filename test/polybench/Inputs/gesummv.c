/* gesummv.c -- sum of two matrix-vector products, y := alpha A x + beta B x.
 *
 * usage: gesummv [N]   (default 2000)
 */
#include <stdio.h>
#include <stdlib.h>

static void init_array(int n, double A[n][n], double B[n][n], double x[n])
{
  int i, j;

  for (i = 0; i < n; i++) {
    x[i] = 0.5 + (double)(i % n) / n;
    for (j = 0; j < n; j++) {
      A[i][j] = 0.5 + (double)((i * j + 1) % n) / n;
      B[i][j] = 0.5 + (double)((i * j + 2) % n) / n;
    }
  }
}

static void kernel_gesummv(int n, double alpha, double beta, double A[n][n],
                           double B[n][n], double tmp[n], double x[n],
                           double y[n])
{
  int i, j;

#pragma loopgpu
  for (i = 0; i < n; i++) {
    tmp[i] = 0.0;
    y[i] = 0.0;
    for (j = 0; j < n; j++) {
      tmp[i] = A[i][j] * x[j] + tmp[i];
      y[i] = B[i][j] * x[j] + y[i];
    }
    y[i] = alpha * tmp[i] + beta * y[i];
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 2000;
  int i;
  double sum = 0.0;

  if (n < 1) {
    fprintf(stderr, "gesummv: N must be >= 1\n");
    return 2;
  }
  double (*A)[n] = malloc(n * sizeof *A);
  double (*B)[n] = malloc(n * sizeof *B);
  double *tmp = malloc(n * sizeof *tmp);
  double *x = malloc(n * sizeof *x);
  double *y = malloc(n * sizeof *y);
  if (!A || !B || !tmp || !x || !y) {
    fprintf(stderr, "gesummv: out of memory\n");
    return 1;
  }

  init_array(n, A, B, x);
  kernel_gesummv(n, 1.5, 1.2, A, B, tmp, x, y);

  for (i = 0; i < n; i++)
    sum += y[i];
  printf("checksum_y %.9g\n", sum);
  printf("y[0] %.9g\n", y[0]);
  printf("y[%d] %.9g\n", n / 2, y[n / 2]);
  printf("y[%d] %.9g\n", n - 1, y[n - 1]);
  printf("tmp[%d] %.9g\n", n - 1, tmp[n - 1]);

  free(A);
  free(B);
  free(tmp);
  free(x);
  free(y);
  return 0;
}

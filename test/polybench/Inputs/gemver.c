/* gemver.c -- vector multiplication and matrix addition:
 *   A := A + u1 v1^T + u2 v2^T,  x := x + beta A^T y + z,  w := w + alpha A x.
 *
 * usage: gemver [N]   (default 2000)
 */
#include <stdio.h>
#include <stdlib.h>

static void init_array(int n, double *alpha, double *beta, double A[n][n],
                       double u1[n], double v1[n], double u2[n], double v2[n],
                       double w[n], double x[n], double y[n], double z[n])
{
  int i, j;
  double fn = (double)n;

  *alpha = 1.5;
  *beta = 1.2;
  for (i = 0; i < n; i++) {
    u1[i] = 0.5 + i / fn;
    u2[i] = 0.5 + ((i + 1) / fn) / 2.0;
    v1[i] = 0.5 + ((i + 1) / fn) / 4.0;
    v2[i] = 0.5 + ((i + 1) / fn) / 6.0;
    y[i] = 0.5 + ((i + 1) / fn) / 8.0;
    z[i] = 0.5 + ((i + 1) / fn) / 9.0;
    x[i] = 0.5;
    w[i] = 0.25;
    for (j = 0; j < n; j++)
      A[i][j] = 0.5 + (double)(i * j % n) / n;
  }
}

static void kernel_gemver(int n, double alpha, double beta, double A[n][n],
                          double u1[n], double v1[n], double u2[n],
                          double v2[n], double w[n], double x[n], double y[n],
                          double z[n])
{
  int i, j;

#pragma loopgpu unroll(2, 4)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];

#pragma loopgpu
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x[i] = x[i] + beta * A[j][i] * y[j];

#pragma loopgpu
  for (i = 0; i < n; i++)
    x[i] = x[i] + z[i];

#pragma loopgpu
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      w[i] = w[i] + alpha * A[i][j] * x[j];
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 2000;
  int i, j;
  double alpha, beta, sum_w = 0.0, sum_x = 0.0, sum_A = 0.0;

  if (n < 1) {
    fprintf(stderr, "gemver: N must be >= 1\n");
    return 2;
  }
  double (*A)[n] = malloc(n * sizeof *A);
  double *u1 = malloc(n * sizeof *u1), *v1 = malloc(n * sizeof *v1);
  double *u2 = malloc(n * sizeof *u2), *v2 = malloc(n * sizeof *v2);
  double *w = malloc(n * sizeof *w), *x = malloc(n * sizeof *x);
  double *y = malloc(n * sizeof *y), *z = malloc(n * sizeof *z);
  if (!A || !u1 || !v1 || !u2 || !v2 || !w || !x || !y || !z) {
    fprintf(stderr, "gemver: out of memory\n");
    return 1;
  }

  init_array(n, &alpha, &beta, A, u1, v1, u2, v2, w, x, y, z);
  kernel_gemver(n, alpha, beta, A, u1, v1, u2, v2, w, x, y, z);

  for (i = 0; i < n; i++) {
    sum_w += w[i];
    sum_x += x[i];
    for (j = 0; j < n; j++)
      sum_A += A[i][j];
  }
  printf("checksum_w %.9g\n", sum_w);
  printf("checksum_x %.9g\n", sum_x);
  printf("checksum_A %.9g\n", sum_A);
  printf("w[0] %.9g\n", w[0]);
  printf("w[%d] %.9g\n", n - 1, w[n - 1]);
  printf("x[%d] %.9g\n", n / 2, x[n / 2]);
  printf("A[%d][%d] %.9g\n", n - 1, n / 3, A[n - 1][n / 3]);

  free(A);
  free(u1);
  free(v1);
  free(u2);
  free(v2);
  free(w);
  free(x);
  free(y);
  free(z);
  return 0;
}

/* cholesky.c -- Cholesky factorisation A = L L^T of a symmetric positive
 * definite matrix, in place in the lower triangle, right-looking: take the
 * square root of the pivot, scale the column below it, update the trailing
 * lower triangle. The update writes only columns right of k and reads only
 * column k, so its rows are independent.
 *
 * usage: cholesky [N]   (default 400)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void init_array(int n, double A[n][n])
{
  int i, j;

  for (i = 0; i < n; i++) {
    for (j = 0; j < n; j++) {
      int d = i > j ? i - j : j - i;
      A[i][j] = 1.0 / (1.0 + d) + (double)((i + j) % 7) / (7.0 * n);
    }
    A[i][i] += 4.0 + 2.0 * log(1.0 + n);
  }
}

static void kernel_cholesky(int n, double A[n][n])
{
  int i, j, k;

#pragma loopgpu host
  for (k = 0; k < n; k++) {
    A[k][k] = sqrt(A[k][k]);
#pragma loopgpu
    for (i = k + 1; i < n; i++)
      A[i][k] = A[i][k] / A[k][k];
#pragma loopgpu independent
    for (i = k + 1; i < n; i++)
      for (j = k + 1; j <= i; j++)
        A[i][j] -= A[i][k] * A[j][k];
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 400;
  int i, j;
  double sum = 0.0;

  if (n < 1) {
    fprintf(stderr, "cholesky: N must be >= 1\n");
    return 2;
  }
  double (*A)[n] = malloc(n * sizeof *A);
  if (!A) {
    fprintf(stderr, "cholesky: out of memory\n");
    return 1;
  }

  init_array(n, A);
  kernel_cholesky(n, A);

  for (i = 0; i < n; i++)
    for (j = 0; j <= i; j++)
      sum += A[i][j];
  printf("checksum_L %.9g\n", sum);
  printf("L[0][0] %.9g\n", A[0][0]);
  printf("L[%d][%d] %.9g\n", n / 2, n / 2, A[n / 2][n / 2]);
  printf("L[%d][%d]_times_n %.9g\n", n - 1, 0, A[n - 1][0] * n);
  printf("L[%d][%d] %.9g\n", n - 1, n - 2 > 0 ? n - 2 : 0, A[n - 1][n - 2 > 0 ? n - 2 : 0]);

  free(A);
  return 0;
}

/* lu.c -- LU decomposition without pivoting, A := L U in place (L unit
 * lower triangular), in the right-looking order: at step k the column below
 * the pivot is scaled, then the trailing submatrix gets a rank-one update.
 * The matrix is made strictly diagonally dominant so that no pivoting is
 * needed.
 *
 * usage: lu [N]   (default 400)
 */
#include <stdio.h>
#include <stdlib.h>

static void init_array(int n, double A[n][n])
{
  int i, j;

  for (i = 0; i < n; i++) {
    for (j = 0; j < n; j++)
      A[i][j] = 0.5 + (double)((i * j + 1) % n) / n;
    A[i][i] += n;
  }
}

static void kernel_lu(int n, double A[n][n])
{
  int i, j, k;

#pragma loopgpu host
  for (k = 0; k < n; k++) {
#pragma loopgpu
    for (i = k + 1; i < n; i++)
      A[i][k] /= A[k][k];
#pragma loopgpu
    for (i = k + 1; i < n; i++)
      for (j = k + 1; j < n; j++)
        A[i][j] -= A[i][k] * A[k][j];
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 400;
  int i, j;
  double sum_l = 0.0, sum_u = 0.0;

  if (n < 1) {
    fprintf(stderr, "lu: N must be >= 1\n");
    return 2;
  }
  double (*A)[n] = malloc(n * sizeof *A);
  if (!A) {
    fprintf(stderr, "lu: out of memory\n");
    return 1;
  }

  init_array(n, A);
  kernel_lu(n, A);

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      if (j < i)
        sum_l += A[i][j];
      else
        sum_u += A[i][j];
    }
  printf("checksum_L %.9g\n", sum_l);
  printf("checksum_U %.9g\n", sum_u);
  printf("A[0][0] %.9g\n", A[0][0]);
  /* the multipliers of L are of order 1/n: print them scaled by n */
  printf("L[%d][%d]_times_n %.9g\n", n / 2, n / 3, A[n / 2][n / 3] * n);
  printf("L[%d][%d]_times_n %.9g\n", n - 1, n / 2, A[n - 1][n / 2] * n);
  printf("A[%d][%d] %.9g\n", n / 3, n / 2, A[n / 3][n / 2]);
  printf("A[%d][%d] %.9g\n", n - 1, n - 1, A[n - 1][n - 1]);

  free(A);
  return 0;
}

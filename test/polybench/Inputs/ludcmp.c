/* ludcmp.c -- solve A x = b by an LU decomposition (Doolittle order: row i
 * of L, then row i of U), forward substitution L y = b and back
 * substitution U x = y. The entries of row i of U are independent of each
 * other once the rows above are done; the dot product of the forward
 * substitution is a reduction.
 *
 * usage: ludcmp [N]   (default 400)
 */
#include <stdio.h>
#include <stdlib.h>

static void init_array(int n, double A[n][n], double b[n], double x[n],
                       double y[n])
{
  int i, j;
  double fn = (double)n;

  for (i = 0; i < n; i++) {
    x[i] = 0;
    y[i] = 0;
    b[i] = (i + 1) / fn / 2.0 + 4;
    for (j = 0; j < n; j++)
      A[i][j] = 0.5 + (double)((i + 2 * j + 1) % n) / n;
    A[i][i] += 2 * n;
  }
}

static void kernel_ludcmp(int n, double A[n][n], double b[n], double x[n],
                          double y[n])
{
  int i, j, k;
  double w;

#pragma loopgpu host
  for (i = 0; i < n; i++) {
    for (j = 0; j < i; j++) {
      w = A[i][j];
      for (k = 0; k < j; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w / A[j][j];
    }
#pragma loopgpu
    for (j = i; j < n; j++) {
      w = A[i][j];
      for (k = 0; k < i; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w;
    }
  }

#pragma loopgpu host
  for (i = 0; i < n; i++) {
    w = b[i];
#pragma loopgpu reduction(+:w)
    for (j = 0; j < i; j++)
      w -= A[i][j] * y[j];
    y[i] = w;
  }

  for (i = n - 1; i >= 0; i--) {
    w = y[i];
    for (j = i + 1; j < n; j++)
      w -= A[i][j] * x[j];
    x[i] = w / A[i][i];
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 400;
  int i, j;
  double sum_x = 0.0, sum_y = 0.0, sum_a = 0.0;

  if (n < 1) {
    fprintf(stderr, "ludcmp: N must be >= 1\n");
    return 2;
  }
  double (*A)[n] = malloc(n * sizeof *A);
  double *b = malloc(n * sizeof *b);
  double *x = malloc(n * sizeof *x);
  double *y = malloc(n * sizeof *y);
  if (!A || !b || !x || !y) {
    fprintf(stderr, "ludcmp: out of memory\n");
    return 1;
  }

  init_array(n, A, b, x, y);
  kernel_ludcmp(n, A, b, x, y);

  for (i = 0; i < n; i++) {
    sum_x += x[i];
    sum_y += y[i];
    for (j = 0; j < n; j++)
      sum_a += A[i][j];
  }
  /* x is small (about 2/n): scale it so that the comparison is relative */
  printf("checksum_x_times_n %.9g\n", sum_x * n);
  printf("checksum_y %.9g\n", sum_y);
  printf("checksum_A %.9g\n", sum_a);
  printf("x[0]_times_n %.9g\n", x[0] * n);
  printf("x[%d]_times_n %.9g\n", n / 2, x[n / 2] * n);
  printf("y[%d] %.9g\n", n - 1, y[n - 1]);
  printf("A[%d][%d] %.9g\n", n - 1, n / 2, A[n - 1][n / 2]);

  free(A);
  free(b);
  free(x);
  free(y);
  return 0;
}

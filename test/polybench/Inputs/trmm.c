/* trmm.c -- triangular matrix times general matrix, B := alpha*A^T*B with A
 * unit lower triangular (its diagonal is 1 and not stored). Row i of the
 * result reads rows k > i of B, which later iterations overwrite, so the i
 * loop runs on the host and each step updates the columns in parallel.
 *
 * usage: trmm [M [N]]   A is M x M, B is M x N (defaults 250 270)
 */
#include <stdio.h>
#include <stdlib.h>

static void init_array(int m, int n, double *alpha, double A[m][m],
                       double B[m][n])
{
  int i, j;

  *alpha = 1.5;
  for (i = 0; i < m; i++) {
    for (j = 0; j < i; j++)
      A[i][j] = (double)((i + j) % m) / (2.0 * m);
    A[i][i] = 1.0;
    for (j = i + 1; j < m; j++)
      A[i][j] = 0.0;
    for (j = 0; j < n; j++)
      B[i][j] = 0.5 + (double)((n + (i - j)) % n) / n;
  }
}

static void kernel_trmm(int m, int n, double alpha, double A[m][m],
                        double B[m][n])
{
  int i, j, k;

#pragma loopgpu host
  for (i = 0; i < m; i++)
#pragma loopgpu
    for (j = 0; j < n; j++) {
      for (k = i + 1; k < m; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
}

int main(int argc, char **argv)
{
  int m = argc > 1 ? atoi(argv[1]) : 250;
  int n = argc > 2 ? atoi(argv[2]) : 270;
  int i, j;
  double alpha, sum = 0.0;

  if (m < 1 || n < 1) {
    fprintf(stderr, "trmm: sizes must be >= 1\n");
    return 2;
  }
  double (*A)[m] = malloc(m * sizeof *A);
  double (*B)[n] = malloc(m * sizeof *B);
  if (!A || !B) {
    fprintf(stderr, "trmm: out of memory\n");
    return 1;
  }

  init_array(m, n, &alpha, A, B);
  kernel_trmm(m, n, alpha, A, B);

  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++)
      sum += B[i][j];
  printf("checksum_B %.9g\n", sum);
  printf("B[0][0] %.9g\n", B[0][0]);
  printf("B[%d][%d] %.9g\n", m / 2, n / 2, B[m / 2][n / 2]);
  printf("B[%d][%d] %.9g\n", m - 1, n - 1, B[m - 1][n - 1]);

  free(A);
  free(B);
  return 0;
}

/* syrk.c -- symmetric rank-k update of the lower triangle,
 * C := alpha*A*A^T + beta*C (only C[i][j] with j <= i is referenced).
 *
 * usage: syrk [N [M]]   C is N x N, A is N x M (defaults 300 280)
 */
#include <stdio.h>
#include <stdlib.h>

static void init_array(int n, int m, double C[n][n], double A[n][m])
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      A[i][j] = 0.5 + (double)((i * j + 1) % n) / n;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      C[i][j] = 0.5 + (double)((i * j + 2) % m) / m;
}

static void kernel_syrk(int n, int m, double alpha, double beta,
                        double C[n][n], double A[n][m])
{
  int i, j, k;

#pragma loopgpu tile(16)
  for (i = 0; i < n; i++) {
    for (j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (k = 0; k < m; k++)
      for (j = 0; j <= i; j++)
        C[i][j] += alpha * A[i][k] * A[j][k];
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 300;
  int m = argc > 2 ? atoi(argv[2]) : 280;
  int i, j;
  double lower = 0.0, upper = 0.0;

  if (n < 1 || m < 1) {
    fprintf(stderr, "syrk: sizes must be >= 1\n");
    return 2;
  }
  double (*C)[n] = malloc(n * sizeof *C);
  double (*A)[m] = malloc(n * sizeof *A);
  if (!C || !A) {
    fprintf(stderr, "syrk: out of memory\n");
    return 1;
  }

  init_array(n, m, C, A);
  kernel_syrk(n, m, 1.5, 1.2, C, A);

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      if (j <= i)
        lower += C[i][j];
      else
        upper += C[i][j];
    }
  printf("checksum_lower %.9g\n", lower);
  printf("checksum_upper %.9g\n", upper);
  printf("C[0][0] %.9g\n", C[0][0]);
  printf("C[%d][%d] %.9g\n", n / 2, n / 3, C[n / 2][n / 3]);
  printf("C[%d][%d] %.9g\n", n - 1, n / 2, C[n - 1][n / 2]);
  printf("C[%d][%d] %.9g\n", n - 1, n - 1, C[n - 1][n - 1]);

  free(C);
  free(A);
  return 0;
}

/* syr2k.c -- symmetric rank-2k update of the lower triangle,
 * C := alpha*A*B^T + alpha*B*A^T + beta*C.
 *
 * usage: syr2k [N [M]]   C is N x N, A and B are N x M (defaults 260 240)
 */
#include <stdio.h>
#include <stdlib.h>

static void init_array(int n, int m, double C[n][n], double A[n][m],
                       double B[n][m])
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      A[i][j] = 0.5 + (double)((i * j + 1) % n) / n;
      B[i][j] = 0.5 + (double)((i * j + 2) % m) / m;
    }
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      C[i][j] = 0.5 + (double)((i * j + 3) % n) / m;
}

static void kernel_syr2k(int n, int m, double alpha, double beta,
                         double C[n][n], double A[n][m], double B[n][m])
{
  int i, j, k;

#pragma loopgpu
  for (i = 0; i < n; i++) {
    for (j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (k = 0; k < m; k++)
      for (j = 0; j <= i; j++)
        C[i][j] += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 260;
  int m = argc > 2 ? atoi(argv[2]) : 240;
  int i, j;
  double sum = 0.0;

  if (n < 1 || m < 1) {
    fprintf(stderr, "syr2k: sizes must be >= 1\n");
    return 2;
  }
  double (*C)[n] = malloc(n * sizeof *C);
  double (*A)[m] = malloc(n * sizeof *A);
  double (*B)[m] = malloc(n * sizeof *B);
  if (!C || !A || !B) {
    fprintf(stderr, "syr2k: out of memory\n");
    return 1;
  }

  init_array(n, m, C, A, B);
  kernel_syr2k(n, m, 1.5, 1.2, C, A, B);

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      sum += C[i][j];
  printf("checksum_C %.9g\n", sum);
  printf("C[0][0] %.9g\n", C[0][0]);
  printf("C[%d][%d] %.9g\n", n / 2, n / 4, C[n / 2][n / 4]);
  printf("C[%d][%d] %.9g\n", n - 1, n - 1, C[n - 1][n - 1]);
  printf("C[0][%d] %.9g\n", n - 1, C[0][n - 1]);

  free(C);
  free(A);
  free(B);
  return 0;
}

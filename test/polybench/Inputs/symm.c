/* symm.c -- symmetric matrix times general matrix, C := alpha*A*B + beta*C,
 * with A symmetric and only its lower triangle stored (the strictly upper
 * part holds garbage that must never be read).
 *
 * The columns of C are independent, so the j loop is the outer, parallel
 * one; temp2 is a per-column temporary declared with the other locals.
 *
 * usage: symm [M [N]]   A is M x M, B and C are M x N (defaults 240 260)
 */
#include <stdio.h>
#include <stdlib.h>

static void init_array(int m, int n, double C[m][n], double A[m][m],
                       double B[m][n])
{
  int i, j;

  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      C[i][j] = 0.5 + (double)((i + j) % 100) / m;
      B[i][j] = 0.5 + (double)((n + i - j) % 100) / m;
    }
  for (i = 0; i < m; i++) {
    for (j = 0; j <= i; j++)
      A[i][j] = 0.5 + (double)((i + j) % 100) / m;
    for (j = i + 1; j < m; j++)
      A[i][j] = -999.0; /* never read */
  }
}

static void kernel_symm(int m, int n, double alpha, double beta,
                        double C[m][n], double A[m][m], double B[m][n])
{
  int i, j, k;
  double temp2;

#pragma loopgpu
  for (j = 0; j < n; j++)
    for (i = 0; i < m; i++) {
      temp2 = 0;
      for (k = 0; k < i; k++) {
        C[k][j] += alpha * B[i][j] * A[i][k];
        temp2 += B[k][j] * A[i][k];
      }
      C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
    }
}

int main(int argc, char **argv)
{
  int m = argc > 1 ? atoi(argv[1]) : 240;
  int n = argc > 2 ? atoi(argv[2]) : 260;
  int i, j;
  double sum = 0.0;

  if (m < 1 || n < 1) {
    fprintf(stderr, "symm: sizes must be >= 1\n");
    return 2;
  }
  double (*C)[n] = malloc(m * sizeof *C);
  double (*A)[m] = malloc(m * sizeof *A);
  double (*B)[n] = malloc(m * sizeof *B);
  if (!C || !A || !B) {
    fprintf(stderr, "symm: out of memory\n");
    return 1;
  }

  init_array(m, n, C, A, B);
  kernel_symm(m, n, 1.5, 1.2, C, A, B);

  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++)
      sum += C[i][j];
  printf("checksum_C %.9g\n", sum);
  printf("C[0][0] %.9g\n", C[0][0]);
  printf("C[%d][%d] %.9g\n", m / 2, n / 2, C[m / 2][n / 2]);
  printf("C[%d][%d] %.9g\n", m - 1, n - 1, C[m - 1][n - 1]);
  printf("C[%d][0] %.9g\n", m - 1, C[m - 1][0]);

  free(C);
  free(A);
  free(B);
  return 0;
}

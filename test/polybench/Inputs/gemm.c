/* gemm.c -- general matrix multiply, C := alpha*A*B + beta*C, written the
 * way a numerical code usually writes it: the row of C is scaled first, then
 * rank-one updates along k (the j loop innermost, unit stride).
 *
 * usage: gemm [NI [NJ [NK]]]   (defaults 300 310 320)
 */
#include <stdio.h>
#include <stdlib.h>

static void init_array(int ni, int nj, int nk, double *alpha, double *beta,
                       double C[ni][nj], double A[ni][nk], double B[nk][nj])
{
  int i, j;

  *alpha = 1.5;
  *beta = 1.2;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      C[i][j] = 0.5 + (double)((i * j + 1) % ni) / ni;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nk; j++)
      A[i][j] = 0.5 + (double)(i * (j + 1) % nk) / nk;
  for (i = 0; i < nk; i++)
    for (j = 0; j < nj; j++)
      B[i][j] = 0.5 + (double)(i * (j + 2) % nj) / nj;
}

static void kernel_gemm(int ni, int nj, int nk, double alpha, double beta,
                        double C[ni][nj], double A[ni][nk], double B[nk][nj])
{
  int i, j, k;

#pragma loopgpu tile(16) unroll(8)
  for (i = 0; i < ni; i++) {
    for (j = 0; j < nj; j++)
      C[i][j] *= beta;
    for (k = 0; k < nk; k++)
      for (j = 0; j < nj; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
  }
}

static void print_array(int ni, int nj, double C[ni][nj])
{
  int i, j;
  double sum = 0.0;

  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      sum += C[i][j];
  printf("checksum_C %.9g\n", sum);
  printf("C[0][0] %.9g\n", C[0][0]);
  printf("C[%d][%d] %.9g\n", ni / 2, nj / 3, C[ni / 2][nj / 3]);
  printf("C[%d][%d] %.9g\n", ni - 1, nj - 1, C[ni - 1][nj - 1]);
}

int main(int argc, char **argv)
{
  int ni = argc > 1 ? atoi(argv[1]) : 300;
  int nj = argc > 2 ? atoi(argv[2]) : 310;
  int nk = argc > 3 ? atoi(argv[3]) : 320;
  double alpha, beta;

  if (ni < 1 || nj < 1 || nk < 1) {
    fprintf(stderr, "gemm: sizes must be >= 1\n");
    return 2;
  }
  double (*C)[nj] = malloc(ni * sizeof *C);
  double (*A)[nk] = malloc(ni * sizeof *A);
  double (*B)[nj] = malloc(nk * sizeof *B);
  if (!A || !B || !C) {
    fprintf(stderr, "gemm: out of memory\n");
    return 1;
  }

  init_array(ni, nj, nk, &alpha, &beta, C, A, B);
  kernel_gemm(ni, nj, nk, alpha, beta, C, A, B);
  print_array(ni, nj, C);

  free(C);
  free(A);
  free(B);
  return 0;
}

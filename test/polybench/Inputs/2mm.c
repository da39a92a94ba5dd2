/* 2mm.c -- two chained matrix products, D := alpha*A*B*C + beta*D, through
 * a temporary tmp = alpha*A*B.
 *
 * usage: 2mm [NI [NJ [NK [NL]]]]   (defaults 180 190 210 220)
 */
#include <stdio.h>
#include <stdlib.h>

static void init_array(int ni, int nj, int nk, int nl, double A[ni][nk],
                       double B[nk][nj], double C[nj][nl], double D[ni][nl])
{
  int i, j;

  for (i = 0; i < ni; i++)
    for (j = 0; j < nk; j++)
      A[i][j] = 0.5 + (double)((i * j + 1) % ni) / ni;
  for (i = 0; i < nk; i++)
    for (j = 0; j < nj; j++)
      B[i][j] = 0.5 + (double)(i * (j + 1) % nj) / nj;
  for (i = 0; i < nj; i++)
    for (j = 0; j < nl; j++)
      C[i][j] = 0.5 + (double)((i * (j + 3) + 1) % nl) / nl;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++)
      D[i][j] = 0.5 + (double)(i * (j + 2) % nk) / nk;
}

static void kernel_2mm(int ni, int nj, int nk, int nl, double alpha,
                       double beta, double tmp[ni][nj], double A[ni][nk],
                       double B[nk][nj], double C[nj][nl], double D[ni][nl])
{
  int i, j, k;

#pragma loopgpu tile(16) unroll(8)
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++) {
      tmp[i][j] = 0.0;
      for (k = 0; k < nk; ++k)
        tmp[i][j] += alpha * A[i][k] * B[k][j];
    }

#pragma loopgpu tile(16) unroll(8)
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++) {
      D[i][j] *= beta;
      for (k = 0; k < nj; ++k)
        D[i][j] += tmp[i][k] * C[k][j];
    }
}

int main(int argc, char **argv)
{
  int ni = argc > 1 ? atoi(argv[1]) : 180;
  int nj = argc > 2 ? atoi(argv[2]) : 190;
  int nk = argc > 3 ? atoi(argv[3]) : 210;
  int nl = argc > 4 ? atoi(argv[4]) : 220;
  int i, j;
  double sum;

  if (ni < 1 || nj < 1 || nk < 1 || nl < 1) {
    fprintf(stderr, "2mm: sizes must be >= 1\n");
    return 2;
  }
  double (*tmp)[nj] = malloc(ni * sizeof *tmp);
  double (*A)[nk] = malloc(ni * sizeof *A);
  double (*B)[nj] = malloc(nk * sizeof *B);
  double (*C)[nl] = malloc(nj * sizeof *C);
  double (*D)[nl] = malloc(ni * sizeof *D);
  if (!tmp || !A || !B || !C || !D) {
    fprintf(stderr, "2mm: out of memory\n");
    return 1;
  }

  init_array(ni, nj, nk, nl, A, B, C, D);
  kernel_2mm(ni, nj, nk, nl, 1.5, 1.2, tmp, A, B, C, D);

  sum = 0.0;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++)
      sum += D[i][j];
  printf("checksum_D %.9g\n", sum);
  sum = 0.0;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      sum += tmp[i][j];
  printf("checksum_tmp %.9g\n", sum);
  printf("D[0][0] %.9g\n", D[0][0]);
  printf("D[%d][%d] %.9g\n", ni / 2, nl / 2, D[ni / 2][nl / 2]);
  printf("D[%d][%d] %.9g\n", ni - 1, nl - 1, D[ni - 1][nl - 1]);

  free(tmp);
  free(A);
  free(B);
  free(C);
  free(D);
  return 0;
}

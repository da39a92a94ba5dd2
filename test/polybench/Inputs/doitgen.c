/* doitgen.c -- multiresolution analysis kernel: every (r, q) slice of the
 * 3-D array A is multiplied by the matrix C4, A[r][q][:] := A[r][q][:] C4.
 * Each slice needs a scratch row; it is a variable-length array declared
 * inside the loop body, so that every (r, q) has its own.
 *
 * usage: doitgen [NR [NQ [NP]]]   (defaults 100 110 120)
 */
#include <stdio.h>
#include <stdlib.h>

static void init_array(int nr, int nq, int np, double A[nr][nq][np],
                       double C4[np][np])
{
  int i, j, k;

  for (i = 0; i < nr; i++)
    for (j = 0; j < nq; j++)
      for (k = 0; k < np; k++)
        A[i][j][k] = 0.5 + (double)((i * j + k) % np) / np;
  for (i = 0; i < np; i++)
    for (j = 0; j < np; j++)
      C4[i][j] = 0.5 + (double)(i * j % np) / (2 * np);
}

static void kernel_doitgen(int nr, int nq, int np, double A[nr][nq][np],
                           double C4[np][np])
{
  int r, q, p, s;

#pragma loopgpu
  for (r = 0; r < nr; r++)
    for (q = 0; q < nq; q++) {
      double sum[np];
      for (p = 0; p < np; p++) {
        sum[p] = 0.0;
        for (s = 0; s < np; s++)
          sum[p] += A[r][q][s] * C4[s][p];
      }
      for (p = 0; p < np; p++)
        A[r][q][p] = sum[p];
    }
}

int main(int argc, char **argv)
{
  int nr = argc > 1 ? atoi(argv[1]) : 100;
  int nq = argc > 2 ? atoi(argv[2]) : 110;
  int np = argc > 3 ? atoi(argv[3]) : 120;
  int i, j, k;
  double sum = 0.0;

  if (nr < 1 || nq < 1 || np < 1) {
    fprintf(stderr, "doitgen: sizes must be >= 1\n");
    return 2;
  }
  double (*A)[nq][np] = malloc(nr * sizeof *A);
  double (*C4)[np] = malloc(np * sizeof *C4);
  if (!A || !C4) {
    fprintf(stderr, "doitgen: out of memory\n");
    return 1;
  }

  init_array(nr, nq, np, A, C4);
  kernel_doitgen(nr, nq, np, A, C4);

  for (i = 0; i < nr; i++)
    for (j = 0; j < nq; j++)
      for (k = 0; k < np; k++)
        sum += A[i][j][k];
  printf("checksum_A %.9g\n", sum);
  printf("A[0][0][0] %.9g\n", A[0][0][0]);
  printf("A[%d][%d][%d] %.9g\n", nr / 2, nq / 3, np / 2, A[nr / 2][nq / 3][np / 2]);
  printf("A[%d][%d][%d] %.9g\n", nr - 1, nq - 1, np - 1, A[nr - 1][nq - 1][np - 1]);

  free(A);
  free(C4);
  return 0;
}

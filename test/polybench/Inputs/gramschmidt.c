/* gramschmidt.c -- QR factorisation by modified Gram-Schmidt: A (M x N,
 * M >= N for a full QR) is overwritten, Q (M x N) gets orthonormal columns
 * and R (N x N) is upper triangular. Step k normalises column k (a
 * reduction for its norm) and removes its component from every later
 * column; those later columns are independent of each other.
 *
 * usage: gramschmidt [M [N]]   (defaults 320 300)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))

static void init_array(int m, int n, double A[m][n], double R[n][n],
                       double Q[m][n])
{
  int i, j;

  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      A[i][j] = ((double)((i * j) % m) / m) * 10 + 1.0 + (i == j ? m : 0);
      Q[i][j] = 0.0;
    }
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      R[i][j] = 0.0;
}

static void kernel_gramschmidt(int m, int n, double A[m][n], double R[n][n],
                               double Q[m][n])
{
  int i, j, k;
  double nrm;

#pragma loopgpu host
  for (k = 0; k < MIN(m, n); k++) {
    nrm = 0.0;
#pragma loopgpu reduction(+:nrm)
    for (i = 0; i < m; i++)
      nrm += A[i][k] * A[i][k];
    R[k][k] = sqrt(nrm);
#pragma loopgpu
    for (i = 0; i < m; i++)
      Q[i][k] = A[i][k] / R[k][k];
#pragma loopgpu
    for (j = k + 1; j < n; j++) {
      R[k][j] = 0.0;
      for (i = 0; i < m; i++)
        R[k][j] += Q[i][k] * A[i][j];
      for (i = 0; i < m; i++)
        A[i][j] = A[i][j] - Q[i][k] * R[k][j];
    }
  }
}

int main(int argc, char **argv)
{
  int m = argc > 1 ? atoi(argv[1]) : 320;
  int n = argc > 2 ? atoi(argv[2]) : 300;
  int i, j;
  double sum_r = 0.0, sum_q = 0.0, sum_abs_q = 0.0;

  if (m < 1 || n < 1) {
    fprintf(stderr, "gramschmidt: sizes must be >= 1\n");
    return 2;
  }
  double (*A)[n] = malloc(m * sizeof *A);
  double (*R)[n] = malloc(n * sizeof *R);
  double (*Q)[n] = malloc(m * sizeof *Q);
  if (!A || !R || !Q) {
    fprintf(stderr, "gramschmidt: out of memory\n");
    return 1;
  }

  init_array(m, n, A, R, Q);
  kernel_gramschmidt(m, n, A, R, Q);

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      sum_r += R[i][j];
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      sum_q += Q[i][j];
      sum_abs_q += fabs(Q[i][j]);
    }
  printf("checksum_R %.9g\n", sum_r);
  printf("checksum_Q %.9g\n", sum_q);
  printf("checksum_abs_Q %.9g\n", sum_abs_q);
  printf("R[0][0] %.9g\n", R[0][0]);
  printf("R[%d][%d] %.9g\n", MIN(m, n) / 2, n - 1, R[MIN(m, n) / 2][n - 1]);
  printf("R[%d][%d] %.9g\n", MIN(m, n) - 1, MIN(m, n) - 1, R[MIN(m, n) - 1][MIN(m, n) - 1]);
  /* the entries of Q are of order 1/sqrt(m): print them scaled by m */
  printf("Q[%d][%d]_times_m %.9g\n", m / 2, n / 2, Q[m / 2][n / 2] * m);
  printf("Q[%d][%d]_times_m %.9g\n", m - 1, n - 1, Q[m - 1][n - 1] * m);

  free(A);
  free(R);
  free(Q);
  return 0;
}

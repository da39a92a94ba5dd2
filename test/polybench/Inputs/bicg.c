/* bicg.c -- the two matrix-vector products of a BiCG step: s := A^T r and
 * q := A p, for an N x M matrix A. Each product accumulates in a local
 * scalar.
 *
 * usage: bicg [M [N]]   (defaults 1800 2000)
 */
#include <stdio.h>
#include <stdlib.h>

static void init_array(int m, int n, double A[n][m], double r[n], double p[m])
{
  int i, j;

  for (i = 0; i < m; i++)
    p[i] = 0.5 + (double)(i % m) / m;
  for (i = 0; i < n; i++) {
    r[i] = 0.5 + (double)(i % n) / n;
    for (j = 0; j < m; j++)
      A[i][j] = 0.5 + (double)(i * (j + 1) % n) / n;
  }
}

static void kernel_bicg(int m, int n, double A[n][m], double s[m],
                        double q[n], double p[m], double r[n])
{
  int i, j;

#pragma loopgpu
  for (j = 0; j < m; j++) {
    double acc = 0.0;
    for (i = 0; i < n; i++)
      acc += r[i] * A[i][j];
    s[j] = acc;
  }

#pragma loopgpu
  for (i = 0; i < n; i++) {
    double acc = 0.0;
    for (j = 0; j < m; j++)
      acc += A[i][j] * p[j];
    q[i] = acc;
  }
}

int main(int argc, char **argv)
{
  int m = argc > 1 ? atoi(argv[1]) : 1800;
  int n = argc > 2 ? atoi(argv[2]) : 2000;
  int i;
  double sum_s = 0.0, sum_q = 0.0;

  if (m < 1 || n < 1) {
    fprintf(stderr, "bicg: sizes must be >= 1\n");
    return 2;
  }
  double (*A)[m] = malloc(n * sizeof *A);
  double *s = malloc(m * sizeof *s);
  double *q = malloc(n * sizeof *q);
  double *p = malloc(m * sizeof *p);
  double *r = malloc(n * sizeof *r);
  if (!A || !s || !q || !p || !r) {
    fprintf(stderr, "bicg: out of memory\n");
    return 1;
  }

  init_array(m, n, A, r, p);
  kernel_bicg(m, n, A, s, q, p, r);

  for (i = 0; i < m; i++)
    sum_s += s[i];
  for (i = 0; i < n; i++)
    sum_q += q[i];
  printf("checksum_s %.9g\n", sum_s);
  printf("checksum_q %.9g\n", sum_q);
  printf("s[0] %.9g\n", s[0]);
  printf("s[%d] %.9g\n", m - 1, s[m - 1]);
  printf("q[%d] %.9g\n", n / 2, q[n / 2]);
  printf("q[%d] %.9g\n", n - 1, q[n - 1]);

  free(A);
  free(s);
  free(q);
  free(p);
  free(r);
  return 0;
}

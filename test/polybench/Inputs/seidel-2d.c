/* seidel-2d.c -- 2-D Gauss-Seidel sweeps, nine-point stencil, updated in
 * place. In row-major order point (i, j) sees the new values of its upper
 * and left neighbours and the old values of the others; the points of one
 * line w = 2*i + j depend only on lines w - 1, w - 2, w - 3 (new values)
 * and w + 1, w + 2, w + 3 (old values), so sweeping the lines in order
 * and each line in parallel computes exactly what the row-major sweep
 * computes.
 *
 * usage: seidel-2d [N [TSTEPS]]   (defaults 600 20)
 */
#include <stdio.h>
#include <stdlib.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

static void init_array(int n, double A[n][n])
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[i][j] = 1.0 + ((double)((i * i + 2 * j) % n) + 2) / n;
}

static void kernel_seidel_2d(int tsteps, int n, double A[n][n])
{
  int t, w, i;

#pragma loopgpu host
  for (t = 0; t < tsteps; t++)
    for (w = 3; w <= 3 * (n - 2); w++) {
      /* 1 <= i <= n-2 and 1 <= w - 2*i <= n-2 */
#pragma loopgpu
      for (i = MAX(1, (w - n + 3) / 2); i <= MIN(n - 2, (w - 1) / 2); i++)
        A[i][w - 2 * i] =
            (A[i - 1][w - 2 * i - 1] + A[i - 1][w - 2 * i] + A[i - 1][w - 2 * i + 1] +
             A[i][w - 2 * i - 1] + A[i][w - 2 * i] + A[i][w - 2 * i + 1] +
             A[i + 1][w - 2 * i - 1] + A[i + 1][w - 2 * i] + A[i + 1][w - 2 * i + 1]) / 9.0;
    }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 600;
  int tsteps = argc > 2 ? atoi(argv[2]) : 20;
  int i, j, one;
  double sum = 0.0;

  if (n < 1 || tsteps < 0) {
    fprintf(stderr, "seidel-2d: N must be >= 1, TSTEPS >= 0\n");
    return 2;
  }
  double (*A)[n] = malloc(n * sizeof *A);
  if (!A) {
    fprintf(stderr, "seidel-2d: out of memory\n");
    return 1;
  }

  init_array(n, A);
  kernel_seidel_2d(tsteps, n, A);

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      sum += A[i][j];
  printf("checksum_A %.9g\n", sum);
  one = n > 1 ? 1 : 0;
  printf("A[%d][%d] %.9g\n", one, one, A[one][one]);
  printf("A[%d][%d] %.9g\n", n / 2, n / 2, A[n / 2][n / 2]);
  printf("A[%d][%d] %.9g\n", n - 2 > 0 ? n - 2 : 0, n / 3, A[n - 2 > 0 ? n - 2 : 0][n / 3]);

  free(A);
  return 0;
}

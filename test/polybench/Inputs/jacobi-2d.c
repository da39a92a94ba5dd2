/* jacobi-2d.c -- 2-D Jacobi relaxation, five-point stencil, TSTEPS sweeps
 * A -> B -> A.
 *
 * usage: jacobi-2d [N [TSTEPS]]   (defaults 1000 50)
 */
#include <stdio.h>
#include <stdlib.h>

static void init_array(int n, double A[n][n], double B[n][n])
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      A[i][j] = 1.0 + (double)((i * i + 3 * j * j + 2) % n) / n;
      B[i][j] = 1.0 + (double)((i * j + 3) % n) / n;
    }
}

static void kernel_jacobi_2d(int tsteps, int n, double A[n][n],
                             double B[n][n])
{
  int t, i, j;

#pragma loopgpu host
  for (t = 0; t < tsteps; t++) {
#pragma loopgpu unroll(2, 4)
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] +
                         A[i - 1][j]);
#pragma loopgpu unroll(2, 4)
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][1 + j] + B[1 + i][j] +
                         B[i - 1][j]);
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int tsteps = argc > 2 ? atoi(argv[2]) : 50;
  int i, j;
  double sum = 0.0;

  if (n < 1 || tsteps < 0) {
    fprintf(stderr, "jacobi-2d: N must be >= 1, TSTEPS >= 0\n");
    return 2;
  }
  double (*A)[n] = malloc(n * sizeof *A);
  double (*B)[n] = malloc(n * sizeof *B);
  if (!A || !B) {
    fprintf(stderr, "jacobi-2d: out of memory\n");
    return 1;
  }

  init_array(n, A, B);
  kernel_jacobi_2d(tsteps, n, A, B);

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      sum += A[i][j];
  printf("checksum_A %.9g\n", sum);
  printf("A[%d][%d] %.9g\n", n / 2, n / 2, A[n / 2][n / 2]);
  printf("A[%d][%d] %.9g\n", n / 3, n - 1, A[n / 3][n - 1]);
  printf("B[%d][%d] %.9g\n", n - 2 > 0 ? n - 2 : 0, n / 4,
         B[n - 2 > 0 ? n - 2 : 0][n / 4]);

  free(A);
  free(B);
  return 0;
}

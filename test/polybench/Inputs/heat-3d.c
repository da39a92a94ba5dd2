/* heat-3d.c -- 3-D heat equation, explicit seven-point scheme in single
 * precision, TSTEPS double steps A -> B -> A.
 *
 * usage: heat-3d [N [TSTEPS]]   (defaults 100 50)
 */
#include <stdio.h>
#include <stdlib.h>

static void init_array(int n, float A[n][n][n], float B[n][n][n])
{
  int i, j, k;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 0; k < n; k++)
        A[i][j][k] = B[i][j][k] = 1.0f + (float)((i * j + k * (k + 1)) % n) * 10 / n;
}

static void kernel_heat_3d(int tsteps, int n, float A[n][n][n],
                           float B[n][n][n])
{
  int t, i, j, k;

#pragma loopgpu host
  for (t = 1; t <= tsteps; t++) {
#pragma loopgpu unroll(1, 2, 4)
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        for (k = 1; k < n - 1; k++)
          B[i][j][k] = 0.125f * (A[i + 1][j][k] - 2.0f * A[i][j][k] + A[i - 1][j][k])
                     + 0.125f * (A[i][j + 1][k] - 2.0f * A[i][j][k] + A[i][j - 1][k])
                     + 0.125f * (A[i][j][k + 1] - 2.0f * A[i][j][k] + A[i][j][k - 1])
                     + A[i][j][k];
#pragma loopgpu unroll(1, 2, 4)
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        for (k = 1; k < n - 1; k++)
          A[i][j][k] = 0.125f * (B[i + 1][j][k] - 2.0f * B[i][j][k] + B[i - 1][j][k])
                     + 0.125f * (B[i][j + 1][k] - 2.0f * B[i][j][k] + B[i][j - 1][k])
                     + 0.125f * (B[i][j][k + 1] - 2.0f * B[i][j][k] + B[i][j][k - 1])
                     + B[i][j][k];
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 100;
  int tsteps = argc > 2 ? atoi(argv[2]) : 50;
  int i, j, k, one;
  double sum = 0.0;

  if (n < 1 || tsteps < 0) {
    fprintf(stderr, "heat-3d: N must be >= 1, TSTEPS >= 0\n");
    return 2;
  }
  float (*A)[n][n] = malloc(n * sizeof *A);
  float (*B)[n][n] = malloc(n * sizeof *B);
  if (!A || !B) {
    fprintf(stderr, "heat-3d: out of memory\n");
    return 1;
  }

  init_array(n, A, B);
  kernel_heat_3d(tsteps, n, A, B);

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 0; k < n; k++)
        sum += A[i][j][k];
  printf("checksum_A %.9g\n", sum);
  printf("A[%d][%d][%d] %.9g\n", n / 2, n / 2, n / 2, A[n / 2][n / 2][n / 2]);
  one = n > 1 ? 1 : 0;
  printf("A[%d][%d][%d] %.9g\n", one, n / 3, n - 2 > 0 ? n - 2 : 0,
         A[one][n / 3][n - 2 > 0 ? n - 2 : 0]);
  printf("B[%d][%d][%d] %.9g\n", n / 4, n / 2, n / 3, B[n / 4][n / 2][n / 3]);

  free(A);
  free(B);
  return 0;
}

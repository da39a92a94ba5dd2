/* mvt.c -- matrix-vector product and transposed product, in single
 * precision: x1 := x1 + A y1, x2 := x2 + A^T y2.
 *
 * usage: mvt [N]   (default 2000)
 */
#include <stdio.h>
#include <stdlib.h>

static void init_array(int n, float x1[n], float x2[n], float y1[n],
                       float y2[n], float A[n][n])
{
  int i, j;

  for (i = 0; i < n; i++) {
    x1[i] = 0.5f + (float)(i % n) / n;
    x2[i] = 0.5f + (float)((i + 1) % n) / n;
    y1[i] = 0.5f + (float)((i + 3) % n) / n;
    y2[i] = 0.5f + (float)((i + 4) % n) / n;
    for (j = 0; j < n; j++)
      A[i][j] = 0.5f + (float)(i * j % n) / n;
  }
}

static void kernel_mvt(int n, float x1[n], float x2[n], float y1[n],
                       float y2[n], float A[n][n])
{
  int i, j;

#pragma loopgpu
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x1[i] = x1[i] + A[i][j] * y1[j];
#pragma loopgpu
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x2[i] = x2[i] + A[j][i] * y2[j];
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 2000;
  int i;
  double sum1 = 0.0, sum2 = 0.0;

  if (n < 1) {
    fprintf(stderr, "mvt: N must be >= 1\n");
    return 2;
  }
  float *x1 = malloc(n * sizeof *x1);
  float *x2 = malloc(n * sizeof *x2);
  float *y1 = malloc(n * sizeof *y1);
  float *y2 = malloc(n * sizeof *y2);
  float (*A)[n] = malloc(n * sizeof *A);
  if (!x1 || !x2 || !y1 || !y2 || !A) {
    fprintf(stderr, "mvt: out of memory\n");
    return 1;
  }

  init_array(n, x1, x2, y1, y2, A);
  kernel_mvt(n, x1, x2, y1, y2, A);

  for (i = 0; i < n; i++) {
    sum1 += x1[i];
    sum2 += x2[i];
  }
  printf("checksum_x1 %.9g\n", sum1);
  printf("checksum_x2 %.9g\n", sum2);
  printf("x1[0] %.9g\n", x1[0]);
  printf("x1[%d] %.9g\n", n - 1, x1[n - 1]);
  printf("x2[%d] %.9g\n", n / 2, x2[n / 2]);
  printf("x2[%d] %.9g\n", n - 1, x2[n - 1]);

  free(x1);
  free(x2);
  free(y1);
  free(y2);
  free(A);
  return 0;
}

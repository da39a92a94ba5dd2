/* conv-2d.c -- 3 x 3 convolution of an NI x NJ single-precision image with
 * a fixed kernel; the border replicates the nearest edge pixel (the
 * neighbour indices are clamped into the image).
 *
 * usage: conv-2d [NI [NJ]]   (defaults 2000 2100)
 */
#include <stdio.h>
#include <stdlib.h>

#define CLAMP(x, lo, hi) ((x) < (lo) ? (lo) : (x) > (hi) ? (hi) : (x))

static void init_array(int ni, int nj, float A[ni][nj])
{
  int i, j;

  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      A[i][j] = 1.0f + (float)((i * 7 + j * j) % 97) / 97.0f;
}

static void kernel_conv_2d(int ni, int nj, float A[ni][nj], float B[ni][nj])
{
  int i, j;
  const float c11 = +0.2f, c21 = +0.5f, c31 = -0.8f;
  const float c12 = -0.3f, c22 = +0.6f, c32 = -0.9f;
  const float c13 = +0.4f, c23 = +0.7f, c33 = +0.10f;

#pragma loopgpu unroll(2, 4)
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++) {
      int im = CLAMP(i - 1, 0, ni - 1), ip = CLAMP(i + 1, 0, ni - 1);
      int jm = CLAMP(j - 1, 0, nj - 1), jp = CLAMP(j + 1, 0, nj - 1);
      B[i][j] = c11 * A[im][jm] + c12 * A[i][jm] + c13 * A[ip][jm]
              + c21 * A[im][j] + c22 * A[i][j] + c23 * A[ip][j]
              + c31 * A[im][jp] + c32 * A[i][jp] + c33 * A[ip][jp];
    }
}

int main(int argc, char **argv)
{
  int ni = argc > 1 ? atoi(argv[1]) : 2000;
  int nj = argc > 2 ? atoi(argv[2]) : 2100;
  int i, j;
  double sum = 0.0;

  if (ni < 1 || nj < 1) {
    fprintf(stderr, "conv-2d: sizes must be >= 1\n");
    return 2;
  }
  float (*A)[nj] = malloc(ni * sizeof *A);
  float (*B)[nj] = malloc(ni * sizeof *B);
  if (!A || !B) {
    fprintf(stderr, "conv-2d: out of memory\n");
    return 1;
  }

  init_array(ni, nj, A);
  kernel_conv_2d(ni, nj, A, B);

  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      sum += B[i][j];
  printf("checksum_B %.9g\n", sum);
  printf("B[0][0] %.9g\n", B[0][0]);
  printf("B[%d][%d] %.9g\n", ni / 2, nj / 2, B[ni / 2][nj / 2]);
  printf("B[%d][%d] %.9g\n", ni - 1, nj - 1, B[ni - 1][nj - 1]);
  printf("B[0][%d] %.9g\n", nj - 1, B[0][nj - 1]);

  free(A);
  free(B);
  return 0;
}

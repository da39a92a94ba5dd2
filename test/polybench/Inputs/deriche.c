/* deriche.c -- Deriche's recursive edge-detection filter on a W x H image
 * in single precision: a causal and an anti-causal first-order recursion
 * along every row, summed, then the same along every column. Rows (and
 * then columns) are independent; the recursions carry their state in the
 * scalars ym1, ym2, xm1, ... which every row resets before use.
 *
 * usage: deriche [W [H]]   (defaults 1024 720)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void init_array(int w, int h, float *alpha, float imgIn[w][h])
{
  int i, j;

  *alpha = 0.25f;
  for (i = 0; i < w; i++)
    for (j = 0; j < h; j++)
      imgIn[i][j] = 1.0f + (float)((313 * i + 991 * j) % 256); /* 8-bit pixels */
}

static void kernel_deriche(int w, int h, float alpha, float imgIn[w][h],
                           float imgOut[w][h], float y1[w][h], float y2[w][h])
{
  int i, j;
  float xm1, tm1, ym1, ym2;
  float xp1, xp2;
  float tp1, tp2;
  float yp1, yp2;
  float k;
  float a1, a2, a3, a4, a5, a6, a7, a8;
  float b1, b2, c1, c2;

  k = (1.0f - expf(-alpha)) * (1.0f - expf(-alpha)) /
      (1.0f + 2.0f * alpha * expf(-alpha) - expf(-2.0f * alpha));
  a1 = a5 = k;
  a2 = a6 = k * expf(-alpha) * (alpha - 1.0f);
  a3 = a7 = k * expf(-alpha) * (alpha + 1.0f);
  a4 = a8 = -k * expf(-2.0f * alpha);
  b1 = powf(2.0f, -alpha);
  b2 = -expf(-2.0f * alpha);
  c1 = c2 = 1;

#pragma loopgpu
  for (i = 0; i < w; i++) {
    ym1 = 0.0f;
    ym2 = 0.0f;
    xm1 = 0.0f;
    for (j = 0; j < h; j++) {
      y1[i][j] = a1 * imgIn[i][j] + a2 * xm1 + b1 * ym1 + b2 * ym2;
      xm1 = imgIn[i][j];
      ym2 = ym1;
      ym1 = y1[i][j];
    }
  }

#pragma loopgpu
  for (i = 0; i < w; i++) {
    yp1 = 0.0f;
    yp2 = 0.0f;
    xp1 = 0.0f;
    xp2 = 0.0f;
    for (j = h - 1; j >= 0; j--) {
      y2[i][j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2;
      xp2 = xp1;
      xp1 = imgIn[i][j];
      yp2 = yp1;
      yp1 = y2[i][j];
    }
  }

#pragma loopgpu
  for (i = 0; i < w; i++)
    for (j = 0; j < h; j++)
      imgOut[i][j] = c1 * (y1[i][j] + y2[i][j]);

#pragma loopgpu
  for (j = 0; j < h; j++) {
    tm1 = 0.0f;
    ym1 = 0.0f;
    ym2 = 0.0f;
    for (i = 0; i < w; i++) {
      y1[i][j] = a5 * imgOut[i][j] + a6 * tm1 + b1 * ym1 + b2 * ym2;
      tm1 = imgOut[i][j];
      ym2 = ym1;
      ym1 = y1[i][j];
    }
  }

#pragma loopgpu
  for (j = 0; j < h; j++) {
    tp1 = 0.0f;
    tp2 = 0.0f;
    yp1 = 0.0f;
    yp2 = 0.0f;
    for (i = w - 1; i >= 0; i--) {
      y2[i][j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2;
      tp2 = tp1;
      tp1 = imgOut[i][j];
      yp2 = yp1;
      yp1 = y2[i][j];
    }
  }

#pragma loopgpu
  for (i = 0; i < w; i++)
    for (j = 0; j < h; j++)
      imgOut[i][j] = c2 * (y1[i][j] + y2[i][j]);
}

int main(int argc, char **argv)
{
  int w = argc > 1 ? atoi(argv[1]) : 1024;
  int h = argc > 2 ? atoi(argv[2]) : 720;
  int i, j;
  float alpha;
  double sum = 0.0, sum_abs = 0.0;

  if (w < 1 || h < 1) {
    fprintf(stderr, "deriche: sizes must be >= 1\n");
    return 2;
  }
  float (*imgIn)[h] = malloc(w * sizeof *imgIn);
  float (*imgOut)[h] = malloc(w * sizeof *imgOut);
  float (*y1)[h] = malloc(w * sizeof *y1);
  float (*y2)[h] = malloc(w * sizeof *y2);
  if (!imgIn || !imgOut || !y1 || !y2) {
    fprintf(stderr, "deriche: out of memory\n");
    return 1;
  }

  init_array(w, h, &alpha, imgIn);
  kernel_deriche(w, h, alpha, imgIn, imgOut, y1, y2);

  for (i = 0; i < w; i++)
    for (j = 0; j < h; j++) {
      sum += imgOut[i][j];
      sum_abs += fabsf(imgOut[i][j]);
    }
  printf("checksum_out %.9g\n", sum);
  printf("checksum_abs_out %.9g\n", sum_abs);
  printf("imgOut[0][0] %.9g\n", imgOut[0][0]);
  printf("imgOut[%d][%d] %.9g\n", w / 2, h / 2, imgOut[w / 2][h / 2]);
  printf("imgOut[%d][%d] %.9g\n", w - 1, h - 1, imgOut[w - 1][h - 1]);

  free(imgIn);
  free(imgOut);
  free(y1);
  free(y2);
  return 0;
}

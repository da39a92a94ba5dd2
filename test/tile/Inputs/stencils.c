/* stencils.c — halos the tile pass stages: a 9-point 2-D stencil with
 * corners, a 1-D stencil with an asymmetric halo over a plain pointer, and a
 * 5×5 filter taken from constant-bound loops. usage: stencils [N [M [SEED]]] */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long lcg_state;
static float lcg_next(void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.5f + (float)((lcg_state >> 40) & 0xFFFFFF) / 16777216.0f;
}

static void box9(int n, int m, float out[n][m], float in[n][m])
{
#pragma loopgpu tile(4, 32)
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      out[i][j] = (in[i - 1][j - 1] + in[i - 1][j] + in[i - 1][j + 1] + in[i][j - 1] +
                   in[i][j] + in[i][j + 1] + in[i + 1][j - 1] + in[i + 1][j] + in[i + 1][j + 1]) /
                  9.0f;
}

static void skew1d(int n, float *y, const float *x)
{
#pragma loopgpu tile(64)
  for (int i = 3; i < n - 1; i++)
    y[i] = x[i - 3] - 2.0f * x[i] + x[i + 1];
}

static void filter5(int n, int m, float out[n][m], float in[n][m], float w[5][5])
{
#pragma loopgpu collapse(2) tile(16, 16)
  for (int i = 0; i < n - 4; i++)
    for (int j = 0; j < m - 4; j++) {
      float acc = 0.0f;
      for (int a = 0; a < 5; a++)
        for (int b = 0; b <= 4; b++)
          acc += w[a][b] * in[i + a][j + b];
      out[i][j] = acc;
    }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  int m = argc > 2 ? atoi(argv[2]) : 33;
  lcg_state = argc > 3 ? strtoull(argv[3], NULL, 10) : 42;
  if (n < 1 || m < 1)
    return 2;
  float *in = malloc(sizeof(float) * (size_t)n * m);
  float *out = malloc(sizeof(float) * (size_t)n * m);
  float *out2 = malloc(sizeof(float) * (size_t)n * m);
  float *x = malloc(sizeof(float) * (size_t)n);
  float *y = malloc(sizeof(float) * (size_t)n);
  float w[5][5];
  for (int i = 0; i < n * m; i++) {
    in[i] = lcg_next();
    out[i] = lcg_next();
    out2[i] = lcg_next();
  }
  for (int i = 0; i < n; i++) {
    x[i] = lcg_next();
    y[i] = lcg_next();
  }
  for (int a = 0; a < 5; a++)
    for (int b = 0; b < 5; b++)
      w[a][b] = lcg_next();
  box9(n, m, (float (*)[m])out, (float (*)[m])in);
  skew1d(n, y, x);
  filter5(n, m, (float (*)[m])out2, (float (*)[m])in, w);
  double c1 = 0, c2 = 0, c3 = 0;
  for (int i = 0; i < n * m; i++) {
    c1 += out[i];
    c3 += out2[i];
  }
  for (int i = 0; i < n; i++) c2 += y[i];
  printf("box9 %.9g\nskew1d %.9g\nfilter5 %.9g\n", c1, c2, c3);
  printf("out[last] %.9g\ny[last] %.9g\nout2[0] %.9g\n", out[n * m - 1], y[n - 1], out2[0]);
  for (int s = 0; s < 4; s++) {
    int i = (int)(((unsigned long long)s * 2654435761ULL + 3) % (unsigned)(n * m));
    printf("out[%d] %.9g\nout2[%d] %.9g\n", i, out[i], i, out2[i]);
  }
  free(in); free(out); free(out2); free(x); free(y);
  return 0;
}

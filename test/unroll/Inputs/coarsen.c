/* coarsen.c — thread coarsening: unroll(U) on a 1-D region with a
 * reduction and unroll(U) with tile(T) on a 2-D region, checked against the
 * plain C program at sizes around the chunk of block * U iterations.
 * usage: coarsen N */
#include <stdio.h>
#include <stdlib.h>

static double dot(int n, const float *x, const float *y)
{
  double sum = 0.0;
#pragma loopgpu reduction(+:sum) tile(64) unroll(4)
  for (int i = 0; i < n; i++)
    sum += (double)x[i] * (double)y[i];
  return sum;
}

static void matvec2(int n, const float *x, float *c)
{
#pragma loopgpu tile(8) unroll(2, 3)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float acc = 0.0f;
      for (int k = 0; k < 4; k++)
        acc += x[i] * x[j] * (float)(k + 1);
      c[i * n + j] = acc;
    }
}

/* 2-D, every element read by one thread only: coarsened, no staging */
static void scale2(int n, const float *c, float *d)
{
#pragma loopgpu tile(8) unroll(2, 3)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      float acc = 0.0f;
      for (int k = 0; k < 3; k++)
        acc += c[i * n + j] * (float)(k + i);
      d[i * n + j] = acc;
    }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 5;
  int nn = n > 0 ? n : 1;
  float *x = malloc(sizeof(float) * (size_t)nn);
  float *y = malloc(sizeof(float) * (size_t)nn);
  float *c = malloc(sizeof(float) * (size_t)nn * (size_t)nn);
  for (int i = 0; i < nn; i++) {
    x[i] = (float)(i % 7) * 0.5f + 0.25f;
    y[i] = (float)(i % 3) - 0.75f;
  }
  printf("dot %.10g\n", dot(n, x, y));
  matvec2(n, x, c);
  float *d = malloc(sizeof(float) * (size_t)nn * (size_t)nn);
  scale2(n, c, d);
  double cs = 0, ds = 0;
  for (int i = 0; i < n * n; i++) {
    cs += c[i] * (double)(i % 13 + 1);
    ds += d[i] * (double)(i % 11 + 1);
  }
  printf("c %.10g\nd %.10g\n", cs, ds);
  free(d);
  free(x);
  free(y);
  free(c);
  return 0;
}

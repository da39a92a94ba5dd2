// unroll(2) on a region whose inner loop is a triangle: each thread runs
// 2x2 copies of the body, each copy under its trip test and the guard
// `j < i` (a strict lower triangle), a block of its own. End to end.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/2 %s 2
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <stdio.h>
#include <stdlib.h>

static void strict_lower(int n, float (*L)[n], const float *v)
{
  int i, j;
#pragma loopgpu unroll(2)
  for (i = 0; i < n; i++)
    for (j = 0; j < i; j++) {
      float t = L[i][j] * v[i];
      L[i][j] = t - v[j] * 0.5f;
    }
  printf("i %d j %d\n", i, j);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  float (*L)[n] = malloc(sizeof(float) * n * n);
  float *v = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++) {
    v[i] = 1.0f + (i % 7) * 0.25f;
    for (int j = 0; j < n; j++)
      L[i][j] = 0.5f + ((i + 4 * j) % 9) * 0.25f;
  }
  strict_lower(n, L, v);
  double s = 0, w = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      s += L[i][j];
      w += L[i][j] * (1 + (5 * i + j) % 6);
    }
  printf("sum %.9g\nweighted %.9g\n", s, w);
  free(L);
  free(v);
  return 0;
}

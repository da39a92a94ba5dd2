// Array-element reductions end to end: the second half of a matrix-vector
// product with the transpose, y[j] += A[i][j] * x[i] reduced over i (both
// loops mapped, every update an atomic), into a float pointer with a range,
// a double variably modified parameter and a fixed array without one; y
// starts from non-zero values, which the reduction adds to. The atomics add
// in another order than C, so the float sums agree to rounding (compare.py's
// relative 1e-4).
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <stdio.h>
#include <stdlib.h>

#define M 37

static void atx_double(int n, int m, double A[n][m], const double *x, double y[m]) {
#pragma loopgpu reduction(+:y)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      y[j] = y[j] + A[i][j] * x[i];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1007, m = M;
  float *A = malloc(sizeof(float) * n * m), *x = malloc(sizeof(float) * n);
  float *y = malloc(sizeof(float) * m);
  double (*dA)[M] = malloc(sizeof(double) * n * M), *dx = malloc(sizeof(double) * n);
  double dy[M];
  float fy[M];
  for (int i = 0; i < n * m; i++)
    A[i] = (float)((i * 13) % 17) * 0.125f - 1.0f;
  for (int i = 0; i < n; i++) {
    x[i] = (float)((i * 7) % 11) - 5.0f;
    dx[i] = x[i] * 0.5;
    for (int j = 0; j < M; j++)
      dA[i][j] = A[i * m + j] * 2.0;
  }
  for (int j = 0; j < m; j++) {
    y[j] = 1.0f + j;
    dy[j] = 2.0 * j - 3.0;
    fy[j] = -0.5f * j;
  }
#pragma loopgpu reduction(+:y[0:m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      y[j] += A[i * m + j] * x[i];
  atx_double(n, M, dA, dx, dy);
  /* the rows of a fixed array, subtracted */
#pragma loopgpu reduction(+:fy)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      fy[j] -= A[i * m + j];
  for (int j = 0; j < m; j++)
    printf("y[%d] %.7g dy %.15g fy %.7g\n", j, y[j], dy[j], fy[j]);
  free(A);
  free(x);
  free(y);
  free(dA);
  free(dx);
  return 0;
}

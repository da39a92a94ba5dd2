// Variably modified arrays in all their C forms survive the trip to CUDA C++:
// a 1-D VLA parameter, a parameter with a constant inner dimension, a
// pointer to a VLA row in main used inside a kernel region, and a
// file-scope function called from a kernel. Compared with the C program.
// RUN: %e2e -w %t/a %s 100 7
// RUN: %e2e -w %t/b %s 1 1
// RUN: %e2e -w %t/c %s 257 33
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static float sq(float v) { return v * v; }

void f1(int n, float x[n], float y[n])
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    y[i] = sqrt(x[i]) + sq(x[i]);
}

void f2(int n, float A[n][64])
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 64; j++)
      A[i][j] = A[i][j] * 2 + i;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 100, m = argc > 2 ? atoi(argv[2]) : 7;
  float *x = malloc(sizeof(float) * n), *y = malloc(sizeof(float) * n);
  float (*A)[64] = malloc(sizeof(float) * n * 64);
  float (*C)[m] = malloc(sizeof(float) * n * m);
  for (int i = 0; i < n; i++) {
    x[i] = i + 0.5f;
    for (int j = 0; j < 64; j++)
      A[i][j] = j + 0.25f;
  }
  f1(n, x, y);
  f2(n, A);
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      C[i][j] = i * m + j + 0.5f;
  double s = 0;
  for (int i = 0; i < n; i++) {
    s += y[i];
    for (int j = 0; j < 64; j++)
      s += A[i][j];
    for (int j = 0; j < m; j++)
      s += C[i][j];
  }
  printf("sum %.9g\n", s);
  printf("y_last %.9g\n", y[n - 1]);
  printf("C_last %.9g\n", C[n - 1][m - 1]);
  free(x); free(y); free(A); free(C);
  return 0;
}

// An element-wise nest without scheduling clauses (the copy back of a
// jacobi step, a scaled sum) is coarsened like a stencil: unroll(4),
// unroll(2, 4), unroll(1, 2, 4); a non-affine subscript keeps the default;
// tile alone on an element-wise nest (nothing to stage) is coarsened too. Answers are the C
// program's on sizes coarsening does not divide (n, m different).
// RUN: %loopgpu --dump-after=schedule %s | FileCheck --check-prefix=DUMP %s
// RUN: %e2e -w %t/1 %s 1 1
// RUN: %e2e -w %t/3 %s 3 5
// RUN: %e2e -w %t/257 %s 257 31
// RUN: %e2e -w %t/1007 %s 1007 9
// DUMP-LABEL: region copy2_k0
// DUMP: schedule element-wise: unroll(2, 4)
// DUMP-LABEL: region axpy3_k0
// DUMP: schedule element-wise: unroll(1, 2, 4)
// DUMP-LABEL: region scale1_k0
// DUMP: schedule element-wise: unroll(4) (chosen-by no-clause)
// DUMP-LABEL: region gather_k0
// DUMP: schedule other: default (chosen-by default)
// DUMP-LABEL: region tiled_k0
// DUMP: schedule element-wise: unroll(2, 4) (chosen-by tile-elementwise)
#include <stdio.h>
#include <stdlib.h>

static void copy2(int n, int m, float A[n][m], float B[n][m])
{
#pragma loopgpu
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      A[i][j] = B[i][j];
}

static void axpy3(int n, int m, float a, float X[n][m][m], float Y[n][m][m])
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < m; k++)
        Y[i][j][k] = a * X[i][j][k] + Y[i][j][k];
}

static void scale1(int n, float *x)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    x[i] *= 0.5f;
}

static void gather(int n, int m, float A[n][m], const int idx[n])
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] += (float)idx[(i * 7 + j) % n];
}

static void tiled(int n, int m, float A[n][m], float B[n][m])
{
#pragma loopgpu tile(16)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      B[i][j] = 2.0f * A[i][j];
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 64, m = argc > 2 ? atoi(argv[2]) : 48;
  float (*A)[m] = malloc(sizeof(float) * n * m), (*B)[m] = malloc(sizeof(float) * n * m);
  float (*X)[m][m] = malloc(sizeof(float) * n * m * m), (*Y)[m][m] = malloc(sizeof(float) * n * m * m);
  float *x = malloc(sizeof(float) * n);
  int *idx = malloc(sizeof(int) * n);
  for (int i = 0; i < n; i++) {
    x[i] = (float)(i % 13) - 4.0f;
    idx[i] = (i * 5) % 11 - 3;
    for (int j = 0; j < m; j++) {
      A[i][j] = (float)((i * 3 + j) % 17) - 6.5f;
      B[i][j] = (float)((i + j * 5) % 19) + 0.25f;
      for (int k = 0; k < m; k++) {
        X[i][j][k] = (float)((i + j + k) % 7) - 2.5f;
        Y[i][j][k] = (float)((i * j + k) % 5) + 1.5f;
      }
    }
  }
  copy2(n, m, A, B);
  axpy3(n, m, 1.5f, X, Y);
  scale1(n, x);
  gather(n, m, A, idx);
  tiled(n, m, A, B);
  double s = 0;
  for (int i = 0; i < n; i++) {
    s += x[i];
    for (int j = 0; j < m; j++) {
      s += A[i][j] * 0.5 + B[i][j] * 0.25;
      for (int k = 0; k < m; k++)
        s += Y[i][j][k] * 0.125;
    }
  }
  printf("%.6f\n", s);
  free(A); free(B); free(X); free(Y); free(x); free(idx);
  return 0;
}

// A helper that writes through its pointer parameter (axpy on the rows of a
// two-dimensional array, passed as rows `B[i]` and as pointer locals
// `float *r = B[i]`): the writes are B's, so B is copied back. What the
// helper touches is not analysed: `independent` promises the rows are
// disjoint (without it the region stays on the CPU, see
// test/diagnostics/ptr-helper-undecided.c).
// RUN: %e2e -w %t/1_1 %s 1 1
// RUN: %e2e -w %t/257_131 %s 257 131
// RUN: %e2e -w %t/1007_5 %s 1007 5
#include <stdio.h>
#include <stdlib.h>

static void axpy(float *y, const float *x, float a, int n) {
  for (int k = 0; k < n; k++)
    y[k] += a * x[k];
}

static void scale(float *y, int n, float a) {
  for (int k = 0; k < n; k++)
    y[k] = y[k] * a;
}

static void rows(int n, int m, float A[n][m], float B[n][m]) {
#pragma loopgpu independent
  for (int i = 0; i < n; i++) {
    axpy(B[i], A[i], 0.5f, m);
    float *r = B[i];
    scale(r, m, 1.5f);
    r[0] += 1.0f;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257, m = argc > 2 ? atoi(argv[2]) : 131;
  float (*A)[m] = malloc(sizeof(float) * n * m), (*B)[m] = malloc(sizeof(float) * n * m);
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m; k++) {
      A[i][k] = (float)((i * 7 + k) % 13) - 6.0f;
      B[i][k] = (float)(k % 3) + 0.25f;
    }
  rows(n, m, A, B);
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int k = 0; k < m; k++)
      s += B[i][k] * (k + 1);
    printf("%d %.9g\n", i, s);
  }
  free(A); free(B);
  return 0;
}

// Matrix-vector product with a pointer to the row (`const float *row =
// A + i * m`) and a helper taking pointers: dot(row, x, m) and
// dot(&A[i * m], x, m). The helper gets a device copy; the accesses of
// the row pointer are A's own (A[i * m + k]).
// RUN: %e2e -w %t/1_1 %s 1 1
// RUN: %e2e -w %t/257_131 %s 257 131
// RUN: %e2e -w %t/1007_3 %s 1007 3
#include <stdio.h>
#include <stdlib.h>

static float dot(const float *r, const float *x, int m) {
  float s = 0.0f;
  for (int k = 0; k < m; k++)
    s += r[k] * x[k];
  return s;
}

static void matvec(int n, int m, const float *A, const float *x, float *y, float *z) {
#pragma loopgpu copyin(A[0:n*m], x[0:m])
  for (int i = 0; i < n; i++) {
    const float *row = A + i * m;
    float first = *row, last = *(row + (m - 1));
    y[i] = dot(row, x, m) + first - last;
    z[i] = dot(&A[i * m], x, m) * 0.5f;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257, m = argc > 2 ? atoi(argv[2]) : 131;
  float *A = malloc(sizeof(float) * n * m), *x = malloc(sizeof(float) * m);
  float *y = malloc(sizeof(float) * n), *z = malloc(sizeof(float) * n);
  for (int i = 0; i < n * m; i++)
    A[i] = (float)((i * 7) % 13) - 6.0f;
  for (int k = 0; k < m; k++)
    x[k] = (float)(k % 5) + 0.5f;
  for (int i = 0; i < n; i++)
    y[i] = z[i] = -1.0f;
  matvec(n, m, A, x, y, z);
  for (int i = 0; i < n; i++)
    printf("%d %.6g %.6g\n", i, y[i], z[i]);
  free(A); free(x); free(y); free(z);
  return 0;
}

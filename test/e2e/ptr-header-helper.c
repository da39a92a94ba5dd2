// Helpers defined in a user header the file includes (static inline, one
// calling the other, one taking a pointer to a row): device copies of
// them, and the host half still finds the header when written elsewhere.
// RUN: %e2e -w %t/1_1 %s 1 1
// RUN: %e2e -w %t/257_131 %s 257 131
// RUN: %e2e -w %t/1007_7 %s 1007 7
#include <stdio.h>
#include <stdlib.h>
#include "Inputs/vecops.h"

static void norms(int n, int m, float A[n][m], float y[n]) {
#pragma loopgpu
  for (int i = 0; i < n; i++)
    y[i] = norm2(A[i], m) + sq(A[i][0]);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257, m = argc > 2 ? atoi(argv[2]) : 131;
  float (*A)[m] = malloc(sizeof(float) * n * m);
  float *y = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m; k++)
      A[i][k] = (float)((i * 7 + k) % 13) - 6.0f;
  for (int i = 0; i < n; i++)
    y[i] = -1.0f;
  norms(n, m, A, y);
  for (int i = 0; i < n; i++)
    printf("%d %.6g\n", i, y[i]);
  free(A); free(y);
  return 0;
}

// Private temporaries under thread coarsening and register tiling: each
// copy of the body has its own (an array over a register tile's copies),
// and the last value goes back from the copy that runs the last iteration.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: FileCheck %s < %t.cu
// RUN: %e2e -w %t/a %s 9
// RUN: %e2e -w %t/b %s 1
// RUN: %e2e -w %t/c %s 67
// CHECK-LABEL: __global__ void {{.*}}mm_k0(
// CHECK: float t[2][2] = {};
// CHECK: C[i * n + j] = t[lg_u0][lg_u1];
// CHECK-NEXT: if (i == lg_last0 && j == lg_last1)
// CHECK-NEXT: lg_lp_mm_k0_t = t[lg_u0][lg_u1];
#include <stdio.h>
#include <stdlib.h>

static float mm(int n, float C[n][n], float A[n][n], float B[n][n])
{
  int i, j, k;
  float t;
#pragma loopgpu tile(4) unroll(2)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      t = 0.0f;
      for (k = 0; k < n; k++)
        t += A[i][k] * B[k][j];
      C[i][j] = t;
    }
  return t + (float)k;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 9;
  float (*A)[n] = malloc(n * sizeof *A), (*B)[n] = malloc(n * sizeof *B),
        (*C)[n] = malloc(n * sizeof *C);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = (float)((i + 2 * j) % 5) * 0.5f;
      B[i][j] = (float)((3 * i + j) % 7) * 0.25f;
    }
  float r = mm(n, C, A, B);
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += C[i][j] * ((i + j) % 3 + 1);
  printf("%.9g %.9g\n", r, s);
  free(A);
  free(B);
  free(C);
  return 0;
}

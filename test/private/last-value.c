// A private temporary that the code after the loop reads gets C's value:
// the one of the last iteration, which assigns it in every iteration. The
// thread of the last iteration stores it into a device variable that the
// region's function copies back; with no iteration it keeps its value.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: FileCheck %s < %t.cu
// RUN: %e2e -w %t/a %s 5 7
// RUN: %e2e -w %t/b %s 1 1
// RUN: %e2e -w %t/c %s 257 33
// RUN: %e2e -w %t/d %s 0 4
// CHECK: static __device__ float lg_lp_last_k0_t;
// CHECK: if (i == lg_last0 && j == lg_last1)
// CHECK-NEXT: lg_lp_last_k0_t = t;
// CHECK: lg_symbol_to_host(&t, (const void *)&lg_lp_last_k0_t, sizeof(t), "t",
#include <stdio.h>
#include <stdlib.h>

static float last(int n, int m, float A[n][m], float B[n][m])
{
  int i, j;
  float t = -1.0f;
#pragma loopgpu
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      t = A[i][j] * 2.0f + (float)j;
      B[i][j] = t * t;
    }
  return t + (float)(i * 100 + j);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 5, m = argc > 2 ? atoi(argv[2]) : 7;
  float (*A)[m] = malloc((n ? n : 1) * sizeof *A), (*B)[m] = malloc((n ? n : 1) * sizeof *B);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = (float)((i * 7 + j) % 13) * 0.25f;
  float r = last(n, m, A, B);
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += B[i][j];
  printf("%.9g %.9g\n", r, s);
  free(A);
  free(B);
  return 0;
}

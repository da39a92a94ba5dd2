// The strip loop's variable declared in the region's body (`int k;`) and
// used by two sequential loops: with a register tile (unroll) it is one
// variable for all the copies, declared once; the second loop's B[i][k] is
// not in the strip's staged tile and reads global memory.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: FileCheck %s < %t.cu
// RUN: %e2e -w %t/a %s 4
// RUN: %e2e -w %t/b %s 1
// RUN: %e2e -w %t/c %s 37
// CHECK-LABEL: void __launch_bounds__(16) tiled_k0(
// CHECK-COUNT-1: int k;
// CHECK-NOT: int k;
// CHECK: void __launch_bounds__(16) twice_k0(
#include <stdio.h>
#include <stdlib.h>

static void tiled(int n, float W[n][n], float B[n][n])
{
#pragma loopgpu tile(4) unroll(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int k;
      float acc = 0.0f;
      for (k = 0; k < n; k++)
        acc += B[i][k] * B[k][j];
      W[i][j] = acc;
    }
}

static void twice(int n, float W[n][n], float B[n][n])
{
#pragma loopgpu tile(4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int k;
      float acc = 0.0f;
      for (k = 0; k < n; k++)
        acc += B[i][k];
      for (k = 1; k < n; k++)
        acc += B[i][k] * 0.5f;
      W[i][j] = acc + (float)k;
    }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 4;
  if (n < 1)
    return 2;
  float (*W)[n] = malloc(n * sizeof *W), (*B)[n] = malloc(n * sizeof *B);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      B[i][j] = (float)((i * 7 + j * 3) % 10) * 0.25f + 0.5f;
  double s = 0;
  tiled(n, W, B);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += W[i][j] * ((i + 2 * j) % 5 + 1);
  twice(n, W, B);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += W[i][j] * ((2 * i + j) % 3 + 1);
  printf("%.9g\n", s);
  free(W);
  free(B);
  return 0;
}

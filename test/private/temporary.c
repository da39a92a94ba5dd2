// Temporaries declared at the top of the function (`int i, j; float t, u;`)
// and assigned before use in every iteration are private to each thread
// (docs/directives.md §2): the kernel declares its own copy; nothing is passed back, since
// the code after the loop does not read them.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: FileCheck %s < %t.cu
// RUN: %e2e -w %t/a %s 5 7
// RUN: %e2e -w %t/b %s 1 1
// RUN: %e2e -w %t/c %s 257 33
// CHECK-LABEL: __global__ void scale_k0(
// CHECK-NOT: float t
// CHECK: int j = (int)lg_t1;
// CHECK-NEXT: float t;
// CHECK-NEXT: float u;
// CHECK: t = A[
// CHECK-NOT: lg_symbol_to_host
#include <stdio.h>
#include <stdlib.h>

static void scale(int n, int m, float A[n][m], float B[n][m])
{
  int i, j;
  float t, u;
#pragma loopgpu
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      t = A[i][j] * 2.0f;
      u = t > 3.0f ? t - 3.0f : t;
      B[i][j] = u * t + 1.0f;
    }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 5, m = argc > 2 ? atoi(argv[2]) : 7;
  float (*A)[m] = malloc(n * sizeof *A), (*B)[m] = malloc(n * sizeof *B);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = (float)((i * 3 + j) % 11) * 0.5f;
  scale(n, m, A, B);
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += B[i][j] * ((i + j) % 5 + 1);
  printf("%.9g\n", s);
  free(A);
  free(B);
  return 0;
}

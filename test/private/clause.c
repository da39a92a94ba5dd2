// private(list) names a scalar the analysis cannot prove assigned before
// use (here: assigned and read under the same condition): the user's
// promise, and each thread has its own.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: FileCheck %s < %t.cu
// RUN: %e2e -w %t/a %s 40
// RUN: %e2e -w %t/b %s 1
// RUN: %e2e -w %t/c %s 1007
// CHECK-LABEL: __global__ void clip_k0(
// CHECK: float t;
#include <stdio.h>
#include <stdlib.h>

static void clip(int n, const float *a, float *b)
{
  float t;
#pragma loopgpu private(t)
  for (int i = 0; i < n; i++) {
    int big = a[i] > 1.0f;
    if (big)
      t = a[i] - 1.0f;
    b[i] = a[i];
    if (big)
      b[i] = t * 0.5f;
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 40;
  float *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
  for (int i = 0; i < n; i++)
    a[i] = (float)(i % 7) * 0.5f;
  clip(n, a, b);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += b[i] * (i % 3 + 1);
  printf("%.9g\n", s);
  free(a);
  free(b);
  return 0;
}

// A `restrict` pointer's object is reached through no other name while its
// function runs (C11 6.7.3.1), so a pair with one is not tested before the
// call; without the qualifier the same function's pair is.
// RUN: %loopgpu --dump-after=overlap %s | FileCheck %s
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// CHECK-LABEL: region with_restrict_k0
// CHECK-NOT: may overlap
// CHECK-LABEL: region without_k0
// CHECK: may overlap a, b (kernel at one base)
#include <stdio.h>
#include <stdlib.h>

static void with_restrict(int n, float *restrict a, const float *b)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i] = b[i] * 2 + 1;
}

static void without(int n, float *a, const float *b)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i] = b[i] * 3 - 1;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  float *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
  for (int k = 0; k < n; k++)
    b[k] = k % 5;
  with_restrict(n, a, b);
  without(n, b, a);
  double s = 0;
  for (int k = 0; k < n; k++)
    s += a[k] * (k % 3 + 1) + b[k];
  printf("%g\n", s);
  free(a);
  free(b);
  return 0;
}

// A reduction clause on a variable the region never updates has nothing to
// combine: a warning, and the variable keeps its value as in C (the .cu
// named a variable the kernel did not have: exit 0 and no nvcc build).
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// CHECK: never-updated.c:[[@LINE+13]]:29: warning: reduction(+:s): the region never updates 's'; the clause has no effect
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 10;
  float *x = malloc(n * sizeof *x);
  float s = 1.5f;
  for (int i = 0; i < n; i++)
    x[i] = 0.5f * i + 1;
#pragma loopgpu reduction(+:s)
  for (int i = 0; i < n; i++)
    x[i] = 2 * x[i];
  double t = 0;
  for (int i = 0; i < n; i++)
    t += x[i];
  printf("%g %.9g\n", s, t);
  free(x);
  return 0;
}

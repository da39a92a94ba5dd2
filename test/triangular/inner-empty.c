// Final values of a rectangular 2-D mapping when the inner loop runs zero
// times: C still sets j = 0 in every iteration of i (the kernel is not
// launched, but j must not keep its old value). End to end.
// RUN: %e2e -w %t/0 %s 5 0
// RUN: %e2e -w %t/3 %s 5 3
// RUN: %e2e -w %t/00 %s 0 4
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 5;
  int m = argc > 2 ? atoi(argv[2]) : 0;
  int i = -3, j = -4;
  float *a = malloc(sizeof(float) * (n * m + 1));
  for (int q = 0; q < n * m + 1; q++)
    a[q] = 1.0f + (q % 3);
#pragma loopgpu copy(a[0:n*m+1])
  for (i = 1; i < n; i++)
    for (j = 0; j < m; j++)
      a[i * m + j] = a[i * m + j] * 2.0f + (float)i;
  double s = 0;
  for (int q = 0; q < n * m + 1; q++)
    s += a[q];
  printf("i %d j %d sum %.9g\n", i, j, s);
  free(a);
  return 0;
}

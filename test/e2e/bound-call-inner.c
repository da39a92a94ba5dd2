// A loop below the region's whose bounds call the file's own function is
// not mapped (map.c): it runs in each thread, which calls the function's
// device copy at every iteration as C does; only i is a thread. The .cu
// compiles with nvcc (a mapped j would have its trip count computed by the
// host code, which cannot call a device copy).
// RUN: %loopgpu %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
// CHECK: threads: i -> x;
// CHECK: for (int j = 0; j < lg_fn_lim(n, 7); j++)
#include <stdio.h>
#include <stdlib.h>

static int lim(int a, int b) { return a < b ? a : b; }

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  float (*a)[8] = malloc(n * sizeof *a);
  for (int k = 0; k < n * 8; k++)
    a[k / 8][k % 8] = k % 13;
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = 0; j < lim(n, 7); j++)
      a[i][j] = a[i][j] * 2 + j;
  double s = 0;
  for (int k = 0; k < n * 8; k++)
    s += a[k / 8][k % 8] * (k % 5 + 1);
  printf("%.6f\n", s);
  free(a);
  return 0;
}

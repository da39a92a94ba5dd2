// A chunk() region whose two arrays share memory in one call: the test before
// the call runs that call as written; with two arrays, or in place at one
// base, the chunks stream through the device.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %loopgpu %s -o %t/p.cu
// RUN: %emu-cxx -O1 -o %t/p %t/p.cu
// RUN: %t/p 257 2>&1 >/dev/null | FileCheck %s
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
// CHECK: chunk.c:[[#@LINE+6]]: 'b' and 'a' share memory in this call
// CHECK-NOT: loopgpu:
#include <stdio.h>
#include <stdlib.h>
static void shift(int n, double *a, double *b) {
#pragma loopgpu chunk(64)
  for (int i = 0; i < n; i++)
    b[i] = a[i] * 0.5 + 1;
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257;
  double *a = malloc((n + 1) * sizeof *a), *c = malloc(n * sizeof *c);
  for (int k = 0; k <= n; k++) a[k] = k % 7 + 1;
  shift(n, a, a + 1);
  shift(n, a, c);
  shift(n, c, c);
  double s = 0;
  for (int k = 0; k <= n; k++) s += a[k] * (k % 5 + 1);
  for (int k = 0; k < n; k++) s += c[k];
  printf("%.12g\n", s);
  free(a);
  free(c);
  return 0;
}

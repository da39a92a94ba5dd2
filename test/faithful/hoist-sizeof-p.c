// The C idiom `T *p = malloc(n * sizeof *p)` in a host loop: the hoisted
// buffer's size is computed before the loop, where `p` is not declared, as
// `sizeof(TYPE)`; a pointer to a variably modified row (`float (*g)[n]`) is
// hoisted too. The host half compiles (it did not) and the program gives
// the C program's answer.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: %strip-checks %t.host.c | FileCheck %s
// RUN: %e2e -w %t/a %s
// CHECK: lg_scratch_prealloc(&[[S:lg_hs[0-9_]+]], (size_t)(n * sizeof(double)));
// CHECK: double *tmp = lg_scratch_get(&[[S]], (size_t)(n * sizeof *tmp));
// CHECK: float (*grid)[n] = lg_scratch_get(&{{lg_hs[0-9_]+}}, (size_t)(2 * sizeof *grid));
#include <stdio.h>
#include <stdlib.h>
static void step(int n, int steps, double *x) {
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
    double *tmp = malloc(n * sizeof *tmp);
    float (*grid)[n] = malloc(2 * sizeof *grid);
#pragma loopgpu
    for (int i = 0; i < n; i++) tmp[i] = x[i] * 0.5;
    for (int i = 0; i < n; i++) { grid[1][i] = (float)tmp[i]; x[i] = tmp[i] + grid[1][i]; }
    free(grid);
    free(tmp);
  }
}
int main(void) {
  double x[50];
  for (int i = 0; i < 50; i++) x[i] = i + 1;
  step(50, 4, x);
  printf("x0 %.9g\nx49 %.9g\n", x[0], x[49]);
  return 0;
}

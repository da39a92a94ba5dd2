// datarun.c in a host loop: two adjacent regions of the loop's body are one
// data region for the arrays the loop's data region does not hold (scratch
// allocated by each iteration: made by the first kernel, read by the
// second, copied back once at the end of the run, not back and in between).
// The arrays the host loop holds stay out of the run; a host loop whose
// regions touch only those gets no run. Host code after the run reads the
// scratch (its values are the kernels'), and the pointers of the loop swap.
// RUN: %loopgpu --dump-after=datarun %s | FileCheck %s
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
//
// CHECK: data run lines [[@LINE+14]]-[[@LINE+18]] regions scratch_k0 scratch_k1
// CHECK-NEXT: data acc: inout [0, (long long)n - 1] writes first (i)
// CHECK-NOT: data in:
// CHECK-NOT: data run
// CHECK: region scratch_k0
#include <stdio.h>
#include <stdlib.h>

static double scratch(int n, double *u, double *v, int steps) {
  double check = 0;
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
    double *acc = malloc(n * sizeof *acc);
#pragma loopgpu
    for (int i = 0; i < n; i++)
      acc[i] = u[i] * 0.5 + (i > 0 ? u[i - 1] : 0) * 0.25;
#pragma loopgpu
    for (int i = 0; i < n; i++)
      v[i] = acc[i] + acc[n - 1 - i] * 0.125;
    check += acc[n / 2]; /* host code after the run reads what k0 wrote */
    free(acc);
    double *tmp = u; u = v; v = tmp;
  }
  return check;
}

/* everything held by the host loop: no run */
static void held(int n, double *a, double *b, int steps) {
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
#pragma loopgpu
    for (int i = 0; i < n; i++)
      a[i] = a[i] * 0.5 + 1;
#pragma loopgpu
    for (int i = 0; i < n; i++)
      b[i] += a[i];
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257;
  double *u = malloc(n * sizeof *u), *v = malloc(n * sizeof *v);
  for (int i = 0; i < n; i++) { u[i] = (i % 7) * 0.5 + 1; v[i] = 0; }
  double c = scratch(n, u, v, 5);
  held(n, u, v, 3);
  double s = 0;
  for (int i = 0; i < n; i++) s += u[i] * (i + 1) + v[i];
  printf("%.12g %.12g\n", c, s);
  free(u); free(v);
  return 0;
}

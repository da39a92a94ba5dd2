// A `host` loop is a host loop: any header C allows (a compound condition,
// a convergence test) and any body (an unbraced `for` holding the region)
// translate, with the C program's results. A header that is not a counted
// loop keeps no trip count: `unroll` on it is refused.
// RUN: %loopgpu %s -o %t.cu
// RUN: %strip-checks %t.host.c | FileCheck %s
// RUN: %e2e -w %t/a %s
// RUN: %expect-exit 1 %loopgpu -DUNROLL %s -o %t2.cu 2>&1 | FileCheck --check-prefix=ERR %s
// CHECK: for (t = 0; t < steps && err > tol; t++) {
// ERR: host-loop-forms.c:[[@LINE+14]]:22: error: unroll on a 'host' loop needs a counted loop
#include <stdio.h>
static void sweep(int tsteps, int n, double *x) {
#pragma loopgpu host
  for (int t = 0; t < tsteps; t++)
    for (int w = 0; w < 4; w++) {
#pragma loopgpu
      for (int i = 0; i < n; i++) x[i] = 0.5 * x[i] + w;
    }
}
static void relax(int n, double *x, double tol, int steps) {
  double err = 1e9;
  int t;
#ifdef UNROLL
#pragma loopgpu host unroll(2)
#else
#pragma loopgpu host
#endif
  for (t = 0; t < steps && err > tol; t++) {
#pragma loopgpu
    for (int i = 0; i < n; i++) x[i] = 0.5 * x[i];
    err = x[0];
  }
  printf("t %d\n", t);
}
int main(void) {
  double x[100];
  for (int i = 0; i < 100; i++) x[i] = i + 1;
  sweep(3, 100, x);
  relax(100, x, 0.001, 1000);
  printf("x0 %.9g\nx99 %.9g\n", x[0], x[99]);
  return 0;
}

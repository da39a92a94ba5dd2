// switch and loops that are not canonical under loopgpu's transformations:
// a coarsened region (unroll(2): each copy of the body is a do-while(0), and
// a 'continue' inside a switch ends the copy, not the switch), an unrolled
// sequential loop whose switch breaks, continues and falls through, a tiled
// nest, a scalar declared before the region that every case of a switch
// assigns (its last value after the loop), a helper with a 'for' without
// init and a switch in a loop, and a 'for (j = i; j > 0 && ...; j--)' over a
// variable declared before the region.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <stdio.h>
#include <stdlib.h>
static int steps(int v) {
  int c = 0;
  for (; v > 1 && c < 50; c++)
    v = (v % 2) ? 3 * v + 1 : v / 2;
  int j;
  for (j = 0; j < 3; j++) {
    switch (j) { case 1: continue; default: c += j; }
  }
  return c;
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257;
  int *x = malloc(sizeof(int) * n), *y = malloc(sizeof(int) * n);
  float *A = malloc(sizeof(float) * n * 19), *B = malloc(sizeof(float) * n * 19);
  for (int i = 0; i < n; i++) { x[i] = (i * 31 + 7) % 29; y[i] = 0; }
  for (int i = 0; i < n * 19; i++) { A[i] = (i % 17) * 0.5f; B[i] = 0; }
  int last = -1, j;
#pragma loopgpu unroll(2)
  for (int i = 0; i < n; i++) {
    switch (x[i] % 3) {
    case 0:
      y[i] = 1;
      continue;
    case 1:
      y[i] = steps(x[i]);
      break;
    default:
      y[i] = -x[i];
    }
    y[i] += 100;
  }
#pragma loopgpu copyin(x[0:n])
  for (int i = 0; i < n; i++) {
    int s = 0;
#pragma loopgpu unroll(3)
    for (int k = 0; k < 10; k++) {
      switch ((x[i] + k) % 4) {
      case 0: continue;
      case 1: s += k; break;
      case 2: s -= 1;
      default: s *= 2; break;
      }
      s += 1;
    }
    for (j = i; j > 0 && x[j - 1] > x[i]; j--)
      s++;
    y[i] += s * 1000;
  }
#pragma loopgpu tile(16)
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 19; k++) {
      switch ((i + k) % 3) {
      case 0: B[i * 19 + k] = A[i * 19 + k] * 2; break;
      case 1: B[i * 19 + k] = A[i * 19 + k] + 1; break;
      default: B[i * 19 + k] = -A[i * 19 + k];
      }
    }
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    switch (x[i] & 1) { case 0: last = i; break; default: last = -i; }
    y[i] += last;
  }
  long cs = 0; double bs = 0;
  for (int i = 0; i < n; i++) cs += (long)y[i] * (i % 7 + 1);
  for (int i = 0; i < n * 19; i++) bs += B[i] * (i % 5 + 1);
  printf("%ld %.9g %d\n", cs, bs, last);
  free(x); free(y); free(A); free(B);
  return 0;
}

// A clause names the variable visible at its loop, as C scoping says: the
// `w` of reduction(+:w) is the function's, not the `double w` declared in
// an earlier region's body (which was taken, and the update refused).
// RUN: %e2e -w %t/a %s
#include <stdio.h>
static void f(int n, double A[n][n], double b[n], double y[n]) {
  double w;
#pragma loopgpu
  for (int j = 0; j < n; j++) { double w = A[0][j]; A[1][j] = w; }
#pragma loopgpu host
  for (int i = 0; i < n; i++) {
    w = 0.0;
#pragma loopgpu reduction(+:w)
    for (int j = 0; j < i; j++) w += A[i][j] * y[j];
    y[i] = b[i] - w;
  }
}
int main(void) {
  double A[8][8], b[8], y[8];
  for (int i = 0; i < 8; i++) { b[i] = i + 1; y[i] = 0.5; for (int j = 0; j < 8; j++) A[i][j] = (i + j) % 5 + 0.5; }
  f(8, A, b, y);
  for (int i = 0; i < 8; i++) printf("y[%d] %.9g\n", i, y[i]);
  return 0;
}

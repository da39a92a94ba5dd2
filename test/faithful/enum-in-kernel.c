// An enumerated type in a kernel is its compatible integer type (C):
// variables of it, ++ on them, comparisons with its constants.
// RUN: %e2e -w %t/a %s
#include <stdio.h>
enum mode { ADD, MUL, MAXM };
static void apply(int n, float *x, enum mode m) {
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    enum mode k = m;
    k++;
    x[i] = k == MUL ? x[i] * 2 : (k == MAXM ? x[i] + 100 : x[i] + 1);
  }
}
int main(void) { float x[10]; for (int i = 0; i < 10; i++) x[i] = i; apply(10, x, ADD); apply(10, x, MUL);
  for (int i = 0; i < 10; i++) printf("x[%d] %g\n", i, x[i]); return 0; }

// Conditional updates end to end (docs/directives.md §2): `if (c) s += e`, `if (c) count++`
// and `--`, `if (x > m) m = x` and its mirrored and non-strict forms, the
// ternary form, an update under a conjunction (`if (c && x > m) m = x`),
// updates in an inner sequential loop, against the C program on sizes that
// no block divides. Every reduction starts from a non-zero value.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1007;
  float *x = malloc(sizeof(float) * n);
  double *w = malloc(sizeof(double) * n * 3);
  for (int i = 0; i < n; i++)
    x[i] = (float)((i * 7919) % 1013) / 7.0f - 70.0f;
  for (int i = 0; i < n * 3; i++)
    w[i] = (double)((i * 31) % 97) - 40.5;
  float pos = 1.5f, mx = -1000.0f, mn = 1000.0f, mx2 = -999.0f, mn2 = 999.0f, sel = -500.0f;
  int count = 3, down = 100;
  long evens = 7;
  double inner = 0.25, peak = -1e9;
#pragma loopgpu reduction(+:pos, count, down, evens, inner) reduction(max:mx, mx2, sel, peak) reduction(min:mn, mn2)
  for (int i = 0; i < n; i++) {
    if (x[i] > 0)
      pos += x[i];
    if (x[i] > 10.0f)
      count++;
    if (x[i] < -10.0f) {
      --down;
    }
    if (i % 2 == 0)
      evens += i;
    if (x[i] > mx)
      mx = x[i];
    if (mn > x[i]) {
      mn = x[i];
    }
    if (x[i] >= mx2)
      mx2 = x[i];
    mn2 = x[i] <= mn2 ? x[i] : mn2;
    if (i % 3 == 1 && x[i] > sel)
      sel = x[i];
    for (int k = 0; k < 3; k++) {
      if (w[i * 3 + k] > 0)
        inner += w[i * 3 + k];
      if (peak < w[i * 3 + k] * 0.5)
        peak = w[i * 3 + k] * 0.5;
    }
  }
  printf("pos %.6g\ncount %d\ndown %d\nevens %ld\n", pos, count, down, evens);
  printf("mx %.9g\nmn %.9g\nmx2 %.9g\nmn2 %.9g\nsel %.9g\n", mx, mn, mx2, mn2, sel);
  printf("inner %.12g\npeak %.12g\n", inner, peak);
  free(x);
  free(w);
  return 0;
}

// 'switch' in a kernel body: values classified into per-element codes and
// into reduction counters, with fallthrough, 'default' in the middle, a
// 'break' that ends the switch (not the loop around it: a sequential loop
// inside the thread keeps running) and a 'continue' inside the switch that
// belongs to that loop. Sizes that the block does not divide.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <stdio.h>
#include <stdlib.h>

enum { SMALL, MEDIUM, LARGE };

static int classify(int v) {
  switch (v % 4) {
  case 0:
    return SMALL;
  case 1:
  case 2:
    return MEDIUM;
  default:
    return LARGE;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257;
  int *x = malloc(sizeof(int) * n), *code = malloc(sizeof(int) * n);
  double *w = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++)
    x[i] = (i * 37 + 11) % 23 - 3;
  long small = 0, medium = 0, large = 0, other = 0;
#pragma loopgpu reduction(+:small, medium, large, other)
  for (int i = 0; i < n; i++) {
    int c = 5;
    switch (x[i] % 5) {
    case 0:
      c = 10;
      small += 1;
      break;
    default:
      c = 40;
      other += 2;
      break;
    case 1:
      c = 20; /* falls through */
    case 2:
      c += 1;
      medium++;
      break;
    case -1:
    case -2:
      large += x[i];
      c = -x[i];
      break;
    }
    code[i] = c * 3 + classify(x[i] < 0 ? -x[i] : x[i]);
  }
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int k = 0; k < 9; k++) {
      switch ((x[i] + k) & 3) {
      case 0:
        continue; /* the k loop's: skips the add below */
      case 1:
        s += 0.5 * k;
        break; /* the switch's: the add below runs */
      case 2:
        s -= k;
        if (s < -8)
          continue;
        break;
      default:
        break;
      }
      s += 0.25;
    }
    w[i] = s;
  }
  long cs = 0;
  double ws = 0;
  for (int i = 0; i < n; i++) {
    cs += (long)code[i] * (i % 7 + 1);
    ws += w[i] * (i % 3 + 1);
  }
  printf("small %ld medium %ld large %ld other %ld\ncodes %ld\nw %.9g\n", small, medium, large,
         other, cs, ws);
  free(x);
  free(code);
  free(w);
  return 0;
}

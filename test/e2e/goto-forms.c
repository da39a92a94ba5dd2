// More goto forms under loopgpu's copies: a goto out of a switch to a label
// among its cases, and a label a case falls into; a coarsened region
// (unroll(4)) whose body has a 'continue' (each copy a do-while) and a goto;
// an unrolled loop inside an unrolled loop, each body with its labels; a
// label before a declaration; a goto forward past a declaration without an
// initializer; and a scalar declared before the region, private to each
// iteration through the gotos' paths, whose last value the code after the
// region reads.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257;
  int *x = malloc(sizeof(int) * n), *y = malloc(sizeof(int) * n);
  for (int i = 0; i < n; i++) { x[i] = (i * 37 + 11) % 23; y[i] = 0; }
  float last = -1;
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    int v = x[i];
    switch (v % 5) {
    case 0:
      v += 7;
      goto twice;
    case 1:
      v *= 3;
    twice:
      v *= 2;
      break;
    case 2:
      if (v > 10)
        goto out;
      v -= 1;
      break;
    default:
      v = -v;
    }
    v += 1000;
  out:
    y[i] = v;
  }
#pragma loopgpu unroll(4)
  for (int i = 0; i < n; i++) {
    if (x[i] == 3)
      continue;
    if (x[i] % 2)
      goto odd;
    y[i] += 10;
    goto end;
  odd:
    y[i] += 20;
  end:
    y[i] *= 2;
  }
#pragma loopgpu copyin(x[0:n])
  for (int i = 0; i < n; i++) {
    int s = 0;
#pragma loopgpu unroll(2)
    for (int a = 0; a < 5; a++) {
#pragma loopgpu unroll(3)
      for (int b = 0; b < 7; b++) {
        if ((x[i] + a * b) % 4 == 1)
          goto inner;
        s += b;
      inner:
        s++;
      }
      if (s % 3 == 0)
        goto outer;
      s += a;
    outer:;
    }
    y[i] += s * 100;
  }
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    int w;
    if (x[i] > 12)
      goto set;
    w = x[i] * 3;
    goto add;
  set:;
    int z;
    z = x[i] - 12;
    w = z * z;
  add:
    y[i] += w * 100000;
  }
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    last = x[i] * 0.25f;
    if (x[i] < 5)
      goto keep;
    last += 1;
  keep:
    y[i] += (int)last;
  }
  long cs = 0;
  for (int i = 0; i < n; i++) cs += (long)y[i] * (i % 7 + 1);
  printf("%ld %.9g\n", cs, last);
  free(x); free(y);
  return 0;
}

// A union in a kernel body: a float's bits read as an unsigned (the C idiom
// of type punning through a union), on elements of an array of unions and
// on a union local.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <stdio.h>
#include <stdlib.h>

union fbits { float f; unsigned u; };

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257;
  union fbits *v = malloc(n * sizeof *v);
  unsigned *expo = malloc(n * sizeof *expo);
  for (int i = 0; i < n; i++)
    v[i].f = (float)(i % 29) * 1.75f - 20.0f + 0.001f * (float)i;
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    union fbits b;
    b.f = v[i].f * 2.0f;
    expo[i] = (b.u >> 23) & 0xffu;
    v[i].u ^= 0x80000000u; /* negate through the bits */
  }
  unsigned long long s = 0;
  double f = 0;
  for (int i = 0; i < n; i++) {
    s += expo[i] * (unsigned long long)(i + 1);
    f += v[i].f;
  }
  printf("%llu %.6f\n", s, f);
  free(v);
  free(expo);
  return 0;
}

// A loop bounded by a member of a struct passed by value (`p.n`), as
// simulation codes pass their parameters: the member is one value in the
// region (the region does not write `p`), so the range of `v` is inferred
// from it. unsigned arithmetic that wraps, in a helper. The answer is the C
// program's at sizes the blocks do not divide.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
// RUN: %loopgpu %s -o %t.cu --dump-after=extent 2>&1 | FileCheck %s
// CHECK: array v: inout [0, (long long)p.n - 1]
#include <stdio.h>
#include <stdlib.h>
struct params { double dt, dx; int n; unsigned seed; };
static unsigned hash(unsigned x) {
  x ^= x >> 16; x *= 0x7feb352dU; x ^= x >> 15; x *= 0x846ca68bU; x ^= x >> 16;
  return x;
}
static void kick(struct params p, double *v) {
#pragma loopgpu
  for (int i = 0; i < p.n; i++)
    v[i] += p.dt / p.dx * (double)(hash(p.seed + (unsigned)i) % 1000u) * 1e-3;
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257;
  double *v = calloc(n, sizeof *v);
  struct params p = {0.01, 0.5, n, 4000000000u};
  kick(p, v);
  p.seed += 12345;
  kick(p, v);
  double s = 0;
  for (int i = 0; i < n; i++) s += v[i] * (i % 11);
  printf("%.12g\n", s);
  free(v);
  return 0;
}

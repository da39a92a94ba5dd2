// Structs by value: a struct local copied from an element, passed by value
// to a helper (which gets a __device__ copy) that returns a struct, and
// stored back whole (`p[i] = q`); a struct parameter of the function read in
// the kernel (passed by value); a 'copyout' array whose elements the kernel
// writes through one member is copied in too (a warning says so), so that
// its other members come back unchanged.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <stdio.h>
#include <stdlib.h>

struct body { double x, v; int hits; };
struct params { double dt, k; int wall; };

static struct body advance(struct body b, struct params pr) {
  b.v -= pr.k * b.x * pr.dt;
  b.x += b.v * pr.dt;
  if (b.x > pr.wall) {
    b.x = pr.wall;
    b.v = -b.v;
    b.hits++;
  }
  return b;
}

static void run(int n, struct body *bs, struct params pr, double *e) {
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    struct body q = bs[i];
    for (int s = 0; s < 5; s++)
      q = advance(q, pr);
    bs[i] = q;
    e[i] = 0.5 * q.v * q.v + 0.5 * pr.k * q.x * q.x;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257;
  struct body *bs = malloc(n * sizeof *bs);
  double *e = malloc(n * sizeof *e);
  for (int i = 0; i < n; i++) {
    bs[i].x = (double)(i % 11) * 0.5 - 2.0;
    bs[i].v = (double)(i % 5) - 1.5;
    bs[i].hits = i % 3;
  }
  struct params pr = {0.0625, 3.0, 2};
  run(n, bs, pr, e);
#pragma loopgpu copyout(bs[0:n])
  for (int i = 0; i < n; i++)
    bs[i].hits += 10;
  double s = 0;
  long h = 0;
  for (int i = 0; i < n; i++) {
    s += bs[i].x + 3.0 * bs[i].v + e[i];
    h += bs[i].hits * (i + 1);
  }
  printf("%.9f %ld\n", s, h);
  free(bs);
  free(e);
  return 0;
}

// exit() inside a host loop (a solver that gives up): what the program
// prints before it and what its atexit handler computes see the kernels'
// results (the host half copies every buffer back before the call).
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: %e2e -w %t/a %s 100 3
// RUN: %e2e -w %t/b %s 7 0
#include <stdio.h>
#include <stdlib.h>

static double *field;
static int size;

static void report(void)
{
  double s = 0;
  for (int i = 0; i < size; i++)
    s += field[i] * (i % 4 + 1);
  printf("atexit %.9g\n", s);
}

static void solve(int n, double *u, int giveup)
{
#pragma loopgpu host
  for (int t = 0; t < 100; t++) {
#pragma loopgpu
    for (int i = 0; i < n; i++)
      u[i] = u[i] * 0.5 + i;
    if (t == giveup) {
      printf("gave up at %d\n", t);
      exit(0);
    }
  }
}

int main(int argc, char **argv)
{
  size = argc > 1 ? atoi(argv[1]) : 100;
  int giveup = argc > 2 ? atoi(argv[2]) : 3;
  if (size < 1 || giveup < 0)
    return 2;
  field = malloc(size * sizeof *field);
  for (int i = 0; i < size; i++)
    field[i] = i % 5;
  atexit(report);
  solve(size, field, giveup);
  return 0;
}

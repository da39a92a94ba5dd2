// A host loop left early keeps its data region consistent: a `return` on a
// convergence test that touches no array, a `return` written inside a macro
// (CUDA-style error checking), `break`, `goto` out of the loop, and a
// return from nested host loops. The arrays come back with the kernels'
// results and leave the device, so that the next call computes on fresh
// data (it once ran on the stale device copy). The data region and the
// hoisted buffers close through scope guards (LG_CLEANUP) on every path.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: %strip-checks %t.host.c | FileCheck %s
// RUN: %e2e -w %t/a %s 100 7
// RUN: %e2e -w %t/b %s 1 1
// RUN: %e2e -w %t/c %s 1007 20
// CHECK: lg_data_region lg_dr{{[0-9]+}} LG_CLEANUP(lg_data_close)
#include <stdio.h>
#include <stdlib.h>

#define TRY(x) do { if ((x) < 0) return -1; } while (0)

static int check(int t, int limit) { return t >= limit ? -1 : 0; }

static int relax_return(int n, double *u, int steps, int stop)
{
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
#pragma loopgpu
    for (int i = 0; i < n; i++)
      u[i] = 0.5 * u[i] + 1;
    if (t == stop)
      return t;
  }
  return steps;
}

static int relax_macro(int n, double *u, int steps, int stop)
{
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
    double *tmp = malloc(n * sizeof *tmp);
#pragma loopgpu
    for (int i = 0; i < n; i++)
      tmp[i] = u[i] * 0.25;
#pragma loopgpu
    for (int i = 0; i < n; i++)
      u[i] += tmp[i];
    free(tmp);
    TRY(check(t, stop));
  }
  return steps;
}

static int relax_break(int n, double *u, int steps, int stop)
{
  int t;
#pragma loopgpu host
  for (t = 0; t < steps; t++) {
#pragma loopgpu
    for (int i = 0; i < n; i++)
      u[i] = u[i] * 0.9 + 0.1 * i;
    if (t == stop)
      break;
  }
  return t;
}

static int relax_goto(int n, double *u, int steps, int stop)
{
  int t;
#pragma loopgpu host
  for (t = 0; t < steps; t++) {
#pragma loopgpu
    for (int i = 0; i < n; i++)
      u[i] = u[i] - 0.01 * t;
    if (t == stop)
      goto done;
  }
  return -5;
done:
  return t;
}

static int relax_nested(int n, double *u, double *v, int steps, int stop)
{
#pragma loopgpu host
  for (int s = 0; s < 3; s++) {
#pragma loopgpu host
    for (int t = 0; t < steps; t++) {
#pragma loopgpu
      for (int i = 0; i < n; i++)
        v[i] = u[i] + v[i] * 0.5 + s;
      if (s == 1 && t == stop)
        return s * 100 + t;
    }
#pragma loopgpu
    for (int i = 0; i < n; i++)
      u[i] = v[i] * 0.1;
  }
  return -1;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 100, stop = argc > 2 ? atoi(argv[2]) : 7;
  if (n < 1 || stop < 0)
    return 2;
  double *u = malloc(n * sizeof *u), *v = malloc(n * sizeof *v);
  for (int i = 0; i < n; i++) {
    u[i] = 0.5 + i % 9;
    v[i] = 1.5 - i % 4 * 0.25;
  }
  int r[10];
  for (int k = 0; k < 2; k++) { /* twice: the second call sees the first's results */
    r[5 * k] = relax_return(n, u, 50, stop);
    r[5 * k + 1] = relax_macro(n, u, 50, stop);
    r[5 * k + 2] = relax_break(n, u, 50, stop);
    r[5 * k + 3] = relax_goto(n, u, 50, stop);
    r[5 * k + 4] = relax_nested(n, u, v, 50, stop);
    for (int i = 0; i < n; i++) /* host code between the calls */
      u[i] *= 0.75;
  }
  for (int k = 0; k < 10; k++)
    printf("r%d %d\n", k, r[k]);
  double su = 0, sv = 0;
  for (int i = 0; i < n; i++) {
    su += u[i] * (i % 5 + 1);
    sv += v[i] * (i % 3 + 1);
  }
  printf("su %.9g\nsv %.9g\n", su, sv);
  printf("u[n-1] %.9g\n", u[n - 1]);
  free(u);
  free(v);
  return 0;
}

// Host functions called inside a host loop that read or write the arrays the
// data region keeps on the device, through their parameters or through
// file-scope arrays: their calls are bracketed by updates (whole buffers,
// from the functions' summaries), so they read the kernels' results and the
// kernels see their writes. A function of the file that holds a kernel
// region itself is left to bracket its own host code.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: %strip-checks %t.host.c | FileCheck %s
// RUN: %e2e -w %t/a %s 100 5
// RUN: %e2e -w %t/b %s 1 1
// RUN: %e2e -w %t/c %s 1007 4
// CHECK: lg_update_host((const void *)(u), 0, "u",
// CHECK-SAME: lg_update_host((const void *)(g), 0, "g",
// CHECK-SAME: log[t] = energy(n, u) + peek();
#include <stdio.h>
#include <stdlib.h>

static double g[32];

static double energy(int n, const double *v)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += v[i];
  return s;
}
static void kick(void) { g[3] += 1.0; }
static double peek(void) { return g[5]; }
static void damp(int n, double *v, double f)
{
  for (int i = 0; i < n; i += 3)
    v[i] *= f;
}
static void shift(int n, double *v)
{
  v[0] = -1; /* host code of a function with a region of its own */
  double w = v[n / 2];
#pragma loopgpu
  for (int i = 0; i < n; i++)
    v[i] += w * 0.001;
}

static void step(int n, double *u, int steps, double *log)
{
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
#pragma loopgpu
    for (int i = 0; i < n; i++)
      u[i] = u[i] * 0.9 + 1;
#pragma loopgpu copyin(u[0:n])
    for (int i = 0; i < 32; i++)
      g[i] += u[i % n] * 0.01;
    log[t] = energy(n, u) + peek();
    kick();
    damp(n, u, 0.5);
    shift(n, u);
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 100, steps = argc > 2 ? atoi(argv[2]) : 5;
  if (n < 1 || steps < 1)
    return 2;
  double *u = malloc(n * sizeof *u), *log = malloc(steps * sizeof *log);
  for (int i = 0; i < n; i++)
    u[i] = i % 11 + 0.5;
  step(n, u, steps, log);
  for (int t = 0; t < steps; t++)
    printf("log[%d] %.9g\n", t, log[t]);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += u[i] * (i % 7 + 1);
  printf("u %.9g\ng3 %.9g\ng5 %.9g\n", s, g[3], g[5]);
  free(u);
  free(log);
  return 0;
}

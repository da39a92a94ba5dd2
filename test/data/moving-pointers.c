// Pointers that change between steps: the Jacobi swap (`tmp = u; u = v;
// v = tmp;`) with a host read of `u` (both buffers stay on the device: a
// swap trades whole ranges), an input pointer advanced each step (`x += 1`)
// and a sliding window (`sig[i + t]`) (entered by each region: their ranges
// move). None aborts ("partially overlaps" was a runtime abort), none reads
// a stale copy.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: %e2e -w %t/a %s 50 6
// RUN: %e2e -w %t/b %s 3 2
// RUN: %e2e -w %t/c %s 1007 9
#include <stdio.h>
#include <stdlib.h>

static void jacobi(int n, double *u, double *v, int steps, double *mon)
{
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
#pragma loopgpu
    for (int i = 1; i < n - 1; i++)
      v[i] = (u[i - 1] + u[i] + u[i + 1]) / 3;
    double *tmp = u;
    u = v;
    v = tmp;
    mon[t] = u[n / 2];
  }
}

static void advance(int n, const double *x, double *y, int steps)
{
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
#pragma loopgpu
    for (int i = 0; i < n; i++)
      y[i] += x[i];
    x += 1;
  }
}

static void window(int n, const double *sig, double *acc, int steps)
{
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
#pragma loopgpu
    for (int i = 0; i < n; i++)
      acc[i] += sig[i + t] * (t + 1);
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 50, steps = argc > 2 ? atoi(argv[2]) : 6;
  if (n < 3 || steps < 1)
    return n < 1 || steps < 1 ? 2 : 0;
  double *u = malloc(n * sizeof *u), *v = malloc(n * sizeof *v), *mon = malloc(steps * sizeof *mon);
  double *y = malloc(n * sizeof *y), *sig = malloc((n + steps) * sizeof *sig), *acc = malloc(n * sizeof *acc);
  for (int i = 0; i < n; i++) {
    u[i] = v[i] = i % 7;
    y[i] = 0;
    acc[i] = 0;
  }
  for (int i = 0; i < n + steps; i++)
    sig[i] = i * 0.5;
  jacobi(n, u, v, steps, mon);
  advance(n, sig, y, steps);
  window(n, sig, acc, steps);
  for (int t = 0; t < steps; t++)
    printf("mon[%d] %.9g\n", t, mon[t]);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += u[i] * (i + 1) + v[i] + y[i] * 3 + acc[i] * 7;
  printf("s %.9g\n", s);
  free(u); free(v); free(mon); free(y); free(sig); free(acc);
  return 0;
}

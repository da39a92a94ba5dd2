// A region inside a host loop whose private temporary the host code reads
// after it (each time step prints the last iteration's value), and a
// chunked region with one: the value comes back after every launch.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: %e2e -w %t/a %s 40 3
// RUN: %e2e -w %t/b %s 1 2
// RUN: %e2e -w %t/c %s 1007 4
#include <stdio.h>
#include <stdlib.h>

static void run(int n, int steps, float *u, float *v)
{
  int i;
  float d;
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
#pragma loopgpu
    for (i = 0; i < n; i++) {
      d = u[i] * 0.5f + (float)t;
      v[i] = d * d;
    }
    printf("step %d: d %.9g i %d\n", t, d, i);
#pragma loopgpu chunk(16)
    for (i = 0; i < n; i++) {
      d = v[i] - (float)i;
      u[i] = d * 0.25f;
    }
    printf("step %d: d %.9g\n", t, d);
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 40, steps = argc > 2 ? atoi(argv[2]) : 3;
  if (n < 1 || steps < 1)
    return 2;
  float *u = malloc(n * sizeof *u), *v = malloc(n * sizeof *v);
  for (int i = 0; i < n; i++)
    u[i] = (float)(i % 9) * 0.125f;
  run(n, steps, u, v);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += u[i] * (i % 4 + 1);
  printf("%.9g\n", s);
  free(u);
  free(v);
  return 0;
}

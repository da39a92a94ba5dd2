// Host code reading an array the data region keeps on the device through
// another pointer (`probe = u + n / 2`, set before the loop), and the host
// code of a nested host loop: synchronised by address, element by element
// where the address is known before the statement.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: %strip-checks %t.host.c | FileCheck %s
// RUN: %e2e -w %t/a %s 40 4
// RUN: %e2e -w %t/b %s 3 1
// RUN: %e2e -w %t/c %s 1007 6
// CHECK: lg_update_host((const void *)(&(probe[0])), sizeof(probe[0]), "&(probe[0])",
// CHECK: lg_update_host((const void *)(&(u[k % n])), sizeof(u[k % n]),
#include <stdio.h>
#include <stdlib.h>

static void run(int n, float *u, int steps, float *out)
{
  float *probe = u + n / 2;
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
#pragma loopgpu
    for (int i = 0; i < n; i++)
      u[i] = u[i] * 2 + 1;
    out[t] = probe[0];
#pragma loopgpu host
    for (int k = 0; k < 3; k++) {
#pragma loopgpu
      for (int i = 0; i < n; i++)
        u[i] = u[i] * 0.5f;
      u[k % n] += 1;
    }
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 40, steps = argc > 2 ? atoi(argv[2]) : 4;
  if (n < 1 || steps < 1)
    return 2;
  float *u = malloc(n * sizeof *u), *out = malloc(steps * sizeof *out);
  for (int i = 0; i < n; i++)
    u[i] = i;
  run(n, u, steps, out);
  for (int t = 0; t < steps; t++)
    printf("out[%d] %.9g\n", t, out[t]);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += u[i] * (i % 5 + 1);
  printf("u %.9g\n", s);
  free(u);
  free(out);
  return 0;
}

// Host code whose range is only "the buffer of v" (a host loop over all of
// v) next to a region that maps only the interior v[1..n): the update of the
// whole buffer of v finds the section the data region entered from v,
// though it starts after v.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: %strip-checks %t.host.c | FileCheck %s
// RUN: %e2e -w %t/a %s 8 3
// RUN: %e2e -w %t/b %s 1 2
// RUN: %e2e -w %t/c %s 1007 4
// CHECK: lg_data_enter(&lg_dr{{[0-9]+}}, (const void *)(v), (void *)(v + lg_dlo_v),
// CHECK: lg_update_host((const void *)(v), 0, "v",
#include <stdio.h>
#include <stdlib.h>

static void run(int n, int steps, float *v, float *out)
{
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
    for (int q = 0; q < n; q++)
      out[t] += v[q];
#pragma loopgpu
    for (int i = 1; i < n; i++)
      v[i] = v[i] * 0.5f + 1.0f;
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 8, steps = argc > 2 ? atoi(argv[2]) : 3;
  if (n < 1 || steps < 1)
    return 2;
  float *v = malloc(n * sizeof *v), *out = calloc(steps, sizeof *out);
  for (int i = 0; i < n; i++)
    v[i] = (float)(i % 9) + 0.5f;
  run(n, steps, v, out);
  for (int t = 0; t < steps; t++)
    printf("out[%d] %.9g\n", t, out[t]);
  free(v);
  free(out);
  return 0;
}

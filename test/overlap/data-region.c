// A loop whose two arrays share memory in a call made inside a host loop's
// data region: the arrays are on the device between the kernels, so the
// loop as written first brings their bytes back (lg_update_host) and then
// sends what it wrote (lg_update_device); the kernels after it see its
// results and the data region's exit copies back the last ones. The CPU
// emulation keeps the device's bytes apart from the host's, so a missing
// update changes its answer too.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %loopgpu %s -o %t/p.cu 2>&1 | count 0
// RUN: %strip-checks %t/p.host.c | FileCheck %s
// RUN: %e2e -w %t/1 %s 1 3
// RUN: %e2e -w %t/257 %s 257 4
// RUN: %e2e -w %t/1007 %s 1007 2
// CHECK: lg_data_enter(
// CHECK: lg_on_host(lg_ov, "run_k1",
// CHECK: lg_update_host((const void *)(v + lg_lo_v), lg_nb_v, "v",
// CHECK: lg_update_host((const void *)(u + lg_lo_u), lg_nb_u, "u",
// CHECK: lg_update_device((const void *)(v + lg_lo_v), lg_nb_v, "v",
// CHECK-NOT: lg_update_device((const void *)(u + lg_lo_u)
// CHECK: } else {
#include <stdio.h>
#include <stdlib.h>

static void run(int n, float *u, float *v, int steps)
{
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
#pragma loopgpu
    for (int i = 0; i < n; i++)
      u[i] = u[i] * 0.5f + 1;
#pragma loopgpu
    for (int i = 0; i < n; i++)
      v[i] = u[i] * 0.75f + t;
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257, steps = argc > 2 ? atoi(argv[2]) : 3;
  float *u = malloc((n + 1) * sizeof *u), *w = malloc(n * sizeof *w);
  for (int i = 0; i <= n; i++)
    u[i] = i % 11;
  for (int i = 0; i < n; i++)
    w[i] = 0;
  run(n, u, u + 1, steps); /* v[i] is u[i + 1]: a recurrence in C */
  run(n, u, w, steps);     /* two arrays */
  double s = 0;
  for (int i = 0; i <= n; i++)
    s += u[i] * (i % 5 + 1);
  for (int i = 0; i < n; i++)
    s += w[i];
  printf("%.9g\n", s);
  for (int i = 0; i <= n; i += 32)
    printf("%.9g\n", u[i]);
  free(u);
  free(w);
  return 0;
}

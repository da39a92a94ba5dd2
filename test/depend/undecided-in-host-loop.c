// A region whose loop stays on the CPU (a shift by m, undecided) inside a
// host loop is host code of that loop: it sees the kernels' results and
// they see its writes (the data region synchronises around it).
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck --check-prefix=WARN %s
// RUN: %strip-checks %t.host.c | FileCheck %s
// RUN: %e2e -w %t/a %s 40 3 4
// RUN: %e2e -w %t/b %s 1 0 2
// RUN: %e2e -w %t/c %s 1007 17 5
// WARN: warning: cannot prove that loop 'i' carries no dependence: 'u[i]' written at line {{[0-9]+}} and 'u[i + m]' read
// CHECK: // #pragma loopgpu
// CHECK: lg_update_host(
// CHECK: for (int i = 0; i < n - m; i++)
// CHECK-NEXT: u[i] = u[i + m];
#include <stdio.h>
#include <stdlib.h>

static void run(int n, int m, float *u, int steps)
{
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
#pragma loopgpu
    for (int i = 0; i < n; i++)
      u[i] = u[i] * 0.5f + (float)t;
#pragma loopgpu
    for (int i = 0; i < n - m; i++)
      u[i] = u[i + m];
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 40, m = argc > 2 ? atoi(argv[2]) : 3,
      steps = argc > 3 ? atoi(argv[3]) : 4;
  if (n < 1 || m < 0 || steps < 1)
    return 2;
  float *u = malloc(n * sizeof *u);
  for (int i = 0; i < n; i++)
    u[i] = (float)(i % 13) + 0.25f;
  run(n, m, u, steps);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += u[i] * (i % 7 + 1);
  printf("u %.9g\n", s);
  free(u);
  return 0;
}

// A time loop over a recurrence, `a[i] += a[i - 1] * s` inside `s`, with
// the array a pointer parameter: no loop of the nest runs in parallel as
// written, and isl's scheduler reorders it into planes 2s + i, a host loop
// of one kernel each. (The same nest under a condition is refused:
// test/diagnostics/time-loop.c.) The answers are the C program's.
// RUN: %loopgpu --remarks %s -o %t.cu 2>&1 | FileCheck %s
// RUN: %e2e -w %t/1 %s 1 1
// RUN: %e2e -w %t/37 %s 37 5
// RUN: %e2e -w %t/257 %s 257 3
// CHECK: remark: {{.*}}isl's scheduler reorders its statements into a host loop (lg_i0 = 1; lg_i0 < 2 * (long long)t + (long long)n - 2) of 1 kernel
#include <stdio.h>
#include <stdlib.h>

static void f(int t, int n, float *a)
{
#pragma loopgpu
  for (int s = 0; s < t; s++)
    for (int i = 1; i < n; i++)
      a[i] = a[i] * 0.5f + a[i - 1] * 0.25f * s;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257, t = argc > 2 ? atoi(argv[2]) : 3;
  float *a = malloc(n * sizeof *a);
  for (int i = 0; i < n; i++)
    a[i] = i % 7 + 1;
  f(t, n, a);
  for (int i = 0; i < n; i += 1 + n / 17)
    printf("%.7g\n", a[i]);
  free(a);
  return 0;
}

// Repeated data clauses merge, as OpenACC's do: copyin(a) copyin(b) is
// copyin(a, b). End to end.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 10;
  float *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b), *c = malloc(n * sizeof *c);
  for (int i = 0; i < n; i++) {
    a[i] = 1.0f + i % 7;
    b[i] = 0.5f * (i % 5) - 1.0f;
    c[i] = -3.0f;
  }
#pragma loopgpu copyin(a[0:n]) copyin(b[0:n]) copyout(c[0:n])
  for (int i = 0; i < n; i++)
    c[i] = a[i] * b[i] + 1.0f;
  double s = 0;
  for (int i = 0; i < n; i++)
    s += c[i] * (1 + i % 3);
  printf("%.9g %g %g\n", s, c[0], c[n - 1]);
  free(a);
  free(b);
  free(c);
  return 0;
}

// A triangle that stays sequential (step 2) under the mapped i: k, read
// after the region, has the value of its loop's last run, which is not in
// the last i (no j there): the host searches for the last (i, j) that runs
// instead of leaving k as it was. End to end.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/2 %s 2
// RUN: %e2e -w %t/6 %s 6
// RUN: %e2e -w %t/7 %s 7
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 5;
  int i, j, k = -9;
  float (*a)[n] = malloc(sizeof(float) * n * n);
  for (int q = 0; q < n; q++)
    for (int r = 0; r < n; r++)
      a[q][r] = 1.0f + q + 0.5f * r;
#pragma loopgpu
  for (i = 0; i < n; i++)
    for (j = i + 1; j < n; j += 2)
      for (k = 0; k < 3; k++)
        a[i][j] = a[i][j] * 0.5f + k;
  double s = 0;
  for (int q = 0; q < n; q++)
    for (int r = 0; r < n; r++)
      s += a[q][r] * (1 + (q + 2 * r) % 5);
  printf("i %d j %d k %d\nsum %.9g\n", i, j, k, s);
  free(a);
  return 0;
}

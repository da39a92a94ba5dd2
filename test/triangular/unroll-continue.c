// `continue` in the body of a region coarsened by unroll(2): each copy of
// the body is a block inside one loop, so a `continue` must end only its
// copy (a do-while around it), not skip the copies after it. A triangle
// (j <= i, its j sequential before, where the continue was the j loop's)
// and a rectangle, end to end.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/2 %s 2
// RUN: %e2e -w %t/257 %s 257
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 50;
  float (*a)[n] = malloc(sizeof(float) * n * n);
  float (*b)[n] = malloc(sizeof(float) * n * n);
  for (int q = 0; q < n; q++)
    for (int r = 0; r < n; r++) {
      a[q][r] = 1.0f + q + 0.25f * r;
      b[q][r] = 2.0f + 0.5f * q + r;
    }
#pragma loopgpu unroll(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++) {
      if ((i + j) % 3 == 0)
        continue;
      a[i][j] = a[i][j] * 2.0f + 1.0f;
    }
#pragma loopgpu unroll(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      if ((i * j) % 4 == 1)
        continue;
      b[i][j] = b[i][j] * 0.5f - 1.0f;
    }
  double s = 0, t = 0;
  for (int q = 0; q < n; q++)
    for (int r = 0; r < n; r++) {
      s += a[q][r] * (1 + (q + 2 * r) % 5);
      t += b[q][r] * (1 + (2 * q + r) % 7);
    }
  printf("a %.9g\nb %.9g\n", s, t);
  free(a);
  free(b);
  return 0;
}

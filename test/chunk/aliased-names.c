// chunk(C) on a region that writes two names of one allocation (re = z,
// im = z + 1, interleaved): streamed through separate slices, each name's
// slice would carry the other's stale elements back; the runtime finds the
// overlap and maps both whole, as one mapping.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: %e2e -w %t/a %s 8
// RUN: %e2e -w %t/b %s 1
// RUN: %e2e -w %t/c %s 1007
#include <stdio.h>
#include <stdlib.h>

static void rotate(int n, float *z)
{
  float *re = z, *im = z + 1;
#pragma loopgpu chunk(3)
  for (int i = 0; i < n; i++) {
    float a = re[2 * i], b = im[2 * i];
    re[2 * i] = a - b;
    im[2 * i] = a + b;
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 8;
  if (n < 1)
    return 2;
  float *z = malloc(2 * n * sizeof *z);
  for (int i = 0; i < 2 * n; i++)
    z[i] = (float)(i % 11) + 0.25f;
  rotate(n, z);
  double s = 0;
  for (int i = 0; i < 2 * n; i++)
    s += z[i] * (i % 7 + 1);
  printf("z[0] %.9g z[1] %.9g sum %.9g\n", z[0], z[1], s);
  free(z);
  return 0;
}

// chunk(C) on a region that writes re = v, im = v + 1 inside a `host` loop
// whose data region holds v as copyin (another region of the loop reads v
// with copyin(v[0:n])): the chunked region finds the arrays wholly present
// and uses the device copy; its writes must still reach the host when the
// data region ends, as they do for a region without chunk(). They were lost
// (the data region's copyin dropped them): found by scripts/difftest.py
// (hostcode, 2026-12-03); the same program without chunk(7) was right.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: %e2e -w %t/a %s 36 2
// RUN: %e2e -w %t/b %s 2 3
// RUN: %e2e -w %t/c %s 1007 4
#include <stdio.h>
#include <stdlib.h>

static float g[32];

static void step(int n, int steps, float *v)
{
  float *re = v, *im = v + 1;
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
#pragma loopgpu copyin(v[0:n])
    for (int i = 0; i < 32; i++)
      g[i] = g[i] * 0.5f + v[i % n] * 0.25f;
#pragma loopgpu chunk(7)
    for (int i = 0; i < n / 2; i++) {
      float a = re[2 * i], b = im[2 * i];
      re[2 * i] = a * 0.5f - b * 0.25f;
      im[2 * i] = a * 0.25f + b * 0.5f;
    }
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 36, steps = argc > 2 ? atoi(argv[2]) : 2;
  float *v = malloc(sizeof(float) * (size_t)n);
  for (int i = 0; i < n; i++)
    v[i] = (float)(i % 9) * 0.5f + 1;
  for (int i = 0; i < 32; i++)
    g[i] = (float)i;
  step(n, steps, v);
  double s = 0, w = 0;
  for (int i = 0; i < n; i++)
    s += v[i] * (i % 5 + 1);
  for (int i = 0; i < 32; i++)
    w += g[i];
  printf("v %.6f g %.6f\n", s, w);
  free(v);
  return 0;
}

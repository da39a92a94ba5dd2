// Several reductions on one loop, written as repeated clauses and as one
// clause with several operators, on plain, coarsened (unroll on the region)
// and tiled, staged regions (tile with a stencil read staged in shared
// memory), scalar and array-element reductions together.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1007;
  float *u = malloc(sizeof(float) * (n + 2));
  for (int i = 0; i < n + 2; i++)
    u[i] = (float)((i * 37) % 29) * 0.5f - 3.0f;
  double s1 = 1.0, s2 = 2.0, s3 = 3.0;
  float m1 = -7.0f, m2 = -7.0f, m3 = -7.0f, lo3 = 50.0f;
  int c1 = 1, c2 = 2, c3 = 3;
  int bins[4] = {1, 2, 3, 4};
#pragma loopgpu reduction(+:s1) reduction(max:m1) reduction(+:c1)
  for (int i = 1; i <= n; i++) {
    s1 += u[i];
    if (u[i] > m1)
      m1 = u[i];
    if (u[i] < 0)
      c1++;
  }
#pragma loopgpu reduction(+:s2, c2, max:m2) unroll(3)
  for (int i = 1; i <= n; i++) {
    s2 += u[i] * u[i];
    m2 = fmaxf(m2, u[i]);
    if (u[i] > 1)
      c2 += 2;
  }
#pragma loopgpu tile(64) unroll(2) reduction(+:s3, c3, bins[0:4]) reduction(max:m3, min:lo3)
  for (int i = 1; i <= n; i++) {
    float lap = u[i - 1] - 2 * u[i] + u[i + 1];
    s3 += lap;
    if (lap > m3)
      m3 = lap;
    lo3 = lap < lo3 ? lap : lo3;
    c3 -= lap < 0;
    bins[i % 4] += lap > 0;
  }
  printf("s1 %.9g m1 %.9g c1 %d\n", s1, m1, c1);
  printf("s2 %.9g m2 %.9g c2 %d\n", s2, m2, c2);
  printf("s3 %.9g m3 %.9g lo3 %.9g c3 %d\n", s3, m3, lo3, c3);
  printf("bins %d %d %d %d\n", bins[0], bins[1], bins[2], bins[3]);
  free(u);
  return 0;
}

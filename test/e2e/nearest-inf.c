// <math.h> constants and classification macros in a kernel body: a
// nearest-neighbour search that starts from INFINITY, skips NaN points with
// isnan, tells "no neighbour" with isinf, and counts classes with
// fpclassify, isfinite, signbit and isnormal; <stdint.h> and <stdbool.h>
// types. Sizes that the block does not divide.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define M 61

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257;
  float *q = malloc(sizeof(float) * n), *dist = malloc(sizeof(float) * n);
  int32_t *best = malloc(sizeof(int32_t) * n);
  uint64_t *cls = malloc(sizeof(uint64_t) * n);
  float p[M];
  for (int k = 0; k < M; k++)
    p[k] = (k % 9 == 4) ? NAN : (float)((k * 37) % 61) - 30.5f;
  for (int i = 0; i < n; i++)
    q[i] = (i % 11 == 3) ? -NAN : (i % 13 == 5) ? -INFINITY : (float)((i * 53) % 97) * 0.75f - 36;
#pragma loopgpu copyin(p, q[0:n])
  for (int i = 0; i < n; i++) {
    float d = INFINITY;
    int32_t b = -1;
    for (int k = 0; k < M; k++) {
      if (isnan(p[k]))
        continue;
      float e = fabsf(p[k] - q[i]);
      if (e < d) {
        d = e;
        b = k;
      }
    }
    bool none = isinf(d) || isnan(q[i]);
    dist[i] = none ? -1.0f : d;
    best[i] = none ? -1 : b;
    double x = (double)q[i] * 1e-310;
    uint64_t c = (uint64_t)fpclassify(q[i]) * 1000u + (uint64_t)fpclassify(x) * 100u;
    c += isfinite(q[i]) ? 10u : 0u;
    c += signbit(q[i]) ? 1u : 0u;
    c += isnormal(x) ? 7u : 0u;
    c += (d < HUGE_VALF) + (x < HUGE_VAL);
    cls[i] = c;
  }
  double ds = 0;
  long bs = 0;
  unsigned long long cs = 0;
  for (int i = 0; i < n; i++) {
    ds += dist[i] * (i % 4 + 1);
    bs += best[i] * (i % 5 + 1);
    cs += cls[i] * (unsigned)(i % 3 + 1);
  }
  printf("dist %.9g\nbest %ld\ncls %llu\n", ds, bs, cs);
  free(q);
  free(dist);
  free(best);
  free(cls);
  return 0;
}

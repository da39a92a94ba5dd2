/* Helpers in a user header, called from a kernel region of
   ptr-header-helper.c: device copies like the file's own functions. */
#ifndef VECOPS_H
#define VECOPS_H
#include <math.h>

static inline float sq(float v) { return v * v; }

static inline float norm2(const float *r, int m) {
  float s = 0.0f;
  for (int k = 0; k < m; k++)
    s += sq(r[k]);
  return sqrtf(s);
}

float no_body(float v);
#endif

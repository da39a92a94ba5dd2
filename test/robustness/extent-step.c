// Found by scripts/difftest.py (seed 7): the extent of an array whose size
// is inferred from affine subscripts ignores the loop's step. For
// `for (i = 3; i < 18; i += 3)` the last i is 15, so R[i - 3] spans
// elements [0, 13); loopgpu maps [0, 15) — 2 floats past the end of R (a
// host out-of-bounds read when copying), and here the emulation runtime
// stops on the overlap with the next array. Fixed: transforms/extent.c
// ends the range at the last value lb + (ub - 1 - lb) / step * step.
// RUN: %e2e %s
#include <stdio.h>

static float W[19], R1[14], R2[14];

void f(float *w, const float *r1, const float *r2)
{
#pragma loopgpu tile(32)
  for (int i = 3; i < 18; i += 3)
    w[i + 3] = r1[15 - i] * 0.25f + r2[i - 3] * 0.25f;
}

int main(void)
{
  for (int i = 0; i < 14; i++) {
    R1[i] = 0.5f + i;
    R2[i] = 1.5f + i;
  }
  f(W, R1, R2);
  for (int i = 0; i < 19; i++)
    printf("W[%d] %.9g\n", i, W[i]);
  return 0;
}

/* passthrough.c — FILE HEADER COMMENT: everything outside the kernel regions
 * is the user's and is kept as written. */
#include <math.h>
#include <stdio.h>

#define HALF 0.5f /* MACRO COMMENT */

// LINE COMMENT before the function
static float twice(float v) { return 2.0f * v; } /* TRAILING COMMENT */

void halve(int n, float *x)
{
  /* BODY COMMENT before the region */
#pragma loopgpu tile(32)
  for (int i = 0; i < n; i++)
    x[i] = x[i] * HALF;
  // BODY COMMENT after the region
}

int main(void)
{
  float x[4] = {1, 2, 3, 4};
  halve(4, x); /* CALL COMMENT */
  printf("%g %g\n", twice(x[0]), sqrtf(x[3]));
  return 0;
}
/* END OF FILE COMMENT */

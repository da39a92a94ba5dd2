/* with-header.c — an input that includes a header of its own, for the
 * depfile test; the header's directory comes from -I. */
#include <stdlib.h>

#include "scale.h"

void scale(int n, float *x)
{
#pragma loopgpu tile(64)
  for (int i = 0; i < n; i++)
    x[i] = x[i] * SCALE;
}

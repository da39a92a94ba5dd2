#include "scale.h"

void scale(float *x)
{
#pragma loopgpu
  for (int i = 0; i < N; i++)
    x[i] = SCALE * x[i];
}

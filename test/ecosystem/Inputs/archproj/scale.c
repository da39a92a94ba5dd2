void scale(int n, float *x)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    x[i] = 2.0f * x[i];
}

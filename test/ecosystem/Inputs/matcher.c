float f(int n, float *a, const int *idx, const float *b)
{
  float s = 0;
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[idx[i]] = 0;
#pragma loopgpu reduction(+:s)
  for (int i = 0; i < n; i++)
    a[i] = b[i];
  return s;
}

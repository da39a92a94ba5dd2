/* a helper with a directive, in a header */
static void twice(int n, float *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i] *= 2;
}
#if 0
#pragma loopgpu
#endif

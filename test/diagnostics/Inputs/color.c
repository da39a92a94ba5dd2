/* color.c — a warning with a note and a warning with a range, for
 * color.test (its lines are checked there: keep them). */



float f(int n, float *a, const int *idx, float *y)
{
  float total = 0;

#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[idx[i]] = 0;
#pragma loopgpu reduction(+:total)
  for (int i = 0; i < n; i++)
    y[i] = 0;
  return total;
}

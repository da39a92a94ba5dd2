// independent silences the warning on subscripts loopgpu cannot analyse.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0

void f(int n, float *a, const float *b, const int *idx)
{
#pragma loopgpu copy(a[0:n]) independent
  for (int i = 0; i < n; i++)
    a[idx[i]] = b[i];
}

// A chunked region whose arrays none of its chunks slice (none is indexed
// by the chunked loop) gets a warning: every array is copied whole.
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: test -s %t.cu

void fill(int n, int m, float *x, const float *w)
{
// CHECK: nothing.c:[[@LINE+1]]:17: warning: 'chunk' streams nothing: no array of the region is indexed by 'i', so every array is copied whole
#pragma loopgpu chunk(16) independent
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      x[j] = w[j];
}

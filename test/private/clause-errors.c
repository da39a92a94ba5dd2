// What private() cannot name: an array, an induction variable of the
// region, a reduction variable.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void arr(int n, float *b)
{
  float w[4];
#pragma loopgpu private(w)
  for (int i = 0; i < n; i++) {
    w[0] = (float)i;
    b[i] = w[0];
  }
}
// CHECK: clause-errors.c:8:17: error: 'private(w)': 'w' is not a scalar (arrays declared inside the loop are private to each iteration already)

void iv(int n, float *b)
{
  int i;
#pragma loopgpu private(i)
  for (i = 0; i < n; i++)
    b[i] = 1.0f;
}
// CHECK: clause-errors.c:19:17: error: 'private(i)': 'i' is an induction variable of the region's loops already

float red(int n, const float *b)
{
  float s = 0.0f;
#pragma loopgpu reduction(+:s) private(s)
  for (int i = 0; i < n; i++)
    s += b[i];
  return s;
}
// CHECK: clause-errors.c:28:32: error: 'private(s)': 's' is a reduction variable already

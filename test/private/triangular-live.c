// The value after the loop of a private scalar is the last iteration's;
// in a triangle (the inner bounds use the outer variable) loopgpu does not
// look for that iteration: an error.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

float tri(int n, float A[n][n])
{
  int i, j;
  float t = 0.0f;
#pragma loopgpu collapse(2)
  for (i = 0; i < n; i++)
    for (j = 0; j < n - i; j++) {
      t = A[i][j] * 2.0f;
      A[i][j] = t;
    }
  return t;
}
// CHECK: triangular-live.c:9:9: error: the value of 't' after the loop at line 11 is the one of its last iteration, which loopgpu finds in rectangular nests only: the bounds of loop 'j' use 'i'

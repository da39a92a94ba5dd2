// A temporary that only some iterations assign, read after the loop: its C
// value is the one of the last iteration that assigned it, which runs in
// parallel with the others: an error.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

float last_positive(int n, const float *a, float *b)
{
  float t = 0.0f;
#pragma loopgpu
  for (int i = 0; i < n; i++)
    if (a[i] > 0.0f) {
      t = a[i];
      b[i] = t * 2.0f;
    }
  return t;
}
// CHECK: conditional-live.c:8:9: error: the value of 't' after the loop at line 10 would be the one of the last iteration that assigned it, which runs in parallel: not every iteration assigns it
// CHECK: conditional-live.c:9:1: note: assign 't' in every iteration, or declare it inside the loop if the code after the loop does not need it

// Privatization with goto: a scalar declared before the region is private
// when every path to each read assigns it first, the paths that gotos take
// included. A jump forward past the assignment reaches the read without it;
// a jump backward to a label reaches it from wherever the goto is, which a
// path that skipped the label (by another goto) may reach without the
// assignment made before the label: both carry a value between iterations.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void skipped(int n, float *a, float *b)
{
  float t;
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    if (a[i] < 0)
      goto use;
    t = a[i];
  use:
    b[i] = t;
  }
}
// CHECK: goto.c:11:9: error: scalar 't' carries a value from one iteration of loop 'i' to the next: line 18 reads it before the iteration assigns it

void back(int n, float *a, float *b)
{
  float u;
  int c;
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    c = 0;
    if (a[i] < 0)
      goto later;
    u = a[i];
  again:
    b[i] += u;
  later:
    if (c++ < 2)
      goto again;
  }
}
// (the counter, assigned at the start of every iteration, is private)
// CHECK-NOT: error: scalar 'c'
// CHECK: goto.c:25:9: error: scalar 'u' carries a value from one iteration of loop 'i' to the next: line 34 reads it before the iteration assigns it

void fine(int n, float *a, float *b)
{
  float w;
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    w = a[i] * 2;
    if (w < 0)
      goto store;
    w = w + 1;
  store:
    b[i] = w;
  }
}
// CHECK-NOT: error: scalar 'w'

// A 'break' (or 'continue') of a do-while may leave its body before the
// assignment, even inside an 'if': what the body assigns is not certain
// after the loop, and a scalar read there carries a value between
// iterations (it was taken as private: the program read another
// iteration's value). A body without them assigns it.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void brk(int n, float *a, float *b)
{
  float t;
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    do {
      if (a[i] < 0)
        break;
      t = a[i];
    } while (0);
    b[i] = t;
  }
}
// CHECK: do-break.c:10:9: error: scalar 't' carries a value from one iteration of loop 'i' to the next: line 18 reads it before the iteration assigns it

void cont(int n, float *a, float *b)
{
  float u;
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    do {
      if (a[i] < 0)
        continue;
      u = a[i];
    } while (0);
    b[i] = u;
  }
}
// CHECK: do-break.c:25:9: error: scalar 'u' carries a value from one iteration of loop 'i' to the next: line 33 reads it before the iteration assigns it

void plain(int n, float *a, float *b)
{
  float w;
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    do {
      w = a[i];
    } while (w < 0);
    b[i] = w;
  }
}
// CHECK-NOT: error:

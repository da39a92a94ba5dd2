// A `continue` in the body of a region whose threads are coarsened (unroll
// on the region) ends that iteration only: every copy of the body is a
// `do { } while (0)` that the `continue` leaves. Printed as a plain
// `continue`, it went on to the next grid-stride step and skipped the copies
// after it: a silent wrong result (found by the triangular-nest work).
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: FileCheck %s < %t.cu
// RUN: %e2e -w %t/a %s 1 1
// RUN: %e2e -w %t/b %s 257 13
// RUN: %e2e -w %t/c %s 1007 7
#include <stdio.h>
#include <stdlib.h>

// CHECK-LABEL: skip_k0(
// CHECK: do { /* 'continue' ends this copy */
// CHECK: continue;
// CHECK: } while (0);
void skip(int n, float *x)
{
#pragma loopgpu unroll(4)
  for (int i = 0; i < n; i++) {
    if (i % 3 == 0)
      continue;
    x[i] = x[i] * 2.0f + 1.0f;
  }
}

// both mapped loops coarsened
void skip2d(int n, int m, float *y)
{
#pragma loopgpu unroll(2, 3)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      if ((i + j) % 3 == 0)
        continue;
      y[(long)i * m + j] = y[(long)i * m + j] * 2.0f + 1.0f;
    }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 100, m = argc > 2 ? atoi(argv[2]) : 7;
  float *x = malloc(sizeof(float) * n), *y = malloc(sizeof(float) * n * m);
  for (int i = 0; i < n; i++)
    x[i] = (float)(i % 7) + 0.5f;
  for (long q = 0; q < (long)n * m; q++)
    y[q] = (float)(q % 11) + 0.25f;
  skip(n, x);
  skip2d(n, m, y);
  double s = 0, t = 0;
  for (int i = 0; i < n; i++)
    s += x[i] * (i % 5 + 1);
  for (long q = 0; q < (long)n * m; q++)
    t += y[q] * (q % 3 + 1);
  printf("x %.6e\ny %.6e\n", s, t);
  free(x), free(y);
  return 0;
}

// A loop variable declared before the region that nothing reads after it:
// its loop may end by 'break' or run under a condition, and nothing is
// stored or refused (its value after the region is nobody's business).
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: FileCheck %s < %t.cu
// CHECK-NOT: lg_fin_
// CHECK-NOT: lg_fv_

void f(int n, float *a, float *b)
{
  int k, j;
#pragma loopgpu copy(b[0:n]) copyin(a[0:n*n])
  for (int i = 0; i < n; i++) {
    b[i] = 0;
    for (k = 0; k < n; k++) {
      if (a[i * n + k] > 9)
        break;
      b[i] += a[i * n + k];
    }
    if (b[i] > 1)
      for (j = 0; j < n; j++)
        b[i] -= a[j];
  }
}

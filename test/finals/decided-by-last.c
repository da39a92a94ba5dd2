// The instances of one loop variable in the body's order: a loop standing
// directly in the mapped loop's body runs in every iteration and decides
// the value after the region, whatever a loop before it did (one under an
// 'if' is then no error); a loop left by 'break' before a loop the host
// computes needs no store.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: FileCheck %s < %t.cu
// RUN: %e2e -w %t/a %s 7
// RUN: %e2e -w %t/b %s 1
// RUN: %e2e -w %t/c %s 0
// CHECK: lg_fin_k[0] = k;
// CHECK-NOT: lg_fin_j
// CHECK: k = lg_fv_k;
// CHECK: j = (int)(0 + (n > 0 ? (long long)n : 0) * 1);
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 7;
  float *a = malloc(sizeof(float) * (n * n + 1)), *b = malloc(sizeof(float) * (n + 1));
  for (int i = 0; i < n * n; i++)
    a[i] = (i * 3) % 8;
  int k = -1, j = -2;
#pragma loopgpu copy(b[0:n]) copyin(a[0:n*n])
  for (int i = 0; i < n; i++) {
    b[i] = 0;
    if (a[i * n] > 2)
      for (k = n - 1; k >= 0; k--)
        b[i] += a[i * n + k];
    for (k = 0; k < n; k++) {
      if (a[i * n + k] > 5)
        break;
      b[i] += a[i * n + k];
    }
    for (j = 0; j < n; j++) {
      if (a[i * n + j] < 1)
        break;
      b[i] -= 1;
    }
    for (j = 0; j < n; j++)
      b[i] *= 0.5f;
  }
  double cs = 0;
  for (int i = 0; i < n; i++)
    cs += b[i];
  printf("k %d j %d cs %.9g\n", k, j, cs);
  free(a);
  free(b);
  return 0;
}

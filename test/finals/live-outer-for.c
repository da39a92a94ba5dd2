// A loop variable is read after the region when a loop around the region
// tests it, even one whose initialisation sets it ('for (k = 0; k < m;
// ...)'): its value after the region, left by a loop that may end by
// 'break', comes back from the device.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: FileCheck %s < %t.cu
// RUN: %e2e -w %t/a %s 6 4
// RUN: %e2e -w %t/b %s 9 9
// CHECK: lg_fin_k[0] = k;
// CHECK: k = lg_fv_k;
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 6, m = argc > 2 ? atoi(argv[2]) : 4;
  float *a = malloc(sizeof(float) * n * n), *b = malloc(sizeof(float) * n);
  for (int i = 0; i < n * n; i++)
    a[i] = (i * 5) % 9;
  int k, rounds = 0;
  for (k = 0; k < m && rounds < 50; k++) {
#pragma loopgpu copy(b[0:n]) copyin(a[0:n*n])
    for (int i = 0; i < n; i++) {
      b[i] = 0;
      for (k = 0; k < n; k++) {
        if (a[i * n + k] > 6)
          break;
        b[i] += a[i * n + k];
      }
    }
    rounds++;
  }
  double cs = 0;
  for (int i = 0; i < n; i++)
    cs += b[i];
  printf("rounds %d k %d cs %.9g\n", rounds, k, cs);
  free(a);
  free(b);
  return 0;
}

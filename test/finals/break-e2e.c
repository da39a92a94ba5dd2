// Loop variables declared before a kernel region, read after it, whose loops
// may end by 'break' or stop at a bound the kernel reads from an array: C's
// value after the region is the one the last iteration of the mapped loops
// left, which the thread of that iteration stores on the device and the
// host copies back. A 2-D mapped nest with the loop under a sequential loop
// whose trip count may be 0; an inner loop with 'break' perfectly nested
// under the mapped one (it stays sequential); a bound read from an array.
// RUN: %e2e -w %t/0 %s 0 3
// RUN: %e2e -w %t/1 %s 1 3
// RUN: %e2e -w %t/2 %s 2 0
// RUN: %e2e -w %t/5 %s 5 1
// RUN: %e2e -w %t/9 %s 9 3
// RUN: %e2e -w %t/40 %s 40 4
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 9;
  int m = argc > 2 ? atoi(argv[2]) : 3;
  float *a = malloc(sizeof(float) * (n * n * n + 1));
  float *b = calloc(n * n + 1, sizeof(float));
  int *lim = malloc(sizeof(int) * (n + 1));
  for (int i = 0; i < n * n * n; i++)
    a[i] = (i * 7) % 11;
  for (int i = 0; i < n; i++)
    lim[i] = (i * 5) % (n + 1);
  int k = -1, t = -2, j = -3, q = -4;
#pragma loopgpu independent collapse(2) copy(a[0:n*n*n])
  for (int x = 0; x < n; x++)
    for (int y = 0; y < n; y++) {
      a[(x * n + y) * n] += 0.5f;
      for (t = 0; t < m; t++)
        for (k = 1; k < n; k++) {
          if (a[(x * n + y) * n + k] > 6 + t)
            break;
          a[(x * n + y) * n + k] += 1;
        }
    }
  printf("k %d t %d\n", k, t);
#pragma loopgpu copy(a[0:n*n*n])
  for (int x = 0; x < n * n; x++)
    for (j = n - 1; j >= 0; j--) {
      if (a[x * n + j] < 4)
        break;
      a[x * n + j] -= 1;
    }
  printf("j %d\n", j);
#pragma loopgpu independent copy(b[0:n*n]) copyin(lim[0:n])
  for (int x = 0; x < n; x++) {
    b[x * n] += 1;
    for (q = 1; q < lim[x]; q += 2)
      b[x * n + q] += q;
  }
  printf("q %d\n", q);
  double cs = 0;
  for (int i = 0; i < n * n * n; i++)
    cs += a[i] * (i % 13);
  for (int i = 0; i < n * n; i++)
    cs += b[i] * (i % 7);
  printf("cs %.9g\n", cs);
  free(a);
  free(b);
  free(lim);
  return 0;
}

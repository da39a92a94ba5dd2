// A loop inside a kernel region whose body changes what its bound reads
// (`len` shortened as the thread goes, an element of lim) runs in the thread
// as C wrote it, the bound read again at every iteration.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  float *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
  for (int k = 0; k < n; k++)
    a[k] = k % 11;
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    int len = 16, lim[1] = {12};
    float s = 0;
    for (int j = 0; j < len; j++) {
      s += a[i] * j;
      if (s > 40)
        len--;
    }
    for (int j = 0; j < lim[0]; j++)
      if (j % 5 == 4)
        lim[0] -= 1;
    b[i] = s + lim[0];
  }
  double t = 0;
  for (int k = 0; k < n; k++)
    t += b[k] * (k % 7 + 1);
  printf("%.6f\n", t);
  free(a);
  free(b);
  return 0;
}

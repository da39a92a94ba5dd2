/* smooth.c — the example project of loopgpu (docs/ecosystem.md): a 1-D
 * three-point smoothing repeated STEPS times, with a host time loop around
 * the kernel so that the arrays stay on the device between steps.
 *
 * usage: smooth [N [STEPS]]   (default 100003 cells, 20 steps)
 * Plain C11 too: `cc -std=c11 -Wno-unknown-pragmas -Iinclude smooth.c` prints
 * the same checksum.
 */
#include <stdio.h>
#include <stdlib.h>

#include "smooth.h"

static void smooth(int n, int steps, float *a, float *b)
{
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
    /* one step: b = smoothed a, then the roles swap */
#pragma loopgpu tile(128)
    for (int i = 1; i < n - 1; i++)
      b[i] = W_SIDE * a[i - 1] + W_MID * a[i] + W_SIDE * a[i + 1];
#pragma loopgpu tile(128)
    for (int i = 1; i < n - 1; i++)
      a[i] = b[i];
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 100003;
  int steps = argc > 2 ? atoi(argv[2]) : 20;
  if (n < 3 || steps < 0) {
    fprintf(stderr, "usage: smooth [N>=3 [STEPS>=0]]\n");
    return 2;
  }
  float *a = malloc(sizeof(float) * (size_t)n);
  float *b = malloc(sizeof(float) * (size_t)n);
  if (!a || !b) {
    fprintf(stderr, "smooth: out of memory\n");
    return 1;
  }
  for (int i = 0; i < n; i++) {
    a[i] = (float)(i % 17);
    b[i] = a[i];
  }
  smooth(n, steps, a, b);
  double sum = 0;
  for (int i = 0; i < n; i++)
    sum += a[i] * (double)(i % 5 + 1);
  printf("n=%d steps=%d checksum=%.6e\n", n, steps, sum);
  free(a);
  free(b);
  return 0;
}

// A staged box comes from the accesses every iteration makes: x[i - 2] and
// x[i + 2] stand under the `if` that keeps them inside the array, so they
// read global memory and the staged box does not reach past the array (the
// sanitized suite runs this with AddressSanitizer on the emulated device
// buffers). Found by the sanitizer run of the stencil1d benchmark.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/5 %s 5
// RUN: %e2e -w %t/1000 %s 1007
#include <stdio.h>
#include <stdlib.h>

static void stencil(int n, const float *x, float *y)
{
#pragma loopgpu tile(64) copyin(x[0:n])
  for (int i = 0; i < n; i++) {
    if (i < 2 || i >= n - 2)
      y[i] = x[i];
    else
      y[i] = 0.1f * x[i - 2] + 0.2f * x[i - 1] + 0.4f * x[i] + 0.2f * x[i + 1] + 0.1f * x[i + 2];
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 100;
  float *x = malloc(sizeof(float) * n), *y = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++)
    x[i] = 0.5f + (float)(i % 17) / 8;
  stencil(n, x, y);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += y[i] * (1 + i % 5);
  printf("sum %.9g\n", s);
  printf("last %.9g\n", y[n - 1]);
  free(x);
  free(y);
  return 0;
}

/* host-oom.c — a `host` time loop around two kernels over x and y
 * (MODE 0: no chunk; MODE 1: chunk(auto) on both kernels), for runs under
 * LOOPGPU_DEVICE_LIMIT.
 * usage: host-oom MODE [N [T]] */
#include <stdio.h>
#include <stdlib.h>

static void plain(int t, int n, float *y, float *x)
{
#pragma loopgpu host
  for (int s = 0; s < t; s++) {
#pragma loopgpu
    for (int i = 0; i < n; i++)
      y[i] = 0.5f * x[i] + y[i];
#pragma loopgpu
    for (int i = 0; i < n; i++)
      x[i] = x[i] + 0.25f * y[i];
  }
}

static void streamed(int t, int n, float *y, float *x)
{
#pragma loopgpu host
  for (int s = 0; s < t; s++) {
#pragma loopgpu chunk(auto)
    for (int i = 0; i < n; i++)
      y[i] = 0.5f * x[i] + y[i];
#pragma loopgpu chunk(auto)
    for (int i = 0; i < n; i++)
      x[i] = x[i] + 0.25f * y[i];
  }
}

int main(int argc, char **argv)
{
  int mode = argc > 1 ? atoi(argv[1]) : 1;
  int n = argc > 2 ? atoi(argv[2]) : 100000, t = argc > 3 ? atoi(argv[3]) : 3;
  if (n < 1)
    return 2;
  float *x = malloc(sizeof(float) * (size_t)n), *y = malloc(sizeof(float) * (size_t)n);
  for (int i = 0; i < n; i++) {
    x[i] = (float)(i % 101) * 0.25f;
    y[i] = 1.0f + (float)(i % 7);
  }
  if (mode == 0)
    plain(t, n, y, x);
  else
    streamed(t, n, y, x);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += y[i] + x[i];
  printf("checksum %.9g\n", s);
  free(x);
  free(y);
  return 0;
}

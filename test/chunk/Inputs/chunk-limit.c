/* chunk-limit.c — one region, without chunk (MODE 0) or with chunk(auto) (MODE 1),
 * for runs under LOOPGPU_DEVICE_LIMIT.
 *
 * usage: chunk-limit MODE [N]
 */
#include <stdio.h>
#include <stdlib.h>

static void plain(int n, float *y, const float *x)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    y[i] = 2.0f * x[i] + y[i];
}

static void streamed(int n, float *y, const float *x)
{
#pragma loopgpu chunk(auto)
  for (int i = 0; i < n; i++)
    y[i] = 2.0f * x[i] + y[i];
}

int main(int argc, char **argv)
{
  int mode = argc > 1 ? atoi(argv[1]) : 1;
  int n = argc > 2 ? atoi(argv[2]) : 100000;
  if (n < 1)
    return 2;
  float *x = malloc(sizeof(float) * (size_t)n), *y = malloc(sizeof(float) * (size_t)n);
  for (int i = 0; i < n; i++) {
    x[i] = (float)(i % 101) * 0.25f;
    y[i] = 1.0f + (float)(i % 7);
  }
  if (mode == 0)
    plain(n, y, x);
  else
    streamed(n, y, x);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += y[i];
  printf("checksum %.9g\n", s);
  printf("y[%d] %.9g\n", n - 1, y[n - 1]);
  free(x);
  free(y);
  return 0;
}

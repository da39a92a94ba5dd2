/* host.c — unroll on a host loop around a kernel region, and on a host loop
 * with a continue, checked against the plain C program.
 * usage: host T N   (T time steps, N elements) */
#include <stdio.h>
#include <stdlib.h>

static void steps(int t_end, int n, float *a, float *b)
{
#pragma loopgpu host unroll(4)
  for (int t = 0; t < t_end; t++) {
    if (t % 5 == 3)
      continue;
#pragma loopgpu
    for (int i = 1; i < n - 1; i++)
      b[i] = 0.5f * a[i] + 0.25f * (a[i - 1] + a[i + 1]) + 0.001f * (float)t;
    float *tmp = a;
    a = b;
    b = tmp;
  }
}

int main(int argc, char **argv)
{
  int t_end = argc > 1 ? atoi(argv[1]) : 5;
  int n = argc > 2 ? atoi(argv[2]) : 100;
  float *a = malloc(sizeof(float) * (size_t)n);
  float *b = malloc(sizeof(float) * (size_t)n);
  for (int i = 0; i < n; i++)
    a[i] = b[i] = (float)(i % 11);
  steps(t_end, n, a, b);
  long long acc = 0;
  int s;
#pragma loopgpu host unroll(3)
  for (s = t_end; s > -4; s--)
    acc += s * 3;
  for (int i = 0; i < n; i++)
    printf("%d %.6g %.6g\n", i, a[i], b[i]);
  printf("acc %lld s %d\n", acc, s);
  free(a);
  free(b);
  return 0;
}

/* chunk-mixed.c — a `host` loop whose two regions share a and b: one
 * chunked (it streams both), one not. The loop's data region keeps only w
 * (which no chunk slices); the plain region enters and exits a and b itself
 * at every step.
 * usage: chunk-mixed [N [T]] */
#include <stdio.h>
#include <stdlib.h>
static void steps(int t, int n, float *a, float *b, const float *w)
{
#pragma loopgpu host
  for (int s = 0; s < t; s++) {
#pragma loopgpu chunk(7)
    for (int i = 1; i < n - 1; i++)
      b[i] = w[0] * (a[i - 1] + a[i + 1]) + a[i];
#pragma loopgpu
    for (int i = 1; i < n - 1; i++)
      a[i] = 0.5f * b[i] + w[1];
  }
}
int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 100, t = argc > 2 ? atoi(argv[2]) : 3;
  float *a = malloc(sizeof(float) * n), *b = malloc(sizeof(float) * n), w[2] = {0.25f, 0.1f};
  for (int i = 0; i < n; i++) { a[i] = (float)(i % 9); b[i] = 1; }
  steps(t, n, a, b, w);
  double s = 0;
  for (int i = 0; i < n; i++) s += a[i] * (i % 3 + 1) + b[i];
  printf("checksum %.9g\n", s);
  free(a); free(b);
  return 0;
}

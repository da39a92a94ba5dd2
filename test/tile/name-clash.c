// Generated names do not clash with the user's: an array named b staged in a
// 3-D tile has its box base lg_base_b0.., apart from the block counters
// lg_b0.. (found by the benchmark engineer).
// RUN: %e2e -w %t/20 %s 20
// RUN: %e2e -w %t/3 %s 3
#include <stdio.h>
#include <stdlib.h>
void f(int n, float *a, const float *b) {
#pragma loopgpu tile(4, 4, 32)
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      for (int k = 1; k < n - 1; k++)
        a[(i * n + j) * n + k] = b[(i * n + j) * n + k - 1] + b[(i * n + j) * n + k + 1] + b[((i + 1) * n + j) * n + k] + b[((i - 1) * n + j) * n + k];
}
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 20;
  float *a = calloc(n * n * n, sizeof(float)), *b = malloc(sizeof(float) * n * n * n);
  for (int i = 0; i < n * n * n; i++) b[i] = (i % 13) * 0.5f + 1;
  f(n, a, b);
  double s = 0; for (int i = 0; i < n * n * n; i++) s += a[i] * (i % 7);
  printf("s %.9g\n", s);
  free(a);
  free(b);
  return 0;
}

// A kernel region whose array range is empty (the inner loop runs zero
// times) launches with no pointer for that array instead of failing the
// present-table lookup.
// RUN: %e2e -w %t/0 %s 5 0
// RUN: %e2e -w %t/3 %s 5 3
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 5, m = argc > 2 ? atoi(argv[2]) : 0;
  float *a = malloc(sizeof(float) * n), *w = malloc(sizeof(float) * (m > 0 ? m : 1));
  for (int i = 0; i < n; i++) a[i] = i;
  for (int j = 0; j < m; j++) w[j] = j;
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i] += w[j];
  double s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  printf("s %.9g\n", s);
  free(a);
  free(w);
  return 0;
}

#include <stdio.h>
#include <stdlib.h>

static void step(int n, float *a) {
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 0.5f + 1;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  float *a = malloc(n * sizeof *a);
  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma loopgpu host
  for (int t = 0; t < 10; t++) {
    step(n, a);
    if (t % 3 == 0)
      printf("t %d a[0] %g\n", t, a[0]);
  }
  printf("%g\n", a[n - 1]);
  free(a);
  return 0;
}

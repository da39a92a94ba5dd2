/* The textbook leak-shaped loop (issue #5): a host loop of T iterations
 * (default 1000) that allocates a buffer of MIB MiB (default 4) every
 * iteration. Loop 1 frees it at the end of the iteration; loop 2 never frees
 * it (a real leak: T buffers in the plain C program). Hoisted, each loop holds
 * one buffer of MIB MiB and calls the allocator once. Host memory only (the
 * runtime's hoisting record; no device buffer).
 * usage: leak1000 [T [MIB]]
 */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  int t_max = argc > 1 ? atoi(argv[1]) : 1000;
  int mib = argc > 2 ? atoi(argv[2]) : 4;
  if (t_max < 1 || mib < 1)
    return 2;
  size_t n = (size_t)mib * 1024 * 1024 / sizeof(float);
  double sum = 0;
#pragma loopgpu host
  for (int t = 0; t < t_max; t++) {
    float *w = malloc(n * sizeof(float));
    w[(size_t)t % n] = (float)t;
    w[n - 1] = 0.5f * (float)t;
    sum += w[(size_t)t % n] + w[n - 1];
    free(w);
  }
#pragma loopgpu host
  for (int t = 0; t < t_max; t++) {
    float *v = malloc(n * sizeof(float));
    v[0] = (float)t;
    sum += v[0];
  }
  printf("sum %.17g\n", sum);
  return 0;
}

/* A host time loop whose body allocates a temporary whose size grows with
 * the step (affine: preallocated at the largest), one whose size comes from
 * data (grown on demand), a calloc'ed counter (zeroed every iteration), and
 * a kernel region in between. Compared with the plain C program. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1007, steps = argc > 2 ? atoi(argv[2]) : 9;
  if (n < 1 || steps < 1)
    return 2;
  float *x = malloc(n * sizeof(float));
  int *sizes = malloc(steps * sizeof(int));
  for (int i = 0; i < n; i++)
    x[i] = 0.5f + (i % 13) / 13.0f;
  for (int s = 0; s < steps; s++)
    sizes[s] = 1 + (s * 7919) % (n + 1);
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
    float *grow = malloc((size_t)(t + 1) * n * sizeof(float));
    int *cnt = calloc(16, sizeof(int));
    for (int k = 0; k < (t + 1) * n; k++)
      grow[k] = x[k % n];
    for (int k = 0; k < 16; k++)
      cnt[k] += k;
#pragma loopgpu
    for (int i = 0; i < n; i++)
      x[i] = x[i] * 0.9f + 0.1f;
    x[t % n] += grow[(t + 1) * n - 1] * 0.01f + cnt[15] * 0.001f;
    free(cnt);
    free(grow);
  }
  /* sizes from data: the buffer grows on demand */
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
    float *data = malloc(sizes[t] * sizeof(float));
    for (int k = 0; k < sizes[t]; k++)
      data[k] = x[k % n];
#pragma loopgpu
    for (int i = 0; i < n; i++)
      x[i] = x[i] * 0.95f + 0.05f;
    x[(t * 3) % n] += data[sizes[t] - 1] * 0.01f;
    free(data);
  }
  double c = 0;
  for (int i = 0; i < n; i++)
    c += x[i];
  printf("checksum %.9g\nx[%d] %.9g\n", c, n / 2, x[n / 2]);
  free(sizes);
  free(x);
  return 0;
}

/* hoist.c — allocations in loop bodies (docs/directives.md §4). A host time loop
 * allocates a temporary every step (the smoothed field) and frees it; a
 * kernel region keeps a per-thread scratch array whose length is only known
 * at run time. loopgpu turns the first into one buffer reused by every step
 * and the second into each thread's slice of one device buffer: no
 * allocation per iteration, no device-side malloc.
 *
 * usage: hoist [n [m [steps [seed]]]]   (defaults 1007, 37, 5, 1)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned seed_state = 1;
static float next_value(void)
{
  seed_state = seed_state * 1103515245u + 12345u;
  return 0.5f + (float)((seed_state >> 8) & 0xffff) / 65536.0f;
}

/* each row of a (n x m) is replaced by its values in reverse order scaled
 * by the running mean of the row: a per-row temporary of m floats */
static void rows(int n, int m, float *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float tmp[m];
    float s = 0.0f;
    for (int j = 0; j < m; j++) {
      s += a[i * m + j];
      tmp[j] = s / (float)(j + 1);
    }
    for (int j = 0; j < m; j++)
      a[i * m + j] = 0.5f * a[i * m + j] + 0.5f * tmp[m - 1 - j];
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1007;
  int m = argc > 2 ? atoi(argv[2]) : 37;
  int steps = argc > 3 ? atoi(argv[3]) : 5;
  seed_state = argc > 4 ? (unsigned)atoi(argv[4]) : 1u;
  if (n < 1 || m < 1 || steps < 1)
    return 2;
  float *a = malloc((size_t)n * m * sizeof(float));
  for (int k = 0; k < n * m; k++)
    a[k] = next_value();
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {
    /* a temporary per step: smoothed copy of the field */
    float *sm = malloc((size_t)n * m * sizeof(float));
    for (int k = 0; k < n * m; k++)
      sm[k] = 0.5f * a[k] + 0.25f * a[(k + 1) % (n * m)] + 0.25f * a[(k + n * m - 1) % (n * m)];
    memcpy(a, sm, (size_t)n * m * sizeof(float));
    free(sm);
    rows(n, m, a);
  }
  double c = 0;
  for (int k = 0; k < n * m; k++)
    c += a[k];
  printf("checksum %.9g\n", c);
  printf("a[%d] %.9g\n", (n / 2) * m + m / 3, a[(n / 2) * m + m / 3]);
  printf("a[%d] %.9g\n", n * m - 1, a[n * m - 1]);
  free(a);
  return 0;
}

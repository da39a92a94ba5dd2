/* dev-hoist.c — hoisting with devices: a kernel region whose iterations each
 * use a variable-length array (hoisted: each device gets its own buffer of
 * per-thread slices), and a `host` loop with devices(all) whose body
 * allocates buffers the kernels use (hoisted out of the loop: one buffer
 * for all steps; `only` is used by kernel regions alone, `touched` by host
 * code too, `zeroed` is calloc'd every step). The C program (pragmas
 * ignored) is the oracle.
 *
 * usage: dev-hoist [N [SEED]]
 */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long lcg_state;

static float lcg_next(void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.5f + (float)((lcg_state >> 40) & 0xFFFFFF) / 16777216.0f;
}

/* each row's prefix sums in a per-iteration scratch array, then a weighted sum */
static void rows(int n, int m, const float *a, float *out)
{
#pragma loopgpu devices(all)
  for (int i = 0; i < n; i++) {
    float pre[m];
    float s = 0.0f;
    for (int j = 0; j < m; j++) {
      s += a[i * m + j];
      pre[j] = s;
    }
    float w = 0.0f;
    for (int j = 0; j < m; j++)
      w += pre[j] * (float)(j % 3 + 1);
    out[i] = w / (float)m;
  }
}

static void steps(int n, int tsteps, float *x)
{
#pragma loopgpu host devices(all)
  for (int t = 0; t < tsteps; t++) {
    float *only = malloc(n * sizeof(float));
    float *touched = malloc(n * sizeof(float));
    float *zeroed = calloc(n, sizeof(float));
#pragma loopgpu
    for (int i = 0; i < n; i++) {
      only[i] = x[i] * 0.5f;
      touched[i] = x[i] + zeroed[i];
    }
    touched[0] += 1.0f;
#pragma loopgpu
    for (int i = 0; i < n; i++)
      x[i] = only[i] + touched[i] * 0.25f;
    free(zeroed);
    free(touched);
    free(only);
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  lcg_state = argc > 2 ? strtoull(argv[2], NULL, 10) : 42;
  if (n < 1)
    return 2;
  int m = 13;
  float *a = malloc(sizeof(float) * (size_t)n * (size_t)m);
  float *out = malloc(sizeof(float) * (size_t)n);
  float *x = malloc(sizeof(float) * (size_t)n);
  for (int i = 0; i < n * m; i++)
    a[i] = lcg_next();
  for (int i = 0; i < n; i++)
    x[i] = lcg_next();
  rows(n, m, a, out);
  steps(n, 6, x);
  double c1 = 0.0, c2 = 0.0;
  for (int i = 0; i < n; i++) {
    c1 += out[i] * (double)(i % 7 + 1);
    c2 += x[i] * (double)(i % 5 + 1);
  }
  printf("rows.checksum %.9g\n", c1);
  printf("steps.checksum %.9g\n", c2);
  printf("out[%d] %.9g\n", n / 2, out[n / 2]);
  printf("x[%d] %.9g\n", n - 1, x[n - 1]);
  free(a);
  free(out);
  free(x);
  return 0;
}

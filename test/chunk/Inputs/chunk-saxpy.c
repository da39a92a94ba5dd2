/* chunk-saxpy.c — a saxpy-like region streamed through the device with chunk(100),
 * chunk(7) and chunk(auto), each on its own copy of y; the C program (pragmas
 * ignored) is the oracle.
 *
 * usage: chunk-saxpy [N [SEED]]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long long lcg_state;

static float lcg_next(void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.5f + (float)((lcg_state >> 40) & 0xFFFFFF) / 16777216.0f;
}

static void saxpy_100(int n, float a, const float *x, float *y)
{
#pragma loopgpu chunk(100)
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

static void saxpy_7(int n, float a, const float *x, float *y)
{
#pragma loopgpu chunk(7)
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

/* a sum of the neighbours (a halo of one element on each side) and a
 * coefficient vector that every iteration reads (not streamed) */
static void smooth_auto(int n, const float *x, float *y, const float *w)
{
#pragma loopgpu chunk(auto)
  for (int i = 1; i < n - 1; i++)
    y[i] = w[0] * x[i - 1] + w[1] * x[i] + w[2] * x[i + 1];
}

static void report(const char *label, int n, const float *y)
{
  double checksum = 0.0;
  for (int i = 0; i < n; i++)
    checksum += y[i];
  printf("%s.checksum %.9g\n", label, checksum);
  printf("%s.first %.9g\n", label, y[0]);
  printf("%s.last %.9g\n", label, y[n - 1]);
  for (int s = 0; s < 3; s++) {
    int i = (int)(((unsigned long long)s * 2654435761ULL + 7) % (unsigned)n);
    printf("%s.y[%d] %.9g\n", label, i, y[i]);
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1007;
  lcg_state = argc > 2 ? strtoull(argv[2], NULL, 10) : 42;
  if (n < 1)
    return 2;
  float *x = malloc(sizeof(float) * (size_t)n);
  float *y = malloc(sizeof(float) * (size_t)n);
  float *y1 = malloc(sizeof(float) * (size_t)n);
  float w[3] = {0.25f, 0.5f, 0.25f};
  for (int i = 0; i < n; i++) {
    x[i] = lcg_next();
    y[i] = lcg_next();
  }
  float a = 2.5f * lcg_next();
  memcpy(y1, y, sizeof(float) * (size_t)n);
  saxpy_100(n, a, x, y1);
  report("c100", n, y1);
  memcpy(y1, y, sizeof(float) * (size_t)n);
  saxpy_7(n, a, x, y1);
  report("c7", n, y1);
  memcpy(y1, y, sizeof(float) * (size_t)n);
  smooth_auto(n, x, y1, w);
  report("auto", n, y1);
  free(x);
  free(y);
  free(y1);
  return 0;
}

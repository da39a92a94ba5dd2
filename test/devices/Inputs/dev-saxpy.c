/* dev-saxpy.c — saxpy, a 3-point smoothing (a halo each side, a coefficient
 * vector every device gets whole) and a dot product (a reduction combined
 * across devices), each region spread over the devices of the host with
 * devices(all) / devices(2); the C program (pragmas ignored) is the oracle.
 *
 * usage: dev-saxpy [N [SEED]]
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

static void saxpy(int n, float a, const float *x, float *y)
{
#pragma loopgpu devices(all)
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

static void smooth(int n, const float *x, float *y, const float *w)
{
#pragma loopgpu devices(all)
  for (int i = 1; i < n - 1; i++)
    y[i] = w[0] * x[i - 1] + w[1] * x[i] + w[2] * x[i + 1];
}

static double dot(int n, const float *x, const float *y)
{
  double sum = 0.0;
  float mx = 0.0f;
#pragma loopgpu devices(all) reduction(+:sum) reduction(max:mx)
  for (int i = 0; i < n; i++) {
    sum += (double)x[i] * (double)y[i];
    if (y[i] > mx)
      mx = y[i];
  }
  return sum + mx;
}

static void report(const char *label, int n, const float *y)
{
  double checksum = 0.0;
  for (int i = 0; i < n; i++)
    checksum += y[i] * (double)(i % 7 + 1);
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
  saxpy(n, a, x, y1);
  report("saxpy", n, y1);
  memcpy(y1, y, sizeof(float) * (size_t)n);
  smooth(n, x, y1, w);
  report("smooth", n, y1);
  printf("dot %.9g\n", dot(n, x, y));
  free(x);
  free(y);
  free(y1);
  return 0;
}

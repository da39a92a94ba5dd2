/* dev-chunk.c — chunk() regions spread over the devices: each device streams
 * its part of the loop, C iterations at a time (saxpy with chunk(100),
 * a 3-point smoothing with a halo and a coefficient vector every device gets
 * whole with chunk(7) on 2 devices, a jacobi-2d step with chunk(auto)), and
 * a `host` loop of jacobi-2d steps with devices(all) whose stencil is
 * chunk(16). The C program (pragmas ignored) is the oracle.
 *
 * usage: dev-chunk [N [SEED]]
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
#pragma loopgpu devices(all) chunk(100)
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

static void smooth(int n, const float *x, float *y, const float *w)
{
#pragma loopgpu chunk(7) devices(2)
  for (int i = 1; i < n - 1; i++)
    y[i] = w[0] * x[i - 1] + w[1] * x[i] + w[2] * x[i + 1];
}

static void step_auto(int n, float A[n][n], float B[n][n])
{
#pragma loopgpu chunk(auto) devices(all)
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      B[i][j] = 0.2f * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
}

static void steps(int tsteps, int n, float A[n][n], float B[n][n])
{
#pragma loopgpu host devices(all)
  for (int t = 0; t < tsteps; t++) {
#pragma loopgpu chunk(16)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        B[i][j] = 0.2f * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
#pragma loopgpu
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i][j] = B[i][j];
  }
}

static void report(const char *label, int n, const float *y)
{
  double checksum = 0.0;
  for (int i = 0; i < n; i++)
    checksum += y[i] * (double)(i % 7 + 1);
  printf("%s.checksum %.9g\n", label, checksum);
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
  /* the grids: n/4 + 1 rows and columns, so that n = 1007 stays quick */
  int g = n / 4 + 1;
  float *A = malloc(sizeof(float) * (size_t)g * (size_t)g);
  float *B = malloc(sizeof(float) * (size_t)g * (size_t)g);
  for (int i = 0; i < g * g; i++) {
    A[i] = lcg_next();
    B[i] = lcg_next();
  }
  step_auto(g, (float (*)[g])A, (float (*)[g])B);
  report("auto", g * g, B);
  steps(5, g, (float (*)[g])A, (float (*)[g])B);
  report("steps.A", g * g, A);
  report("steps.B", g * g, B);
  free(x);
  free(y);
  free(y1);
  free(A);
  free(B);
  return 0;
}

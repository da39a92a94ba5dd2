/* dev-halo.c — T steps of a 5-point Jacobi stencil on an N×N grid in a
 * `host` loop spread over the devices (devices(all)): the grids stay on the
 * devices from one step to the next, only the halo rows a neighbour wrote
 * move between them: no host code in the loop, so that the report shows
 * the exchange alone (devices.test checks it).
 *
 * usage: dev-halo [N [T [SEED]]]
 */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long lcg_state;

static float lcg_next(void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.5f + (float)((lcg_state >> 40) & 0xFFFFFF) / 16777216.0f;
}

static void jacobi2d(int tsteps, int n, float A[n][n], float B[n][n])
{
#pragma loopgpu host devices(all)
  for (int t = 0; t < tsteps; t++) {
#pragma loopgpu tile(8, 32) unroll(1)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        B[i][j] = 0.2f * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] +
                          A[i - 1][j]);
#pragma loopgpu
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i][j] = B[i][j];
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  int tsteps = argc > 2 ? atoi(argv[2]) : 10;
  lcg_state = argc > 3 ? strtoull(argv[3], NULL, 10) : 42;
  if (n < 1 || tsteps < 0)
    return 2;
  float *a = malloc(sizeof(float) * (size_t)n * (size_t)n);
  float *b = malloc(sizeof(float) * (size_t)n * (size_t)n);
  if (!a || !b)
    return 1;
  for (int i = 0; i < n * n; i++) {
    a[i] = lcg_next();
    b[i] = lcg_next();
  }
  jacobi2d(tsteps, n, (float (*)[n])a, (float (*)[n])b);
  double checksum = 0.0, checksum_b = 0.0;
  for (int i = 0; i < n * n; i++) {
    checksum += a[i] * (double)(i % 5 + 1);
    checksum_b += b[i];
  }
  printf("checksum %.9g\n", checksum);
  printf("checksum_b %.9g\n", checksum_b);
  for (int s = 0; s < 4; s++) {
    int i = (int)(((unsigned long long)s * 2654435761ULL + 1) % (unsigned)n);
    int j = (int)(((unsigned long long)s * 40503ULL + 5) % (unsigned)n);
    printf("A[%d][%d] %.9g\n", i, j, a[i * n + j]);
  }
  free(a);
  free(b);
  return 0;
}

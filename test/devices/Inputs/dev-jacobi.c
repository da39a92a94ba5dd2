/* dev-jacobi.c — T steps of a 5-point Jacobi stencil on an N×N grid in a
 * `host` loop spread over the devices (devices(all)): the grids stay on the
 * devices from one step to the next, only the halo rows a neighbour wrote
 * move between them. The first stencil is staged in shared memory
 * (tile(8, 32) unroll(1)), the copy back is coarsened (the default); every
 * 4th step host code reads a probe row and writes one element (the devices'
 * copies are brought back, then dropped: rt_devices.c); a second host loop
 * swaps pointers instead of copying. The C program (pragmas ignored) is
 * the oracle.
 *
 * usage: dev-jacobi [N [T [SEED]]]
 */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long lcg_state;

static float lcg_next(void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.5f + (float)((lcg_state >> 40) & 0xFFFFFF) / 16777216.0f;
}

static double probe;

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
    if (t % 4 == 3) {
      for (int j = 0; j < n; j++)
        probe += A[n / 2][j];
      A[n / 3][n / 2] += 0.125f;
    }
  }
}

/* the same stencil, the grids swapped by pointer every step */
static void jacobi1d_swap(int tsteps, int n, float *a, float *b)
{
#pragma loopgpu host devices(2)
  for (int t = 0; t < tsteps; t++) {
#pragma loopgpu
    for (int i = 1; i < n - 1; i++)
      b[i] = 0.33333f * (a[i - 1] + a[i] + a[i + 1]);
    float *s = a;
    a = b;
    b = s;
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
  printf("probe %.9g\n", probe);
  for (int s = 0; s < 4; s++) {
    int i = (int)(((unsigned long long)s * 2654435761ULL + 1) % (unsigned)n);
    int j = (int)(((unsigned long long)s * 40503ULL + 5) % (unsigned)n);
    printf("A[%d][%d] %.9g\n", i, j, a[i * n + j]);
  }
  /* the 1-D one on the first row of each grid */
  jacobi1d_swap(tsteps, n, a, b);
  double c1 = 0.0;
  for (int i = 0; i < n; i++)
    c1 += (a[i] + 2.0 * b[i]) * (double)(i % 3 + 1);
  printf("swap.checksum %.9g\n", c1);
  free(a);
  free(b);
  return 0;
}

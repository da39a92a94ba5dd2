/* jacobi2d.c — T steps of a 5-point Jacobi stencil on an N×N grid.
 *
 * usage: jacobi2d [N [T [SEED]]]   (defaults 1007 20)
 * The time loop is a `host` loop: it stays on the CPU and the two kernel
 * regions inside it (B from A, then A from B) share one data region, so A and
 * B are copied to the device once, not at every step. The grids are C99
 * variably modified parameters; main allocates them as plain float pointers.
 */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long lcg_state;

/* Deterministic pseudo-random values in [0.5, 1.5): never zero. */
static float lcg_next(void)
{
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return 0.5f + (float)((lcg_state >> 40) & 0xFFFFFF) / 16777216.0f;
}

void jacobi2d(int tsteps, int n, float A[n][n], float B[n][n])
{
#pragma loopgpu host
  for (int t = 0; t < tsteps; t++) {
#pragma loopgpu tile(8, 32) unroll(1)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        B[i][j] = 0.2f * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] +
                          A[i - 1][j]);
#pragma loopgpu collapse(2)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i][j] = B[i][j];
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1007;
  int tsteps = argc > 2 ? atoi(argv[2]) : 20;
  lcg_state = argc > 3 ? strtoull(argv[3], NULL, 10) : 42;
  if (n < 1 || tsteps < 0) {
    fprintf(stderr, "jacobi2d: N must be >= 1 and T >= 0\n");
    return 2;
  }

  float *a = malloc(sizeof(float) * (size_t)n * (size_t)n);
  float *b = malloc(sizeof(float) * (size_t)n * (size_t)n);
  if (!a || !b) {
    fprintf(stderr, "jacobi2d: out of memory\n");
    return 1;
  }
  for (int i = 0; i < n * n; i++) {
    a[i] = lcg_next();
    b[i] = lcg_next();
  }

  jacobi2d(tsteps, n, (float (*)[n])a, (float (*)[n])b);

  double checksum = 0.0, checksum_b = 0.0;
  for (int i = 0; i < n * n; i++) {
    checksum += a[i];
    checksum_b += b[i];
  }
  printf("n %d\n", n);
  printf("tsteps %d\n", tsteps);
  printf("checksum %.9g\n", checksum);
  printf("checksum_b %.9g\n", checksum_b);
  printf("A[0][0] %.9g\n", a[0]);
  printf("A[%d][%d] %.9g\n", n / 2, n / 2, a[(n / 2) * n + n / 2]);
  printf("A[%d][%d] %.9g\n", n - 2 > 0 ? n - 2 : 0, n - 2 > 0 ? n - 2 : 0,
         a[(n - 2 > 0 ? n - 2 : 0) * (n + 1)]);
  for (int s = 0; s < 4; s++) {
    int i = (int)(((unsigned long long)s * 2654435761ULL + 1) % (unsigned)n);
    int j = (int)(((unsigned long long)s * 40503ULL + 5) % (unsigned)n);
    printf("A[%d][%d] %.9g\n", i, j, a[i * n + j]);
  }
  free(a);
  free(b);
  return 0;
}

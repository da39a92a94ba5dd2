/* heat3d.c — T steps of a 7-point heat stencil on an N×N×N grid stored in
 * plain pointers with linearized subscripts a[(i*n + j)*n + k].
 *
 * usage: heat3d [N [T [SEED]]]   (defaults 107 10)
 * The time loop is a `host` loop holding two kernel regions (A to B, then B
 * to A) that share one data region; each region maps its three loops to
 * threads.
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

static void heat3d(int tsteps, int n, float *a, float *b)
{
#pragma loopgpu host
  for (int t = 0; t < tsteps; t++) {
#pragma loopgpu tile(4, 4, 32) unroll(1)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          b[(i * n + j) * n + k] =
              a[(i * n + j) * n + k] +
              0.125f * (a[((i + 1) * n + j) * n + k] - 2.0f * a[(i * n + j) * n + k] +
                        a[((i - 1) * n + j) * n + k]) +
              0.125f * (a[(i * n + j + 1) * n + k] - 2.0f * a[(i * n + j) * n + k] +
                        a[(i * n + j - 1) * n + k]) +
              0.125f * (a[(i * n + j) * n + k + 1] - 2.0f * a[(i * n + j) * n + k] +
                        a[(i * n + j) * n + k - 1]);
#pragma loopgpu collapse(3)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          a[(i * n + j) * n + k] =
              b[(i * n + j) * n + k] +
              0.125f * (b[((i + 1) * n + j) * n + k] - 2.0f * b[(i * n + j) * n + k] +
                        b[((i - 1) * n + j) * n + k]) +
              0.125f * (b[(i * n + j + 1) * n + k] - 2.0f * b[(i * n + j) * n + k] +
                        b[(i * n + j - 1) * n + k]) +
              0.125f * (b[(i * n + j) * n + k + 1] - 2.0f * b[(i * n + j) * n + k] +
                        b[(i * n + j) * n + k - 1]);
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 107;
  int tsteps = argc > 2 ? atoi(argv[2]) : 10;
  lcg_state = argc > 3 ? strtoull(argv[3], NULL, 10) : 42;
  if (n < 1 || tsteps < 0) {
    fprintf(stderr, "heat3d: N must be >= 1 and T >= 0\n");
    return 2;
  }
  size_t cells = (size_t)n * (size_t)n * (size_t)n;

  float *a = malloc(sizeof(float) * cells);
  float *b = malloc(sizeof(float) * cells);
  if (!a || !b) {
    fprintf(stderr, "heat3d: out of memory\n");
    return 1;
  }
  for (size_t c = 0; c < cells; c++) {
    a[c] = lcg_next();
    b[c] = a[c];
  }

  heat3d(tsteps, n, a, b);

  double checksum = 0.0, checksum_b = 0.0;
  for (size_t c = 0; c < cells; c++) {
    checksum += a[c];
    checksum_b += b[c];
  }
  int h = n / 2;
  printf("n %d\n", n);
  printf("tsteps %d\n", tsteps);
  printf("checksum %.9g\n", checksum);
  printf("checksum_b %.9g\n", checksum_b);
  printf("A[0][0][0] %.9g\n", a[0]);
  printf("A[%d][%d][%d] %.9g\n", h, h, h, a[((size_t)h * n + h) * n + h]);
  for (int s = 0; s < 4; s++) {
    int i = (int)(((unsigned long long)s * 2654435761ULL + 1) % (unsigned)n);
    int j = (int)(((unsigned long long)s * 40503ULL + 2) % (unsigned)n);
    int k = (int)(((unsigned long long)s * 69069ULL + 3) % (unsigned)n);
    printf("A[%d][%d][%d] %.9g\n", i, j, k, a[((size_t)i * n + j) * n + k]);
  }
  free(a);
  free(b);
  return 0;
}

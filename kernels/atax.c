/* atax.c — y = A^T (A x) for an M×N matrix A stored row-major in a plain
 * pointer (linearized subscripts a[i*n+j]).
 *
 * usage: atax [M [N [SEED]]]   (defaults 1007 1031)
 * Two kernel regions: tmp = A x (one thread per row, sequential over
 * columns), then y = A^T tmp (one thread per column, sequential over rows).
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

static void atax(int m, int n, const float *a, const float *x, float *tmp,
                 float *y)
{
#pragma loopgpu
  for (int i = 0; i < m; i++) {
    float s = 0.0f;
    for (int j = 0; j < n; j++)
      s += a[i * n + j] * x[j];
    tmp[i] = s;
  }

#pragma loopgpu
  for (int j = 0; j < n; j++) {
    float s = 0.0f;
    for (int i = 0; i < m; i++)
      s += a[i * n + j] * tmp[i];
    y[j] = s;
  }
}

int main(int argc, char **argv)
{
  int m = argc > 1 ? atoi(argv[1]) : 1007;
  int n = argc > 2 ? atoi(argv[2]) : 1031;
  lcg_state = argc > 3 ? strtoull(argv[3], NULL, 10) : 42;
  if (m < 1 || n < 1) {
    fprintf(stderr, "atax: M and N must be >= 1\n");
    return 2;
  }

  float *a = malloc(sizeof(float) * (size_t)m * (size_t)n);
  float *x = malloc(sizeof(float) * (size_t)n);
  float *tmp = malloc(sizeof(float) * (size_t)m);
  float *y = malloc(sizeof(float) * (size_t)n);
  if (!a || !x || !tmp || !y) {
    fprintf(stderr, "atax: out of memory\n");
    return 1;
  }
  for (int i = 0; i < m * n; i++)
    a[i] = lcg_next();
  for (int j = 0; j < n; j++)
    x[j] = lcg_next();
  for (int i = 0; i < m; i++)
    tmp[i] = lcg_next(); /* overwritten: stale values must not leak */

  atax(m, n, a, x, tmp, y);

  double checksum = 0.0, checksum_tmp = 0.0;
  for (int j = 0; j < n; j++)
    checksum += y[j];
  for (int i = 0; i < m; i++)
    checksum_tmp += tmp[i];
  printf("m %d\n", m);
  printf("n %d\n", n);
  printf("checksum %.9g\n", checksum);
  printf("checksum_tmp %.9g\n", checksum_tmp);
  printf("y[0] %.9g\n", y[0]);
  printf("y[%d] %.9g\n", n / 2, y[n / 2]);
  printf("y[%d] %.9g\n", n - 1, y[n - 1]);
  printf("tmp[%d] %.9g\n", m - 1, tmp[m - 1]);
  for (int s = 0; s < 4; s++) {
    int j = (int)(((unsigned long long)s * 2654435761ULL + 9) % (unsigned)n);
    printf("y[%d] %.9g\n", j, y[j]);
  }
  free(a);
  free(x);
  free(tmp);
  free(y);
  return 0;
}

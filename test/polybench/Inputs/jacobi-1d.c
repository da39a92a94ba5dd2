/* jacobi-1d.c -- 1-D Jacobi relaxation in single precision, TSTEPS sweeps,
 * each a pair of three-point averages A -> B -> A.
 *
 * usage: jacobi-1d [N [TSTEPS]]   (defaults 20000 500)
 */
#include <stdio.h>
#include <stdlib.h>

static void init_array(int n, float A[n], float B[n])
{
  int i;

  for (i = 0; i < n; i++) {
    A[i] = 1.0f + (float)((i * i + 2) % n) / n;
    B[i] = 1.0f + (float)((i + 3) % n) / n;
  }
}

static void kernel_jacobi_1d(int tsteps, int n, float A[n], float B[n])
{
  int t, i;

#pragma loopgpu host
  for (t = 0; t < tsteps; t++) {
#pragma loopgpu
    for (i = 1; i < n - 1; i++)
      B[i] = 0.33333f * (A[i - 1] + A[i] + A[i + 1]);
#pragma loopgpu
    for (i = 1; i < n - 1; i++)
      A[i] = 0.33333f * (B[i - 1] + B[i] + B[i + 1]);
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 20000;
  int tsteps = argc > 2 ? atoi(argv[2]) : 500;
  int i;
  double sum_a = 0.0, sum_b = 0.0;

  if (n < 1 || tsteps < 0) {
    fprintf(stderr, "jacobi-1d: N must be >= 1, TSTEPS >= 0\n");
    return 2;
  }
  float *A = malloc(n * sizeof *A);
  float *B = malloc(n * sizeof *B);
  if (!A || !B) {
    fprintf(stderr, "jacobi-1d: out of memory\n");
    return 1;
  }

  init_array(n, A, B);
  kernel_jacobi_1d(tsteps, n, A, B);

  for (i = 0; i < n; i++) {
    sum_a += A[i];
    sum_b += B[i];
  }
  printf("checksum_A %.9g\n", sum_a);
  printf("checksum_B %.9g\n", sum_b);
  printf("A[%d] %.9g\n", n > 1 ? 1 : 0, A[n > 1 ? 1 : 0]);
  printf("A[%d] %.9g\n", n / 2, A[n / 2]);
  printf("A[%d] %.9g\n", n - 2 > 0 ? n - 2 : 0, A[n - 2 > 0 ? n - 2 : 0]);
  printf("B[%d] %.9g\n", n / 3, B[n / 3]);

  free(A);
  free(B);
  return 0;
}

/* durbin.c -- Levinson-Durbin recursion: solves the Yule-Walker equations
 * T y = -r for the symmetric Toeplitz matrix T built from the
 * autocorrelations (1, r[0], r[1], ...). Each order k needs a dot product
 * (a reduction) and an update of the k previous coefficients, which reads
 * them in reverse order, hence the copy through z.
 *
 * usage: durbin [N]   (default 4000)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* Autocorrelations 1/(1 + lag), lag 1..n (lag 0 is 1): convex and
 * decreasing to 0, hence positive definite (Polya), so every |alpha| < 1;
 * the coefficients decay slowly, so every y[i] matters. */
static void init_array(int n, double r[n])
{
  int i;

  for (i = 0; i < n; i++)
    r[i] = 1.0 / (i + 2);
}

static void kernel_durbin(int n, double r[n], double y[n], double z[n])
{
  int i, k;
  double alpha, beta, sum;

  y[0] = -r[0];
  beta = 1.0;
  alpha = -r[0];

#pragma loopgpu host
  for (k = 1; k < n; k++) {
    beta = (1 - alpha * alpha) * beta;
    sum = 0.0;
#pragma loopgpu reduction(+:sum)
    for (i = 0; i < k; i++)
      sum += r[k - i - 1] * y[i];
    alpha = -(r[k] + sum) / beta;
#pragma loopgpu
    for (i = 0; i < k; i++)
      z[i] = y[i] + alpha * y[k - i - 1];
#pragma loopgpu
    for (i = 0; i < k; i++)
      y[i] = z[i];
    y[k] = alpha;
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 4000;
  int i;
  double sum = 0.0, sum_abs = 0.0, weighted = 0.0;

  if (n < 1) {
    fprintf(stderr, "durbin: N must be >= 1\n");
    return 2;
  }
  double *r = malloc(n * sizeof *r);
  double *y = malloc(n * sizeof *y);
  double *z = malloc(n * sizeof *z);
  if (!r || !y || !z) {
    fprintf(stderr, "durbin: out of memory\n");
    return 1;
  }

  init_array(n, r);
  kernel_durbin(n, r, y, z);

  for (i = 0; i < n; i++) {
    sum += y[i];
    sum_abs += fabs(y[i]);
    weighted += (double)(i + 1) * y[i];
  }
  printf("checksum_y %.9g\n", sum);
  printf("checksum_abs_y %.9g\n", sum_abs);
  /* the tail of y is small: weight it so that it counts */
  printf("checksum_weighted_y %.9g\n", weighted);
  printf("y[0] %.9g\n", y[0]);
  printf("y[1] %.9g\n", n > 1 ? y[1] : 0.0);
  printf("y[%d]_times_n %.9g\n", n / 2, y[n / 2] * n);
  printf("y[%d]_times_n %.9g\n", n - 1, y[n - 1] * n);

  free(r);
  free(y);
  free(z);
  return 0;
}

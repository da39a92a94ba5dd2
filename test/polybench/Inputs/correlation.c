/* correlation.c -- Pearson correlation matrix of M variables observed N
 * times: means, standard deviations (a near-zero deviation is replaced by
 * 1 so that a constant column does not divide by zero), standardised data,
 * then corr[i][j] for j > i, mirrored, with 1 on the diagonal.
 *
 * usage: correlation [M [N]]   data is N x M (defaults 400 450)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void init_array(int m, int n, double data[n][m])
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      data[i][j] = (double)((i * j + 3 * j + i * i) % 23) / 4.0 + (double)(i * (j % 7)) / n;
}

static void kernel_correlation(int m, int n, double data[n][m],
                               double corr[m][m], double mean[m],
                               double stddev[m])
{
  int i, j, k;
  double float_n = (double)n;
  double eps = 0.1;

#pragma loopgpu
  for (j = 0; j < m; j++) {
    mean[j] = 0.0;
    for (i = 0; i < n; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }

#pragma loopgpu
  for (j = 0; j < m; j++) {
    stddev[j] = 0.0;
    for (i = 0; i < n; i++)
      stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
    stddev[j] /= float_n;
    stddev[j] = sqrt(stddev[j]);
    stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
  }

#pragma loopgpu
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      data[i][j] -= mean[j];
      data[i][j] /= sqrt(float_n) * stddev[j];
    }

#pragma loopgpu
  for (i = 0; i < m - 1; i++) {
    corr[i][i] = 1.0;
    for (j = i + 1; j < m; j++) {
      corr[i][j] = 0.0;
      for (k = 0; k < n; k++)
        corr[i][j] += data[k][i] * data[k][j];
      corr[j][i] = corr[i][j];
    }
  }
  corr[m - 1][m - 1] = 1.0;
}

int main(int argc, char **argv)
{
  int m = argc > 1 ? atoi(argv[1]) : 400;
  int n = argc > 2 ? atoi(argv[2]) : 450;
  int i, j;
  double sum = 0.0, sum_sd = 0.0;

  if (m < 1 || n < 1) {
    fprintf(stderr, "correlation: sizes must be >= 1\n");
    return 2;
  }
  double (*data)[m] = malloc(n * sizeof *data);
  double (*corr)[m] = malloc(m * sizeof *corr);
  double *mean = malloc(m * sizeof *mean);
  double *stddev = malloc(m * sizeof *stddev);
  if (!data || !corr || !mean || !stddev) {
    fprintf(stderr, "correlation: out of memory\n");
    return 1;
  }

  init_array(m, n, data);
  kernel_correlation(m, n, data, corr, mean, stddev);

  for (i = 0; i < m; i++) {
    sum_sd += stddev[i];
    for (j = 0; j < m; j++)
      sum += corr[i][j];
  }
  printf("checksum_corr %.9g\n", sum);
  printf("checksum_stddev %.9g\n", sum_sd);
  printf("corr[0][%d] %.9g\n", m - 1, corr[0][m - 1]);
  printf("corr[%d][%d] %.9g\n", m / 2, m / 3, corr[m / 2][m / 3]);
  printf("corr[%d][%d] %.9g\n", m / 3, m / 2, corr[m / 3][m / 2]);
  printf("corr[%d][%d] %.9g\n", m - 1, m - 1, corr[m - 1][m - 1]);

  free(data);
  free(corr);
  free(mean);
  free(stddev);
  return 0;
}

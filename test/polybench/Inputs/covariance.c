/* covariance.c -- sample covariance matrix of M variables observed N
 * times: centre each column on its mean, then cov[i][j] for j >= i, mirrored
 * into cov[j][i].
 *
 * usage: covariance [M [N]]   data is N x M (defaults 400 450)
 */
#include <stdio.h>
#include <stdlib.h>

#define MAX(a, b) ((a) > (b) ? (a) : (b))

static void init_array(int m, int n, double data[n][m])
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      data[i][j] = ((double)i * j) / m + (double)((i * i + j) % 13) / 4.0;
}

static void kernel_covariance(int m, int n, double data[n][m],
                              double cov[m][m], double mean[m])
{
  int i, j, k;
  double float_n = (double)n;
  double denom = (double)MAX(n - 1, 1); /* a single observation: no bias
                                           correction */

#pragma loopgpu
  for (j = 0; j < m; j++) {
    mean[j] = 0.0;
    for (i = 0; i < n; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }

#pragma loopgpu
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      data[i][j] -= mean[j];

#pragma loopgpu
  for (i = 0; i < m; i++)
    for (j = i; j < m; j++) {
      cov[i][j] = 0.0;
      for (k = 0; k < n; k++)
        cov[i][j] += data[k][i] * data[k][j];
      cov[i][j] /= denom;
      cov[j][i] = cov[i][j];
    }
}

int main(int argc, char **argv)
{
  int m = argc > 1 ? atoi(argv[1]) : 400;
  int n = argc > 2 ? atoi(argv[2]) : 450;
  int i, j;
  double sum = 0.0, sum_mean = 0.0;

  if (m < 1 || n < 1) {
    fprintf(stderr, "covariance: sizes must be >= 1\n");
    return 2;
  }
  double (*data)[m] = malloc(n * sizeof *data);
  double (*cov)[m] = malloc(m * sizeof *cov);
  double *mean = malloc(m * sizeof *mean);
  if (!data || !cov || !mean) {
    fprintf(stderr, "covariance: out of memory\n");
    return 1;
  }

  init_array(m, n, data);
  kernel_covariance(m, n, data, cov, mean);

  for (i = 0; i < m; i++) {
    sum_mean += mean[i];
    for (j = 0; j < m; j++)
      sum += cov[i][j];
  }
  printf("checksum_cov %.9g\n", sum);
  printf("checksum_mean %.9g\n", sum_mean);
  printf("cov[0][0] %.9g\n", cov[0][0]);
  printf("cov[%d][%d] %.9g\n", m / 2, m / 3, cov[m / 2][m / 3]);
  printf("cov[%d][%d] %.9g\n", m / 3, m / 2, cov[m / 3][m / 2]);
  printf("cov[%d][%d] %.9g\n", m - 1, m - 1, cov[m - 1][m - 1]);

  free(data);
  free(cov);
  free(mean);
  return 0;
}

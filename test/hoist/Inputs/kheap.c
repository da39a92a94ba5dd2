/* malloc/calloc/free inside kernel regions, as a CPU programmer writes them:
 * a per-row scratch (malloc, freed), a per-row histogram (calloc: zeroed at
 * every iteration), small constant sizes (a local array of the thread), an
 * allocation in a sequential loop inside the thread, a variable-length
 * array of a constant size, and a scratch never freed. loopgpu emits no
 * device-side malloc: slices of one device buffer per launch, or local
 * arrays. Compared with the plain C program.
 * usage: kheap [n [m]]   (defaults 1007, 37)
 */
#include <stdio.h>
#include <stdlib.h>

#define K 8

static void rows(int n, int m, const float *a, float *out, int *mode)
{
  /* per-row scratch, freed at the end of the iteration */
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float *tmp = (float *)malloc(m * sizeof(float));
    float s = 0.0f;
    for (int j = 0; j < m; j++) {
      s += a[i * m + j];
      tmp[j] = s / (float)(j + 1);
    }
    float r = 0.0f;
    for (int j = 0; j < m; j++)
      r += tmp[m - 1 - j] * (float)(j % 3);
    out[i] = r;
    free(tmp);
  }
  /* a histogram per row: calloc's zeroes matter */
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    int *hist = calloc(m, sizeof(int));
    for (int j = 0; j < m; j++)
      hist[(int)(a[i * m + j] * 7.0f) % m] += 1;
    int best = 0;
    for (int j = 1; j < m; j++)
      if (hist[j] > hist[best])
        best = j;
    mode[i] = best;
    free(hist);
  }
}

static void small(int n, const float *a, float *out)
{
  /* constant sizes: local arrays of the thread */
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    double *w = malloc(K * sizeof(double));
    float *z = calloc(4, sizeof(float));
    const int L = 6;
    float v[L];
    for (int k = 0; k < K; k++)
      w[k] = a[i] * (k + 1);
    for (int k = 0; k < L; k++)
      v[k] = (float)w[k % K] - z[k % 4];
    z[i % 4] = 1.0f;
    float s = z[0] + z[1] + z[2] + z[3];
    for (int k = 0; k < L; k++)
      s += v[k];
    out[i] += s;
    free(z);
    free(w);
  }
}

static void inner(int n, int m, const float *a, float *out)
{
  /* an allocation in a sequential loop inside the thread, and one never
     freed. The copyin clause gives a's range: read only where j < m, its
     subscript i * m + j would otherwise be taken to reach (n - 1) * m + m + 1,
     2 elements past the array (the extent analysis does not see that the ?:
     keeps it inside; found by the sanitizer suite) */
#pragma loopgpu copyin(a[0:n * m])
  for (int i = 0; i < n; i++) {
    float *acc = malloc(m * sizeof(float));
    for (int j = 0; j < m; j++)
      acc[j] = 0.0f;
    for (int r = 0; r < 3; r++) {
      float *row = malloc((m + 2) * sizeof(float));
      for (int j = 0; j < m + r; j++)
        row[j] = (j < m ? a[i * m + j] : 1.0f) * (float)(r + 1);
      for (int j = 0; j < m; j++)
        acc[j] += row[j + r];
      free(row);
    }
    float s = 0.0f;
    for (int j = 0; j < m; j++)
      s += acc[j];
    out[i] = 0.5f * out[i] + s;
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1007, m = argc > 2 ? atoi(argv[2]) : 37;
  if (n < 1 || m < 1)
    return 2;
  float *a = malloc((size_t)n * m * sizeof(float)), *out = malloc(n * sizeof(float));
  int *mode = malloc(n * sizeof(int));
  for (int k = 0; k < n * m; k++)
    a[k] = 0.5f + (float)(k % 23) / 23.0f;
  rows(n, m, a, out, mode);
  small(n, a, out);
  inner(n, m, a, out);
  double c = 0;
  long long h = 0;
  for (int i = 0; i < n; i++) {
    c += out[i];
    h += mode[i] * (long long)(i % 5 + 1);
  }
  printf("checksum %.9g\nmodes %lld\nout[%d] %.9g\n", c, h, n / 2, out[n / 2]);
  free(a);
  free(out);
  free(mode);
  return 0;
}

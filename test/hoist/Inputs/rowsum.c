#include <stdio.h>
#include <stdlib.h>

static void rowsum(int n, int m, const float *a, float *out)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float tmp[m];
    for (int j = 0; j < m; j++)
      tmp[j] = a[i * m + j] * 2.0f;
    float s = 0.0f;
    for (int j = 0; j < m; j++)
      s += tmp[m - 1 - j];
    out[i] = s;
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1007, m = argc > 2 ? atoi(argv[2]) : 37;
  float *a = malloc((size_t)n * m * sizeof(float)), *out = malloc(n * sizeof(float));
  for (int k = 0; k < n * m; k++)
    a[k] = 0.5f + (k % 17) / 17.0f;
  rowsum(n, m, a, out);
  double c = 0;
  for (int i = 0; i < n; i++)
    c += out[i];
  printf("checksum %.9g\nout[%d] %.9g\n", c, n / 2, out[n / 2]);
  free(a);
  free(out);
  return 0;
}

// One allocation under two names in one region: an element-wise function
// called in place (`axpby(n, a, a)`: the read-only name entered first, the
// writes came back only if the last exit asked), an autocorrelation
// `dot(n - lag, x, x + lag)`, interleaved complex data through `re = z` and
// `im = z + 1`. One device buffer each, grown to the union, every write
// copied back.
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: %e2e -w %t/a %s 64 4
// RUN: %e2e -w %t/b %s 5 1
// RUN: %e2e -w %t/c %s 1007 13
#include <stdio.h>
#include <stdlib.h>

static void axpby(int n, const float *x, float *y)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    y[i] = 2 * x[i] + y[i];
}

static float dot(int n, const float *a, const float *b)
{
  float s = 0;
#pragma loopgpu reduction(+:s)
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}

static void rotate(int n, float *z)
{
  float *re = z, *im = z + 1;
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float r = re[2 * i], m = im[2 * i];
    re[2 * i] = r - m;
    im[2 * i] = r + m;
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 64, lag = argc > 2 ? atoi(argv[2]) : 4;
  if (n < 1 || lag < 0 || lag >= n)
    return 2;
  float *a = malloc(n * sizeof *a), *z = malloc(2 * n * sizeof *z);
  for (int i = 0; i < n; i++)
    a[i] = (i % 13) * 0.25f + 0.5f;
  for (int i = 0; i < 2 * n; i++)
    z[i] = i % 17;
  axpby(n, a, a);
  float d = dot(n - lag, a, a + lag);
  rotate(n, z);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * (i % 3 + 1) + z[2 * i] - z[2 * i + 1] * 0.5;
  printf("a[n-1] %.9g\nd %.9g\ns %.9g\n", a[n - 1], d, s);
  free(a);
  free(z);
  return 0;
}

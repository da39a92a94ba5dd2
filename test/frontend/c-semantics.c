// C's usual arithmetic conversions hold in the emitted CUDA C++: in C,
// sqrt of a float computes in double and abs of a double calls abs(int),
// on the host and in kernels alike. The oracle prints with 17 digits, so a
// float-precision sqrt would not match.
// RUN: env E2E_RTOL=1e-15 %e2e -w %t %s
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

void roots(int n, const float *x, double *r, int *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    r[i] = sqrt(x[i]);
    a[i] = abs(x[i] * 3.5);
  }
}

int main(void)
{
  int n = 5;
  float x[5] = {2.0f, 3.0f, 5.0f, 7.0f, 11.0f};
  double r[5];
  int a[5];
  roots(n, x, r, a);
  float h = 2.0f;
  printf("host %.17g\n", sqrt(h));
  printf("host_abs %d\n", abs(-2.75 * h));
  for (int i = 0; i < n; i++)
    printf("r%d %.17g a%d %d\n", i, r[i], i, a[i]);
  return 0;
}

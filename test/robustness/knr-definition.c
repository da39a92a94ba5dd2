// A K&R (old-style) definition whose parameters are declared between the
// ')' and the '{' (issue 20: it translated to a .cu that did not compile).
// The host half keeps the definition as written (C17 accepts it; clang's
// deprecation warning is passed through); the kernel takes the parameters'
// declared types. A float parameter of a K&R definition receives a double
// promoted by the call and converted back: the region sees a float.
// RUN: %e2e -w %t/run %s 1
// RUN: %e2e -w %t/run %s 257
// RUN: %e2e -w %t/run %s 1007
// RUN: FileCheck --check-prefix=CU --input-file=%t/run/knr-definition.cu %s
// CU: static __global__ void scale_k0(long long lg_trip0, float s, float *__restrict__ a)
// CU: extern "C" void lg_knr_definition_scale_k0(int n, float *a, float s,
#include <stdio.h>
#include <stdlib.h>

void scale(a, n, s)
  float *a;
  int n;
  float s;
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i] = a[i] * s + (float)i;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 9;
  float *a = malloc((size_t)n * sizeof *a);
  for (int i = 0; i < n; i++)
    a[i] = 0.5f + (float)(i % 13);
  scale(a, n, 1.5f);
  double sum = 0;
  for (int i = 0; i < n; i++)
    sum += a[i];
  printf("n %d sum %.6f last %.6f\n", n, sum, a[n - 1]);
  free(a);
  return 0;
}

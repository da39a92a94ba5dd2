// A 2-D stencil without scheduling clauses is coarsened (unroll(2, 4)), not
// staged; tile(32) alone on it warns and takes the same schedule; the
// answers are the C program's on sizes coarsening does not divide.
// RUN: %loopgpu --dump-after=schedule %s | FileCheck --check-prefix=DUMP %s
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/3 %s 3
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
// DUMP: schedule stencil: unroll(2, 4)
#include <stdio.h>
#include <stdlib.h>

#define IDX(i, j) ((i) * n + (j))

static void smooth(int n, float *out, const float *in)
{
#pragma loopgpu
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      out[IDX(i, j)] = 0.2f * (in[IDX(i, j)] + in[IDX(i - 1, j)] + in[IDX(i + 1, j)] +
                               in[IDX(i, j - 1)] + in[IDX(i, j + 1)]);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 64;
  float *a = malloc(sizeof(float) * n * n), *b = malloc(sizeof(float) * n * n);
  for (int x = 0; x < n * n; x++) {
    a[x] = (float)(x % 17) - 3.5f;
    b[x] = 1.25f;
  }
  smooth(n, b, a);
  for (int x = 0; x < n * n; x++)
    printf("%g\n", b[x]);
  free(a);
  free(b);
  return 0;
}

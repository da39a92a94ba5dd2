// datarun.c: no run where host code could run between two regions or
// where wrapping them in one block would change the program: a region that
// is the body of an `if` (the next one runs either way), a statement, a
// `#define` or a label between two regions, a region that streams
// (chunk). Each still gives the C program's answer.
// RUN: %loopgpu --dump-after=datarun %s | FileCheck %s
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
//
// CHECK-NOT: data run
// CHECK: region guarded_k0
// CHECK-NOT: data run
#include <stdio.h>
#include <stdlib.h>

static void guarded(int n, float *a, float *b, int c)
{
  if (c)
#pragma loopgpu
    for (int i = 0; i < n; i++)
      a[i] = a[i] * 2;
#pragma loopgpu
  for (int i = 0; i < n; i++)
    b[i] = a[i] + 1;
}

static void between(int n, float *a, float *b)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i] = a[i] + 1;
  a[0] = -a[0];
#pragma loopgpu
  for (int i = 0; i < n; i++)
    b[i] = a[i] * 3;
}

static void defined(int n, float *a, float *b)
{
#define K 2
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i] = a[i] + K;
#undef K
#define K 3
#pragma loopgpu
  for (int i = 0; i < n; i++)
    b[i] = a[i] * K;
#undef K
}

static void labelled(int n, float *a, float *b)
{
  int again = 1;
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i] = a[i] - 1;
top:
#pragma loopgpu
  for (int i = 0; i < n; i++)
    b[i] = b[i] + a[i];
  if (again--)
    goto top;
}

static void streamed(int n, float *a, float *b)
{
#pragma loopgpu chunk(64)
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 0.5f;
#pragma loopgpu
  for (int i = 0; i < n; i++)
    b[i] = a[i] - b[i];
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 100;
  float *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
  for (int i = 0; i < n; i++)
    a[i] = i % 17, b[i] = 1 - i % 5;
  guarded(n, a, b, n > 1);
  between(n, a, b);
  defined(n, a, b);
  labelled(n, a, b);
  streamed(n, a, b);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += (i % 3 + 1) * a[i] + b[i];
  printf("%.9g\n", s);
  free(a), free(b);
  return 0;
}

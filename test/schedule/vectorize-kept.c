// What vectorize.c leaves as four strided copies a thread (the coarsened
// default): an array both read and written, a store that not every path
// makes, the user's own unroll(4), a store at another offset, an unsigned
// or non-zero-based loop, a stride, a call to a function of the file, a
// `continue` (those two are not coarsened either), a long long array. Each
// kernel keeps print_kernel.c's code and loads nothing as vectors; the
// answers are the C program's.
// RUN: %loopgpu %s -o %t.cu
// RUN: FileCheck --input-file %t.cu %s
// RUN: not grep -n "lg_ld4\|lg_st4\|lg_valign" %t.cu
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1024 %s 1024
//
// CHECK-LABEL: void inplace_k0(
// CHECK: coarsened 4 */
// CHECK-LABEL: void maybe_k0(
// CHECK: coarsened 4 */
// CHECK-LABEL: void clause_k0(
// CHECK: coarsened 4 */
// CHECK-LABEL: void ahead_k0(
// CHECK: coarsened 4 */
// CHECK-LABEL: void unsig_k0(
// CHECK: coarsened 4 */
// CHECK-LABEL: void from1_k0(
// CHECK: coarsened 4 */
// CHECK-LABEL: void stride_k0(
// CHECK: coarsened 4 */
// CHECK-LABEL: void called_k0(
// CHECK: block 256 */
// CHECK-LABEL: void skip_k0(
// CHECK: block 256 */
// CHECK-LABEL: void dbl_k0(
// CHECK: coarsened 4 */
#include <stdio.h>
#include <stdlib.h>

static void inplace(int n, float *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2 + 1;
}

static void maybe(int n, const float *x, float *y)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    if (x[i] > 2)
      y[i] = x[i];
}

static void clause(int n, const float *x, float *y)
{
#pragma loopgpu unroll(4)
  for (int i = 0; i < n; i++)
    y[i] = x[i] + 1;
}

static void ahead(int n, const float *x, float *y)
{
#pragma loopgpu
  for (int i = 0; i < n - 1; i++)
    y[i + 1] = x[i];
}

static void unsig(unsigned n, const float *x, float *y)
{
#pragma loopgpu
  for (unsigned i = 0; i < n; i++)
    y[i] = x[i] * 3;
}

static void from1(int n, const float *x, float *y)
{
#pragma loopgpu
  for (int i = 1; i < n; i++)
    y[i] = x[i] - x[i - 1];
}

static void stride(int n, const float *x, float *y)
{
#pragma loopgpu
  for (int i = 0; i < n / 2; i++)
    y[i] = x[2 * i];
}

static float twice(float v) { return 2 * v; }

static void called(int n, const float *x, float *y)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    y[i] = twice(x[i]);
}

static void skip(int n, const float *x, float *y)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    if (x[i] < 1.5f)
      continue;
    y[i] = x[i];
  }
}

static void dbl(int n, const long long *x, long long *y)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    y[i] = x[i] + 5;
}

static double sum(int n, const float *y)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += y[i] * (i % 7 + 1);
  return s;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  float *x = malloc(sizeof(float) * (size_t)n), *y = malloc(sizeof(float) * (size_t)n);
  long long *dx = malloc(sizeof(long long) * (size_t)n), *dy = malloc(sizeof(long long) * (size_t)n);
  for (int i = 0; i < n; i++) {
    x[i] = (float)(i % 5) + 0.5f;
    y[i] = -1;
    dx[i] = i % 9;
  }
  inplace(n, x);
  printf("inplace %.2f\n", sum(n, x));
  maybe(n, x, y);
  printf("maybe %.2f\n", sum(n, y));
  clause(n, x, y);
  printf("clause %.2f\n", sum(n, y));
  ahead(n, x, y);
  printf("ahead %.2f\n", sum(n, y));
  unsig((unsigned)n, x, y);
  printf("unsig %.2f\n", sum(n, y));
  from1(n, x, y);
  printf("from1 %.2f\n", sum(n, y));
  stride(n, x, y);
  printf("stride %.2f\n", sum(n, y));
  called(n, x, y);
  printf("called %.2f\n", sum(n, y));
  skip(n, x, y);
  printf("skip %.2f\n", sum(n, y));
  dbl(n, dx, dy);
  long long s = 0;
  for (int i = 0; i < n; i++)
    s += dy[i];
  printf("dbl %lld\n", s);
  free(x);
  free(y);
  free(dx);
  free(dy);
  return 0;
}

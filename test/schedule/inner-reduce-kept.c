// What inner_reduce.c leaves one thread per iteration: a store in the
// loop, an accumulator the loop reads otherwise than to add to it, two
// loops in the body, the user's own unroll(1), a short constant loop, a tail
// that reads the loop's variable declared before the region, a loop that
// reads what the prefix stored, a nest that walks contiguous memory both
// ways. Each kernel keeps print_kernel.c's grid-stride loop over threads;
// the answers are the C program's.
// RUN: %loopgpu %s -o %t.cu
// RUN: FileCheck --input-file %t.cu %s
// RUN: not grep -n "split over\|__shfl_xor_sync\|lg_acc" %t.cu
// RUN: %e2e -w %t/257 %s 257
//
// CHECK-LABEL: void stores_k0(
// CHECK: threads: i -> x; block 256
// CHECK-LABEL: void scaled_k0(
// CHECK: threads: i -> x; block 256
// CHECK-LABEL: void twoloops_k0(
// CHECK: threads: i -> x; block 256
// CHECK-LABEL: void clause_k0(
// CHECK: threads: i -> x; block 256
// CHECK-LABEL: void shortloop_k0(
// CHECK: threads: i -> x; block 256
// CHECK-LABEL: void lastj_k0(
// CHECK: threads: i -> x; block 256
// CHECK-LABEL: void stored_k0(
// CHECK: threads: i -> x; block 256
// CHECK-LABEL: void mixed_k0(
// CHECK: threads: i -> x; block 256
#include <stdio.h>
#include <stdlib.h>

static void stores(int n, float (*a)[n], float (*b)[n], float *out)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float s = 0;
    for (int j = 0; j < n; j++) {
      b[i][j] = a[i][j] * 2;
      s += a[i][j];
    }
    out[i] = s;
  }
}

static void scaled(int n, float (*a)[n], float *out)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float s = 0;
    for (int j = 0; j < n; j++)
      s = s * 0.5f + a[i][j];
    out[i] = s;
  }
}

static void twoloops(int n, float (*a)[n], float *out)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float s = 0;
    for (int j = 0; j < n; j++)
      s += a[i][j];
    for (int j = 0; j < n; j++)
      s += a[i][j] * a[i][j];
    out[i] = s;
  }
}

static void clause(int n, float (*a)[n], float *out)
{
#pragma loopgpu unroll(1)
  for (int i = 0; i < n; i++) {
    float s = 0;
    for (int j = 0; j < n; j++)
      s += a[i][j];
    out[i] = s;
  }
}

static void shortloop(int n, float (*a)[n], float *out)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float s = 0;
    for (int k = 0; k < 3; k++)
      s += a[i][k % n];
    out[i] = s;
  }
}

static void lastj(int n, float (*a)[n], float *out)
{
  int i, j;
#pragma loopgpu
  for (i = 0; i < n; i++) {
    float s = 0;
    for (j = 0; j < n; j++)
      s += a[i][j];
    out[i] = s + j;
  }
}

static void stored(int n, float (*a)[n], float *t, float *out)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    t[i] = 2;
    float s = 0;
    for (int j = 0; j < n; j++)
      s += a[i][j] * t[i];
    out[i] = s;
  }
}

static void mixed(int n, float (*a)[n], float (*b)[n], float *out)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float s = 0;
    for (int j = 0; j < n; j++)
      s += a[i][j] * b[j][i];
    out[i] = s;
  }
}

static double check(int n, const float *v)
{
  double t = 0;
  for (int i = 0; i < n; i++)
    t += v[i] * (i % 3 + 1);
  return t;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 257;
  float (*a)[n] = malloc(sizeof *a * (size_t)n), (*b)[n] = malloc(sizeof *b * (size_t)n);
  float *t = malloc(sizeof(float) * (size_t)n), *out = malloc(sizeof(float) * (size_t)n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i][j] = 0.5f + (float)((i * 31 + j * 17) % 101) / 101;
  stores(n, a, b, out);
  printf("stores %.6g %.6g\n", check(n, out), check(n, b[n / 2]));
  scaled(n, a, out);
  printf("scaled %.6g\n", check(n, out));
  twoloops(n, a, out);
  printf("twoloops %.6g\n", check(n, out));
  clause(n, a, out);
  printf("clause %.6g\n", check(n, out));
  shortloop(n, a, out);
  printf("shortloop %.6g\n", check(n, out));
  lastj(n, a, out);
  printf("lastj %.6g\n", check(n, out));
  stored(n, a, t, out);
  printf("stored %.6g\n", check(n, out));
  mixed(n, a, b, out);
  printf("mixed %.6g\n", check(n, out));
  free(a);
  free(b);
  free(t);
  free(out);
  return 0;
}

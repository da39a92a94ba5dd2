// Loop bounds and starts written with macros, `?:`, `&`, `|`, `^` and
// shifts are moved into generated code (the kernel's induction variable, the
// host's trip count) as operands: in parentheses, so that they keep their
// meaning. `MAX(1, lo) + t` was once `1 > lo ? 1 : lo + t`.
// RUN: %loopgpu %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %e2e -w %t/a %s
// RUN: %e2e -w %t/b %s 1 2 3
#include <stdio.h>
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define MIN(a, b) ((a) < (b) ? (a) : (b))

// CHECK-LABEL: void spans_k0(
// CHECK: int i = (1 > lo ? 1 : lo) + (int)lg_t0;
// CHECK-LABEL: void spans_k1(
// CHECK: int i = (lo > 1 ? lo : 1) + (int)lg_t0 * 2;
// CHECK-LABEL: void spans_k2(
// CHECK: int i = (lo | 1) + (int)lg_t0;
// CHECK: for (int j = m & 3; j < (m >> 3) + 2; j++)
// CHECK-LABEL: extern "C" void lg_moved_expressions_spans_k2(
// CHECK: long long lg_trip0 = ((m ^ 1) - 1) > (lo | 1) ? (long long)((m ^ 1) - 1) - (lo | 1) : 0;
static void spans(float *x, int lo, int m)
{
#pragma loopgpu
  for (int i = MAX(1, lo); i < MIN(m, 60); i++)
    x[i] = 2 * x[i];
#pragma loopgpu
  for (int i = lo > 1 ? lo : 1; i < (m & ~3) - 1; i += 2)
    x[i] += 1;
#pragma loopgpu
  for (int i = lo | 1; i < (m ^ 1) - 1; i++)
    for (int j = m & 3; j < (m >> 3) + 2; j++)
      x[i] += j;
}

int main(int argc, char **argv)
{
  float x[64];
  int lo = argc - 1, m = 64 - argc;
  for (int i = 0; i < 64; i++)
    x[i] = i + 0.5f;
  spans(x, lo, m);
  double s = 0;
  for (int i = 0; i < 64; i++)
    s += x[i] * (i % 7 + 1);
  printf("checksum %.9g\n", s);
  printf("x[59] %.9g\n", x[59]);
  printf("x[3] %.9g\n", x[3]);
  return 0;
}

// Helpers that use non-const file-scope arrays of known size: each array
// becomes a region array of the regions whose kernels call the helper
// (directly or through another helper), moved whole, and the device copy
// of the helper gets it as an added parameter named as the array. The host
// changes `table` between two calls and inside a `host` loop; a helper
// writes `mark[i]` from iteration i (the loop is `independent`: what a
// helper does to a file-scope array is not analysed); `grid` has two
// dimensions.
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck --check-prefix=DIAG --allow-empty %s
// RUN: FileCheck %s < %t.cu
// DIAG-NOT: warning:
// CHECK: static __device__ float lg_fn_entry(int k, float *table);
// CHECK: static __device__ float lg_fn_look(int i, float (*grid)[8], float *table);
// CHECK: static __device__ void lg_fn_put(int i, float v, float *mark);
// CHECK: lg_fn_entry(i * 7, table)
// CHECK: lg_fn_look(i, grid, table) + a[i] * 0.5f;
// CHECK: LG_COPYIN, "table"
// CHECK: lg_fn_put(i, a[i], mark);
// CHECK: LG_COPY, "mark"
// CHECK: lg_fn_look(i + t, grid, table)
#include <stdio.h>
#include <stdlib.h>

static float table[64];
static float grid[4][8];
static float mark[2048];

static float entry(int k) { return table[k & 63]; }
static float look(int i) { return entry(i * 7) * 2.0f + grid[i % 4][i % 8]; }
static void put(int i, float v) { mark[i] = v + 1.0f; }

static void f(int n, float *a) {
#pragma loopgpu
  for (int i = 0; i < n; i++)
    a[i] = look(i) + a[i] * 0.5f;
}

static void g(int n, float *a) {
#pragma loopgpu independent
  for (int i = 0; i < n; i++)
    put(i, a[i]);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257;
  float *a = malloc(n * sizeof(float));
  for (int i = 0; i < n; i++)
    a[i] = (float)(i % 13) * 0.25f;
  for (int k = 0; k < 64; k++)
    table[k] = (float)k * 0.125f;
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 8; c++)
      grid[r][c] = (float)(r * 8 + c) * 0.01f;
  f(n, a);
  for (int k = 0; k < 64; k++)
    table[k] = 1.0f - (float)k * 0.0625f; /* the host changes the table */
  f(n, a);
#pragma loopgpu host
  for (int t = 0; t < 3; t++) {
#pragma loopgpu
    for (int i = 0; i < n; i++)
      a[i] = 0.5f * a[i] + look(i + t);
    table[t] += 3.0f; /* host code between the kernels */
  }
  g(n, a);
  double s = 0, m = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * (i % 5 + 1);
  for (int i = 0; i < 2048; i++)
    m += mark[i] * (i % 3 + 1);
  printf("%.6f %.6f %.6f %.6f\n", s, m, a[0], a[n - 1]);
  free(a);
  return 0;
}

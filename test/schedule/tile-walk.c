// tile(T) alone on a one-dimensional nest of no class (a row walk, a column
// walk: atax, bicg, mvt) does not stage: what several threads read there is
// a vector every thread reads (x[j]), which the caches serve, and staged it
// was slower than unstaged on the H200 (atax 16384^2: 0.15x against 0.17x
// two SGEMVs). A warning says so; the kernel is the no-clause one (the sum
// over j split over a warp per row, inner-reduce.c); tile(T) unroll(1) still
// stages. The answers are the
// C program's.
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck --check-prefix=WARN %s
// RUN: FileCheck --input-file %t.cu %s
// RUN: %loopgpu --remarks %s -o %t2.cu 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: %e2e -w %t/1 %s 1 1
// RUN: %e2e -w %t/257 %s 257 31
// RUN: %e2e -w %t/1007 %s 1007 65
//
// WARN: tile-walk.c:[[#@LINE+20]]:17: warning: tile on a one-dimensional loop nest: staging what every thread reads in shared memory is slower than the cache on this target; not staged (write tile(...) unroll(1) to stage)
// WARN-NOT: warning:
//
// CHECK-LABEL: void rows_k0(
// CHECK-NOT: __shared__
// CHECK: threads: i -> y (a warp each); j split over its 32 lanes (x); block 32x8 */
// CHECK-LABEL: void lg_{{.*}}rows_k0(
// CHECK: dim3 lg_block(32, 8, 1);
// CHECK-LABEL: __launch_bounds__(128) staged_k0(
// CHECK: __shared__ float lg_sx[128];
// CHECK-LABEL: void lg_{{.*}}staged_k0(
// CHECK: dim3 lg_block(128, 1, 1);
//
// REMARK: remark: i parallel: j split over the 32 lanes of a warp per iteration (a row walk), the partial sums combined, 32x8 threads a block; chosen within tile(T): staging what every thread reads does not pay on this target
// REMARK: remark: i parallel: tile(128) unroll(1), 128x1x1 threads a block, staged in shared memory; as the clauses say
#include <stdio.h>
#include <stdlib.h>

static void rows(int n, int m, const float *a, const float *x, float *y)
{
#pragma loopgpu tile(128)
  for (int i = 0; i < n; i++) {
    float s = 0;
    for (int j = 0; j < m; j++)
      s += a[i * m + j] * x[j];
    y[i] = s;
  }
}

static void staged(int n, int m, const float *a, const float *x, float *y)
{
#pragma loopgpu tile(128) unroll(1)
  for (int i = 0; i < n; i++) {
    float s = 0;
    for (int j = 0; j < m; j++)
      s += a[i * m + j] * x[j];
    y[i] = s;
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 100, m = argc > 2 ? atoi(argv[2]) : 10;
  float *a = malloc(sizeof(float) * (size_t)n * (size_t)m);
  float *x = malloc(sizeof(float) * (size_t)m), *y = malloc(sizeof(float) * (size_t)n);
  float *z = malloc(sizeof(float) * (size_t)n);
  for (int k = 0; k < n * m; k++)
    a[k] = (float)(k % 11) * 0.125f + 0.5f;
  for (int j = 0; j < m; j++)
    x[j] = (float)(j % 5) + 1;
  rows(n, m, a, x, y);
  staged(n, m, a, x, z);
  double s = 0, t = 0;
  for (int i = 0; i < n; i++) {
    s += y[i] * (i % 3 + 1);
    t += z[i] * (i % 3 + 1);
  }
  printf("rows %.4f staged %.4f\n", s, t);
  free(a);
  free(x);
  free(y);
  free(z);
  return 0;
}

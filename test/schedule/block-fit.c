// A thread per output that runs a loop of its own (a row recurrence, a
// column walk; a plain sum is split over threads instead, inner-reduce.c)
// with no clause: the host narrows the block when the trip count
// would leave SMs without two blocks (lg_block_1d: 256 halved down to 32;
// the emulation counts 132 SMs, as an H200). On the H200, atax's 16384 rows
// in blocks of 256 filled 64 of 132 SMs; blocks of 64 ran the row walk
// 1.6x faster. Not where the kernel depends on the block's size: tile,
// coarsening, reduction trees, staging (a tile on the inner loop alone:
// its copies stride by the block; mm 257 33 17 of tile/e2e.test was wrong
// when the block was narrowed there). The answers are the C program's at sizes
// that narrow (1, 257, 1007) and one that does not (70001 rows).
// RUN: %loopgpu %s -o %t.cu
// RUN: FileCheck --input-file %t.cu %s
// RUN: %loopgpu --dump-after=schedule %s | FileCheck --check-prefix=DUMP %s
// RUN: %e2e -w %t/1 %s 1 1
// RUN: %e2e -w %t/257 %s 257 31
// RUN: %e2e -w %t/1007 %s 1007 9
// RUN: %e2e -w %t/70001 %s 70001 3
//
// CHECK-LABEL: void rowsum_k0(
// CHECK: threads: i -> x; block 256 (down to 32 when the grid would leave SMs idle) */
// CHECK-LABEL: void lg_{{.*}}rowsum_k0(
// CHECK: dim3 lg_block(lg_block_1d(lg_trip0, 256), 1, 1);
// CHECK-NEXT: dim3 lg_grid(lg_grid_1d(lg_trip0, lg_block.x, 65535), 1, 1);
// CHECK-LABEL: void colsum_k0(
// CHECK: threads: j -> x; block 256 (down to 32 when the grid would leave SMs idle) */
// CHECK-LABEL: void lg_{{.*}}colsum_k0(
// CHECK: dim3 lg_block(lg_block_1d(lg_trip0, 256), 1, 1);
// CHECK-LABEL: void rowsum_tiled_k0(
// CHECK-NOT: down to 32
// CHECK: dim3 lg_block(128, 1, 1);
// CHECK-LABEL: __launch_bounds__(256) strips_k0(
// CHECK-NOT: lg_block_1d
// CHECK: dim3 lg_block(256, 1, 1);
// CHECK-LABEL: void total_k0(
// CHECK-NOT: lg_block_1d
// CHECK: dim3 lg_block(256, 1, 1);
// CHECK-LABEL: void scale_k0(
// CHECK-NOT: lg_block_1d
// CHECK: coarsened 4
//
// DUMP-LABEL: region rowsum_k0
// DUMP: block 256x1x1, narrowed at run time to fill the SMs (lg_block_1d)
// DUMP-LABEL: region rowsum_tiled_k0
// DUMP: block 128x1x1{{$}}
#include <stdio.h>
#include <stdlib.h>

static void rowsum(int n, int m, const double *a, double *r)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < m; j++)
      s = s * 0.5 + a[i * m + j] * (j + 1);
    r[i] = s;
  }
}

static void colsum(int n, int m, const double *a, double *c)
{
#pragma loopgpu
  for (int j = 0; j < m; j++) {
    double s = 0;
    for (int i = 0; i < n; i++)
      s = s * 0.5 + a[i * m + j] * (i % 7 + 1);
    c[j] = s;
  }
}

static void rowsum_tiled(int n, int m, const double *a, double *r)
{
#pragma loopgpu tile(128) unroll(1)
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < m; j++)
      s += a[i * m + j] - j;
    r[i] = s;
  }
}

static void strips(int n, int m, const double *a, const double *x, double *r)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    double s = 0;
#pragma loopgpu tile(32)
    for (int j = 0; j < m; j++)
      s += a[i * m + j] * x[j];
    r[i] = s;
  }
}

static double total(int n, const double *r)
{
  double t = 0;
#pragma loopgpu reduction(+:t)
  for (int i = 0; i < n; i++) {
    double u = 0;
    for (int k = 0; k < 3; k++)
      u = u * 0.5 + r[i];
    t += u;
  }
  return t;
}

static void scale(int n, double *r)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    r[i] = 0.5 * r[i];
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 100, m = argc > 2 ? atoi(argv[2]) : 10;
  double *a = malloc((size_t)n * m * sizeof *a), *r = malloc(n * sizeof *r);
  double *r2 = malloc(n * sizeof *r2), *c = malloc(m * sizeof *c);
  for (int i = 0; i < n * m; i++)
    a[i] = (i * 37 % 101) * 0.25 + 1;
  rowsum(n, m, a, r);
  colsum(n, m, a, c);
  rowsum_tiled(n, m, a, r2);
  double *x = malloc(m * sizeof *x), *r3 = malloc(n * sizeof *r3);
  for (int j = 0; j < m; j++)
    x[j] = 1.0 / (j + 2);
  strips(n, m, a, x, r3);
  scale(n, r2);
  double t = total(n, r);
  printf("total %.17g\n", t);
  for (int i = 0; i < n; i += 1 + n / 50)
    printf("r[%d] %.17g r2 %.17g r3 %.17g\n", i, r[i], r2[i], r3[i]);
  for (int j = 0; j < m; j++)
    printf("c[%d] %.17g\n", j, c[j]);
  free(a);
  free(r);
  free(r2);
  free(c);
  free(x);
  free(r3);
  return 0;
}

// A reduction's grid holds 262144 threads (analysis.h: LG_RED_THREADS): 1024
// blocks of 256, 8192 of 32 with tile(32) (with 1024 of those a dot product
// ran at 0.42x the copy bandwidth on the H200), never more than 8192 and
// never fewer than 1024 blocks (tile(1024)); the partials and the host's
// slots are sized by the same cap. Sizes past 8192 x 32 elements, so that
// the blocks walk the grid more than once; a max and a sum together.
// RUN: %loopgpu %s -o %t.cu
// RUN: FileCheck --input-file %t.cu %s
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/300007 %s 300007
//
// CHECK-LABEL: void lg_small_blocks_grid_dot32_k0(
// CHECK: dim3 lg_block(32, 1, 1);
// CHECK-NEXT: dim3 lg_grid(lg_grid_1d(lg_trip0, 32, 8192), 1, 1);
// CHECK: double *lg_part_s = (double *)lg_dmalloc(8192 * sizeof(double),
// CHECK: float *lg_part_m = (float *)lg_dmalloc(8192 * sizeof(float),
// CHECK: double lg_h_s[8192];
// CHECK-LABEL: void lg_small_blocks_grid_dot256_k0(
// CHECK: dim3 lg_grid(lg_grid_1d(lg_trip0, 256, 1024), 1, 1);
// CHECK: double lg_h_s[1024];
// CHECK-LABEL: void lg_small_blocks_grid_dot1024_k0(
// CHECK: dim3 lg_grid(lg_grid_1d(lg_trip0, 1024, 1024), 1, 1);
#include <stdio.h>
#include <stdlib.h>

static void dot32(int n, const float *x, const float *y, double *out, float *mx)
{
  double s = 0;
  float m = -1e30f;
#pragma loopgpu tile(32) reduction(+:s) reduction(max:m)
  for (int i = 0; i < n; i++) {
    s += (double)x[i] * y[i];
    m = x[i] > m ? x[i] : m;
  }
  *out = s;
  *mx = m;
}

static void dot256(int n, const float *x, const float *y, double *out)
{
  double s = 0;
#pragma loopgpu reduction(+:s)
  for (int i = 0; i < n; i++)
    s += (double)x[i] * y[i];
  *out = s;
}

static void dot1024(int n, const float *x, const float *y, double *out)
{
  double s = 0;
#pragma loopgpu tile(1024) reduction(+:s)
  for (int i = 0; i < n; i++)
    s += (double)x[i] * y[i];
  *out = s;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 300007;
  float *x = malloc(sizeof(float) * (size_t)n), *y = malloc(sizeof(float) * (size_t)n);
  for (int i = 0; i < n; i++) {
    x[i] = 0.25f + (float)((i * 37) % 101) / 101;
    y[i] = 0.5f - (float)((i * 53) % 89) / 89;
  }
  double s;
  float m;
  dot32(n, x, y, &s, &m);
  printf("dot32 %.10g %.7g\n", s, m);
  dot256(n, x, y, &s);
  printf("dot256 %.10g\n", s);
  dot1024(n, x, y, &s);
  printf("dot1024 %.10g\n", s);
  free(x);
  free(y);
  return 0;
}

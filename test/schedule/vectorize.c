// A 1-D region the schedule chooser coarsens by 4 (no clause) runs four
// consecutive iterations a thread with 16-byte loads and stores
// (vectorize.c, print_vector.c): the arrays it only reads at i + c as the
// float4/int4/double2 around the group, the arrays it writes at i on every path as
// one store. A group takes that path when it is whole, its loads lie inside
// the array's device range (lg_vlo_x..lg_vhi_x) and the pointers are
// 16-byte aligned; other groups run the scalar copies. The answers are the
// C program's at sizes the groups do not divide, under the emulation's
// guard pages after the end and before the start of every buffer (a load
// outside the device range stops the program there).
// RUN: %loopgpu %s -o %t.cu
// RUN: FileCheck --input-file %t.cu %s
// RUN: %loopgpu --dump-after=vectorize %s | FileCheck --check-prefix=DUMP %s
// RUN: %loopgpu --remarks %s -o %t2.cu 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/6 %s 6
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
// RUN: %e2e -w %t/4096 %s 4096
// RUN: %emu-cxx %t.cu -o %t.emu && %cc %s -o %t.cc
// RUN: %t.cc 4096 > %t.want && %t.cc 1021 > %t.want2
// RUN: env LG_EMU_CHECK=1 %t.emu 4096 | diff %t.want -
// RUN: env LG_EMU_CHECK=2 %t.emu 4096 | diff %t.want -
// RUN: env LG_EMU_CHECK=1 %t.emu 1021 | diff %t.want2 -
// RUN: env LG_EMU_CHECK=2 %t.emu 1021 | diff %t.want2 -
//
// CHECK-LABEL: void stencil_k0(long long lg_trip0, int n, float *__restrict__ y, const float *__restrict__ x, long long lg_vlo_x, long long lg_vhi_x)
// CHECK: block 256; 4 consecutive iterations a thread, 16-byte stores of y, loads of x */
// CHECK-NEXT: const bool lg_valign = ((unsigned long long)y & 15) == 0 && ((unsigned long long)x & 15) == 0;
// CHECK-NEXT: for (long long lg_c0 = (blockIdx.x * (long long)blockDim.x + threadIdx.x) * 4; lg_c0 < lg_trip0; lg_c0 += (long long)gridDim.x * blockDim.x * 4) {
// CHECK-NEXT: if (lg_valign && lg_c0 + 4 <= lg_trip0 && lg_c0 - 4 >= lg_vlo_x && lg_c0 + 7 <= lg_vhi_x) {
// CHECK-NEXT: float lg_st_y_0, lg_st_y_1, lg_st_y_2, lg_st_y_3;
// CHECK-NEXT: const float4 lg_ld_x_0 = lg_ld4(x + (lg_c0 - 4));
// CHECK-NEXT: const float4 lg_ld_x_1 = lg_ld4(x + (lg_c0 + 0));
// CHECK-NEXT: const float4 lg_ld_x_2 = lg_ld4(x + (lg_c0 + 4));
// CHECK-NEXT: { /* i + 0 */
// CHECK-NEXT: int i = (int)(lg_c0 + 0);
// CHECK: lg_st_y_0 = lg_ld_x_1.x;
// CHECK: lg_st_y_0 = 0.1f * lg_ld_x_0.z + 0.2f * lg_ld_x_0.w + 0.4f * lg_ld_x_1.x + 0.2f * lg_ld_x_1.y + 0.1f * lg_ld_x_1.z;
// CHECK: { /* i + 3 */
// CHECK: lg_st_y_3 = 0.1f * lg_ld_x_1.y + 0.2f * lg_ld_x_1.z + 0.4f * lg_ld_x_1.w + 0.2f * lg_ld_x_2.x + 0.1f * lg_ld_x_2.y;
// CHECK: lg_st4(y + lg_c0, lg_st_y_0, lg_st_y_1, lg_st_y_2, lg_st_y_3);
// CHECK-NEXT: } else {
// CHECK-NEXT: if (lg_c0 + 0 < lg_trip0) { /* i + 0 */
// CHECK-NEXT: int i = (int)(lg_c0 + 0);
// CHECK: y[i] = 0.1f * x[i - 2] + 0.2f * x[i - 1] + 0.4f * x[i] + 0.2f * x[i + 1] + 0.1f * x[i + 2];
// CHECK: if (lg_c0 + 3 < lg_trip0) { /* i + 3 */
// The host passes x's device range.
// CHECK-LABEL: void lg_{{.*}}stencil_k0(
// CHECK: LG_LAUNCH(stencil_k0, lg_grid, lg_block, 0, lg_trip0, n,
// CHECK: , lg_lo_x, lg_hi_x);
//
// Ints, two arrays read (b over 0 .. n), the value of i itself used.
// CHECK-LABEL: void mix_k0(
// CHECK: 16-byte stores of d, loads of a, loads of b */
// CHECK: const int4 lg_ld_a_0 = lg_ld4(a + (lg_c0 + 0));
// CHECK-NEXT: const int4 lg_ld_b_0 = lg_ld4(b + (lg_c0 + 0));
// CHECK-NEXT: const int4 lg_ld_b_1 = lg_ld4(b + (lg_c0 + 4));
// CHECK: lg_st_d_0 = lg_ld_a_0.x * 3 + lg_ld_b_0.y - lg_ld_b_0.x - i;
// CHECK: lg_st_d_3 = lg_ld_a_0.w * 3 + lg_ld_b_1.x - lg_ld_b_0.w - i;
//
// A read one past i: the range starts at 1, so the biased pointer is
// misaligned on the device and the scalar copies run; the same answer.
// CHECK-LABEL: void shift_k0(
// CHECK: lg_ld_x_0 = lg_ld4(x + (lg_c0 + 0));
// CHECK: lg_ld_x_1 = lg_ld4(x + (lg_c0 + 4));
//
// Doubles: two a 16-byte vector, the group's loads and stores in pairs.
// CHECK-LABEL: void smooth_k0(
// CHECK: const double2 lg_ld_u_0 = lg_ld2(u + (lg_c0 - 2));
// CHECK-NEXT: const double2 lg_ld_u_1 = lg_ld2(u + (lg_c0 + 0));
// CHECK-NEXT: const double2 lg_ld_u_2 = lg_ld2(u + (lg_c0 + 2));
// CHECK-NEXT: const double2 lg_ld_u_3 = lg_ld2(u + (lg_c0 + 4));
// CHECK: lg_st_v_0 = i > 0 && i < n - 1 ? 0.25 * lg_ld_u_0.y + 0.5 * lg_ld_u_1.x + 0.25 * lg_ld_u_1.y : lg_ld_u_1.x;
// CHECK: lg_st_v_3 = i > 0 && i < n - 1 ? 0.25 * lg_ld_u_2.x + 0.5 * lg_ld_u_2.y + 0.25 * lg_ld_u_3.x : lg_ld_u_2.y;
// CHECK: lg_st2(v + lg_c0, lg_st_v_0, lg_st_v_1);
// CHECK-NEXT: lg_st2(v + (lg_c0 + 2), lg_st_v_2, lg_st_v_3);
//
// DUMP-LABEL: region stencil_k0
// DUMP: coarsen i: 4 iterations per thread
// DUMP-NEXT: vector y: stores i .. i+3
// DUMP-NEXT: vector x: loads i-4 .. i+7 (offsets -2 .. 2), 3 vectors of 4
// DUMP-LABEL: region mix_k0
// DUMP: vector a: loads i+0 .. i+3 (offsets 0 .. 0), 1 vectors of 4
// DUMP: vector b: loads i+0 .. i+7 (offsets 0 .. 1), 2 vectors of 4
// DUMP-LABEL: region smooth_k0
// DUMP: vector u: loads i-2 .. i+5 (offsets -1 .. 1), 4 vectors of 2
//
// REMARK: vectorize.c:[[#@LINE+6]]:1: remark: stencil (i parallel, x read at neighbours): unroll(4), 4 consecutive iterations a thread with 16-byte loads and stores, without staging, 256x1x1 threads a block; chosen because no scheduling clause was given
#include <stdio.h>
#include <stdlib.h>

static void stencil(int n, const float *x, float *y)
{
#pragma loopgpu copyin(x[0:n])
  for (int i = 0; i < n; i++) {
    if (i < 2 || i >= n - 2)
      y[i] = x[i];
    else
      y[i] = 0.1f * x[i - 2] + 0.2f * x[i - 1] + 0.4f * x[i] + 0.2f * x[i + 1] + 0.1f * x[i + 2];
  }
}

static void mix(int n, const int *a, const int *b, int *d)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    d[i] = a[i] * 3 + b[i + 1] - b[i] - i;
}

static void shift(int n, const float *x, float *y)
{
#pragma loopgpu
  for (int i = 0; i < n - 1; i++)
    y[i] = x[i + 1] * 0.5f;
}

static void smooth(int n, const double *u, double *v)
{
#pragma loopgpu copyin(u[0:n])
  for (int i = 0; i < n; i++)
    v[i] = i > 0 && i < n - 1 ? 0.25 * u[i - 1] + 0.5 * u[i] + 0.25 * u[i + 1] : u[i];
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  float *x = malloc(sizeof(float) * (size_t)n), *y = malloc(sizeof(float) * (size_t)n);
  int *a = malloc(sizeof(int) * (size_t)n), *b = malloc(sizeof(int) * (size_t)(n + 1));
  int *d = malloc(sizeof(int) * (size_t)n);
  for (int i = 0; i < n; i++) {
    x[i] = (float)(i % 13) * 0.25f + 1;
    y[i] = -1;
    a[i] = i % 7 - 3;
    d[i] = -5;
  }
  for (int i = 0; i <= n; i++)
    b[i] = i % 11;
  stencil(n, x, y);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += y[i] * (i % 5 + 1);
  mix(n, a, b, d);
  long long t = 0;
  for (int i = 0; i < n; i++)
    t += (long long)d[i] * (i % 3 + 1);
  shift(n, x, y);
  double u = 0;
  for (int i = 0; i < n; i++)
    u += y[i] * (i % 4 + 1);
  double *du = malloc(sizeof(double) * (size_t)n), *dv = malloc(sizeof(double) * (size_t)n);
  for (int i = 0; i < n; i++)
    du[i] = (double)(i % 17) * 0.125 - 1;
  smooth(n, du, dv);
  double w = 0;
  for (int i = 0; i < n; i++)
    w += dv[i] * (i % 6 + 1);
  free(du);
  free(dv);
  printf("stencil %.4f mix %lld shift %.4f smooth %.6f\n", s, t, u, w);
  free(x);
  free(y);
  free(a);
  free(b);
  free(d);
  return 0;
}

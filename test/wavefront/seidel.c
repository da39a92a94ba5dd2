// wavefront.c: Gauss-Seidel sweeps in place, in which every loop carries a
// dependence, run by planes 4t + 2i + j = s (seidel-2d) and 2t + i = s (the
// 1-D sweep) in one block, each plane's points at once; j (i) follows from
// s. The answers are the C program's (each point's expression
// over the elements C gives it), at sizes the blocks do not divide.
// RUN: %loopgpu --dump-after=wavefront %s | FileCheck --check-prefix=DUMP %s
// RUN: %loopgpu --remarks %s -o %t.cu 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: FileCheck --input-file %t.cu %s
// RUN: %e2e -w %t/1 %s 1 3
// RUN: %e2e -w %t/2 %s 3 1
// RUN: %e2e -w %t/40 %s 7 40
// RUN: %e2e -w %t/130 %s 2 130
//
// DUMP-LABEL: region seidel2d_k0 lines
// DUMP: planes: lg_wave = (4, 2, 1) . the nest's 3 loops; the innermost, from lg_wave, from 1 to n - 2
// DUMP-NEXT: loop t: for (t = 0; t <= tsteps - 1; step 1)
// DUMP-NEXT: loop i: for (i = 1; i <= n - 2; step 1)
// DUMP-NOT: loop j:
// DUMP-LABEL: region sweep1d_k0 lines
// DUMP: planes: lg_wave = (2, 1) . the nest's 2 loops
//
// REMARK: remark: t, i parallel: 32x32x1 threads a block (loop t (line [[#]]) carries a dependence and no order of the nest maps: it runs by planes 4t + 2i + j = s, one after the other in one block, each plane's points at once (j from s))
// REMARK: remark: t parallel: 1024x1x1 threads a block (loop t (line [[#]]) carries a dependence and no order of the nest maps: it runs by planes 2t + i = s, {{.*}}(i from s))
// REMARK: remark: i parallel: {{.*}}planes 2i + j = s
//
// CHECK-LABEL: static __global__ void __launch_bounds__(1024) seidel2d_k0(
// CHECK: for (long long lg_wave = 4 * (long long)(0) + 2 * (long long)(1) + (long long)(1); lg_wave <= 4 * ((long long)(0) + lg_trip0 - 1) + 2 * ((long long)(1) + lg_trip1 - 1) + (long long)((n - 2)); lg_wave++) {
// CHECK: if ((long long)1 <= lg_wave - 4 * (long long)t - 2 * (long long)i && lg_wave - 4 * (long long)t - 2 * (long long)i <= (long long)(n - 2)) {
// CHECK-NEXT: int j = (int)(lg_wave - 4 * (long long)t - 2 * (long long)i);
// CHECK: __syncthreads();
// CHECK-LABEL: lg_seidel_seidel2d_k0(
// CHECK: dim3 lg_block(32, 32, 1);
// CHECK-NEXT: dim3 lg_grid(lg_grid_1d(lg_trip1, 32, 1), lg_grid_1d(lg_trip0, 32, 1), 1);
#include <stdio.h>
#include <stdlib.h>

static void seidel2d(int tsteps, int n, double A[n][n]) {
  int t, i, j;
#pragma loopgpu
  for (t = 0; t <= tsteps - 1; t++)
    for (i = 1; i <= n - 2; i++)
      for (j = 1; j <= n - 2; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] +
                   A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
}

static void sweep1d(int tsteps, int n, float a[n]) {
#pragma loopgpu
  for (int t = 0; t < tsteps; t++)
    for (int i = 1; i < n - 1; i++)
      a[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0f;
}

static void skew(int n, double A[n][n]) {
  int i, j;
#pragma loopgpu
  for (i = 1; i < n; i++)
    for (j = 0; j < n - 1; j++)
      A[i][j] = A[i][j] * 0.5 + A[i - 1][j + 1];
}

int main(int argc, char **argv) {
  int tsteps = argc > 1 ? atoi(argv[1]) : 5, n = argc > 2 ? atoi(argv[2]) : 20;
  double (*A)[n] = malloc(sizeof(double) * n * n);
  float *a = malloc(sizeof(float) * n * 3);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = ((double)i * (j + 2) + 2) / n;
  for (int i = 0; i < 3 * n; i++)
    a[i] = (float)((i * 7) % 11) - 3.5f;
  seidel2d(tsteps, n, A);
  sweep1d(tsteps, 3 * n, a);
  skew(n, A);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      printf("A %.17g\n", A[i][j]);
  for (int i = 0; i < 3 * n; i++)
    printf("a %.9g\n", a[i]);
  free(A);
  free(a);
  return 0;
}

// persist.c: a `host` loop whose body is nothing but kernel regions runs its
// first iteration as written, then the rest as one kernel of one block (each
// region's body a __device__ function, __syncthreads() between them) when
// each region's iterations fit LOOPGPU_PERSIST_MAX (default 8192). jac is
// jacobi-1d with the loop's variable read by a kernel; grid is a 2-D region
// under a loop from 1 to m inclusive. Kept as written: host code in the
// body, a reduction, a bound that reads the loop's variable, two block
// shapes, a loop of the thread's own in a region's body. The loops'
// variables after the loops and the arrays are C's, at sizes that fit one
// block, that do not (10007 points: the loop goes on as written), with
// LOOPGPU_PERSIST_MAX=0, and with no iteration at all.
// RUN: %loopgpu --dump-after=persist %s | FileCheck --check-prefix=DUMP %s
// RUN: %loopgpu %s -o %t.cu && %strip-checks %t.cu | FileCheck %s
// RUN: %strip-checks %t.host.c | FileCheck --check-prefix=HOST %s
// RUN: %e2e -w %t/a %s 257 13
// RUN: %e2e -w %t/b %s 1 3
// RUN: %e2e -w %t/c %s 10007 4
// RUN: %e2e -w %t/d %s 1000 0
// RUN: env LOOPGPU_PERSIST_MAX=0 %e2e -w %t/e %s 257 5
//
// DUMP-LABEL: host loop t lines [[#JAC:]]-
// DUMP: persist: after the first iteration, the rest as one kernel of one block
// DUMP-LABEL: host loop s lines
// DUMP: persist: after the first iteration
// DUMP-LABEL: host loop t lines
// DUMP-NOT: persist:
// DUMP: host loop t lines
// DUMP-NOT: persist:
// DUMP: host loop t lines
// DUMP-NOT: persist:
// DUMP: host loop t lines
// DUMP-NOT: persist:
// DUMP: host loop t lines
// DUMP-NOT: persist:
// DUMP: region jac_k0
//
// CHECK: struct lg_pk_jac_[[#JAC:]] {
// CHECK: static __device__ __forceinline__ void jac_k0_step(long long lg_trip0,
// CHECK: static __global__ void jac_persist[[#JAC]](long long lg_steps, long long lg_first, struct lg_pk_jac_[[#JAC]] lg_a)
// CHECK-NEXT: {
// CHECK-NEXT:   for (long long lg_s = 0; lg_s < lg_steps; lg_s++) {
// CHECK-NEXT:     int t = (int)(lg_first + lg_s);
// CHECK-NEXT:     jac_k0_step(lg_a.r0.lg_trip0, lg_a.r0.B, lg_a.r0.A);
// CHECK-NEXT:     __syncthreads();
// CHECK-NEXT:     jac_k1_step(lg_a.r1.lg_trip0, t, lg_a.r1.A, lg_a.r1.B);
// CHECK-NEXT:     __syncthreads();
// CHECK: extern "C" int lg_persist_jac_persist[[#JAC]](int *lg_t, long long lg_lb, long long lg_trip)
// CHECK: LG_LAUNCH(jac_persist[[#JAC]], lg_grid, lg_block, 0, lg_steps, lg_first, lg_pkv_jac_[[#JAC]]);
// CHECK: static __global__ void grid_persist
// CHECK: extern "C" int lg_persist_grid_persist
// CHECK-NOT: {{(struct lg_pk_|static __global__ void [a-z]+_persist)}}
//
// HOST: int lg_persist_jac_persist[[#JAC:]](int *, long long, long long);
// HOST: if (lg_persist_jac_persist[[#JAC]](&t, (long long)(0), (long long)(steps > 0 ? (long long)steps : 0)))
// HOST-NEXT: break;
#include <stdio.h>
#include <stdlib.h>

static void jac(int steps, int n, double *A, double *B)
{
  int t, i = -5; /* read after the loop, which may not run */
#pragma loopgpu host
  for (t = 0; t < steps; t++) {
#pragma loopgpu
    for (i = 1; i < n - 1; i++)
      B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
#pragma loopgpu
    for (i = 1; i < n - 1; i++)
      A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]) + t * 1e-3;
  }
  printf("jac: t %d i %d\n", t, i);
}

static void grid(int m, int k, double G[k][k])
{
  int s;
#pragma loopgpu host
  for (s = 1; s <= m; s++) {
#pragma loopgpu
    for (int i = 0; i < k; i++)
      for (int j = 0; j < k; j++)
        G[i][j] = G[i][j] * 0.5 + (i + j) % 3 + s;
  }
  printf("grid: s %d\n", s);
}

static void kept(int steps, int n, double *A, double *B)
{
  int t, i;
  double sum = 0;
  /* host code in the body */
#pragma loopgpu host
  for (t = 0; t < steps; t++) {
#pragma loopgpu
    for (i = 0; i < n; i++)
      A[i] = A[i] * 0.5 + t;
    B[0] += 1;
  }
  /* a reduction */
#pragma loopgpu host
  for (t = 0; t < steps; t++) {
#pragma loopgpu reduction(+:sum)
    for (i = 0; i < n; i++)
      sum += A[i];
  }
  /* a bound that reads the loop's variable (the arrays' ranges move with it
     too, so they are not the loop's data region's either) */
#pragma loopgpu host
  for (t = 0; t < steps; t++) {
#pragma loopgpu
    for (i = 0; i < n - t; i++)
      B[i] = B[i] + A[i];
  }
  /* two block shapes */
#pragma loopgpu host
  for (t = 0; t < steps; t++) {
#pragma loopgpu
    for (i = 0; i < n; i++)
      A[i] = A[i] + 1;
#pragma loopgpu
    for (i = 0; i < n / 4; i++)
      for (int j = 0; j < 4; j++)
        B[i * 4 + j] = B[i * 4 + j] * 0.25 + A[i];
  }
  /* a loop of the thread's own in the body */
#pragma loopgpu host
  for (t = 0; t < steps; t++) {
#pragma loopgpu
    for (i = 0; i < n; i++)
      for (int k = 0; k < 3; k++)
        A[i] = A[i] * 0.5 + k;
  }
  printf("kept: t %d sum %.6f\n", t, sum);
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 100, steps = argc > 2 ? atoi(argv[2]) : 10;
  double *A = malloc(n * sizeof *A), *B = malloc(n * sizeof *B);
  double (*G)[9] = malloc(sizeof(double[9][9]));
  for (int i = 0; i < n; i++)
    A[i] = (i % 7) * 0.5, B[i] = -1;
  for (int i = 0; i < 9; i++)
    for (int j = 0; j < 9; j++)
      G[i][j] = i - j;
  jac(steps, n, A, B);
  grid(steps, 9, G);
  kept(steps, n, A, B);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += (i % 5 + 1) * A[i] + (i % 3 + 1) * B[i];
  for (int i = 0; i < 9; i++)
    for (int j = 0; j < 9; j++)
      s += (i + 1) * G[i][j];
  printf("%.12g\n", s);
  free(A), free(B), free(G);
  return 0;
}

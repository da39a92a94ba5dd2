// C++ keywords as C variables in what the host half computes: the arrays'
// ranges of a region, of a data run and of the symmetric cover's run-time
// test (`class`, `new`, `this` are renamed in the CUDA half only, names.c;
// the host half is C and must print them as written: it did not build
// before lg_Program.host_half). The answers are C's.
// RUN: %loopgpu %s -o %t.cu && %strip-checks %t.host.c | FileCheck %s
// RUN: %e2e -w %t/a %s 100 64
// RUN: %e2e -w %t/b %s 300 30
// RUN: %e2e -w %t/c %s 1 1
//
// CHECK: lg_dhi_A = lg_max_ll((long long)class - 1, (long long)new - 1);
// CHECK: (lg_dhi_C - lg_dlo_C + 1 == (new > 0 ? (long long)new : 0) * (new > 0 ? (long long)new : 0)) ? LG_COPYOUT : LG_COPY, "C");
// CHECK-NOT: lg_v_
#include <stdio.h>
#include <stdlib.h>
static void run(int class, int new, double *A, double *B, double (*C)[64])
{
#pragma loopgpu
  for (int this = 0; this < class; this++)
    B[this] = A[this] * 2;
#pragma loopgpu
  for (int this = 0; this < class; this++)
    A[this] = B[this] + new;
#pragma loopgpu
  for (int i = 0; i < new; i++)
    for (int j = i; j < new; j++) {
      C[i][j] = A[i] + A[j];
      C[j][i] = C[i][j] * 0.5;
    }
}
int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 100, m = argc > 2 ? atoi(argv[2]) : 64;
  double *A = calloc(n + 64, sizeof *A), *B = calloc(n + 64, sizeof *B);
  double (*C)[64] = malloc(sizeof(double[64][64]));
  for (int i = 0; i < 64; i++) for (int j = 0; j < 64; j++) C[i][j] = -1;
  for (int i = 0; i < n; i++) A[i] = i % 3;
  run(n, m, A, B, C);
  double h = 0;
  for (int i = 0; i < n; i++) h += (i % 7 + 1) * A[i] + B[i];
  for (int i = 0; i < 64; i++) for (int j = 0; j < 64; j++) h += (i + 1) * C[i][j];
  printf("%.12g\n", h);
  free(A), free(B), free(C);
  return 0;
}

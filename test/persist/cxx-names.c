// persist.c's host half is C: the loop's variable and its bounds keep their
// C names there (`this`, `new`, `class` are renamed in the CUDA half only,
// names.c), in the call that ends each iteration; the fused kernel reads
// the renamed variable. The answers are C's at sizes that fit one block and
// one that does not.
// RUN: %loopgpu %s -o %t.cu && %strip-checks %t.host.c | FileCheck %s
// RUN: %e2e -w %t/a %s 300 7
// RUN: %e2e -w %t/b %s 1 2
// RUN: %e2e -w %t/c %s 20000 3
//
// CHECK: if (lg_cxx_names_run_persist{{[0-9]+}}(&this, (long long)(new), (long long)(class > new ? (long long)class - new : 0)))
#include <stdio.h>
#include <stdlib.h>
static void run(int class, int n, double *A, double *B)
{
  int new = 0;
#pragma loopgpu host
  for (int this = new; this < class; this++) {
#pragma loopgpu
    for (int i = 1; i < n - 1; i++)
      B[i] = 0.5 * (A[i - 1] + A[i + 1]) + this;
#pragma loopgpu
    for (int i = 1; i < n - 1; i++)
      A[i] = B[i];
  }
}
int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 100, s = argc > 2 ? atoi(argv[2]) : 5;
  double *A = calloc(n, sizeof *A), *B = calloc(n, sizeof *B);
  for (int i = 0; i < n; i++) A[i] = i % 3;
  run(s, n, A, B);
  double h = 0;
  for (int i = 0; i < n; i++) h += (i % 7 + 1) * A[i] + B[i];
  printf("%.12g\n", h);
  free(A), free(B);
  return 0;
}

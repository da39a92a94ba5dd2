// A strip-mined loop whose variable is declared before it, read after it:
// the staged kernel gives it C's value after the loop, the bound (the last
// strip leaves it there) or, when no strip runs (k = 0), the start that the
// loop's own header assigns. Without the assignment it was uninitialized at
// k = 0 (single-copy and register-tile kernels alike).
// RUN: %loopgpu %s -o %t.cu 2>&1 | count 0
// RUN: FileCheck %s < %t.cu
// RUN: %loopgpu %s -o /dev/null --dump-after=tile | FileCheck --check-prefix=DUMP %s
// DUMP: tile strip p size 8, read after the loop: C's value given back
// DUMP-NEXT: tile before the strip: p: declared, its start assigned under the guard
// DUMP-NEXT: tile before the strip: acc: an array over the copies = {}, its start assigned under the guard
// RUN: %e2e -w %t/a %s 5 6 0
// RUN: %e2e -w %t/b %s 17 9 3
// RUN: %e2e -w %t/c %s 9 17 -2
#include <stdio.h>
#include <stdlib.h>

// CHECK-LABEL: void __launch_bounds__(64) f_k0(
// CHECK: for (p = lg_p0; p < lg_pstop; p++) {
// CHECK: __syncthreads(); /* strip used before the next is staged */
// CHECK-NEXT: }
// CHECK-NEXT: p = lg_pend > lg_pfirst ? lg_pend : lg_pfirst;
void f(int n, int m, int k, int E[n][m], const int P[n][k], const int Q[k][m])
{
#pragma loopgpu tile(8) unroll(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      int p;
      int acc = i;
      for (p = 0; p < k; p++)
        acc += P[i][p] * Q[p][j];
      E[i][j] = acc + p;
    }
}

// CHECK-LABEL: void __launch_bounds__(64) g_k0(
// CHECK: for (p = lg_p0; p < lg_pstop; p++)
// CHECK: __syncthreads(); /* strip used before the next is staged */
// CHECK-NEXT: }
// CHECK-NEXT: p = lg_pend > lg_pfirst ? lg_pend : lg_pfirst;
void g(int n, int m, int k, int E[n][m], const int P[n][k], const int Q[k][m])
{
#pragma loopgpu tile(8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      int p;
      int acc = i;
      for (p = 0; p < k; p++)
        acc += P[i][p] * Q[p][j];
      E[i][j] = acc + 3 * p;
    }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 5, m = argc > 2 ? atoi(argv[2]) : 6;
  int k = argc > 3 ? atoi(argv[3]) : 0;
  int kk = k > 0 ? k : 0;
  if (n < 1 || m < 1)
    return 2;
  int *E = calloc((size_t)n * m, sizeof(int)), *P = calloc((size_t)n * (kk + 1), sizeof(int));
  int *Q = calloc((size_t)(kk + 1) * m, sizeof(int));
  for (int i = 0; i < n * kk; i++)
    P[i] = i % 5;
  for (int i = 0; i < kk * m; i++)
    Q[i] = i % 3;
  long long s = 0;
  f(n, m, k, (int (*)[m])E, (const int (*)[kk + 1])P, (const int (*)[m])Q);
  for (int i = 0; i < n * m; i++)
    s += (long long)E[i] * (i + 1);
  g(n, m, k, (int (*)[m])E, (const int (*)[kk + 1])P, (const int (*)[m])Q);
  for (int i = 0; i < n * m; i++)
    s += (long long)E[i] * (i + 7);
  printf("%lld\n", s);
  free(E);
  free(P);
  free(Q);
  return 0;
}

/* A PolyBench-shaped program written for this test: the kernel between the
   scop pragmas, sizes from the dataset macro, the
   timer around the call, the arrays dumped to stderr. */
#include <stdio.h>
#include <stdlib.h>
#include "polybench.h"
#include "toy.h"

static void kernel_toy(int n, double A[N][N], double x[N], double y[N])
{
  int i, j;
#pragma scop
  for (i = 0; i < n; i++)
    y[i] = 0.0;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      y[i] = y[i] + A[i][j] * x[j];
  for (i = 1; i < n; i++)
    x[i] = x[i - 1] + y[i];
#pragma endscop
}

int main(void)
{
  int n = N;
  double (*A)[N] = malloc(sizeof *A * N), *x = malloc(sizeof *x * N), *y = malloc(sizeof *y * N);
  for (int i = 0; i < n; i++) {
    x[i] = (double)(i % 5) / 5 + 1;
    for (int j = 0; j < n; j++)
      A[i][j] = (double)((i * j + 1) % n) / n;
  }
  polybench_timer_start();
  kernel_toy(n, A, x, y);
  polybench_timer_stop();
  polybench_timer_print();
  POLYBENCH_DUMP_START;
  POLYBENCH_DUMP_BEGIN("x");
  for (int i = 0; i < n; i++)
    fprintf(POLYBENCH_DUMP_TARGET, "%0.2lf ", x[i]);
  POLYBENCH_DUMP_END("x");
  POLYBENCH_DUMP_FINISH;
  free(A); free(x); free(y);
  return 0;
}

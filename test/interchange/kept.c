// interchange.c leaves the nest as written where fusing the j loops could
// change what the program computes or what a clause means: the iterations
// of the fused j would meet (X[i][j] and X[i][j + 1]), a scalar declared
// outside is assigned (its value would pass between items in another order),
// a loop variable is read after the region, a function of the file is
// called, the j loops count in different types, a statement other than a loop stands between the items, or the
// directive has a scheduling clause. Each still gives the C program's answer.
// RUN: %loopgpu --dump-after=interchange %s | FileCheck --check-prefix=DUMP %s
// RUN: %loopgpu --remarks %s -o %t.cu 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: %e2e -w %t/1 %s 1 1 1
// RUN: %e2e -w %t/257 %s 257 33 17
//
// Where i carries no dependence, distribute.c (after interchange) then
// splits such a body into parts, one kernel each: the remark says so.
// REMARK: remark: element-wise (i, j parallel): {{.*}}(loop i (line {{[0-9]+}}) carries no dependence: its body split into 2 kernels, one for each group of statements (part 1 of 2: line {{[0-9]+}}))
//
// DUMP-LABEL: region shifted_k0
// DUMP-NEXT: interchange: the j loops at lines {{[0-9]+}} and {{[0-9]+}} kept as written: two iterations of the fused j loop would touch one element, one of them writing it
// DUMP-LABEL: region scalar_k0
// DUMP-NEXT: interchange: the j loops at lines {{[0-9]+}} and {{[0-9]+}} kept as written: 's', declared outside, is assigned at line {{[0-9]+}}
// DUMP-LABEL: region live_k0
// DUMP-NEXT: interchange: the j loops at lines {{[0-9]+}} and {{[0-9]+}} kept as written: a loop variable of the loop at line {{[0-9]+}} is read after the region
// DUMP-LABEL: region calls_k0
// DUMP-NEXT: interchange: the j loops at lines {{[0-9]+}} and {{[0-9]+}} kept as written: line {{[0-9]+}} calls 'twice'
// DUMP-LABEL: region between_k0
// DUMP-NOT: interchange
// DUMP-LABEL: region clause_k0
// DUMP-NOT: interchange
// DUMP-LABEL: region types_k0
// DUMP-NEXT: interchange: the j loops at lines {{[0-9]+}} and {{[0-9]+}} kept as written: the j loop at line {{[0-9]+}} differs in its bounds or its type from the one at line {{[0-9]+}}
#include <stdio.h>
#include <stdlib.h>

static void init(int n, int m, double a[n][m], int seed)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = (double)((i * 7 + j * 13 + seed) % 29) / 16.0 - 0.75;
}

static void print(const char *name, int n, int m, double a[n][m])
{
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += a[i][j] * (1 + (i + 2 * j) % 5);
  printf("%s sum %.12g\n", name, s);
}

/* item 2 reads the element item 1 writes for the next j */
static void shifted(int n, int m, int p, double X[n][m + 1], double A[n][p])
{
  int i, j, k;
#pragma loopgpu
  for (i = 0; i < n; i++) {
    for (j = 0; j < m; j++)
      X[i][j] = X[i][j] * 0.5;
    for (k = 0; k < p; k++)
      for (j = 0; j < m; j++)
        X[i][j + 1] += A[i][k] * 0.25;
  }
}

static void scalar(int n, int m, int p, double X[n][m], double A[n][p])
{
  int i, j, k;
  double s;
#pragma loopgpu
  for (i = 0; i < n; i++) {
    for (j = 0; j < m; j++) {
      s = X[i][j];
      X[i][j] = s + 1;
    }
    for (k = 0; k < p; k++)
      for (j = 0; j < m; j++)
        X[i][j] += A[i][k];
  }
}

static int live(int n, int m, int p, double X[n][m], double A[n][p])
{
  int i, j, k;
#pragma loopgpu
  for (i = 0; i < n; i++) {
    for (j = 0; j < m; j++)
      X[i][j] *= 2;
    for (k = 0; k < p; k++)
      for (j = 0; j < m; j++)
        X[i][j] += A[i][k];
  }
  return j + k;
}

static double twice(double x) { return 2 * x; }

static void calls(int n, int m, int p, double X[n][m], double A[n][p])
{
  int i, j, k;
#pragma loopgpu
  for (i = 0; i < n; i++) {
    for (j = 0; j < m; j++)
      X[i][j] = twice(X[i][j]);
    for (k = 0; k < p; k++)
      for (j = 0; j < m; j++)
        X[i][j] += A[i][k];
  }
}

static void between(int n, int m, int p, double X[n][m], double A[n][p], double r[n])
{
  int i, j, k;
#pragma loopgpu
  for (i = 0; i < n; i++) {
    for (j = 0; j < m; j++)
      X[i][j] *= 0.5;
    r[i] = i;
    for (k = 0; k < p; k++)
      for (j = 0; j < m; j++)
        X[i][j] += A[i][k];
  }
}

static void clause(int n, int m, int p, double X[n][m], double A[n][p])
{
  int i, j, k;
#pragma loopgpu tile(32)
  for (i = 0; i < n; i++) {
    for (j = 0; j < m; j++)
      X[i][j] *= 0.5;
    for (k = 0; k < p; k++)
      for (j = 0; j < m; j++)
        X[i][j] += A[i][k];
  }
}

/* the j loops count in different types: one variable cannot be both */
static void types(int n, int m, int p, double X[n][m], double A[n][p])
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++)
      X[i][j] *= 0.5;
    for (int k = 0; k < p; k++)
      for (long j = 0; j < m; j++)
        X[i][j] += A[i][k];
  }
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 64, m = argc > 2 ? atoi(argv[2]) : 48,
      p = argc > 3 ? atoi(argv[3]) : 32;
  double(*X)[m + 1] = malloc(sizeof(double[n][m + 1])), (*A)[p] = malloc(sizeof(double[n][p]));
  double(*Y)[m] = malloc(sizeof(double[n][m])), *r = malloc(sizeof(double[n]));
  init(n, m + 1, X, 1);
  init(n, p, A, 2);
  shifted(n, m, p, X, A);
  print("shifted", n, m + 1, X);
  init(n, m, Y, 3);
  scalar(n, m, p, Y, A);
  print("scalar", n, m, Y);
  printf("live %d\n", live(n, m, p, Y, A));
  print("live", n, m, Y);
  calls(n, m, p, Y, A);
  print("calls", n, m, Y);
  between(n, m, p, Y, A, r);
  print("between", n, m, Y);
  printf("r %g\n", r[n - 1]);
  clause(n, m, p, Y, A);
  print("clause", n, m, Y);
  types(n, m, p, Y, A);
  print("types", n, m, Y);
  free(X);
  free(A);
  free(Y);
  free(r);
  return 0;
}

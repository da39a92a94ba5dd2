// distribute.c: a parallel annotated loop whose body is statements around
// one loop becomes one kernel per group (correlation's `corr[i][i] = 1`
// before the triangle), so that the loop's part maps i and j; the parts run
// in order as one data region; with two inner loops, each is a part (the
// one with a step of 2 too). Kept whole: a scalar set in one group and read
// in another, a clause. The answers are the C program's at sizes the blocks do not
// divide.
// RUN: %loopgpu --dump-after=datarun %s 2>&1 | FileCheck %s
// RUN: %loopgpu --remarks %s -o %t.cu 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: %e2e -w %t/1 %s 1 1
// RUN: %e2e -w %t/257 %s 257 33
// RUN: %e2e -w %t/1007 %s 1007 5
//
// CHECK: data run lines [[#TRI:]]-{{[0-9]+}} regions tri_k0 tri_k0_1 tri_k0_2
// CHECK-LABEL: region tri_k0 lines
// CHECK-NEXT: interchange: loop i (line [[#TRI]]) carries no dependence: its body split into 3 kernels{{.*}}(part 1 of 3: lines [[#TRI+1]] to [[#TRI+2]])
// CHECK: loop i: mapped x
// CHECK-LABEL: region tri_k0_1 lines
// CHECK-NEXT: interchange: {{.*}}(part 2 of 3: line [[#TRI+3]])
// CHECK: loop i: mapped y
// CHECK-NEXT: loop j: mapped x
// CHECK-LABEL: region tri_k0_2 lines
// CHECK-NEXT: interchange: {{.*}}(part 3 of 3: line [[#TRI+9]])
// CHECK-LABEL: region kept_k0 lines
// CHECK-NOT: interchange
// CHECK: region kept_k1 lines
// CHECK-NOT: interchange
// CHECK: region kept_k2 lines
// CHECK-NEXT: interchange: loop i (line {{[0-9]+}}) carries no dependence: its body split into 3 kernels
// CHECK-LABEL: region kept_k2_2 lines
// CHECK-NEXT: interchange: {{.*}}(part 3 of 3: line
// CHECK: loop i: mapped y
// CHECK-NEXT: loop j: mapped x
// CHECK: region main_k0
//
// REMARK: remark: {{.*}}body split into 3 kernels
#include <stdio.h>
#include <stdlib.h>

static void tri(int m, int n, double d[n][m], double c[m][m], double *s)
{
  int i, j, k;
#pragma loopgpu
  for (i = 0; i < m - 1; i++) {
    c[i][i] = 1.0;
    s[i] = 0.5 * i;
    for (j = i + 1; j < m; j++) {
      c[i][j] = 0.0;
      for (k = 0; k < n; k++)
        c[i][j] += d[k][i] * d[k][j];
      c[j][i] = c[i][j];
    }
    s[i] += d[0][i];
  }
  c[m - 1][m - 1] = 1.0;
}

static void kept(int m, double *x, double (*y)[64], double *z)
{
  int i, j;
  double t;
  /* t set before the loop, read inside it */
#pragma loopgpu
  for (i = 0; i < m; i++) {
    t = x[i] * 2;
    for (j = 0; j < 64; j++)
      y[i][j] = t + j;
  }
  /* a clause */
#pragma loopgpu independent
  for (i = 0; i < m; i++) {
    z[i] = 0;
    for (j = 0; j < 64; j++)
      y[i][j] -= z[i] + 1;
  }
  /* two inner loops: a part each, and x[i] += 1 one before them */
#pragma loopgpu
  for (i = 0; i < m; i++) {
    x[i] += 1;
    for (j = 0; j < 64; j++)
      y[i][j] *= 0.5;
    for (j = 0; j < 64; j += 2)
      y[i][j] += x[i];
  }
}

int main(int argc, char **argv)
{
  int m = argc > 1 ? atoi(argv[1]) : 100, n = argc > 2 ? atoi(argv[2]) : 20;
  double (*d)[m] = malloc(sizeof(double[n][m]));
  double (*c)[m] = malloc(sizeof(double[m][m]));
  double *s = malloc(m * sizeof *s), *x = malloc(m * sizeof *x), *z = malloc(m * sizeof *z);
  double (*y)[64] = malloc(m * sizeof *y);
  for (int k = 0; k < n; k++)
    for (int i = 0; i < m; i++)
      d[k][i] = ((k * 3 + i * 5) % 17) / 8.0 - 1;
  for (int i = 0; i < m; i++) {
    s[i] = -1, x[i] = i % 5, z[i] = 2;
    for (int j = 0; j < m; j++)
      c[i][j] = -2;
  }
  tri(m, n, d, c, s);
  kept(m, x, y, z);
  double h = 0;
#pragma loopgpu reduction(+:h)
  for (int i = 0; i < m; i++)
    h += s[i] + z[i] + y[i][i % 64];
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j += 3)
      h += (i % 4 + 1) * c[i][j];
  printf("%.12g\n", h);
  free(d), free(c), free(s), free(x), free(z), free(y);
  return 0;
}

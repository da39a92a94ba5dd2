// extent.c, cover: covariance's triangle. `c[i][j] = ...` first under
// `for (i = 0; i < m; i++) for (j = i; j < m; j++)` writes the upper
// triangle, and a plain `c[j][i] = ...` in the same body the lower one: the
// two write the m x m square before anything reads it, so when the square is
// the array's whole range (tested at run time: the 64 x 64 array S is
// whole only at m = 64) nothing is copied in. Kept copied in: no mirror
// write, the mirror under a condition, the strict triangle (j from i + 1:
// the diagonal unwritten), another bound for j. Every array starts with
// values the regions must keep where they do not write.
// RUN: %loopgpu --dump-after=extent %s | FileCheck %s
// RUN: %loopgpu %s -o %t.cu && FileCheck --check-prefix=CU %s < %t.cu
// RUN: %e2e -w %t/a %s 64 5
// RUN: %e2e -w %t/b %s 1 1
// RUN: %e2e -w %t/c %s 57 9
//
// CHECK-LABEL: region sym_k0
// CHECK: array c: inout
// CHECK-NEXT: cover c: writes first (i, i)
// CHECK-LABEL: region sym_k1
// CHECK: array S: inout
// CHECK-NEXT: cover S: writes first (i, i)
// CHECK-LABEL: region not_k0
// CHECK-NOT: cover
// CHECK: region not_k1
// CHECK-NOT: cover
// CHECK: region not_k2
// CHECK-NOT: cover
// CHECK: region not_k3
// CHECK-NOT: cover
//
// CU: lg_enter({{.*}}(lg_hi_c - lg_lo_c + 1 == (m > 0 ? (long long)m : 0) * (m > 0 ? (long long)m : 0)) ? LG_COPYOUT : LG_COPY, "c"
#include <stdio.h>
#include <stdlib.h>

static double S[64][64];

static void sym(int m, int n, double d[n][m], double c[m][m])
{
  int i, j, k;
#pragma loopgpu
  for (i = 0; i < m; i++)
    for (j = i; j < m; j++) {
      c[i][j] = 0.0;
      for (k = 0; k < n; k++)
        c[i][j] += d[k][i] * d[k][j];
      c[i][j] /= n + 1.0;
      c[j][i] = c[i][j];
    }
#pragma loopgpu
  for (i = 0; i < m; i++)
    for (j = i; j < m; j++) {
      S[i][j] = c[i][j] + i;
      S[j][i] = S[i][j] - j;
    }
}

static void not(int m, double c[m][m], double e[m][m], double g[m][m], double h[m][m])
{
  int i, j;
  /* no mirror: the lower triangle keeps its values */
#pragma loopgpu
  for (i = 0; i < m; i++)
    for (j = i; j < m; j++)
      g[i][j] = i - j * 0.5;
  /* the mirror under a condition */
#pragma loopgpu
  for (i = 0; i < m; i++)
    for (j = i; j < m; j++) {
      e[i][j] = i + j;
      if (j % 2)
        e[j][i] = 1.5 * e[i][j];
    }
  /* the strict triangle: the diagonal unwritten */
#pragma loopgpu
  for (i = 0; i < m; i++)
    for (j = i + 1; j < m; j++) {
      c[i][j] = 2.0 * i;
      c[j][i] = c[i][j] + 1;
    }
  /* j stops short of i's bound */
#pragma loopgpu
  for (i = 0; i < m; i++)
    for (j = i; j < m - 1; j++) {
      h[i][j] = 3.0;
      h[j][i] = h[i][j] * j;
    }
}

int main(int argc, char **argv)
{
  int m = argc > 1 ? atoi(argv[1]) : 64, n = argc > 2 ? atoi(argv[2]) : 5;
  double (*d)[m] = malloc(sizeof(double[n][m]));
  double (*c)[m] = malloc(sizeof(double[m][m])), (*e)[m] = malloc(sizeof(double[m][m]));
  double (*g)[m] = malloc(sizeof(double[m][m])), (*h)[m] = malloc(sizeof(double[m][m]));
  for (int k = 0; k < n; k++)
    for (int i = 0; i < m; i++)
      d[k][i] = ((k * 5 + i * 3) % 13) / 4.0 - 1;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++)
      c[i][j] = -7 - i, e[i][j] = j % 4 - 9, g[i][j] = i % 6 + 2, h[i][j] = -(j % 5);
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      S[i][j] = -(i + j % 7);
  sym(m, n, d, c);
  double s = 0;
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      s += (i % 5 + 1) * S[i][j];
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++)
      s += (j % 3 + 1) * c[i][j];
  not(m, c, e, g, h);
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++)
      s += (i % 7 + 1) * c[i][j] + (j % 2 + 1) * e[i][j] + (i % 3 + 1) * g[i][j] +
           (j % 4 + 1) * h[i][j];
  printf("%.12g\n", s);
  free(d), free(c), free(e), free(g), free(h);
  return 0;
}

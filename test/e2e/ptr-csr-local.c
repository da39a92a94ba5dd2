// Sparse matrix-vector product in CSR form through pointer locals into the
// row (`const float *v = val + rowptr[i]`): v[k] is val[rowptr[i] + k], the
// offset taken once where the declaration stands (it reads an array).
// RUN: %e2e -w %t/1 %s 1
// RUN: %e2e -w %t/257 %s 257
// RUN: %e2e -w %t/1007 %s 1007
#include <stdio.h>
#include <stdlib.h>

static void spmv(int n, int nnz, const int *rowptr, const int *col, const float *val,
                 const float *x, float *y) {
#pragma loopgpu copyin(val[0:nnz], col[0:nnz], x[0:n])
  for (int i = 0; i < n; i++) {
    const float *v = val + rowptr[i];
    const int *c = &col[rowptr[i]];
    float *out = y + i;
    int len = rowptr[i + 1] - rowptr[i];
    float s = 0.0f;
    for (int k = 0; k < len; k++)
      s += v[k] * *(x + c[k]);
    *out = s;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 257;
  int *rowptr = malloc(sizeof(int) * (n + 1));
  rowptr[0] = 0;
  for (int i = 0; i < n; i++)
    rowptr[i + 1] = rowptr[i] + 1 + (i * 7) % 5; /* 1..5 nonzeros per row */
  int nnz = rowptr[n];
  int *col = malloc(sizeof(int) * nnz);
  float *val = malloc(sizeof(float) * nnz), *x = malloc(sizeof(float) * n);
  float *y = malloc(sizeof(float) * n);
  for (int i = 0; i < n; i++)
    for (int k = rowptr[i]; k < rowptr[i + 1]; k++) {
      col[k] = (i + (k - rowptr[i]) * 13) % n;
      val[k] = (float)((k * 11) % 9) - 3.5f;
    }
  for (int i = 0; i < n; i++) {
    x[i] = 0.25f * (float)(i % 17) + 1.0f;
    y[i] = -7.0f;
  }
  spmv(n, nnz, rowptr, col, val, x, y);
  for (int i = 0; i < n; i++)
    printf("%d %.6g\n", i, y[i]);
  free(rowptr); free(col); free(val); free(x); free(y);
  return 0;
}

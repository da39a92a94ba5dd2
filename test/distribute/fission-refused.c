// distribute.c does not split a dependent loop when a later group feeds an
// earlier one across iterations (b[i] written in the inner loop, read as
// b[i - 1] by the next row's first statement), nor split an inner loop
// whose statements share what one of them writes (q[i] reads s[j]): the
// loop stays whole and depend.c refuses it, naming the dependence.
// RUN: not %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void backward(int n, int m, double *a, double *b, double *c)
{
  int i, j;
#pragma loopgpu
  // CHECK: fission-refused.c:[[@LINE+1]]:3: error: loop 'i' carries a dependence: 'b[i]' written at line [[@LINE+4]]
  for (i = 1; i < n; i++) {
    a[i] = b[i - 1] * 2;
    for (j = 0; j < m; j++)
      b[i] += a[i] * c[j];
  }
}

void shared(int n, int m, double A[n][m], double *s, double *q, double *r)
{
  int i, j;
#pragma loopgpu
  // CHECK: fission-refused.c:[[@LINE+1]]:3: error: loop 'i' carries a dependence: 's[j]' written at line [[@LINE+4]]
  for (i = 0; i < n; i++) {
    q[i] = 0.0;
    for (j = 0; j < m; j++) {
      s[j] = s[j] + r[i] * A[i][j];
      if (s[j] > 0) /* under a condition: isl's order is not tried either */
        q[i] = q[i] + s[j];
    }
  }
}

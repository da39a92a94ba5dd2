// A subscript under a condition that is not a comparison of one loop
// variable (here, a test of the data) is counted as if every iteration
// evaluated it: when the condition is what keeps it inside the array, the
// inferred range runs past the array, and loopgpu says which clause to add.
// A comparison of the loop variable narrows the range instead, and there is
// nothing to say (test/extent/guards.c). Without a constant offset, a
// subscript that mixes loop variables (`u[i + k]` under a helper's test)
// reaches past its loops the same way and is warned about too; one whose
// loop variables stand in rows (`a[i * m + j]`, `a[i * 19 + k]` with k <
// 19) spans what its loops span, and is not.
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: %loopgpu -w %s -o %t.cu 2>&1 | count 0

void smooth(int n, const float *x, float *y)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    if (x[i] < 0)
      y[i] = x[i];
    else
// CHECK: extent-conditional.c:[[@LINE+1]]:14: warning: the range of 'x' is inferred from 'x[i - 2]', which is under a condition; if the condition keeps it inside the array, add copyin(x[lo:len]) with the array's range
      y[i] = x[i - 2] + x[i + 2];
  }
}

// CHECK-NOT: warning:
void guarded(int n, const float *x, float *y)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    if (i < 2 || i >= n - 2)
      y[i] = x[i];
    else
      y[i] = x[i - 2] + x[i + 2];
  }
}

// a guard that raises the bottom leaves the top where `i + 2` takes it:
// two past the loop, so the warning stays
void raised(int n, const float *x, float *y)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    if (i >= 2)
// CHECK: extent-conditional.c:[[@LINE+1]]:14: warning: the range of 'x' is inferred from 'x[i + 2]', which is under a condition
      y[i] = x[i + 2];
    else
      y[i] = 0;
}

static inline int inside(int v, int n) { return v >= 0 && v < n; }

void window(int n, const double *u, double *v)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int k = -2; k <= 2; k++)
      if (inside(i + k, n))
// CHECK: extent-conditional.c:[[@LINE+1]]:14: warning: the range of 'u' is inferred from 'u[i + k]', which is under a condition; if the condition keeps it inside the array, add copyin(u[lo:len]) with the array's range
        s += u[i + k];
    v[i] = s;
  }
}

// CHECK-NOT: warning:
void masked(int n, int m, const int *flag, const double *a, double *b, const double *c, double *d)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      if (flag[i * m + j])
        b[i * m + j] = a[i * m + j] * 2;
#pragma loopgpu
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 19; k++)
      if (flag[i] > k)
        d[i * 19 + k] = c[i * 19 + k] + 1;
}

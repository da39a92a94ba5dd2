// A subscript under a condition that is not a comparison of one loop
// variable (here, a test of the data) is counted as if every iteration
// evaluated it: when the condition is what keeps it inside the array, the
// inferred range runs past the array, and loopgpu says which clause to add.
// A comparison of the loop variable narrows the range instead, and there is
// nothing to say (test/extent/guards.c).
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

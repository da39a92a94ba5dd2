// A subscript that chooses where the conditions do not bound the arm that
// reads the loop variables could reach past the array: refused, with the
// clause to add, as any subscript whose range is not inferred. A test of
// data bounds nothing (`flag[i] > 0 ? i + 1 : i - 1`: i + 1 is n at the
// last i); neither does a test of another variable (`k > 0 ? i + 1 : i`).
// (The clamps of C code are bounded by their own tests: extent/choices.c.)
// RUN: not %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void pick(int n, const int *flag, const float *a, float *b) {
#pragma loopgpu
  for (int i = 0; i < n; i++)
// CHECK: choice-subscript.c:[[@LINE+1]]:12: error: cannot infer the range of 'a' that the kernel region touches from 'a[flag[i] > 0 ? i + 1 : i - 1]'; add copyin(a[0:N]) with its length to the directive
    b[i] = a[flag[i] > 0 ? i + 1 : i - 1];
}

void other(int n, const float *a, float *b) {
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float s = 0;
    for (int k = 0; k < 3; k++)
// CHECK: choice-subscript.c:[[@LINE+1]]:12: error: cannot infer the range of 'a' that the kernel region touches from 'a[k > 0 ? i + 1 : i]'; add copyin(a[0:N]) with its length to the directive
      s += a[k > 0 ? i + 1 : i];
    b[i] = s;
  }
}

// A helper that reads through a file-scope pointer: what it points to is
// not known to the translator, so it is an error that says what to do;
// nothing is written.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

float *weights;

static float w(int k) { return weights[k & 3]; }

void f(int n, float *x) {
#pragma loopgpu
  for (int i = 0; i < n; i++)
    x[i] *= w(i);
}

// CHECK: {{.*}}helper-global-pointer.c:[[@LINE-8]]:32: error: function 'w' is called from a kernel region and uses the file-scope pointer 'weights': pass it as a parameter
// CHECK-NOT: error:

// A helper that reads a file-scope table the host may change (not const):
// refused, with what to do (a const table with an initializer is copied to
// the device; a changing one is passed as a parameter).
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

float weights[4] = {1, 2, 3, 4};

static float w(int k) { return weights[k & 3]; }

void f(int n, float *x) {
#pragma loopgpu
  for (int i = 0; i < n; i++)
    x[i] *= w(i);
}

// CHECK: {{.*}}helper-global-table.c:[[@LINE-8]]:32: error: function 'w' is called from a kernel region and uses the file-scope variable 'weights', which is not a constant with a constant initializer
// CHECK-NOT: error

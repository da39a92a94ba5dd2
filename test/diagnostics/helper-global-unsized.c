// A helper that reads a file-scope array of unknown size (`extern float
// t[];`): the translator cannot move it to the device, so it is an error that
// says what to do; nothing is written.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

extern float weights[];

static float w(int k) { return weights[k & 3]; }

void f(int n, float *x) {
#pragma loopgpu
  for (int i = 0; i < n; i++)
    x[i] *= w(i);
}

// CHECK: {{.*}}helper-global-unsized.c:[[@LINE-8]]:32: error: function 'w' is called from a kernel region and uses the file-scope array 'weights', whose size is not known here: declare it with its size ('weights[N]') or pass it as a parameter with its length
// CHECK-NOT: error:

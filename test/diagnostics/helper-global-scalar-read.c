// A helper that reads a file-scope scalar the host may change: refused, with
// what to do (the CUDA half holds no copy of the host's variable).
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

float gain = 2.0f;
static float table[8];

static float w(int k) { return gain * table[k & 7]; }

void f(int n, float *x) {
#pragma loopgpu
  for (int i = 0; i < n; i++)
    x[i] *= w(i);
}

// CHECK: {{.*}}helper-global-scalar-read.c:[[@LINE-8]]:32: error: function 'w' is called from a kernel region and uses the file-scope variable 'gain', which is not a constant with a constant initializer: pass it as a parameter
// CHECK-NOT: error:

// A helper called from a kernel that writes a file-scope counter: the CUDA
// half holds no copy of the host's variable (and threads would race on
// it), so it is an error that says what to do; nothing is written.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

int calls;

static float scaled(float a) {
  calls++;
  return 2.0f * a;
}

void f(int n, float *x) {
#pragma loopgpu
  for (int i = 0; i < n; i++)
    x[i] = scaled(x[i]);
}

// CHECK: {{.*}}helper-global-counter.c:[[@LINE-10]]:3: error: function 'scaled' is called from a kernel region and uses the file-scope variable 'calls', which is not a constant with a constant initializer: pass it as a parameter
// CHECK-NEXT: {{^}}  calls++;
// CHECK-NEXT: {{^}}  ^
// CHECK-NOT: error:

// A helper uses a file-scope array that the kernel passes to its device copy
// by name; a variable of the region with the same name would hide it from
// the kernel: an error that says what to do; nothing is written.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

static float table[64];

static float look(int i) { return table[i & 63]; }

void f(int n, float *a) {
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float table = look(i);
    a[i] = table;
  }
}

// CHECK: {{.*}}helper-global-hidden.c:[[@LINE-5]]:19: error: 'look' uses the file-scope array 'table', which a variable of the same name declared in this kernel region hides from the kernel: rename that variable
// CHECK-NOT: error:

// A helper that writes a file-scope array: what it does to the array is not
// analysed (as through a pointer parameter), so a write that every
// iteration makes to one element cannot be proven free of a dependence:
// the loop stays on the CPU with a warning (exit 0, no kernel).
// RUN: %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: FileCheck --check-prefix=OUT %s < %t.cu

static float hist[16];

static void bump(float v) { hist[0] += v; }

void f(int n, const float *x) {
#pragma loopgpu
  for (int i = 0; i < n; i++)
    bump(x[i]);
}

// CHECK: warning: cannot prove that loop 'i' carries no dependence: 'hist' through '&hist[0]' passed to 'bump' written at line [[@LINE-3]] by two of its iterations (what 'bump' does through a pointer is not analysed); the loop stays on the CPU
// OUT-NOT: __global__

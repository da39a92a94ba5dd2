// A struct declared before the region whose member an iteration writes keeps
// its other members from before the iteration: a value carried between
// iterations, refused as for a scalar read before it is assigned.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

struct acc { float lo, hi; };

void f(int n, float *x) {
  struct acc a = {0, 0};
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    a.lo = x[i];
    x[i] = a.lo + a.hi;
  }
}

// CHECK: error: {{.*}}'a'
// CHECK-NOT: error:

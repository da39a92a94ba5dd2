// A scalar declared outside a kernel region and written inside it is an error
// unless it is a reduction variable or private to the iteration (SPEC 3.1). A
// local scalar that every iteration assigns before reading is private
// (test/private); a variable of static storage cannot be.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

float t;

void f(int n, const float *b)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    t = b[i];
}

// CHECK: {{.*}}scalar-written.c:15:5: error: scalar 't' is declared outside the kernel region and written inside it; declare it inside the loop or make it a reduction
// CHECK-NEXT: {{^}}    t = b[i];
// CHECK-NEXT: {{^}}    ^
// CHECK-NOT: error

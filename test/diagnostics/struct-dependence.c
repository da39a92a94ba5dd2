// A member of an element is an access of the element: p[i].x written and
// p[i + 1].vx read carry a dependence on the mapped loop (an error), though
// the members differ.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

typedef struct { float x, vx; } P;

void f(int n, P *p) {
#pragma loopgpu
  for (int i = 0; i < n; i++)
    p[i].x = p[i + 1].vx;
}

// CHECK: {{.*}}struct-dependence.c:[[@LINE-4]]:3: error: loop 'i' carries a dependence: 'p[i]' written at line [[@LINE-3]] and 'p[i + 1]' read at line [[@LINE-3]]
// CHECK-NOT: error:

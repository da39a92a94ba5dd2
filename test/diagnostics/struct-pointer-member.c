// A struct with a pointer member cannot be used in a kernel: the pointer
// would point into host memory.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

struct node { float v; struct node *next; };

void f(int n, struct node *l) {
#pragma loopgpu
  for (int i = 0; i < n; i++)
    l[i].v = 1.0f;
}

// CHECK: {{.*}}struct-pointer-member.c:[[@LINE-3]]:5: error: 'struct node' has the pointer member 'next' (it would point into host memory), which kernel code cannot use
// CHECK-NEXT: {{^}}    l[i].v = 1.0f;
// CHECK-NEXT: {{^}}    ^
// CHECK-NOT: error:

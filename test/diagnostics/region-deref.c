// What the IR cannot express is an error at the construct.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

struct point { float x, y; };

void f(int n, float *x, struct point *p)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
// CHECK: region-deref.c:[[@LINE+1]]:12: error: pointer dereference ('*p'; write 'p[0]') is not supported in a kernel region
    x[i] = *x + 1;
    x[i] = p[i].x; /* (a struct member is supported: issue 17) */
  }
}
// CHECK-NOT: error

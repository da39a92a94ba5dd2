// What the IR cannot express is an error at the construct.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

struct point { float x, y; };

void f(int n, float *x, float *y, struct point *p)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
// CHECK: region-deref.c:[[@LINE+1]]:14: error: this pointer value cannot be traced to one array in a kernel region (it is chosen by a condition: subscript each array in its branch, 'c ? a[k] : b[k]'); a pointer there must point into one array named in it ('A + i * m', '&A[i * m]', a row 'A[i]')
    x[i] = *(i % 2 ? x : y) + 1;
    x[i] = p[i].x; /* (a struct member is supported: issue 17) */
  }
}
// CHECK-NOT: error:

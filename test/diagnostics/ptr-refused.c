// Pointer locals in kernel code that loopgpu cannot resolve to one array
// and offset are errors that name them.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
void f(int n, int m, float *a, float *b, float *y)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
// CHECK: ptr-refused.c:[[@LINE+1]]:18: error: pointer 'p' is assigned after its declaration (or its address is taken); in a kernel region a pointer keeps the value its declaration gives it: index from it instead ('p[k]', '*(p + k)')
    const float *p = a + i * m;
    float s = 0.0f;
    for (int k = 0; k < m; k++)
      s += *p++;
// CHECK: ptr-refused.c:[[@LINE+1]]:22: error: pointer 'q' cannot be traced to one array in a kernel region (it is chosen by a condition: subscript each array in its branch, 'c ? a[k] : b[k]'); a pointer there must point into one array named in it ('A + i * m', '&A[i * m]', a row 'A[i]')
    const float *q = i % 2 ? a : b;
// CHECK: ptr-refused.c:[[@LINE+1]]:12: error: pointer 'r' is declared without a value in a kernel region: give it its value in its declaration, a place in an array ('float *r = A + i * m') or an allocation ('float *r = malloc(n * sizeof(float))')
    float *r;
// CHECK-NOT: error:
    y[i] = s + q[0] + r[0];
  }
}

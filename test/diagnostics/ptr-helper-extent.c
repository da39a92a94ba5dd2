// A helper reads through a pointer into an array whose size the host does
// not know (a plain pointer parameter): what it touches is not analysed,
// so the range must come from a data clause, and the error asks for one.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

static float dot(const float *r, const float *x, int m) {
  float s = 0.0f;
  for (int k = 0; k < m; k++)
    s += r[k] * x[k];
  return s;
}

void matvec(int n, int m, const float *A, const float x[m], float *y)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
// CHECK: ptr-helper-extent.c:[[@LINE+1]]:12: error: cannot infer the range of 'A' that the kernel region touches: 'dot' reads it through the pointer '&A[i * m]', and the host does not know the size of 'A'; add copyin(A[0:N]) with its length to the directive
    y[i] = dot(A + i * m, x, m);
// CHECK-NOT: error:
}

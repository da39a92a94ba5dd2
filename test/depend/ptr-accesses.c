// The analyses see through pointer locals: row[k] is an access of A at
// i * m + k (affine, so the rows of different i are disjoint), *out a
// write of y[i]; a helper's reads through a pointer are accesses of the
// array it points into, via the call.
// RUN: %loopgpu %s --dump-after=depend 2>&1 | FileCheck %s

static float dot(const float *r, const float *x, int m) {
  float s = 0.0f;
  for (int k = 0; k < m; k++)
    s += r[k] * x[k];
  return s;
}

void rows(int n, int m, const float *A, const float x[m], float *y)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    const float *row = A + i * m;
    float *out = &y[i];
    float s = 0.0f;
    for (int k = 0; k < m; k++)
      s += row[k] * 2.0f;
    *out = dot(row, x, m) + s;
  }
}
// CHECK-LABEL: region rows_k0
// CHECK: access A[i * m + k] read line 22
// CHECK: access y[i] write line 23: [i]
// CHECK: access A[i * m] via dot read line 23: [?] not affine
// CHECK: access x[0] via dot read line 23: [?] not affine
// CHECK: loop i: independent

// LOOPGPU_CHECK_EXTENTS=1: the ranges extent.c derives from subscripts
// (corner substitution, innermost loop first) against isl's exact minimum
// and maximum of the set of flattened indices that the accesses touch
// (transforms/extent_isl.c), compared at points of the parameters' values
// (docs/design.md, "extent"). Equal for the affine forms below; wider (a
// superset, correct) where inner rows are empty and where a flat pointer is
// delinearized and the box of its dimensions holds corners no access reads.
// RUN: env LOOPGPU_CHECK_EXTENTS=1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: env LOOPGPU_CHECK_EXTENTS=1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --check-prefix=NONE %s
// NONE-NOT: NARROWER (
// NONE-NOT: error:

// a triangular nest: j from i to n - 1, reads of a[j - i] and b[i + j]
void triangle(int n, float *out, const float *a, const float *b)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float s = 0;
    for (int j = i; j < n; j++)
      s += a[j - i] * b[i + j];
    out[i] = s;
  }
}
// CHECK: isl-check.c:17 a equal ({{.*}}isl parametric
// CHECK: isl-check.c:17 b equal
// CHECK: isl-check.c:17 out equal

// a 1-D stencil with offsets: one group, x[i - 2] .. x[i + 3]
void stencil(int n, float *y, const float *x)
{
#pragma loopgpu
  for (int i = 2; i < n - 3; i++)
    y[i] = x[i - 2] + x[i - 1] + x[i] + x[i + 3];
}
// CHECK: isl-check.c:32 y equal
// CHECK: isl-check.c:32 x equal

// flattened a[i * m + j] (a symbolic coefficient: isl's set is built at
// each point) and a strided loop (its last value is a floor division)
void flat_and_strided(int n, int m, float *c, const float *a, float *e)
{
#pragma loopgpu collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      c[i * m + j] = 2 * a[i * m + j];
#pragma loopgpu
  for (int k = 3; k < n; k += 4)
    e[k] = 0;
}
// CHECK: isl-check.c:43 c equal ({{.*}}isl per point
// CHECK: isl-check.c:43 a equal ({{.*}}isl per point
// CHECK: isl-check.c:47 e equal ({{.*}}isl parametric

// a coefficient of unknown sign: both corners, lg_min_ll / lg_max_ll
void symbolic_sign(int n, int s, float *out, const float *d)
{
#pragma loopgpu
  for (int i = 0; i < n; i++)
    out[i] = d[i * s + 5];
}
// CHECK: isl-check.c:58 out equal
// CHECK: isl-check.c:58 d equal

// inner rows that are empty: j from 2*i to 5 runs for i <= 2 only, but
// the corners take i up to n - 1
void empty_rows(int n, float *out, const float *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float t = 0;
    for (int j = 2 * i; j <= 5; j++)
      t += a[i + j];
    out[i] = t;
  }
}
// CHECK: isl-check.c:69 a wider ({{.*}}at n=7: extent.c [0, 11], isl [0, 7])
// CHECK: isl-check.c:69 out equal

// a 2-D five-point stencil on a flat pointer: delinearized to [i][j], whose
// box [0, n-1] x [0, n-1] holds a[0] and a[n*n - 1], which no access reads
void five_point(int n, float *b, const float *a)
{
#pragma loopgpu collapse(2)
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      b[i * n + j] = a[(i - 1) * n + j] + a[(i + 1) * n + j] + a[i * n + j - 1] +
                     a[i * n + j + 1];
}
// CHECK: isl-check.c:84 b equal
// CHECK: isl-check.c:84 a wider ({{.*}}at n=3: extent.c [0, 8], isl [1, 7])
// CHECK: isl-check.c: 14 region-arrays: 12 equal, 2 wider, 0 NARROWER, 0 untested, 0 skipped

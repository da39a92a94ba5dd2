// A subscript that reads an induction variable after its loop has ended
// (`b[j]` after `for (j = 0; j < m; j++)`: b[m], or b[0] when m <= 0) is
// not in the loop's range. The corner method used to bound it by the loop's
// values, [0, m - 1], and copied too little (found while building the isl
// comparison of LOOPGPU_CHECK_EXTENTS, docs/design.md "extent"): now the
// subscript is not affine there, and the range asks for a data clause.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void after(int n, int m, float *out, const float *b, const float *c)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float t = 0;
    int j;
    for (j = 0; j < m; j++)
      t += c[j];
    out[i] = t + b[j];
  }
}
// CHECK: {{.*}}extent-iv-after-loop.c:19:18: error: cannot infer the range of 'b' that the kernel region touches from 'b[j]' ('j' is read outside its loop, where it is not in the loop's range); add copyin(b[0:N]) with its length to the directive

void with_clause(int n, int m, float *out, const float *b, const float *c)
{
#pragma loopgpu copyin(b[0:m + 1])
  for (int i = 0; i < n; i++) {
    float t = 0;
    int j;
    for (j = 0; j < m; j++)
      t += c[j];
    out[i] = t + b[j];
  }
}
// CHECK-NOT: error:

// unroll(U1, U2) on a region coarsens its mapped loops, one factor each:
// unroll(2, 4) on a one-dimensional loop has a factor for no loop (it was
// dropped). An error; the collapse(1) that limits the mapping is the note.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s

void f(int n, int m, float a[n][m])
{
// CHECK: unroll-factors-1d.c:[[@LINE+4]]:29: error: 'unroll' gives 2 sizes, but only 1 loop of this region is mapped to threads ('i'): give one size per mapped loop, e.g. unroll(2){{$}}
// CHECK-NEXT: {{^#pragma loopgpu collapse\(1\) unroll\(2, 4\)$}}
// CHECK-NEXT: {{^ {28}\^}}
// CHECK-NEXT: unroll-factors-1d.c:[[@LINE+1]]:29: note: collapse(1) maps 1 loop
#pragma loopgpu collapse(1) unroll(2, 4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = 1.0f;
}

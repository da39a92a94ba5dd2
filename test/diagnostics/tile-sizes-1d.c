// tile(16, 16) on a one-dimensional loop: the second size has no loop to
// apply to (it was dropped: a 16x1x1 block). An error at the clause, with a
// note that says why there is no second mapped loop; exit 1, no output.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

void scale(int n, float *x, float *y)
{
// CHECK: tile-sizes-1d.c:[[@LINE+5]]:17: error: 'tile' gives 2 sizes, but only 1 loop of this region is mapped to threads ('i'): give one size per mapped loop, e.g. tile(16){{$}}
// CHECK-NEXT: {{^#pragma loopgpu tile\(16, 16\)$}}
// CHECK-NEXT: {{^ {16}\^}}
// CHECK-NEXT: tile-sizes-1d.c:[[@LINE+3]]:3: note: there is no loop inside loop 'i'
// CHECK-NOT: error:
#pragma loopgpu tile(16, 16)
  for (int i = 0; i < n; i++)
    y[i] = 2.0f * x[i];
}

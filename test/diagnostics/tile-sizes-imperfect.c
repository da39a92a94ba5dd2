// tile(16, 16) on a nest that is not perfect: the 'j' loop runs inside each
// thread, so only 'i' is mapped and the second size cannot apply. An error,
// and the note points at the loop that is not mapped.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s

void rowsum(int n, int m, float a[n][m], float *s)
{
// CHECK: tile-sizes-imperfect.c:[[@LINE+5]]:17: error: 'tile' gives 2 sizes, but only 1 loop of this region is mapped to threads ('i'): give one size per mapped loop, e.g. tile(16){{$}}
// CHECK-NEXT: {{^#pragma loopgpu tile\(16,16\)$}}
// CHECK-NEXT: {{^ {16}\^}}
// CHECK-NEXT: tile-sizes-imperfect.c:[[@LINE+5]]:5: note: loop 'j' is not perfectly nested in loop 'i' (other statements stand beside it), so it runs inside each thread
// CHECK-NEXT: {{^    for \(int j = 0; j < m; j\+\+\)$}}
#pragma loopgpu tile(16,16)
  for (int i = 0; i < n; i++) {
    float t = 0;
    for (int j = 0; j < m; j++)
      t += a[i][j];
    s[i] = t;
  }
}

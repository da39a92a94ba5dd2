// 'tile' on a sequential loop inside a region strip-mines that one loop: it
// takes one size. tile(16, 16) there dropped the second; now an error.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s

void rowsum(int n, int m, float a[n][m], float *s)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float t = 0;
// CHECK: tile-sizes-sequential.c:[[@LINE+3]]:17: error: 'tile' on the sequential loop 'j' takes one size (the strip's), not 2: write tile(16){{$}}
// CHECK-NEXT: {{^#pragma loopgpu tile\(16, 16\)$}}
// CHECK-NEXT: {{^ {16}\^}}
#pragma loopgpu tile(16, 16)
    for (int j = 0; j < m; j++)
      t += a[i][j];
    s[i] = t;
  }
}

// An unknown clause is an error that names it, at the clause.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

void f(int n, float *x)
{
// CHECK: unknown-clause.c:[[@LINE+3]]:25: error: unknown clause 'tiles' in '#pragma loopgpu'
// CHECK-NEXT: {{^#pragma loopgpu tile\(8\) tiles\(8\)$}}
// CHECK-NEXT: {{^ {24}\^~{4}$}}
#pragma loopgpu tile(8) tiles(8)
  for (int i = 0; i < n; i++)
    x[i] = 0;
}

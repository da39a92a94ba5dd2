// A tile size must be a positive integer constant (docs/loopgpu.1 and directives.md §3):
// the diagnostic names the value, points at it with the source line and a
// caret, the exit status is 1, and no output file is written; an existing
// output file is left untouched.
//
// RUN: rm -f %t.cu
// RUN: not %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu
// RUN: echo "previous output" > %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu
// RUN: FileCheck --check-prefix=UNTOUCHED --input-file %t.cu %s
// UNTOUCHED: {{^previous output$}}
// UNTOUCHED-NOT: {{.}}

void scale(int n, float *x)
{
// CHECK: {{^.*}}tile-zero.c:[[@LINE+3]]:22: error: tile size must be a positive integer constant, got '0'{{$}}
// CHECK-NEXT: {{^#pragma loopgpu tile\(0\)$}}
// CHECK-NEXT: {{^ {21}\^$}}
#pragma loopgpu tile(0)
  for (int i = 0; i < n; i++)
    x[i] = 2.0f * x[i];
}

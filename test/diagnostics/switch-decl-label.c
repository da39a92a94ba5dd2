// A declaration in a switch's block before a later case label is legal C,
// but CUDA (C++) does not let the jump to that label cross it: an error that
// says to brace the case.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
void f(int n, const int *k, float *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    switch (k[i]) {
    case 0:
      a[i] = 0;
      float t = a[i] * 2;
      a[i] = t;
      break;
    case 1:
      a[i] = 1;
      break;
    }
  }
}
// CHECK: {{.*}}switch-decl-label.c:14:13: error: 't' is declared in the block of a 'switch' before the label at line 17, which CUDA (C++) does not let a jump cross: put the statements of its case in braces '{ }'
// CHECK-NEXT: {{^}}      float t = a[i] * 2;
// CHECK-NEXT: {{^}}            ^
// CHECK-NOT: error:

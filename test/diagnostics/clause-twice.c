// A clause given twice is an error at its second occurrence.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s

void f(int n, float *x)
{
// CHECK: clause-twice.c:[[@LINE+3]]:30: error: clause 'collapse' given twice
// CHECK-NEXT: {{^#pragma loopgpu collapse\(1\), collapse\(1\)$}}
// CHECK-NEXT: {{^ {29}\^~{7}$}}
#pragma loopgpu collapse(1), collapse(1)
  for (int i = 0; i < n; i++)
    x[i] = 0;
}

// clang's own errors come out in the same format, with exit status 1.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

void f(int n, float *x)
{
// CHECK: clang-error.c:[[@LINE+3]]:12: error: use of undeclared identifier 'y'
// CHECK-NEXT: {{^    x\[0\] = y;$}}
// CHECK-NEXT: {{^ {11}\^$}}
    x[0] = y;
}

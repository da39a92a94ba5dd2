// A constant range that no array has is an error (the program would run off
// its array): a negative length, an end past what a pointer can address.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s

void neg(int n, float *x)
{
// CHECK: data-range-constant.c:[[@LINE+3]]:26: error: the length of 'x[0:-1]' is negative; a range is 'lo:len', with len the number of elements
// CHECK-NEXT: {{^#pragma loopgpu copy\(x\[0:-1\]\)$}}
// CHECK-NEXT: {{^ {25}\^$}}
#pragma loopgpu copy(x[0:-1])
  for (int i = 0; i < n; i++)
    x[i] = 2 * x[i];
}

void far(int n, float *x)
{
// CHECK: data-range-constant.c:[[@LINE+1]]:24: error: the range 'x[9223372036854775807:2]' ends past what a pointer can address
#pragma loopgpu copy(x[9223372036854775807:2])
  for (int i = 0; i < n; i++)
    x[i] = 2 * x[i];
}

// devices takes a count from 1 to 16 (an integer constant expression) or
// 'all'; a malformed or repeated clause is an error that names it.
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.cu

void f(int n, float *x)
{
// CHECK: clause-bad.c:[[@LINE+3]]:25: error: device count must be an integer constant from 1 to 16 or 'all', got '0'{{$}}
// CHECK-NEXT: {{^#pragma loopgpu devices\(0\)$}}
// CHECK-NEXT: {{^ {24}\^$}}
#pragma loopgpu devices(0)
  for (int i = 0; i < n; i++)
    x[i] = 1;
// CHECK: clause-bad.c:[[@LINE+1]]:17: error: clause 'devices' needs a count: devices(N) or devices(all)
#pragma loopgpu devices
  for (int i = 0; i < n; i++)
    x[i] = 1;
// CHECK: clause-bad.c:[[@LINE+1]]:25: error: device count must be at most 16, got '17'
#pragma loopgpu devices(17)
  for (int i = 0; i < n; i++)
    x[i] = 1;
// CHECK: clause-bad.c:[[@LINE+1]]:28: error: clause 'devices' given twice
#pragma loopgpu devices(2) devices(all)
  for (int i = 0; i < n; i++)
    x[i] = 1;
// CHECK: clause-bad.c:[[@LINE+1]]:25: error: device count must be an integer constant from 1 to 16 or 'all', got 'some': use of undeclared identifier 'some'
#pragma loopgpu devices(some)
  for (int i = 0; i < n; i++)
    x[i] = 1;
// CHECK: clause-bad.c:[[@LINE+1]]:25: error: device count must be an integer constant from 1 to 16 or 'all', got 'all + 1'
#pragma loopgpu devices(all + 1)
  for (int i = 0; i < n; i++)
    x[i] = 1;
}
// CHECK-NOT: error:

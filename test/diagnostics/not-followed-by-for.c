// A directive must stand immediately before a 'for' (comments and blank
// lines may come between); the error names the directive.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(int n, float *x)
{
// CHECK: not-followed-by-for.c:[[@LINE+1]]:3: error: '#pragma loopgpu tile(32)' must be followed by a 'for' statement, found 'x'
  #pragma loopgpu tile(32)
  x[0] = 1;
  int i = 0;
// CHECK: not-followed-by-for.c:[[@LINE+1]]:3: error: '#pragma loopgpu' must be followed by a 'for' statement, found 'while'
  #pragma loopgpu
  while (i < n)
    x[i++] = 0;
// CHECK-NOT: error:
  #pragma loopgpu

  /* a comment between is fine */
  for (int j = 0; j < n; j++)
    x[j] = 2;
}

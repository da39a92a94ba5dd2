// A downward loop of an unsigned counter that ends when it wraps past 0,
// 'i < n', is read as running from its first value down to 0; a first value
// that is not plainly below the bound (the loop may not run at all) is an
// error. 'n - 1' and a constant first value below a constant bound are not.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void f(unsigned n, unsigned m, float *a)
{
#pragma loopgpu copy(a[0:n])
  for (unsigned i = n - 1; i < n; i--)
    a[i] += 1;
#pragma loopgpu copy(a[0:n])
  for (unsigned i = 7; i < 10u; i--)
    a[i] += 1;
#pragma loopgpu copy(a[0:n])
  for (unsigned i = m; i < n; i--)
    a[i] += 1;
}
// CHECK-NOT: error:
// CHECK: loop-wrap-start.c:17:24: error: a downward loop of unsigned 'i' that ends when 'i' wraps past 0 ('i < n') must start below its bound: write its first value as 'n - 1' (or 'n - c')
// CHECK-NOT: error:

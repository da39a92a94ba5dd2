// A goto out of a loop with 'unroll' leaves every copy of its body, as it
// leaves the loop: fine when the loop declares its variable (each copy
// declares it); refused when the variable is declared before the loop (the
// copies would not leave its value behind for the code after the label).
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void declared_before(int n, float *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    int k;
#pragma loopgpu unroll(2)
    for (k = 0; k < 8; k++)
      if (a[i] > k)
// CHECK: goto-out.c:[[@LINE+1]]:9: error: 'goto found' out of a loop with 'unroll' over 'k', which is declared before the loop: the copies of the body would not leave its value behind; declare it in the loop ('for (int k = ...)'), or remove 'unroll'
        goto found;
    a[i] = 0;
  found:
    a[i] += k;
  }
}

void declared_in(int n, float *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
#pragma loopgpu unroll(2)
    for (int k = 0; k < 8; k++)
      if (a[i] > k)
        goto found;
    a[i] = 0;
  found:
    a[i] += 1;
  }
}
// CHECK-NOT: error:

// The gotos loopgpu refuses inside a kernel body (it copies bodies, and a
// goto must reach its own copy's label): a jump into a statement that does
// not hold the goto (a block, a loop, an 'if'); a jump forward over a
// declaration that initializes its variable (C allows it; CUDA, C++, does
// not).
// RUN: rm -f %t.cu
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
void into(int n, float *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    if (a[i] > 5)
      goto deeper;
    for (int k = 0; k < 3; k++) {
    deeper:
      a[i] += 1;
    }
  }
}
// CHECK: goto-structure.c:14:7: error: 'goto deeper' jumps into a statement that does not hold it (the label at line 16 is inside a loop, an 'if', a 'switch' or a block the goto is not in): loopgpu copies kernel bodies and supports jumps out of statements and within a block only

void cross(int n, float *a)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    if (a[i] < 0)
      goto end;
    float t = a[i] * 2;
    a[i] = t;
  end:
    a[i] += 1;
  }
}
// CHECK: goto-structure.c:28:7: error: 'goto end' jumps over the declaration of 't' at line 29, which initializes it, into its scope: CUDA (C++) does not allow it; declare 't' without an initializer and assign it, or put it and its uses in braces '{ }'

// CHECK-NOT: error:

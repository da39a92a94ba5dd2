// collapse(2) asks for both loops; a triangle whose bounds are not affine
// in i cannot be mapped over a box: the error says why.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void square(int n, float a[n][n])
{
#pragma loopgpu collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i * i % n; j++)
      a[i][j] = 0.0f;
}
// CHECK: collapse-error.c:9:5: error: collapse(2): the bounds of loop 'j' depend on 'i', so the loops do not form a box of threads
// CHECK: collapse-error.c:9:5: note: a loop whose bounds are affine in the outer mapped loops' variables (integer coefficients, the rest invariant) is mapped over its bounding box; not this one: its bounds are not affine in the outer loops' variables

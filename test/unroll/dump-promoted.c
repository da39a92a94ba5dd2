// --dump-after=unroll: unroll(U) of a loop of a known trip count of at most U
// iterations is done as a full unroll (the same code, shorter), and the dump
// says the clause asked for a partial one.
// RUN: %loopgpu -w %s --dump-after=unroll | FileCheck %s

void f(int n, float *x, const float *w)
{
#pragma loopgpu
  for (int i = 0; i < n; i++) {
    float s = 0;
#pragma loopgpu unroll(8)
    for (int k = 0; k < 3; k++)
      s += w[k];
    x[i] = s;
  }
}
// CHECK: unroll k line {{[0-9]+}}: full, 3 copies (unroll(8) of 3 iterations)
// CHECK-NOT: partial

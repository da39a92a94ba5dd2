// An unrolled loop inside a coarsened region is refused until the coarsened
// copies rename the unrolled loop's variables too (found by
// scripts/difftest.py --unroll: the output named `acc` and `i` that only
// existed as acc_0, i_0, ...).
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(float *w, const float r[13][28])
{
#pragma loopgpu unroll(3) tile(7)
  for (int i = 0; i < 12; i++) {
    float acc = 0.0f;
// CHECK: coarsened-inner.c:[[@LINE+1]]:17: error: 'unroll' on loop 's' inside a region whose threads are coarsened (unroll on the region) is not supported yet; drop one of the two
#pragma loopgpu unroll(full)
    for (int s = 3; s < 26; s++)
      acc += r[i + 1][s];
    w[i + 1] = acc;
  }
}

// `tile` and `unroll` on the same sequential loop: the strip-mined loop would
// print the unrolled copies of the whole loop in every strip (found by
// scripts/difftest.py --unroll, test/robustness/strip-unroll.c), so the
// combination is refused.
// RUN: %expect-exit 1 %loopgpu %s -o %t.cu 2>&1 | FileCheck %s

void f(float w[16][16], const float r[100])
{
#pragma loopgpu tile(4)
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++) {
      float acc = 0.0f;
// CHECK: tile-unroll-same-loop.c:[[@LINE+1]]:17: error: 'tile' and 'unroll' on the same loop 's' are not supported together yet; drop one of the two
#pragma loopgpu tile(8) unroll(2)
      for (int s = 0; s < 40; s++)
        acc += r[s];
      w[i][j] = acc;
    }
}

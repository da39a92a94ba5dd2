// Found by scripts/difftest.py --unroll (seed 21): with `tile` on the region
// the first sequential loop that walks an array read by the whole block (here
// r[s + 2], the same for every thread) was strip-mined so that each strip is
// staged in shared memory, but the loop also carried unroll(full) (or
// unroll(4)): the unrolled copies, made for the whole loop, printed inside
// every strip, so each thread summed all 69 elements once per strip (5
// times). Fixed: transforms/tile.c does not strip-mine an unrolled loop.
// RUN: %e2e %s
#include <stdio.h>

static float W[20][16], R[71];

void full(float w[20][16], const float r[71])
{
#pragma loopgpu tile(16)
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 16; j++) {
      float acc = 0.0f;
#pragma loopgpu unroll(full)
      for (int s = 0; s < 69; s++)
        acc += r[s + 2];
      w[i][j] = acc + (float)(i - j);
    }
}

void partial(float w[20][16], const float r[71])
{
#pragma loopgpu tile(8)
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 16; j++) {
      float acc = 0.0f;
#pragma loopgpu unroll(4)
      for (int s = 0; s < 69; s++)
        acc += r[s] * (float)(s % 3);
      w[i][j] += acc;
    }
}

int main(void)
{
  for (int s = 0; s < 71; s++)
    R[s] = 0.5f + (float)(s % 7);
  full(W, R);
  partial(W, R);
  for (int i = 0; i < 20; i += 3)
    for (int j = 0; j < 16; j += 5)
      printf("W[%d][%d] %.9g\n", i, j, W[i][j]);
  return 0;
}

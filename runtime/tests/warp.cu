// Warp-level code: a shuffle-down reduction within each warp, and the
// last-warp pattern (__syncthreads for all, then __syncwarp inside one warp).
#include <stdio.h>

#include "loopgpu.h"

__global__ void warp_k0(const int *in, int *warp_sums, int *block_sums) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  int v = in[blockIdx.x * blockDim.x + t];
  for (int d = 16; d > 0; d /= 2)
    v += __shfl_down_sync(0xffffffffu, v, d);
  if (t % 32 == 0)
    warp_sums[(blockIdx.x * blockDim.x + t) / 32] = v;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  if (t < 32) {
    s[t] += s[t + 32];
    __syncwarp();
    for (int d = 16; d > 0; d /= 2) {
      int o = t < (unsigned)d ? s[t + d] : 0;
      __syncwarp();
      s[t] += o;
      __syncwarp();
    }
    if (t == 0)
      block_sums[blockIdx.x] = s[0];
  }
}

int main(void) {
  enum { BLOCKS = 10, N = BLOCKS * 64 };
  static int in[N], ws[N / 32], bs[BLOCKS];
  for (int i = 0; i < N; i++)
    in[i] = i % 17;
  lg_enter(in, sizeof in, LG_COPYIN, "in", __FILE__, __LINE__);
  lg_enter(ws, sizeof ws, LG_COPYOUT, "ws", __FILE__, __LINE__);
  lg_enter(bs, sizeof bs, LG_COPYOUT, "bs", __FILE__, __LINE__);
  LG_LAUNCH(warp_k0, BLOCKS, 64, 0, (const int *)lg_devptr(in, "in", __FILE__, __LINE__),
            (int *)lg_devptr(ws, "ws", __FILE__, __LINE__),
            (int *)lg_devptr(bs, "bs", __FILE__, __LINE__));
  lg_launch_check("warp_k0", __FILE__, __LINE__);
  lg_exit(bs, sizeof bs, LG_COPYOUT, "bs", __FILE__, __LINE__);
  lg_exit(ws, sizeof ws, LG_COPYOUT, "ws", __FILE__, __LINE__);
  lg_exit(in, sizeof in, LG_COPYIN, "in", __FILE__, __LINE__);
  int ok = 1;
  for (int w = 0; w < N / 32; w++) {
    int want = 0;
    for (int i = 0; i < 32; i++)
      want += in[w * 32 + i];
    ok &= ws[w] == want;
  }
  for (int b = 0; b < BLOCKS; b++) {
    int want = 0;
    for (int i = 0; i < 64; i++)
      want += in[b * 64 + i];
    ok &= bs[b] == want;
  }
  printf("warp: %s\n", ok ? "ok" : "FAIL");
  return 0;
}

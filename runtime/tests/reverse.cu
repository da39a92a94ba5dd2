// Block-wise reversal through shared memory. With REVERSE_NO_BARRIER the
// __syncthreads() between the store and the load is missing: the emulation
// runs thread 0 to completion before thread 1 starts, so thread 0 reads a
// slot nobody has written yet, and the result is WRONG (as it may be on a
// GPU, where it is a race).
#include <stdio.h>

#include "loopgpu.h"

#define BS 128

__global__ void reverse_k0(int n, const int *in, int *out) {
  __shared__ int tile[BS];
  int base = blockIdx.x * BS, t = threadIdx.x;
  tile[t] = base + t < n ? in[base + t] : -1;
#ifndef REVERSE_NO_BARRIER
  __syncthreads();
#endif
  if (base + t < n)
    out[base + t] = tile[BS - 1 - t];
}

int main(void) {
  enum { N = 64 * BS };
  static int in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = i;
  lg_enter(in, sizeof in, LG_COPYIN, "in", __FILE__, __LINE__);
  lg_enter(out, sizeof out, LG_COPYOUT, "out", __FILE__, __LINE__);
  LG_LAUNCH(reverse_k0, N / BS, BS, 0, N,
            (const int *)lg_devptr(in, "in", __FILE__, __LINE__),
            (int *)lg_devptr(out, "out", __FILE__, __LINE__));
  lg_launch_check("reverse_k0", __FILE__, __LINE__);
  lg_exit(out, sizeof out, LG_COPYOUT, "out", __FILE__, __LINE__);
  lg_exit(in, sizeof in, LG_COPYIN, "in", __FILE__, __LINE__);
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += out[i] != (i / BS) * BS + BS - 1 - i % BS;
  printf("reverse: %s (%d of %d wrong)\n", bad ? "WRONG" : "correct", bad, N);
  return 0;
}

// A block of more than 1024 threads: the launch fails as on the GPU, naming
// the kernel and FILE:LINE.
#include <stdio.h>

#include "loopgpu.h"

__global__ void big_k0(int *p) { p[threadIdx.x] = 1; }

int main(void) {
  int *d = (int *)lg_dmalloc(2048 * sizeof(int), "d", __FILE__, __LINE__);
  // one line: the emulation fails at the launch, the GPU at the check
#line 7 "user.c"
  LG_LAUNCH(big_k0, 1, 2048, 0, d); lg_launch_check("big_k0", __FILE__, __LINE__);
  printf("oversize: no error\n");
  return 0;
}

// GPU only (LG_TEST_MODE=gpu run-emu.sh): a kernel that writes through a
// bad pointer. With LOOPGPU_SYNC=1 lg_launch_check names the kernel and the
// line; without it the error surfaces at the next runtime call that waits
// for the device.
#include <stdio.h>

#include "loopgpu.h"

__global__ void fault_k0(int *p) { p[threadIdx.x] = 1; }

int main(void) {
  static int a[1 << 20];
  lg_enter(a, sizeof a, LG_COPY, "a", __FILE__, __LINE__);
#line 30 "user.c"
  LG_LAUNCH(fault_k0, 1, 32, 0, (int *)16);
  lg_launch_check("fault_k0", __FILE__, __LINE__);
#line 40 "user.c"
  lg_exit(a, sizeof a, LG_COPY, "a", __FILE__, __LINE__);
  printf("fault: no error\n");
  return 0;
}

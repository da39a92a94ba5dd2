// Out of device memory: the message names the buffer, its line, the bytes
// asked for and the device's free bytes. Run with LG_EMU_DEVICE_MEM=64M in
// the emulation; on the GPU, 1 TiB is more than any device has.
#include <stdio.h>
#include <stdlib.h>

#include "loopgpu.h"

/* global: the run ends in lg_fatal's exit, and LeakSanitizer must not call
   this still-reachable buffer a leak */
char *oom_buffer; /* external linkage: the store cannot be optimized away */

int main(void) {
  size_t small = 16u << 20;
  char *a = oom_buffer = (char *)malloc(small);
  lg_enter(a, small, LG_CREATE, "a", __FILE__, __LINE__);
  size_t huge = (size_t)1 << 40;
#line 20 "user.c"
  void *d = lg_dmalloc(huge, "huge", __FILE__, __LINE__);
  printf("oom: no error (%p)\n", d);
  return 0;
}

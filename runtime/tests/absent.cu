// lg_devptr of a pointer that was never entered: an error naming the
// variable and FILE:LINE, exit status 1.
#include <stdio.h>

#include "loopgpu.h"

int main(void) {
  static float v[16];
#line 42 "user.c"
  void *d = lg_devptr(v, "v", __FILE__, __LINE__);
  printf("absent: no error (%p)\n", d);
  return 0;
}

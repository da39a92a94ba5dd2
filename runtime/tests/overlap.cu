// Entering a range that partially overlaps a present one is an error.
#include <stdio.h>

#include "loopgpu.h"

int main(void) {
  static float a[100];
  lg_enter(a, 50 * sizeof(float), LG_COPYIN, "a", __FILE__, __LINE__);
#line 9 "user.c"
  lg_enter(a + 25, 50 * sizeof(float), LG_COPYIN, "b", __FILE__, __LINE__);
  printf("overlap: no error\n");
  return 0;
}

// What the present table still refuses, each with a message naming both
// arrays, their lines and ranges (never a wrong result; none of them arises
// from the code the translator emits but the out-of-memory). Built with
// -DCASE=N:
//  1: a section extends a buffer that a chunk() region is using (its
//     kernels, on the region's own streams, may still run on the old one);
//  2: an exit of a range only partly entered;
//  3: out of device memory while joining a section to a present buffer:
//     under LOOPGPU_DEVICE_LIMIT=180K the union (192 KiB) fits neither beside
//     the old buffer (128 KiB) nor alone; the message says what it joins.
// Without CASE it prints "maperr: no case".
#include <stdio.h>

#include "loopgpu.h"

static float a[1 << 16];

#if CASE == 1
static void slices(void *ctx, long long c0, long long c1, long long *lo, long long *hi) {
  (void)ctx;
  lo[0] = c0;
  hi[0] = c1 - 1;
}
#endif

int main(void) {
#if CASE == 1
  lg_enter(a, 100 * sizeof(float), LG_COPY, "a", "user.c", 10);
  lg_chunk *ck = lg_chunk_begin("r_k0", "user.c", 11, 100, 10, 1, slices, NULL);
  lg_chunk_array(ck, 0, a, sizeof(float), 0, 99, LG_COPY, "a");
  lg_chunk_plan(ck);
  lg_enter(a + 50, 100 * sizeof(float), LG_COPYIN, "b", "user.c", 12);
  lg_chunk_end(ck);
#elif CASE == 2
  lg_enter(a, 10 * sizeof(float), LG_COPY, "a", "user.c", 20);
  lg_exit(a, 20 * sizeof(float), LG_COPY, "a", "user.c", 21);
#elif CASE == 3
  lg_enter(a, sizeof a / 2, LG_COPYIN, "a", "user.c", 30);
  lg_enter(a + (1 << 14), sizeof a / 2, LG_COPYIN, "b", "user.c", 31);
#endif
  printf("maperr: no case (%g)\n", (double)a[0]);
  return 0;
}

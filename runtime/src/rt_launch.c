/* rt_launch.c — grid sizing and the checks after each launch. */
#include "rt_internal.h"

unsigned lg_grid_1d(long long trip, unsigned block, unsigned max_blocks) {
  long long n;
  if (block == 0)
    block = 1;
  if (trip <= 0)
    return 1;
  n = (trip + block - 1) / block;
  if (max_blocks && n > (long long)max_blocks)
    n = max_blocks;
  return n < 1 ? 1u : (unsigned)n;
}

/* Down to one warp: trmm's and symm's rows (PolyBench, 1200 and 240
 * threads, each a long walk) filled 19 and 4 of 132 SMs with blocks of 64. */
unsigned lg_block_1d(long long trip, unsigned block) {
  static unsigned sms;
  if (!sms)
    sms = lg_be_sm_count();
  while (block > 32 && trip < 2LL * sms * block)
    block /= 2;
  return block;
}

/* persist.c: a region's iterations run by one block each step of a host
 * loop: at most LOOPGPU_PERSIST_MAX (default 8192; 0: never), beyond which
 * one block is slower than the launches it saves. */
int lg_persist_fits(long long iterations) {
  static long long max = -1;
  if (max < 0)
    max = (long long)lg_env_size("LOOPGPU_PERSIST_MAX", 8192, 0, (size_t)1 << 40);
  return iterations >= 0 && iterations <= max;
}

void lg_launch_check(const char *kernel, const char *file, int line) {
  lg_data_launched();   /* rt_data.c: no bytes entered without a copy-in are fresh now */
  lg_report_launched(); /* the stop event of the report's timing, if on */
  lg_be_launch_check(kernel, file, line);
}

void lg_sync(const char *what, const char *file, int line) {
  lg_be_sync(what, file, line);
}

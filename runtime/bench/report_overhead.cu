// report_overhead.cu — cost of the footprint report's hooks per launch:
// 100k launches of a 1-thread kernel, each with lg_region_begin,
// LG_LAUNCH_RECORD, lg_launch_check and lg_region_end as generated code
// does. Run without LOOPGPU_REPORT, then with LOOPGPU_REPORT=json:/dev/null.
#include <stdio.h>
#include <time.h>

#include "loopgpu.h"

__global__ void tiny(int *x) { x[0] += 1; }

int main(void) {
  static int h[1];
  const int n = 100000;
  int *d = (int *)lg_enter(h, sizeof h, LG_COPY, "h", "bench.c", 1);
  struct timespec a, b;
  clock_gettime(CLOCK_MONOTONIC, &a);
  for (int i = 0; i < n; i++) {
    lg_region_begin("tiny_k0", "bench.c", 2, sizeof h, 0, 1);
    dim3 grid(1, 1, 1), block(1, 1, 1);
    LG_LAUNCH_RECORD(tiny, grid, block, 0, "bench.c", 2);
    LG_LAUNCH(tiny, grid, block, 0, d);
    lg_launch_check("tiny", "bench.c", 2);
    lg_region_end();
  }
  lg_sync("tiny", "bench.c", 3);
  clock_gettime(CLOCK_MONOTONIC, &b);
  lg_exit(h, sizeof h, LG_COPY, "h", "bench.c", 1);
  double us = ((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec)) / 1e3 / n;
  printf("report_overhead: %d launches, %.3f us per launch, x = %d\n", n, us, h[0]);
  return 0;
}

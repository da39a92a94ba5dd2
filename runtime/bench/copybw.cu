// copybw — host<->device bandwidth of the runtime's copy strategies.
//
//   nvcc -O2 -arch=sm_90 runtime/bench/copybw.cu
//            $(pkg-config --cflags --libs loopgpu) -o copybw && ./copybw [MiB]
//
// Moves 1 GiB (or MiB from the command line) from malloc'd (pageable) memory
// to the device and back, through lg_memcpy_h2d / lg_memcpy_d2h, once per
// strategy (staged with 1 to 16 filler threads, register, plain): a
// warm-up, then the median of 5 timed runs, wall clock after the copy has
// returned (the copies are synchronous). About 40 copies of 1 GiB: well under
// a minute at the H200's speeds.
#include <algorithm>
#include <chrono>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <vector>

#include "loopgpu.h"

static double now_s() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

enum { RUNS = 5 };

static double median_gbs(size_t bytes, void *dst, const void *src, bool h2d) {
  std::vector<double> t;
  for (int r = 0; r <= RUNS; r++) { // run 0 is the warm-up
    double t0 = now_s();
    if (h2d)
      lg_memcpy_h2d(dst, src, bytes, __FILE__, __LINE__);
    else
      lg_memcpy_d2h(dst, src, bytes, __FILE__, __LINE__);
    double dt = now_s() - t0;
    if (r > 0)
      t.push_back(dt);
  }
  std::sort(t.begin(), t.end());
  return (double)bytes / t[RUNS / 2] / 1e9;
}

int main(int argc, char **argv) {
  size_t mib = argc > 1 ? strtoull(argv[1], NULL, 0) : 1024;
  size_t bytes = mib << 20;
  char *host = (char *)malloc(bytes);
  if (!host) {
    fprintf(stderr, "copybw: cannot allocate %zu MiB of host memory\n", mib);
    return 1;
  }
  memset(host, 1, bytes); // touch every page before timing
  void *dev = lg_dmalloc(bytes, "dev", __FILE__, __LINE__);
  struct mode {
    const char *name;
    int threads;
  } modes[] = {{"plain", 1},  {"register", 1}, {"staged", 1},
               {"staged", 2}, {"staged", 4},   {"staged", 8},
               {"staged", 12}, {"staged", 16}};
  printf("copybw: %zu MiB, pageable host memory, median of %d after a warm-up\n",
         mib, RUNS);
  printf("%-10s %8s %12s %12s\n", "mode", "threads", "H2D GB/s", "D2H GB/s");
  for (const mode &m : modes) {
    lg_copy_set_mode(m.name);
    lg_copy_set_threads(m.threads);
    double h2d = median_gbs(bytes, dev, host, true);
    double d2h = median_gbs(bytes, host, dev, false);
    printf("%-10s %8d %12.1f %12.1f\n", m.name, m.threads, h2d, d2h);
    fflush(stdout);
  }
  lg_dfree(dev, __FILE__, __LINE__);
  free(host);
  return 0;
}

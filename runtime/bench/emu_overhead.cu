// emu_overhead — cost per emulated thread in the CPU emulation.
//
//   c++ -O2 -x c++ runtime/bench/emu_overhead.cu
//           $(pkg-config --cflags --libs loopgpu-emu) -o emu_overhead
//   LG_EMU_THREADS=1 ./emu_overhead
//
// Launches a saxpy-like kernel with one element per thread over 16M threads
// (65536 blocks of 256) and compares with the same loop on the CPU; the
// difference divided by the thread count is the emulation's overhead per
// thread (fiber start, switch in, switch out, argument copies).
#include <algorithm>
#include <chrono>
#include <stdio.h>
#include <stdlib.h>

#include "loopgpu.h"

__global__ void axpy_k0(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

__global__ void barrier_k0(int n, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __syncthreads();
  if (i < n)
    y[i] += 1.0f;
}

static double now_s() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

int main(void) {
  const int n = 1 << 24, block = 256;
  float *x = (float *)malloc(n * sizeof(float)), *y = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; i++)
    x[i] = (float)i, y[i] = 1.0f;
  float *dx = (float *)lg_enter(x, n * sizeof(float), LG_COPYIN, "x", __FILE__, __LINE__);
  float *dy = (float *)lg_enter(y, n * sizeof(float), LG_COPY, "y", __FILE__, __LINE__);
  double best_k = 1e9, best_b = 1e9, best_loop = 1e9;
  for (int r = 0; r < 3; r++) {
    double t0 = now_s();
    LG_LAUNCH(axpy_k0, n / block, block, 0, n, 2.0f, (const float *)dx, dy);
    double t1 = now_s();
    LG_LAUNCH(barrier_k0, n / block, block, 0, n, dy);
    double t2 = now_s();
    for (int i = 0; i < n; i++)
      dy[i] = 2.0f * dx[i] + dy[i];
    double t3 = now_s();
    best_k = std::min(best_k, t1 - t0);
    best_b = std::min(best_b, t2 - t1);
    best_loop = std::min(best_loop, t3 - t2);
  }
  lg_exit(y, n * sizeof(float), LG_COPY, "y", __FILE__, __LINE__);
  lg_exit(x, n * sizeof(float), LG_COPYIN, "x", __FILE__, __LINE__);
  const char *thr = getenv("LG_EMU_THREADS");
  printf("emu_overhead: %d threads, LG_EMU_THREADS=%s\n", n, thr ? thr : "(cores)");
  printf("  kernel without barrier: %.3f s = %.1f ns/thread (plain loop %.1f ns/element)\n",
         best_k, best_k / n * 1e9, best_loop / n * 1e9);
  printf("  overhead per thread:    %.1f ns (wall time / threads, minus the loop)\n",
         (best_k - best_loop) / n * 1e9);
  printf("  kernel with one __syncthreads(): %.1f ns/thread\n", best_b / n * 1e9);
  printf("  check: y[12345] = %g (want %g)\n", y[12345], 12.0f * 12345.0f + 4);
  return 0;
}

// saxpy through the present table, in the style loopgpu emits: a grid-stride
// kernel, lg_enter / lg_devptr / LG_LAUNCH / lg_launch_check / lg_exit.
#include <stdio.h>
#include <stdlib.h>

#include "loopgpu.h"

__global__ void saxpy_k0(long long n, float a, const float *__restrict__ x,
                         float *__restrict__ y) {
  for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
       i += (long long)gridDim.x * blockDim.x)
    y[i] = a * x[i] + y[i];
}

int main(void) {
  long long n = 1000003;
  float *x = (float *)malloc(n * sizeof *x), *y = (float *)malloc(n * sizeof *y);
  for (long long i = 0; i < n; i++) {
    x[i] = (float)i;
    y[i] = 1.0f;
  }
  lg_enter(x, n * sizeof *x, LG_COPYIN, "x", __FILE__, __LINE__);
  lg_enter(y, n * sizeof *y, LG_COPY, "y", __FILE__, __LINE__);
  unsigned grid = lg_grid_1d(n, 256, 4096);
  LG_LAUNCH(saxpy_k0, grid, 256, 0, n, 2.0f,
            (const float *)lg_devptr(x, "x", __FILE__, __LINE__),
            (float *)lg_devptr(y, "y", __FILE__, __LINE__));
  lg_launch_check("saxpy_k0", __FILE__, __LINE__);
  // before the exit, the host copy of y is untouched
  int before = y[10] == 1.0f;
  lg_exit(y, n * sizeof *y, LG_COPY, "y", __FILE__, __LINE__);
  lg_exit(x, n * sizeof *x, LG_COPYIN, "x", __FILE__, __LINE__);
  long long bad = 0;
  for (long long i = 0; i < n; i++)
    if (y[i] != 2.0f * (float)i + 1.0f)
      bad++;
  size_t cur, peak;
  lg_mem_stats(&cur, &peak, NULL);
  printf("saxpy: %s (host untouched before exit: %d, bad %lld, device bytes "
         "now %zu, peak %zu)\n",
         bad == 0 && before && cur == 0 && peak == 2 * n * sizeof(float) ? "ok"
                                                                        : "FAIL",
         before, bad, cur, peak);
  free(x);
  free(y);
  return 0;
}

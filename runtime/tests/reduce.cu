// Block reduction tree in (dynamic) shared memory, then the block partials
// combined with atomicAdd, and a max through lg_atomic_max.
#include <stdio.h>

#include "loopgpu.h"

__global__ void sum_k0(long long n, const double *x, double *sum, float *mx) {
  LG_DYNAMIC_SHARED(double, part);
  unsigned t = threadIdx.x;
  double s = 0;
  float m = -1e30f;
  for (long long i = blockIdx.x * (long long)blockDim.x + t; i < n;
       i += (long long)gridDim.x * blockDim.x) {
    s += x[i];
    m = fmaxf(m, (float)x[i]);
  }
  part[t] = s;
  __syncthreads();
  for (unsigned half = blockDim.x / 2; half > 0; half /= 2) {
    if (t < half)
      part[t] += part[t + half];
    __syncthreads();
  }
  if (t == 0)
    atomicAdd(sum, part[0]);
  lg_atomic_max(mx, m);
}

int main(void) {
#ifndef BLOCK
#define BLOCK 256
#endif
  enum { N = 1 << 20 };
  static double x[N];
  double sum = 0;
  float mx = -1e30f;
  for (int i = 0; i < N; i++)
    x[i] = (double)(i % 1000);
  lg_enter(x, sizeof x, LG_COPYIN, "x", __FILE__, __LINE__);
  double *dsum = (double *)lg_dmalloc(sizeof(double), "sum", __FILE__, __LINE__);
  float *dmx = (float *)lg_dmalloc(sizeof(float), "mx", __FILE__, __LINE__);
  lg_memcpy_h2d(dsum, &sum, sizeof sum, __FILE__, __LINE__);
  lg_memcpy_h2d(dmx, &mx, sizeof mx, __FILE__, __LINE__);
  LG_LAUNCH(sum_k0, lg_grid_1d(N, BLOCK, 120), BLOCK, BLOCK * sizeof(double),
            (long long)N, (const double *)lg_devptr(x, "x", __FILE__, __LINE__),
            dsum, dmx);
  lg_launch_check("sum_k0", __FILE__, __LINE__);
  lg_memcpy_d2h(&sum, dsum, sizeof sum, __FILE__, __LINE__);
  lg_memcpy_d2h(&mx, dmx, sizeof mx, __FILE__, __LINE__);
  lg_dfree(dsum, __FILE__, __LINE__);
  lg_dfree(dmx, __FILE__, __LINE__);
  lg_exit(x, sizeof x, LG_COPYIN, "x", __FILE__, __LINE__);
  double want = 0;
  for (int i = 0; i < N; i++)
    want += x[i];
  printf("reduce: %s (sum %.0f, expected %.0f, max %.0f)\n",
         sum == want && mx == 999.0f ? "ok" : "FAIL", sum, want, mx);
  return 0;
}

// Large copies with an uneven tail: several staging chunks each way (GPU
// build), every byte checked after a round trip through a kernel.
#include <stdio.h>
#include <stdlib.h>

#include "loopgpu.h"

__global__ void inc_k0(size_t n, unsigned char *a) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
       i += (size_t)gridDim.x * blockDim.x)
    a[i] = (unsigned char)(a[i] + 1);
}

int main(void) {
  size_t n = (80u << 20) + 12345;
  unsigned char *a = (unsigned char *)malloc(n);
  for (size_t i = 0; i < n; i++)
    a[i] = (unsigned char)(i * 7 + i / 251);
  lg_enter(a, n, LG_COPY, "a", __FILE__, __LINE__);
  LG_LAUNCH(inc_k0, lg_grid_1d((long long)n, 256, 1024), 256, 0, n,
            (unsigned char *)lg_devptr(a, "a", __FILE__, __LINE__));
  lg_launch_check("inc_k0", __FILE__, __LINE__);
  lg_exit(a, n, LG_COPY, "a", __FILE__, __LINE__);
  size_t bad = 0;
  for (size_t i = 0; i < n; i++)
    bad += a[i] != (unsigned char)(i * 7 + i / 251 + 1);
  printf("bigcopy: %s (%zu of %zu bytes wrong)\n", bad ? "FAIL" : "ok", bad, n);
  free(a);
  return 0;
}

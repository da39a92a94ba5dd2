// Nested data regions: an inner enter of a sub-range of a present range only
// counts a reference (no allocation, no copy); only the last exit copies out.
#include <stdio.h>

#include "loopgpu.h"

__global__ void add_k0(int n, int *a) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    a[i] += 1;
}

static int a[1000];

int main(void) {
  int ok = 1;
  for (int i = 0; i < 1000; i++)
    a[i] = i;
  lg_enter(a, sizeof a, LG_COPY, "a", __FILE__, __LINE__); // outer: copies in
  a[5] = -100; // host-side change after the copy-in: must NOT reach the device
  size_t allocs0, allocs1;
  lg_mem_stats(NULL, NULL, &allocs0);
  // inner region on a sub-range: present, so no copy-in of a[5]
  int *d = (int *)lg_enter(a + 100, 500 * sizeof(int), LG_COPY, "a", __FILE__,
                           __LINE__);
  lg_mem_stats(NULL, NULL, &allocs1);
  ok &= allocs1 == allocs0;
  ok &= d == (int *)lg_devptr(a, "a", __FILE__, __LINE__) + 100;
  LG_LAUNCH(add_k0, lg_grid_1d(1000, 128, 64), 128, 0, 1000,
            (int *)lg_devptr(a, "a", __FILE__, __LINE__));
  lg_launch_check("add_k0", __FILE__, __LINE__);
  lg_exit(a + 100, 500 * sizeof(int), LG_COPY, "a", __FILE__, __LINE__);
  ok &= a[150] == 150; // inner exit: no copy-out
  ok &= lg_present(a, sizeof a);
  lg_exit(a, sizeof a, LG_COPY, "a", __FILE__, __LINE__); // last: copies out
  ok &= !lg_present(a, sizeof a);
  for (int i = 0; i < 1000; i++)
    ok &= a[i] == i + 1; // a[5] came back from the device: 6, not -100
  printf("nested: %s\n", ok ? "ok" : "FAIL");
  return 0;
}

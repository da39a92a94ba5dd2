// A chunk() region over an array only part of which is on the device (an
// enclosing region holds a[50:100], and wrote to it there): streaming would
// read the host's stale copy of that part and leave the device copy stale,
// so the array is entered whole for the region instead. The region sees the
// device's values, and they stay the newest: the enclosing region's exit
// brings them back; the part that was absent comes back at the region's end.
#include <stdio.h>

#include "loopgpu.h"

__global__ void add_k0(int n, int *a, int v) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    a[i] += v;
}

static int a[200];
static int fails;
#define CHECK(c)                                                                \
  do {                                                                          \
    if (!(c)) {                                                                 \
      printf("chunkpart: line %d: %s is false\n", __LINE__, #c);                \
      fails++;                                                                  \
    }                                                                           \
  } while (0)

static void slices(void *ctx, long long c0, long long c1, long long *lo, long long *hi) {
  (void)ctx;
  lo[0] = c0;
  hi[0] = c1 - 1;
}

int main(void) {
  for (int i = 0; i < 200; i++)
    a[i] = i;
  lg_enter(a + 50, 100 * sizeof(int), LG_COPY, "a", __FILE__, __LINE__);
  LG_LAUNCH(add_k0, 1, 128, 0, 100, (int *)lg_devptr(a + 50, "a", __FILE__, __LINE__), 1000);
  lg_launch_check("add_k0", __FILE__, __LINE__);
  a[60] = -1; // a host write the device copy never sees (it is present)
  lg_chunk *ck = lg_chunk_begin("part_k0", __FILE__, __LINE__, 200, 30, 1, slices, NULL);
  lg_chunk_array(ck, 0, a, sizeof(int), 0, 199, LG_COPY, "a");
  long long c = lg_chunk_plan(ck);
  for (long long c0 = 0; c0 < 200; c0 += c) {
    long long c1 = lg_min_ll(c0 + c, 200);
    lg_chunk_next(ck, c0, c1);
    LG_LAUNCH_STREAM(add_k0, lg_grid_1d(c1 - c0, 64, 16), 64, 0, lg_chunk_stream(ck),
                     (int)(c1 - c0), (int *)lg_chunk_base(ck, 0) + c0, 5);
    lg_launch_check("part_k0", __FILE__, __LINE__);
    lg_chunk_launched(ck);
  }
  lg_chunk_end(ck);
  // the part that was absent is back; the part held by the outer region not
  CHECK(a[0] == 5 && a[49] == 54 && a[150] == 155 && a[199] == 204);
  CHECK(a[60] == -1);
  lg_exit(a + 50, 100 * sizeof(int), LG_COPY, "a", __FILE__, __LINE__);
  size_t cur;
  lg_mem_stats(&cur, NULL, NULL);
  CHECK(cur == 0);
  for (int i = 0; i < 200; i++) {
    int want = i + 5 + (i >= 50 && i < 150 ? 1000 : 0);
    if (a[i] != want) {
      printf("chunkpart: a[%d] = %d, want %d\n", i, a[i], want);
      fails++;
      break;
    }
  }
  printf("chunkpart: %s\n", fails ? "FAIL" : "ok");
  return 0;
}

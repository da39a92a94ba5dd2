// Adjacent sections (a[0:50], then a[50:50]) are separate buffers: distinct
// arrays are often adjacent in memory, and each byte has its own count, so
// nothing is shared that need not be. A later section that spans both
// (a[25:50]) joins them into one buffer, keeping what the kernels wrote in
// each; each section's bytes still leave the device at their own exit.
// A chunk() region over all of a[0:100] while the two halves are present
// also joins them and uses the device copy (nothing streamed).
#include <stdio.h>

#include "loopgpu.h"

__global__ void add_k0(int n, int *a, int v) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    a[i] += v;
}

static int a[120];
static int fails;
#define CHECK(c)                                                                \
  do {                                                                          \
    if (!(c)) {                                                                 \
      printf("adjacent: line %d: %s is false\n", __LINE__, #c);                 \
      fails++;                                                                  \
    }                                                                           \
  } while (0)

static void add(int *host, int n, int v) {
  LG_LAUNCH(add_k0, lg_grid_1d(n, 64, 16), 64, 0, n,
            (int *)lg_devptr(host, "a", __FILE__, __LINE__), v);
  lg_launch_check("add_k0", __FILE__, __LINE__);
}

static void slices(void *ctx, long long c0, long long c1, long long *lo, long long *hi) {
  (void)ctx;
  lo[0] = c0;
  hi[0] = c1 - 1;
}

int main(void) {
  size_t cur, allocs0, allocs1;
  for (int i = 0; i < 120; i++)
    a[i] = i;
  lg_mem_stats(NULL, NULL, &allocs0);
  lg_enter(a, 50 * sizeof(int), LG_COPY, "lo", __FILE__, __LINE__);
  lg_enter(a + 50, 50 * sizeof(int), LG_COPY, "hi", __FILE__, __LINE__);
  lg_mem_stats(&cur, NULL, &allocs1);
  CHECK(allocs1 - allocs0 == 2 && cur == 100 * sizeof(int));
  CHECK(lg_present(a, 50 * sizeof(int)) && lg_present(a + 50, 50 * sizeof(int)));
  CHECK(!lg_present(a, 100 * sizeof(int))); // not one device range (yet)
  add(a, 50, 1);
  add(a + 50, 50, 2);
  a[30] = -1; // present: the spanning enter must not copy these in again
  a[70] = -1;
  lg_enter(a + 25, 50 * sizeof(int), LG_COPYIN, "mid", __FILE__, __LINE__);
  lg_mem_stats(&cur, NULL, &allocs0);
  CHECK(allocs0 - allocs1 == 1 && cur == 100 * sizeof(int)); // one buffer now
  CHECK(lg_present(a, 100 * sizeof(int)));
  CHECK((int *)lg_devptr(a + 50, "hi", __FILE__, __LINE__) ==
        (int *)lg_devptr(a, "lo", __FILE__, __LINE__) + 50);
  add(a + 25, 50, 10); // 25..74, through the joined buffer
  lg_exit(a + 25, 50 * sizeof(int), LG_COPYIN, "mid", __FILE__, __LINE__);
  CHECK(a[30] == -1 && a[70] == -1); // still counted by lo and hi
  lg_exit(a, 50 * sizeof(int), LG_COPY, "lo", __FILE__, __LINE__);
  // lo's bytes are back; hi's are still on the device
  CHECK(a[30] == 41 && a[10] == 11 && a[70] == -1);
  lg_exit(a + 50, 50 * sizeof(int), LG_COPY, "hi", __FILE__, __LINE__);
  lg_mem_stats(&cur, NULL, NULL);
  CHECK(cur == 0);
  for (int i = 0; i < 120; i++) {
    int want = i + (i < 50 ? 1 : i < 100 ? 2 : 0) + (i >= 25 && i < 75 ? 10 : 0);
    if (a[i] != want) {
      printf("adjacent: a[%d] = %d, want %d\n", i, a[i], want);
      fails++;
      break;
    }
  }

  // chunk(): the two halves present (and written on the device), the region
  // covering both: joined, used in place, nothing streamed
  for (int i = 0; i < 120; i++)
    a[i] = i;
  lg_enter(a, 50 * sizeof(int), LG_COPY, "lo", __FILE__, __LINE__);
  lg_enter(a + 50, 50 * sizeof(int), LG_COPYIN, "hi", __FILE__, __LINE__);
  add(a + 40, 10, 1000); // 40..49, in the lower half
  a[45] = a[55] = -1;    // host changes the region must not see
  lg_chunk *ck = lg_chunk_begin("adj_k0", __FILE__, __LINE__, 100, 10, 1, slices, NULL);
  lg_chunk_array(ck, 0, a, sizeof(int), 0, 99, LG_COPY, "a");
  long long c = lg_chunk_plan(ck);
  for (long long c0 = 0; c0 < 100; c0 += c) {
    long long c1 = lg_min_ll(c0 + c, 100);
    lg_chunk_next(ck, c0, c1);
    LG_LAUNCH_STREAM(add_k0, lg_grid_1d(c1 - c0, 64, 16), 64, 0, lg_chunk_stream(ck),
                     (int)(c1 - c0), (int *)lg_chunk_base(ck, 0) + c0, 5);
    lg_launch_check("adj_k0", __FILE__, __LINE__);
    lg_chunk_launched(ck);
  }
  lg_chunk_end(ck);
  CHECK(a[45] == -1 && a[55] == -1); // the region wrote the device copy only
  lg_exit(a + 50, 50 * sizeof(int), LG_COPYIN, "hi", __FILE__, __LINE__);
  lg_exit(a, 50 * sizeof(int), LG_COPY, "lo", __FILE__, __LINE__);
  for (int i = 0; i < 120; i++) {
    // both halves come back with the region's +5 (and +1000 on 40..49):
    // the region entered them with its COPY, as a region without chunk()
    // does; hi's own COPYIN does not drop what the region wrote (with an
    // alias, re = v under copyin(v[...]), those writes were lost)
    int want = i < 100 ? i + 5 + (i >= 40 && i < 50 ? 1000 : 0) : i;
    if (a[i] != want) {
      printf("adjacent: after chunk(), a[%d] = %d, want %d\n", i, a[i], want);
      fails++;
      break;
    }
  }
  printf("adjacent: %s\n", fails ? "FAIL" : "ok");
  return 0;
}

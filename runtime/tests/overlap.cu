// Overlapping sections of one array share one device buffer. a[0:100] is
// entered, then a[50:100] (elements 50..149), which reaches past it: the
// buffer grows to elements 0..149, element 50..99 stay as they are on the
// device (not copied in again), 100..149 are copied in. Kernels write through
// both names; each exit copies back exactly the elements whose count drops to
// zero. A third, nested level (a[40:20], inside both) only counts.
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
      printf("overlap: line %d: %s is false\n", __LINE__, #c);                  \
      fails++;                                                                  \
    }                                                                           \
  } while (0)

static void add(int *host, int n, int v) {
  LG_LAUNCH(add_k0, lg_grid_1d(n, 64, 16), 64, 0, n,
            (int *)lg_devptr(host, "a", __FILE__, __LINE__), v);
  lg_launch_check("add_k0", __FILE__, __LINE__);
}

int main(void) {
  size_t cur, allocs0, allocs1;
  for (int i = 0; i < 200; i++)
    a[i] = i;
  lg_mem_stats(NULL, NULL, &allocs0);
  lg_enter(a, 100 * sizeof(int), LG_COPY, "a", __FILE__, __LINE__);
  a[60] = -1;  // present on the device already: must not be copied in again
  a[120] = 1000; // not present yet: the second enter copies it in
  int *d = (int *)lg_enter(a + 50, 100 * sizeof(int), LG_COPY, "b", __FILE__, __LINE__);
  lg_mem_stats(&cur, NULL, &allocs1);
  CHECK(cur == 150 * sizeof(int)); // one buffer over the union, the old one freed
  CHECK(allocs1 - allocs0 == 2);   // the first buffer, then the union
  CHECK(lg_present(a, 150 * sizeof(int)));
  CHECK(!lg_present(a, 151 * sizeof(int)));
  CHECK(d == (int *)lg_devptr(a, "a", __FILE__, __LINE__) + 50); // one device range
  // nested, inside both: counts only (no allocation, no copy)
  a[45] = -2;
  lg_enter(a + 40, 20 * sizeof(int), LG_COPYIN, "c", __FILE__, __LINE__);
  lg_mem_stats(NULL, NULL, &allocs0);
  CHECK(allocs0 == allocs1);
  add(a, 100, 1);       // through the first name: elements 0..99
  add(a + 50, 100, 10); // through the second: 50..149
  add(a + 40, 20, 100); // through the nested one: 40..59
  lg_exit(a + 40, 20 * sizeof(int), LG_COPYIN, "c", __FILE__, __LINE__);
  CHECK(a[45] == -2); // still counted by a[0:100]: not copied back yet
  lg_exit(a + 50, 100 * sizeof(int), LG_COPY, "b", __FILE__, __LINE__);
  // 100..149 left the device (count 0): copied back; 50..99 still counted
  CHECK(a[120] == 1010);
  CHECK(a[149] == 159);
  CHECK(a[60] == -1);
  CHECK(a[150] == 150); // never mapped: untouched
  CHECK(lg_present(a, 100 * sizeof(int)));
  CHECK(!lg_present(a + 100, sizeof(int)));
  lg_exit(a, 100 * sizeof(int), LG_COPY, "a", __FILE__, __LINE__);
  lg_mem_stats(&cur, NULL, NULL);
  CHECK(cur == 0);
  CHECK(!lg_present(a, sizeof(int)));
  for (int i = 0; i < 200; i++) {
    int want = i;
    if (i < 100)
      want += 1;
    if (i >= 50 && i < 150)
      want += 10;
    if (i >= 40 && i < 60)
      want += 100;
    if (i == 120)
      want = 1010;
    if (a[i] != want) {
      printf("overlap: a[%d] = %d, want %d\n", i, a[i], want);
      fails++;
      break;
    }
  }
  printf("overlap: %s\n", fails ? "FAIL" : "ok");
  return 0;
}

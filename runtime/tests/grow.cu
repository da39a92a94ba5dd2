// A section that extends a present buffer grows it, keeping the device's
// bytes: a[0:10] entered COPY, written on the device, then a[0:20] entered:
// the first 10 device values survive (they are not copied in again from the
// host either), elements 10..19 are copied in. Also growth to the left and on
// both sides at once (b[10:10], then b[5:10], then b[0:30]), with device
// values read back through lg_memcpy_d2h while still mapped.
#include <stdio.h>

#include "loopgpu.h"

__global__ void set_k0(int n, double *a, double base) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    a[i] = base + i;
}

static double a[40], b[40];
static int fails;
#define CHECK(c)                                                                \
  do {                                                                          \
    if (!(c)) {                                                                 \
      printf("grow: line %d: %s is false\n", __LINE__, #c);                     \
      fails++;                                                                  \
    }                                                                           \
  } while (0)

static void set(double *host, int n, double base) {
  LG_LAUNCH(set_k0, lg_grid_1d(n, 32, 4), 32, 0, n,
            (double *)lg_devptr(host, "x", __FILE__, __LINE__), base);
  lg_launch_check("set_k0", __FILE__, __LINE__);
}

int main(void) {
  double dev[40];
  size_t cur;
  for (int i = 0; i < 40; i++)
    a[i] = b[i] = -(double)i;
  // grow to the right
  lg_enter(a, 10 * sizeof(double), LG_COPY, "a", __FILE__, __LINE__);
  set(a, 10, 100.0);   // device a[0..9] = 100..109
  a[3] = 7.0;          // host change: must not reach the device (present)
  lg_enter(a, 20 * sizeof(double), LG_COPY, "a", __FILE__, __LINE__);
  lg_mem_stats(&cur, NULL, NULL);
  CHECK(cur == 20 * sizeof(double));
  lg_memcpy_d2h(dev, lg_devptr(a, "a", __FILE__, __LINE__), 20 * sizeof(double), __FILE__,
                __LINE__);
  for (int i = 0; i < 20; i++)
    CHECK(dev[i] == (i < 10 ? 100.0 + i : -(double)i));
  lg_exit(a, 20 * sizeof(double), LG_COPY, "a", __FILE__, __LINE__);
  // a[10..19] left the device; a[0..9] are still counted
  CHECK(a[3] == 7.0 && a[12] == -12.0);
  lg_exit(a, 10 * sizeof(double), LG_COPY, "a", __FILE__, __LINE__);
  for (int i = 0; i < 20; i++)
    CHECK(a[i] == (i < 10 ? 100.0 + i : -(double)i));
  CHECK(a[20] == -20.0);

  // grow to the left, then on both sides
  lg_enter(b + 10, 10 * sizeof(double), LG_COPY, "b", __FILE__, __LINE__);
  set(b + 10, 10, 210.0); // b[10..19] = 210..219 on the device
  lg_enter(b + 5, 10 * sizeof(double), LG_COPYIN, "b", __FILE__, __LINE__);
  set(b + 5, 5, 105.0);   // b[5..9] = 105..109, through the grown buffer
  lg_enter(b, 30 * sizeof(double), LG_CREATE, "b", __FILE__, __LINE__);
  lg_mem_stats(&cur, NULL, NULL);
  CHECK(cur == 30 * sizeof(double));
  lg_memcpy_d2h(dev, lg_devptr(b, "b", __FILE__, __LINE__), 30 * sizeof(double), __FILE__,
                __LINE__);
  for (int i = 5; i < 20; i++)
    CHECK(dev[i] == (i < 10 ? 100.0 : 200.0) + i);
  set(b + 20, 10, 320.0); // b[20..29] = 340..349: CREATE, never copied back
  lg_exit(b, 30 * sizeof(double), LG_CREATE, "b", __FILE__, __LINE__);
  lg_exit(b + 5, 10 * sizeof(double), LG_COPYIN, "b", __FILE__, __LINE__);
  lg_exit(b + 10, 10 * sizeof(double), LG_COPY, "b", __FILE__, __LINE__);
  for (int i = 0; i < 40; i++)
    CHECK(b[i] == (i >= 10 && i < 20 ? 200.0 + i : -(double)i));
  lg_mem_stats(&cur, NULL, NULL);
  CHECK(cur == 0);
  printf("grow: %s\n", fails ? "FAIL" : "ok");
  return 0;
}

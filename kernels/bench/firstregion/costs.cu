/* costs.cu — the facts behind the runtime's direct-copy threshold (issue 24,
 * docs/runtime.md "Copies at pinned speed", docs/perf.md "The first
 * region"), measured in one process on the device:
 *
 *   first    the first pageable cudaMemcpy of the process (4 KiB) and the
 *            first staged copy (64 MiB: the staging pool's set-up included)
 *            against the second one of the same size;
 *   hostalloc cudaHostAlloc and cudaFreeHost of 1 MiB ... 256 MiB (what a
 *            staging buffer costs to set up);
 *   copy     median of 3 copies, H2D and D2H, 1 MiB ... 1 GiB, from malloc'd
 *            (touched) memory: plain cudaMemcpy, and the runtime's staged
 *            path (lg_memcpy_h2d under lg_copy_set_mode("staged"), pool warm).
 *
 * One JSON line per measurement on stdout. Links libloopgpu.
 * usage: fr-costs [MAX_MIB]   (default 1024)
 */
#include <cuda_runtime.h>
#include <string.h>

#include "fr.h"
#include "loopgpu.h"

#define CHECK(call)                                                              \
  do {                                                                           \
    cudaError_t e_ = (call);                                                     \
    if (e_ != cudaSuccess) {                                                     \
      fprintf(stderr, "fr-costs: %s: %s\n", #call, cudaGetErrorString(e_));     \
      exit(1);                                                                   \
    }                                                                            \
  } while (0)

static int cmp(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median3(double *v)
{
  qsort(v, 3, sizeof *v, cmp);
  return v[1];
}

static double h2d(const char *mode, void *dev, const void *host, size_t n)
{
  double t0 = fr_now_ms();
  if (!strcmp(mode, "plain"))
    CHECK(cudaMemcpy(dev, host, n, cudaMemcpyHostToDevice));
  else
    lg_memcpy_h2d(dev, host, n, "costs.cu", __LINE__);
  CHECK(cudaDeviceSynchronize());
  return fr_now_ms() - t0;
}

static double d2h(const char *mode, void *host, const void *dev, size_t n)
{
  double t0 = fr_now_ms();
  if (!strcmp(mode, "plain"))
    CHECK(cudaMemcpy(host, dev, n, cudaMemcpyDeviceToHost));
  else
    lg_memcpy_d2h(host, dev, n, "costs.cu", __LINE__);
  return fr_now_ms() - t0;
}

int main(int argc, char **argv)
{
  size_t max = (size_t)(argc > 1 ? atol(argv[1]) : 1024) << 20;
  char *host = (char *)malloc(max), *dev;
  if (!host)
    return 1;
  memset(host, 1, max);
  CHECK(cudaFree(0));
  CHECK(cudaMalloc(&dev, max));
  lg_copy_set_mode("staged");

  double t = fr_now_ms();
  CHECK(cudaMemcpy(dev, host, 4096, cudaMemcpyHostToDevice));
  printf("{\"bench\": \"copycost\", \"what\": \"first-plain\", \"bytes\": 4096, \"ms\": %.4f}\n",
         fr_now_ms() - t);
  size_t s64 = (size_t)64 << 20 < max ? (size_t)64 << 20 : max;
  double first = h2d("staged", dev, host, s64), second = h2d("staged", dev, host, s64);
  printf("{\"bench\": \"copycost\", \"what\": \"first-staged\", \"bytes\": %zu, \"ms\": %.4f, "
         "\"second_ms\": %.4f}\n", s64, first, second);

  for (size_t mb = 1; mb <= 256; mb *= 2) {
    double a[3], f[3];
    for (int r = 0; r < 3; r++) {
      void *p;
      double t0 = fr_now_ms();
      CHECK(cudaHostAlloc(&p, mb << 20, cudaHostAllocDefault));
      double t1 = fr_now_ms();
      CHECK(cudaFreeHost(p));
      a[r] = t1 - t0;
      f[r] = fr_now_ms() - t1;
    }
    printf("{\"bench\": \"copycost\", \"what\": \"hostalloc\", \"bytes\": %zu, \"ms\": %.4f, "
           "\"free_ms\": %.4f}\n", mb << 20, median3(a), median3(f));
  }

  static const char *modes[] = {"plain", "staged"};
  for (size_t n = (size_t)1 << 20; n <= max; n *= 2)
    for (int m = 0; m < 2; m++) {
      double u[3], d[3];
      for (int r = 0; r < 3; r++) {
        u[r] = h2d(modes[m], dev, host, n);
        d[r] = d2h(modes[m], host, dev, n);
      }
      printf("{\"bench\": \"copycost\", \"what\": \"copy\", \"mode\": \"%s\", \"bytes\": %zu, "
             "\"h2d_ms\": %.4f, \"d2h_ms\": %.4f}\n", modes[m], n, median3(u), median3(d));
      fflush(stdout);
    }
  CHECK(cudaFree(dev));
  free(host);
  return 0;
}

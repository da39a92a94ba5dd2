// Random enters, exits (in any order, not only nested), kernel writes and
// host writes over sections of one array, checked against a model of the
// per-byte semantics (docs/runtime.md, "Allocations, aliases and overlapping
// sections"): after every step, every host element whose value the model
// knows must match. Sections overlap, extend, bridge and alias each other,
// so buffers grow and join all the time. Fixed seed: the same sequence in
// both builds.
#include <stdio.h>
#include <string.h>

#include "loopgpu.h"

__global__ void stamp_k0(int n, int *a, int v) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    a[i] = v + i;
}

enum { N = 96, STEPS = 20000, MAXOPEN = 8 };
static int a[N];

// the model, per element: reference count, copy-out flag, device value (or
// unknown), host value (or unknown: garbage was copied back over it)
static int refs[N], out[N], dev[N], dev_known[N], host[N], host_known[N];
static struct { int lo, len; lg_dir dir; } open_[MAXOPEN];
static int nopen;
static unsigned long long rng = 88172645463325252ull;
static unsigned next(unsigned m) { // xorshift64
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return (unsigned)(rng >> 11) % m;
}
static int cin(lg_dir d) { return d == LG_COPYIN || d == LG_COPY; }
static int cout(lg_dir d) { return d == LG_COPYOUT || d == LG_COPY; }

int main(void) {
  static const lg_dir dirs[4] = {LG_CREATE, LG_COPYIN, LG_COPYOUT, LG_COPY};
  long long fails = 0, grows = 0, copies_back = 0;
  int stamp = 1000;
  for (int i = 0; i < N; i++) {
    a[i] = host[i] = -i;
    host_known[i] = 1;
  }
  for (int step = 0; step < STEPS && fails < 5; step++) {
    unsigned op = next(10);
    if (nopen < MAXOPEN && (op < 4 || nopen == 0)) { // enter
      int lo = (int)next(N), len = 1 + (int)next(24);
      if (lo + len > N)
        len = N - lo;
      lg_dir d = dirs[next(4)];
      size_t allocs0, allocs1;
      lg_mem_stats(NULL, NULL, &allocs0);
      lg_enter(a + lo, (size_t)len * sizeof(int), d, "s", __FILE__, __LINE__);
      lg_mem_stats(NULL, NULL, &allocs1);
      grows += allocs1 > allocs0;
      for (int i = lo; i < lo + len; i++) {
        if (refs[i] == 0) {
          dev[i] = host[i];
          dev_known[i] = cin(d) && host_known[i];
        }
        refs[i]++;
        out[i] |= cout(d);
      }
      open_[nopen].lo = lo;
      open_[nopen].len = len;
      open_[nopen++].dir = d;
    } else if (op < 7) { // exit one of the open sections, any of them
      int k = (int)next((unsigned)nopen);
      int lo = open_[k].lo, len = open_[k].len;
      lg_dir d = open_[k].dir;
      open_[k] = open_[--nopen];
      lg_exit(a + lo, (size_t)len * sizeof(int), d, "s", __FILE__, __LINE__);
      for (int i = lo; i < lo + len; i++)
        if (--refs[i] == 0) {
          if (out[i] || cout(d)) {
            host[i] = dev[i];
            host_known[i] = dev_known[i];
            copies_back++;
          }
          out[i] = 0;
        }
    } else if (op < 9) { // a kernel writes an open section through its name
      int k = (int)next((unsigned)nopen);
      int lo = open_[k].lo, len = open_[k].len;
      int *d = (int *)lg_devptr(a + lo, "s", __FILE__, __LINE__);
      if (d + len - 1 != (int *)lg_devptr(a + lo + len - 1, "s", __FILE__, __LINE__)) {
        printf("mapfuzz: step %d: section [%d, +%d) is not one device range\n", step, lo, len);
        fails++;
      }
      stamp += 100;
      LG_LAUNCH(stamp_k0, 1, 32, 0, len, d, stamp);
      lg_launch_check("stamp_k0", __FILE__, __LINE__);
      for (int i = lo; i < lo + len; i++) {
        dev[i] = stamp + (i - lo);
        dev_known[i] = 1;
      }
    } else { // the host writes an element (present or not)
      int i = (int)next(N);
      a[i] = host[i] = -7 * step;
      host_known[i] = 1;
    }
    for (int i = 0; i < N; i++)
      if (host_known[i] && a[i] != host[i]) {
        printf("mapfuzz: step %d (op %u): a[%d] = %d, model %d\n", step, op, i, a[i], host[i]);
        fails++;
        break;
      }
  }
  while (nopen > 0) {
    nopen--;
    lg_exit(a + open_[nopen].lo, (size_t)open_[nopen].len * sizeof(int), open_[nopen].dir, "s",
            __FILE__, __LINE__);
  }
  size_t cur;
  lg_mem_stats(&cur, NULL, NULL);
  if (cur != 0) {
    printf("mapfuzz: %zu device bytes still held\n", cur);
    fails++;
  }
  printf("mapfuzz: %s (%d steps, %lld allocations, %lld elements copied back)\n",
         fails ? "FAIL" : "ok", STEPS, grows, copies_back);
  return 0;
}

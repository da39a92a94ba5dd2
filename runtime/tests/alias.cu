// Two names for the same bytes are one mapping with the union of their
// intents: a write through either name comes back at the exit that brings the
// count to zero, whichever name was entered first and whichever leaves last
// (an element-wise function called in place, f(n, a, a)). Names that only
// read (COPYIN) never copy back, and the bytes are copied in once.
#include <stdio.h>

#include "loopgpu.h"

__global__ void scale_k0(int n, float *out, const float *in) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    out[i] = 2.0f * in[i];
}

enum { N = 1000 };
static float a[N];
static int fails;
#define CHECK(c)                                                                \
  do {                                                                          \
    if (!(c)) {                                                                 \
      printf("alias: line %d: %s is false\n", __LINE__, #c);                    \
      fails++;                                                                  \
    }                                                                           \
  } while (0)

static void reset(void) {
  for (int i = 0; i < N; i++)
    a[i] = (float)i;
}

static int doubled(void) {
  for (int i = 0; i < N; i++)
    if (a[i] != 2.0f * (float)i)
      return 0;
  return 1;
}

// the host values as run() leaves them when nothing was copied back
static int untouched(void) {
  for (int i = 0; i < N; i++)
    if (a[i] != (i == 7 ? -1.0f : (float)i))
      return 0;
  return 1;
}

// f(n, out = a, in = a): `in` entered with din and `out` with dout, in the
// order given; the exits in the reverse order (lifo) or the same (fifo).
static void run(lg_dir first_dir, const char *first, lg_dir second_dir, const char *second,
                int lifo) {
  size_t allocs0, allocs1, cur;
  reset();
  lg_mem_stats(NULL, NULL, &allocs0);
  lg_enter(a, sizeof a, first_dir, first, __FILE__, __LINE__);
  a[7] = -1; // present now: the second name must not copy it in again
  lg_enter(a, sizeof a, second_dir, second, __FILE__, __LINE__);
  lg_mem_stats(&cur, NULL, &allocs1);
  CHECK(allocs1 - allocs0 == 1 && cur == sizeof a); // one buffer for both names
  LG_LAUNCH(scale_k0, lg_grid_1d(N, 128, 8), 128, 0, N,
            (float *)lg_devptr(a, "out", __FILE__, __LINE__),
            (const float *)lg_devptr(a, "in", __FILE__, __LINE__));
  lg_launch_check("scale_k0", __FILE__, __LINE__);
  if (lifo) {
    lg_exit(a, sizeof a, second_dir, second, __FILE__, __LINE__);
    CHECK(a[7] == -1); // count 1: nothing copied back yet
    lg_exit(a, sizeof a, first_dir, first, __FILE__, __LINE__);
  } else {
    lg_exit(a, sizeof a, first_dir, first, __FILE__, __LINE__);
    CHECK(a[7] == -1);
    lg_exit(a, sizeof a, second_dir, second, __FILE__, __LINE__);
  }
  lg_mem_stats(&cur, NULL, NULL);
  CHECK(cur == 0);
}

int main(void) {
  // the read-only name first (the case that used to lose every write)
  run(LG_COPYIN, "in", LG_COPY, "out", 1);
  CHECK(doubled());
  run(LG_COPYIN, "in", LG_COPYOUT, "out", 0);
  CHECK(doubled());
  // the writing name first
  run(LG_COPY, "out", LG_COPYIN, "in", 1);
  CHECK(doubled());
  run(LG_COPY, "out", LG_COPYIN, "in", 0);
  CHECK(doubled());
  // OpenACC semantics otherwise: only COPYIN and CREATE names: nothing back
  run(LG_COPYIN, "in", LG_COPYIN, "out", 1);
  CHECK(untouched());
  run(LG_CREATE, "in", LG_COPYIN, "out", 0);
  CHECK(a[7] == -1 && a[8] == 8.0f);
  // an alias of part of the array: only that part comes back from the writes
  // through it; a[0:N] read-only, out = a + 100 for 200 elements
  reset();
  lg_enter(a, sizeof a, LG_COPYIN, "in", __FILE__, __LINE__);
  lg_enter(a + 100, 200 * sizeof(float), LG_COPYOUT, "out", __FILE__, __LINE__);
  LG_LAUNCH(scale_k0, lg_grid_1d(200, 128, 8), 128, 0, 200,
            (float *)lg_devptr(a + 100, "out", __FILE__, __LINE__),
            (const float *)lg_devptr(a + 100, "in", __FILE__, __LINE__));
  lg_launch_check("scale_k0", __FILE__, __LINE__);
  lg_exit(a + 100, 200 * sizeof(float), LG_COPYOUT, "out", __FILE__, __LINE__);
  a[50] = -5; // host write while a[0:N] is still mapped read-only
  lg_exit(a, sizeof a, LG_COPYIN, "in", __FILE__, __LINE__);
  CHECK(a[50] == -5); // not overwritten: nothing asked to copy a[50] back
  CHECK(a[99] == 99.0f && a[100] == 200.0f && a[299] == 598.0f && a[300] == 300.0f);
  printf("alias: %s\n", fails ? "FAIL" : "ok");
  return 0;
}

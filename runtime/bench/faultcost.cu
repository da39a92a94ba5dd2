// faultcost.cu — what a copy to or from host memory the program never
// touched costs, and what faulting its pages in first saves (PolyBench's
// output arrays: covariance's cov, 11.5 MB, is allocated and never written
// before the kernel's result is copied back into it).
//
// Each trial maps fresh anonymous memory (mmap, as malloc does for large
// blocks), so its pages are absent, and times one strategy:
//   d2h-cold      cudaMemcpy D2H into it (the driver's memcpy faults page by page)
//   d2h-warm      the same into pages already written (the floor)
//   pop1+d2h      madvise(MADV_POPULATE_WRITE) by one thread, then the copy
//   popN+d2h      the same split over N threads (parts of whole pages)
//   h2d-cold      cudaMemcpy H2D from untouched pages
//   popN+h2d      MADV_POPULATE_WRITE by N threads, then the copy
// Prints one line per strategy: median ms of REPS trials, and the populate
// part alone. Build: nvcc -O2 -o faultcost faultcost.cu -lpthread
#include <cuda_runtime.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

struct part { char *p; size_t n; };
static void *pop_part(void *arg) {
  struct part *q = (struct part *)arg;
  if (madvise(q->p, q->n, MADV_POPULATE_WRITE) != 0)
    perror("madvise");
  return NULL;
}

static void populate(char *p, size_t n, int threads) {
  pthread_t t[64];
  struct part q[64];
  size_t each = (n / threads + 4095) & ~(size_t)4095;
  int k = 0;
  for (size_t off = 0; off < n; off += each, k++) {
    q[k].p = p + off;
    q[k].n = off + each < n ? each : n - off;
    pthread_create(&t[k], NULL, pop_part, &q[k]);
  }
  for (int i = 0; i < k; i++)
    pthread_join(t[i], NULL);
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  size_t n = argc > 1 ? strtoull(argv[1], 0, 0) : 11520000;
  int reps = argc > 2 ? atoi(argv[2]) : 5;
  cudaFree(0);
  void *dev;
  cudaMalloc(&dev, n);
  cudaMemset(dev, 1, n);
  const char *names[] = {"d2h-cold", "d2h-warm", "pop1+d2h", "pop4+d2h", "pop8+d2h", "pop16+d2h",
                         "h2d-cold", "pop16+h2d"};
  int threads[] = {0, 0, 1, 4, 8, 16, 0, 16};
  int ns = 8;
  double t[8][64], tp[8][64];
  for (int r = 0; r < reps; r++)
    for (int s = 0; s < ns; s++) {
      char *h = (char *)mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (s == 1)
        memset(h, 0, n);
      double t0 = now_ms();
      if (threads[s])
        populate(h, n, threads[s]);
      double t1 = now_ms();
      if (s < 6)
        cudaMemcpy(h, dev, n, cudaMemcpyDeviceToHost);
      else
        cudaMemcpy(dev, h, n, cudaMemcpyHostToDevice);
      double t2 = now_ms();
      t[s][r] = t2 - t0;
      tp[s][r] = t1 - t0;
      munmap(h, n);
    }
  for (int s = 0; s < ns; s++) {
    qsort(t[s], reps, sizeof(double), cmp);
    qsort(tp[s], reps, sizeof(double), cmp);
    printf("faultcost %zu %-10s %8.3f ms (populate %.3f ms) %.2f GB/s\n", n, names[s], t[s][reps / 2],
           tp[s][reps / 2], n / t[s][reps / 2] / 1e6);
  }
  return 0;
}

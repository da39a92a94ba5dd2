// pincost.cu — copies between pageable host memory and the device, with the
// range page-locked first (cudaHostRegister) by one or several threads, each
// locking a part, against the plain pageable cudaMemcpy; into memory just
// mapped (cold: the pages are faulted in by the copy or by the lock) and
// into memory already written (warm). PolyBench's copies are 10-32 MB.
//   plain         cudaMemcpy
//   regN          N threads each cudaHostRegister a part, cudaMemcpy, N threads unregister
//   popN          N threads madvise(MADV_POPULATE_WRITE) a part, then cudaMemcpy
//   poprN         N threads madvise(MADV_POPULATE_READ) a part, then cudaMemcpy
// zero: pages read before, never written (the shared zero page is mapped:
// present for mincore(), but a write still faults). (It took in faultcost.cu,
// whose rows are its d2h cold plain, pop1/4/8/16, d2h warm plain, h2d cold
// plain and pop16: docs/runs/2026-12-06/diag-h100-0612.log was made by it.)
// Prints: size, direction, state, strategy, median ms of REPS (each a fresh mmap).
// Build: nvcc -O2 -o pincost pincost.cu -lpthread
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
#ifndef MADV_POPULATE_READ
#define MADV_POPULATE_READ 22
#endif

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

enum { REG, UNREG, POP, POPR };
struct part { char *p; size_t n; int op; };
static void *work(void *arg) {
  struct part *q = (struct part *)arg;
  if (q->op == REG) {
    if (cudaHostRegister(q->p, q->n, cudaHostRegisterDefault) != cudaSuccess)
      printf("register failed\n");
  } else if (q->op == UNREG) {
    cudaHostUnregister(q->p);
  } else if (madvise(q->p, q->n, q->op == POPR ? MADV_POPULATE_READ : MADV_POPULATE_WRITE) != 0) {
    perror("madvise");
  }
  return NULL;
}

static struct part parts[64];
static int nparts;
static void split(char *p, size_t n, int threads) {
  size_t each = (n / threads + 4095) & ~(size_t)4095;
  nparts = 0;
  for (size_t off = 0; off < n; off += each, nparts++) {
    parts[nparts].p = p + off;
    parts[nparts].n = off + each < n ? each : n - off;
  }
}
static void run(int op) {
  pthread_t t[64];
  for (int k = 0; k < nparts; k++) {
    parts[k].op = op;
    if (nparts == 1)
      work(&parts[k]);
    else
      pthread_create(&t[k], NULL, work, &parts[k]);
  }
  for (int k = 0; nparts > 1 && k < nparts; k++)
    pthread_join(t[k], NULL);
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  size_t n = argc > 1 ? strtoull(argv[1], 0, 0) : 33554432;
  int reps = argc > 2 ? atoi(argv[2]) : 5;
  cudaFree(0);
  void *dev;
  cudaMalloc(&dev, n);
  cudaMemset(dev, 1, n);
  struct { const char *name; int h2d, warm, op, threads; } s[] = {
      {"h2d warm plain", 1, 1, -1, 0}, {"h2d warm reg1", 1, 1, REG, 1},
      {"h2d warm reg2", 1, 1, REG, 2}, {"h2d warm reg4", 1, 1, REG, 4},
      {"h2d warm reg8", 1, 1, REG, 8}, {"d2h warm plain", 0, 1, -1, 0},
      {"d2h warm reg4", 0, 1, REG, 4}, {"d2h cold plain", 0, 0, -1, 0},
      {"d2h cold pop4", 0, 0, POP, 4}, {"d2h cold reg1", 0, 0, REG, 1},
      {"d2h cold reg4", 0, 0, REG, 4}, {"d2h cold reg8", 0, 0, REG, 8},
      {"d2h cold pop4+reg4", 0, 0, 99, 4}, {"d2h warm pop4", 0, 1, POP, 4},
      {"d2h zero plain", 0, 2, -1, 0}, {"d2h zero pop4", 0, 2, POP, 4},
      {"h2d cold plain", 1, 0, -1, 0}, {"h2d cold popr4", 1, 0, POPR, 4},
      {"h2d zero plain", 1, 2, -1, 0}, {"d2h cold pop1", 0, 0, POP, 1},
      {"d2h cold pop8", 0, 0, POP, 8}, {"d2h cold pop16", 0, 0, POP, 16},
      {"h2d cold pop16", 1, 0, POP, 16}};
  int ns = sizeof s / sizeof s[0];
  double t[32][32], tl[32][32];
  for (int r = 0; r < reps; r++)
    for (int k = 0; k < ns; k++) {
      char *h = (char *)mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (s[k].warm == 1)
        memset(h, 3, n);
      if (s[k].warm == 2) { /* read every page: the shared zero page mapped */
        volatile char sink = 0;
        for (size_t i = 0; i < n; i += 4096)
          sink += h[i];
        (void)sink;
      }
      double t0 = now_ms();
      if (s[k].op >= 0) {
        split(h, n, s[k].threads);
        if (s[k].op == 99) {
          run(POP);
          run(REG);
        } else {
          run(s[k].op);
        }
      }
      double t1 = now_ms();
      if (s[k].h2d)
        cudaMemcpy(dev, h, n, cudaMemcpyHostToDevice);
      else
        cudaMemcpy(h, dev, n, cudaMemcpyDeviceToHost);
      if (s[k].op == REG || s[k].op == 99)
        run(UNREG);
      double t2 = now_ms();
      t[k][r] = t2 - t0;
      tl[k][r] = t1 - t0;
      munmap(h, n);
    }
  for (int k = 0; k < ns; k++) {
    qsort(t[k], reps, sizeof(double), cmp);
    qsort(tl[k], reps, sizeof(double), cmp);
    printf("pincost %zu %-20s %8.3f ms (lock %.3f) %6.2f GB/s\n", n, s[k].name, t[k][reps / 2],
           tl[k][reps / 2], n / t[k][reps / 2] / 1e6);
  }
  return 0;
}

/* rt_timing.c — per-kernel device times for benchmarks (GPU build only).
 *
 * With LOOPGPU_TIME set, every LG_LAUNCH is bracketed by two CUDA events on
 * the legacy default stream (the stream generated code launches on), and at
 * exit the program writes, per kernel name, the number of launches and the
 * median, minimum, maximum and total of their device times in milliseconds:
 *
 *   LOOPGPU_TIME=1          JSON on stderr, one line starting "loopgpu-time: "
 *   LOOPGPU_TIME=json:FILE  the same JSON object, alone, in FILE
 *
 *   {"kernels": [{"name": "saxpy_k0", "launches": 11, "median_ms": 0.81,
 *                 "min_ms": 0.80, "max_ms": 3.2, "total_ms": 11.3}]}
 *
 * Unset (or "0"), lg_time_begin/lg_time_end return at once and nothing else
 * changes. Timing adds no synchronization to the program: the events are read
 * in batches, when the pending list is full and at exit. The first event pair
 * is recorded just before the launch is enqueued, so a launch that finds the
 * device idle also counts the host's launch latency (a few microseconds);
 * benchmarks use kernels of a millisecond or more and take medians.
 */
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
#include <string.h>

#include "rt_cuda.h"
#include "rt_devices.h"
#include "rt_internal.h"

#define LG_TIME_PENDING 512

typedef struct {
  const char *name;
  double *ms;
  size_t n, cap;
} KernelTimes;

typedef struct {
  const char *name;
  cudaEvent_t start, stop;
} Pending;

static int time_state = -1; /* -1 not read yet, 0 off, 1 on */
static const char *time_file; /* NULL: stderr */
static Pending pending[LG_TIME_PENDING];
static int npending;
static int events_made;
static KernelTimes *kernels;
static size_t nkernels, cap_kernels;

static void time_record(const char *name, double ms) {
  size_t k;
  for (k = 0; k < nkernels; k++)
    if (kernels[k].name == name || strcmp(kernels[k].name, name) == 0)
      break;
  if (k == nkernels) {
    if (nkernels == cap_kernels) {
      size_t cap = cap_kernels ? 2 * cap_kernels : 16;
      KernelTimes *p = (KernelTimes *)realloc(kernels, cap * sizeof *p);
      if (!p)
        return;
      kernels = p;
      cap_kernels = cap;
    }
    kernels[nkernels].name = name;
    kernels[nkernels].ms = NULL;
    kernels[nkernels].n = kernels[nkernels].cap = 0;
    nkernels++;
  }
  KernelTimes *kt = &kernels[k];
  if (kt->n == kt->cap) {
    size_t cap = kt->cap ? 2 * kt->cap : 64;
    double *p = (double *)realloc(kt->ms, cap * sizeof *p);
    if (!p)
      return;
    kt->ms = p;
    kt->cap = cap;
  }
  kt->ms[kt->n++] = ms;
}

/* Reads every pending event pair. `at_exit`: errors are ignored (a kernel
 * that faulted leaves the context unusable; the fault was reported). */
static void time_flush(int at_exit) {
  for (int i = 0; i < npending; i++) {
    float ms = 0.0f;
    const char *call = "cudaEventSynchronize";
    cudaError_t err = cudaEventSynchronize(pending[i].stop);
    if (err == cudaSuccess) {
      call = "cudaEventElapsedTime";
      err = cudaEventElapsedTime(&ms, pending[i].start, pending[i].stop);
    }
    if (err != cudaSuccess) {
      if (at_exit)
        break;
      LG_CUDA_NAMED(err, call, pending[i].name, "<timing>", 0);
    }
    time_record(pending[i].name, (double)ms);
  }
  npending = 0;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static void time_write(FILE *f) {
  fprintf(f, "{\"kernels\": [");
  for (size_t k = 0; k < nkernels; k++) {
    KernelTimes *kt = &kernels[k];
    double total = 0.0, med = 0.0;
    for (size_t i = 0; i < kt->n; i++)
      total += kt->ms[i];
    if (kt->n) {
      qsort(kt->ms, kt->n, sizeof(double), cmp_double);
      med = kt->n % 2 ? kt->ms[kt->n / 2]
                      : 0.5 * (kt->ms[kt->n / 2 - 1] + kt->ms[kt->n / 2]);
    }
    fprintf(f,
            "%s{\"name\": \"%s\", \"launches\": %zu, \"median_ms\": %.6g, "
            "\"min_ms\": %.6g, \"max_ms\": %.6g, \"total_ms\": %.6g}",
            k ? ", " : "", kt->name, kt->n, med, kt->n ? kt->ms[0] : 0.0,
            kt->n ? kt->ms[kt->n - 1] : 0.0, total);
  }
  fprintf(f, "]}\n");
}

static void time_atexit(void) {
  time_flush(1);
  if (time_file) {
    FILE *f = fopen(time_file, "w");
    if (!f) {
      fprintf(stderr, "loopgpu: LOOPGPU_TIME: cannot write '%s': %s\n", time_file,
              strerror(errno));
    } else {
      time_write(f);
      lg_close_written(f, "LOOPGPU_TIME", time_file);
    }
  } else {
    fprintf(stderr, "loopgpu-time: ");
    time_write(stderr);
  }
  for (int i = 0; i < events_made; i++) {
    cudaEventDestroy(pending[i].start);
    cudaEventDestroy(pending[i].stop);
  }
  events_made = 0;
  for (size_t k = 0; k < nkernels; k++)
    free(kernels[k].ms);
  free(kernels);
  kernels = NULL;
  nkernels = cap_kernels = 0;
}

static int time_on(void) {
  if (time_state < 0) {
    const char *s = getenv("LOOPGPU_TIME");
    time_state = s && *s && strcmp(s, "0") != 0;
    if (time_state && strncmp(s, "json:", 5) == 0 && s[5])
      time_file = s + 5;
  }
  return time_state;
}

/* devices(): the events belong to device 0; a launch on another device is
 * not timed (recording them on its stream would fail) */
static int time_skipped;

void lg_time_begin(const char *kernel) {
  if (!time_on())
    return;
  time_skipped = lg_be_dev_current() != 0;
  if (time_skipped)
    return;
  if (npending == LG_TIME_PENDING)
    time_flush(0);
  Pending *p = &pending[npending];
  if (npending == events_made) {
    LG_CUDA(cudaEventCreate(&p->start), kernel, "<timing>", 0);
    LG_CUDA(cudaEventCreate(&p->stop), kernel, "<timing>", 0);
    /* registered after cudart's initialization (the first call above at the
     * latest) and after the runtime's own handler, so it runs before both */
    if (events_made++ == 0)
      atexit(time_atexit);
  }
  p->name = kernel;
  LG_CUDA(cudaEventRecord(p->start, lg_cuda_launch_stream()), kernel, "<timing>", 0);
}

void lg_time_end(void) {
  if (time_state <= 0 || time_skipped)
    return;
  Pending *p = &pending[npending];
  LG_CUDA(cudaEventRecord(p->stop, lg_cuda_launch_stream()), p->name, "<timing>", 0);
  npending++;
}

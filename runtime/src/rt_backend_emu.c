/* rt_backend_emu.c — the backend of the CPU emulation (libloopgpu-emu only).
 * "Device memory" is host memory, but separate from the user's: lg_enter
 * allocates and copies as on the GPU, so a missing copy-in or copy-out shows
 * up. Fresh allocations are filled with 0xFF bytes (a NaN as float or double,
 * -1 as an integer), so a kernel that reads what nothing wrote gives garbage,
 * as a GPU would, instead of a lucky zero. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "rt_internal.h"

enum { POISON = 0xFF };

/* The emulated device's memory size: LG_EMU_DEVICE_MEM (bytes, K/M/G suffix
 * allowed), default the machine's physical memory. Lets a test provoke the
 * out-of-memory message without exhausting the host. */
static size_t device_total(void) {
  static size_t total;
  if (!total) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    total = lg_env_size("LG_EMU_DEVICE_MEM", (size_t)sysconf(_SC_PHYS_PAGES) * page, 1, SIZE_MAX);
  }
  return total;
}

/* Bytes the program's own cudaMalloc calls hold (lg_emu_cuda_malloc). */
static size_t user_held;

void *lg_be_alloc(size_t bytes, const char *name, const char *file, int line) {
  size_t held;
  void *p;
  lg_mem_stats(&held, NULL, NULL);
  held += user_held;
  if (held > device_total() || bytes > device_total() - held)
    return NULL;
  /* LG_EMU_CHECK: pages of its own against a guard page (rt_emu_check.c) */
  p = lg_emu_check_mode() ? lg_emu_check_alloc(bytes, name, file, line) : malloc(bytes);
  if (p)
    memset(p, POISON, bytes);
  return p;
}

void lg_be_free(void *dev, const char *file, int line) {
  (void)file;
  (void)line;
  if (!lg_emu_check_mode() || !lg_emu_check_free(dev))
    free(dev);
}

void lg_be_h2d(void *dev, const void *host, size_t bytes, const char *what,
               const char *file, int line) {
  (void)what;
  (void)file;
  (void)line;
  memcpy(dev, host, bytes);
}

void lg_be_d2h(void *host, const void *dev, size_t bytes, const char *what,
               const char *file, int line) {
  (void)what;
  (void)file;
  (void)line;
  memcpy(host, dev, bytes);
}

void lg_be_prefault(void *host, size_t bytes, int write) { (void)host, (void)bytes, (void)write; }

/* emulated device variables are host variables */
void *lg_be_symbol_address(const void *symbol, const char *what, const char *file, int line) {
  (void)what;
  (void)file;
  (void)line;
  return (void *)symbol;
}

void lg_be_d2d(void *dst, const void *src, size_t bytes, const char *what,
               const char *file, int line) {
  (void)what;
  (void)file;
  (void)line;
  memcpy(dst, src, bytes);
}

/* Launches are synchronous in the emulation and report their errors at once:
 * nothing is left to check afterwards. */
void lg_be_sync(const char *what, const char *file, int line) {
  (void)what;
  (void)file;
  (void)line;
}

void lg_be_launch_check(const char *kernel, const char *file, int line) {
  (void)kernel;
  (void)file;
  (void)line;
}

void lg_be_mem_info(size_t *free_bytes, size_t *total_bytes) {
  size_t held;
  lg_mem_stats(&held, NULL, NULL);
  held += user_held;
  *total_bytes = device_total();
  *free_bytes = *total_bytes > held ? *total_bytes - held : 0;
}

/* The program's own cudaMalloc blocks, linked through their headers: at
 * exit the emulated device releases what the program never freed, as the
 * driver does when a process ends (a program that leaks device memory in a
 * loop, the shape issue #5 is about, must not show up as a host leak). */
typedef struct UserBlock {
  size_t n;
  struct UserBlock *prev, *next;
} UserBlock;
enum { USER_HEADER = 32 }; /* sizeof(UserBlock) rounded up: 16-byte aligned data */
static UserBlock *user_blocks;

void lg_be_shutdown(void) {
  while (user_blocks) {
    UserBlock *b = user_blocks;
    user_blocks = b->next;
    lg_be_free(b, NULL, 0);
  }
  user_held = 0;
}

/* The emulation's stand-ins for the cudart calls that user code in a .cu
 * file may make itself (loopgpu_emu.h maps the cuda* names onto these). */
void lg_check_cuda(int err, const char *call, const char *file, int line) {
  if (err != 0)
    lg_fatal(file, line, "%s failed: error %d (emulation)", call, err);
}

/* Each block has a header with its size, so that cudaFree can give the
 * bytes back to the emulated device's count, and the links of the list
 * that lg_be_shutdown empties. */
int lg_emu_cuda_malloc(void **p, size_t bytes) {
  size_t n = bytes ? bytes : 1;
  UserBlock *b = n <= (size_t)-1 - USER_HEADER ? lg_be_alloc(n + USER_HEADER, "cudaMalloc", NULL, 0) : NULL;
  *p = NULL;
  if (!b)
    return 2; /* cudaErrorMemoryAllocation */
  lg_rt_register_exit();
  b->n = n;
  b->prev = NULL;
  b->next = user_blocks;
  if (user_blocks)
    user_blocks->prev = b;
  user_blocks = b;
  user_held += n;
  *p = (char *)b + USER_HEADER;
  return 0;
}

int lg_emu_cuda_free(void *p) {
  if (!p)
    return 0;
  UserBlock *b = (UserBlock *)((char *)p - USER_HEADER);
  user_held -= b->n < user_held ? b->n : user_held;
  if (b->prev)
    b->prev->next = b->next;
  else
    user_blocks = b->next;
  if (b->next)
    b->next->prev = b->prev;
  lg_be_free(b, NULL, 0);
  return 0;
}

/* ---- footprint report: no attributes; "events" are clock readings (a
 * launch has finished when LG_LAUNCH returns) ---------------------------- */
int lg_be_func_attrs(const void *fn, unsigned threads, size_t dyn_shmem,
                     lg_func_attrs *out) {
  (void)fn;
  (void)threads;
  (void)dyn_shmem;
  memset(out, 0, sizeof *out);
  return 0;
}

void *lg_be_event_new(void) {
  struct timespec *t = calloc(1, sizeof *t);
  if (!t)
    lg_fatal(__FILE__, __LINE__, "out of host memory for a timing event");
  return t;
}

void lg_be_event_record(void *ev) { clock_gettime(CLOCK_MONOTONIC, ev); }

double lg_be_event_ms(void *start, void *stop) {
  const struct timespec *a = start, *b = stop;
  return (double)(b->tv_sec - a->tv_sec) * 1e3 + (double)(b->tv_nsec - a->tv_nsec) * 1e-6;
}

void lg_be_event_free(void *ev) { free(ev); }

int lg_be_is_emulation(void) { return 1; }

unsigned lg_be_sm_count(void) { return 132; }

unsigned long long lg_be_resident_threads(void) { return 16384; }

/* ---- chunk(): everything at once. A launch completes before it returns,
 * so copies are plain memcpy, streams and events are tokens, and the
 * "pinned" staging is ordinary memory. ------------------------------------- */
static char token; /* what the streams and events point at */

void *lg_be_stream_new(const char *file, int line) {
  (void)file;
  (void)line;
  return &token;
}

void lg_be_stream_free(void *stream) { (void)stream; }

void *lg_be_pinned_alloc(size_t bytes, const char *what, const char *file, int line) {
  void *p = malloc(bytes ? bytes : 1);
  if (!p)
    lg_fatal(file, line, "out of host memory for the staging buffer of '%s' (%zu bytes)", what,
             bytes);
  return p;
}

void lg_be_pinned_free(void *p) { free(p); }

void lg_be_h2d_async(void *dev, const void *pinned, size_t bytes, void *stream,
                     const char *what, const char *file, int line) {
  (void)stream;
  lg_be_h2d(dev, pinned, bytes, what, file, line);
}

void lg_be_d2h_async(void *pinned, const void *dev, size_t bytes, void *stream,
                     const char *what, const char *file, int line) {
  (void)stream;
  lg_be_d2h(pinned, dev, bytes, what, file, line);
}

void *lg_be_sync_event_new(const char *file, int line) {
  (void)file;
  (void)line;
  return &token;
}

void lg_be_sync_event_record(void *ev, void *stream, const char *file, int line) {
  (void)ev;
  (void)stream;
  (void)file;
  (void)line;
}

void lg_be_sync_event_wait(void *ev, const char *what, const char *file, int line) {
  (void)ev;
  (void)what;
  (void)file;
  (void)line;
}

void lg_be_sync_event_free(void *ev) { (void)ev; }

void lg_be_host_copy(void *dst, const void *src, size_t bytes) { memcpy(dst, src, bytes); }

void lg_be_set_launch_stream(void *stream) { (void)stream; }

int lg_be_paged(void) { return 0; }

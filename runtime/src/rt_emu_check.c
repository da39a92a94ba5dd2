/* rt_emu_check.c — bounds-checked device memory for the CPU emulation
 * (libloopgpu-emu only), on with LG_EMU_CHECK.
 *
 * A kernel that reads or writes past a device buffer is silent on the GPU
 * (it reads a neighbour's bytes) and in the plain emulation (malloc'd blocks
 * lie side by side); only the ASan build catches it. With LG_EMU_CHECK=1
 * every device buffer gets pages of its own, its end placed against a page
 * that is neither readable nor writable: the first access past the end
 * faults, and the handler below names the kernel, the block and thread that
 * ran, the buffer (its name and the line that allocated it), and how far
 * past the end the access was. LG_EMU_CHECK=2 places the START against the
 * guard page instead, for accesses before the first element. Each buffer
 * costs at least two pages; the end is placed at a 16-byte boundary (vector
 * loads of the kernels need that alignment), so an overrun of fewer bytes
 * than the padding, at most 15, goes unseen in mode 1.
 *
 * Only device buffers are checked: __shared__ arrays, a kernel's locals and
 * host memory are not (shared memory overruns still show as wrong results,
 * since the fibers of a block share one worker's copy).
 */
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "rt_internal.h"

typedef struct guarded {
  char *map;        /* the mapping: [guard] data pages [guard] */
  size_t map_bytes;
  char *data;       /* what the caller got */
  size_t bytes;
  const char *name, *file;
  int line;
} guarded;

/* Few buffers are live at once (a region's arrays, hoisted scratch); a
 * linear table keeps the signal handler's lookup free of locks and
 * allocation: slots are written under `mu`, and `map` is written last. */
enum { MAX_GUARDED = 4096 };
static guarded table[MAX_GUARDED];
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static int mode = -1;

static size_t page_size(void) { return (size_t)sysconf(_SC_PAGESIZE); }

/* The message goes out with write(2): a signal handler may not use stdio's
 * buffers. `len` grows with each piece. */
static void put(char *buf, size_t cap, size_t *len, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void put(char *buf, size_t cap, size_t *len, const char *fmt, ...) {
  va_list ap;
  int n;
  if (*len >= cap)
    return;
  va_start(ap, fmt);
  n = vsnprintf(buf + *len, cap - *len, fmt, ap);
  va_end(ap);
  if (n > 0)
    *len += (size_t)n < cap - *len ? (size_t)n : cap - *len - 1;
}

static void on_fault(int sig, siginfo_t *si, void *uctx) {
  char msg[1024];
  size_t len = 0;
  const char *kernel = NULL;
  unsigned b[3], t[3];
  char *a = (char *)si->si_addr;
  const guarded *g = NULL;
  (void)uctx;
  for (int i = 0; i < MAX_GUARDED && !g; i++)
    if (table[i].map && a >= table[i].map && a < table[i].map + table[i].map_bytes)
      g = &table[i];
  put(msg, sizeof msg, &len, "loopgpu: ");
  if (g && g->file)
    put(msg, sizeof msg, &len, "%s:%d: ", g->file, g->line);
  if (lg_emu_where(&kernel, b, t))
    put(msg, sizeof msg, &len, "kernel '%s' (block %u,%u,%u, thread %u,%u,%u): ", kernel,
        b[0], b[1], b[2], t[0], t[1], t[2]);
  if (g && a >= g->data + g->bytes)
    put(msg, sizeof msg, &len,
        "out-of-bounds access at byte %zu of device buffer '%s', which has %zu bytes",
        (size_t)(a - g->data), g->name ? g->name : "?", g->bytes);
  else if (g && a < g->data)
    put(msg, sizeof msg, &len,
        "out-of-bounds access at byte -%zu of device buffer '%s', which has %zu bytes",
        (size_t)(g->data - a), g->name ? g->name : "?", g->bytes);
  else
    put(msg, sizeof msg, &len,
        "%s at address %p, outside every device buffer (a host pointer used in a kernel, "
        "an overrun by more than a page, or a fiber stack overflow: LG_EMU_STACK)",
        sig == SIGBUS ? "bus error" : "segmentation fault", (void *)a);
  put(msg, sizeof msg, &len, " [LG_EMU_CHECK]\n");
  fflush(stdout); /* the program's output ahead of the message, as lg_fatal */
  if (write(2, msg, len) < 0) {
  }
  _exit(1);
}

int lg_emu_check_mode(void) {
  if (mode < 0) {
    mode = (int)lg_env_int("LG_EMU_CHECK", 0, 0, 2);
    if (mode) {
      struct sigaction sa;
      memset(&sa, 0, sizeof sa);
      sa.sa_sigaction = on_fault;
      sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
      sigemptyset(&sa.sa_mask);
      sigaction(SIGSEGV, &sa, NULL);
      sigaction(SIGBUS, &sa, NULL);
    }
  }
  return mode;
}

void *lg_emu_check_alloc(size_t bytes, const char *name, const char *file, int line) {
  size_t page = page_size(), padded = (bytes + 15) & ~(size_t)15;
  size_t data_pages = (padded + page - 1) / page * page, map_bytes;
  char *m;
  int i;
  if (padded < bytes || data_pages > SIZE_MAX - 2 * page)
    return NULL;
  map_bytes = data_pages + 2 * page;
  m = mmap(NULL, map_bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED)
    return NULL;
  mprotect(m, page, PROT_NONE);
  mprotect(m + page + data_pages, page, PROT_NONE);
  pthread_mutex_lock(&mu);
  for (i = 0; i < MAX_GUARDED && table[i].map; i++)
    ;
  if (i == MAX_GUARDED) {
    pthread_mutex_unlock(&mu);
    munmap(m, map_bytes);
    lg_fatal(file, line, "LG_EMU_CHECK: more than %d device buffers at once", MAX_GUARDED);
  }
  table[i].map_bytes = map_bytes;
  table[i].data = mode == 2 ? m + page : m + page + data_pages - padded;
  table[i].bytes = bytes;
  table[i].name = name;
  table[i].file = file;
  table[i].line = line;
  __atomic_store_n(&table[i].map, m, __ATOMIC_RELEASE);
  pthread_mutex_unlock(&mu);
  return table[i].data;
}

int lg_emu_check_free(void *p) {
  int i;
  pthread_mutex_lock(&mu);
  for (i = 0; i < MAX_GUARDED; i++)
    if (table[i].map && table[i].data == p) {
      char *m = table[i].map;
      size_t n = table[i].map_bytes;
      __atomic_store_n(&table[i].map, NULL, __ATOMIC_RELEASE);
      pthread_mutex_unlock(&mu);
      munmap(m, n);
      return 1;
    }
  pthread_mutex_unlock(&mu);
  return 0;
}

/* rt_emu.c — the CPU emulation's scheduler (libloopgpu-emu only).
 *
 * Blocks are handed out to the runtime's pool of OS threads (rt_pool.c;
 * LG_EMU_THREADS of them, default the number of online cores; the launching
 * thread is one of them). A worker runs
 * one block at a time, so `static thread_local` is per-block storage: that is
 * what __shared__ expands to. The threads of a block are fibers on their
 * worker, run one after the other in threadIdx order, each until it exits or
 * reaches a barrier: switching happens ONLY at barriers, so thread 0 runs
 * ahead to its barrier before thread 1 starts, and a missing __syncthreads()
 * shows up as a wrong result instead of passing by luck.
 *
 * Barriers: once every live thread is parked, threads parked at a warp
 * barrier (__syncwarp) are released first; when none is, all the threads
 * parked at __syncthreads() are. Threads that have exited do not count, as
 * on sm_70+.
 *
 * Cost: a thread that never reaches a barrier costs one frame setup and two
 * context switches; its stack is handed straight to the next thread. A stack
 * is held only by a thread parked at a barrier, so a block of 1024 threads
 * that synchronizes needs 1024 stacks (allocated once per worker, reused).
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "rt_fiber.h"
#include "rt_internal.h"
#include "rt_pool.h"

enum { MAX_BLOCK = 1024, WARP = 32 };
enum { T_NEW, T_READY, T_RUNNING, T_WARP_WAIT, T_BLOCK_WAIT, T_DONE };

typedef struct launch {
  lg_emu_body body;
  void *closure;
  lg_uint3 grid, block;
  const char *kernel;   /* its name, for LG_EMU_CHECK's message */
  unsigned threads;     /* per block */
  size_t shmem;         /* dynamic shared bytes per block */
  unsigned long long nblocks;
  atomic_ullong next;   /* next block to hand out */
} launch;

typedef struct worker {
  lg_fiber sched;                   /* the worker's own context */
  lg_fiber fib[MAX_BLOCK];
  unsigned char state[MAX_BLOCK];
  short stack_of[MAX_BLOCK];
  char *stacks[MAX_BLOCK];          /* allocated lazily, kept for good */
  short free_stacks[MAX_BLOCK];
  int nstacks, nfree;
  unsigned cur;                     /* running thread, linear index */
  const launch *L;
  lg_emu_ctx ctx;                   /* what threadIdx & co. read */
  unsigned long long lanes[MAX_BLOCK]; /* warp shuffle exchange */
  char *dyn;                        /* dynamic shared memory */
  size_t dyn_cap;
} worker;

__thread lg_emu_ctx *lg_emu_cur;
static __thread worker *self;
static size_t stack_bytes;

static void *stack_alloc(void) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  char *p = mmap(NULL, stack_bytes + page, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED)
    lg_fatal(__FILE__, __LINE__, "emulation: cannot map a %zu-byte fiber stack",
             stack_bytes);
  /* guard page: a kernel that overflows its stack faults instead of
   * silently overwriting the next thread's stack */
  mprotect(p, page, PROT_NONE);
  return p + page;
}

static int take_stack(worker *w) {
  if (w->nfree)
    return w->free_stacks[--w->nfree];
  w->stacks[w->nstacks] = stack_alloc();
  return w->nstacks++;
}

/* A pool helper's worker is freed when the helper ends (the pool joins
 * them at exit); the launching thread's lives as long as the process. */
static pthread_key_t worker_key;
static pthread_once_t worker_once = PTHREAD_ONCE_INIT;

static void worker_free(void *arg) {
  worker *w = arg;
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  for (int i = 0; i < w->nstacks; i++)
    munmap(w->stacks[i] - page, stack_bytes + page);
  free(w->dyn);
  free(w);
  self = NULL;
}

static void worker_key_init(void) { pthread_key_create(&worker_key, worker_free); }

static worker *get_worker(void) {
  if (!self) {
    self = calloc(1, sizeof *self);
    if (!self)
      lg_fatal(__FILE__, __LINE__, "emulation: out of host memory");
    pthread_once(&worker_once, worker_key_init);
    pthread_setspecific(worker_key, self);
  }
  return self;
}

static void fiber_main(void *arg) {
  worker *w = arg;
  w->L->body(w->L->closure);
  w->state[w->cur] = T_DONE;
  lg_fiber_switch(&w->fib[w->cur], &w->sched);
  __builtin_unreachable();
}

static void park(unsigned char why) {
  worker *w = self;
  if (!w || !w->L)
    lg_fatal("?", 0, "__syncthreads()/__syncwarp() called outside a kernel");
  w->state[w->cur] = why;
  lg_fiber_switch(&w->fib[w->cur], &w->sched);
}

/* The kernel, block and thread this worker runs now; 0 outside a kernel.
 * Called from LG_EMU_CHECK's fault handler: reads only this thread's own. */
int lg_emu_where(const char **kernel, unsigned block[3], unsigned thread[3]) {
  const worker *w = self;
  if (!w || !w->L)
    return 0;
  *kernel = w->L->kernel;
  block[0] = w->ctx.block_idx.x;
  block[1] = w->ctx.block_idx.y;
  block[2] = w->ctx.block_idx.z;
  thread[0] = w->ctx.thread_idx.x;
  thread[1] = w->ctx.thread_idx.y;
  thread[2] = w->ctx.thread_idx.z;
  return 1;
}

void lg_emu_syncthreads(void) { park(T_BLOCK_WAIT); }
void lg_emu_syncwarp(void) { park(T_WARP_WAIT); }
void *lg_emu_dyn_shared(void) { return self ? self->dyn : NULL; }
unsigned long long *lg_emu_lane_slots(void) { return self ? self->lanes : NULL; }

static void run_block(worker *w, lg_uint3 bidx) {
  const launch *L = w->L;
  unsigned n = L->threads, live = n, t;
  w->ctx.block_idx = bidx;
  memset(w->state, T_NEW, n);
  for (;;) {
    unsigned x = 0, y = 0, z = 0, waiting_warp = 0;
    for (t = 0; t < n; t++) {
      unsigned char s = w->state[t];
      if (s == T_NEW || s == T_READY) {
        w->cur = t;
        w->ctx.thread_idx.x = x;
        w->ctx.thread_idx.y = y;
        w->ctx.thread_idx.z = z;
        if (s == T_NEW) {
          int k = take_stack(w);
          w->stack_of[t] = (short)k;
          lg_fiber_init(&w->fib[t], w->stacks[k], stack_bytes, fiber_main, w);
        }
        w->state[t] = T_RUNNING;
        lg_fiber_switch(&w->sched, &w->fib[t]);
        if (w->state[t] == T_DONE) {
          w->free_stacks[w->nfree++] = w->stack_of[t];
          live--;
        } else if (w->state[t] == T_WARP_WAIT) {
          waiting_warp++;
        }
      }
      if (++x == L->block.x) {
        x = 0;
        if (++y == L->block.y) {
          y = 0;
          z++;
        }
      }
    }
    if (live == 0)
      return;
    /* every live thread is parked: release a barrier */
    for (t = 0; t < n; t++) {
      unsigned char s = w->state[t];
      if (waiting_warp ? s == T_WARP_WAIT : s == T_BLOCK_WAIT)
        w->state[t] = T_READY;
    }
  }
}

static void run_blocks(const launch *L) {
  worker *w = get_worker();
  unsigned long long b;
  if (w->dyn_cap < L->shmem) {
    free(w->dyn);
    w->dyn = malloc(L->shmem);
    if (!w->dyn)
      lg_fatal(__FILE__, __LINE__, "emulation: out of host memory");
    memset(w->dyn, 0xFF, L->shmem); /* uninitialized, as on the GPU */
    w->dyn_cap = L->shmem;
  }
  w->L = L;
  w->ctx.block_dim = L->block;
  w->ctx.grid_dim = L->grid;
  lg_emu_cur = &w->ctx;
  while ((b = atomic_fetch_add_explicit((atomic_ullong *)&L->next, 1,
                                        memory_order_relaxed)) < L->nblocks) {
    lg_uint3 bi;
    bi.x = (unsigned)(b % L->grid.x);
    bi.y = (unsigned)(b / L->grid.x % L->grid.y);
    bi.z = (unsigned)(b / ((unsigned long long)L->grid.x * L->grid.y));
    run_block(w, bi);
  }
  w->L = NULL;
  lg_emu_cur = NULL;
}

/* The settings, read (and checked) by the first launch. */
static int settings_ready, emu_threads;

static void settings_init(void) {
  long n;
  if (settings_ready)
    return;
  settings_ready = 1;
  stack_bytes = lg_env_size("LG_EMU_STACK", 64 * 1024, 16 * 1024, (size_t)1 << 30);
  stack_bytes = (stack_bytes + 4095) & ~(size_t)4095;
  n = sysconf(_SC_NPROCESSORS_ONLN);
  emu_threads = (int)lg_env_int("LG_EMU_THREADS", n < 1 ? 1 : n > LG_POOL_MAX ? LG_POOL_MAX : n,
                                1, LG_POOL_MAX);
}

/* One task of the pool: this thread's share of the launch's blocks. */
static void run_task(void *arg, int task) {
  (void)task;
  run_blocks(arg);
}

static int dim_ok(lg_uint3 d) { return d.x && d.y && d.z; }

/* Kernels opted in to more than 48 KB of dynamic shared memory
 * (lg_kernel_smem -> cudaFuncSetAttribute on the GPU). Generated programs
 * have a few staged kernels; the table is small and searched linearly. */
enum { MAX_OPTIN = 256, SMEM_OPTIN_MAX = 227 * 1024 };
static struct {
  const void *fn;
  size_t bytes;
} optin[MAX_OPTIN];
static int noptin;
static pthread_mutex_t optin_mu = PTHREAD_MUTEX_INITIALIZER;

static size_t smem_allowed(const void *fn) {
  size_t b = 0;
  pthread_mutex_lock(&optin_mu);
  for (int i = 0; i < noptin; i++)
    if (optin[i].fn == fn)
      b = optin[i].bytes;
  pthread_mutex_unlock(&optin_mu);
  return b;
}

void lg_emu_smem_optin(const void *fn, size_t bytes, const char *kernel, const char *file,
                       int line) {
  if (bytes > SMEM_OPTIN_MAX)
    lg_fatal(file, line,
             "cudaFuncSetAttribute(MaxDynamicSharedMemorySize) of kernel '%s' failed: "
             "%zu bytes exceed the %d of sm_90",
             kernel, bytes, SMEM_OPTIN_MAX);
  pthread_mutex_lock(&optin_mu);
  int i = 0;
  while (i < noptin && optin[i].fn != fn)
    i++;
  if (i < MAX_OPTIN) {
    optin[i].fn = fn;
    optin[i].bytes = bytes;
    if (i == noptin)
      noptin++;
  }
  pthread_mutex_unlock(&optin_mu);
}

void lg_emu_launch(lg_emu_body body, void *closure, const void *kernel_fn, lg_uint3 grid,
                   lg_uint3 block, size_t shmem, const char *kernel,
                   const char *file, int line) {
  launch L;
  unsigned long long threads =
      (unsigned long long)block.x * block.y * block.z;
  /* the limits of sm_90; CUDA 13 reports a violation as "invalid argument"
   * (cudaErrorInvalidValue) at cudaGetLastError */
  if (!dim_ok(grid) || !dim_ok(block) || threads > MAX_BLOCK ||
      block.x > 1024 || block.y > 1024 || block.z > 64 ||
      grid.x > 2147483647u || grid.y > 65535 || grid.z > 65535)
    lg_fatal(file, line,
             "launch of kernel '%s' failed: invalid argument (grid %ux%ux%u, "
             "block %ux%ux%u = %llu threads; limits: block 1024 threads, "
             "1024x1024x64, grid (2^31-1)x65535x65535)",
             kernel, grid.x, grid.y, grid.z, block.x, block.y, block.z,
             threads);
  if (shmem > 48 * 1024 && shmem > smem_allowed(kernel_fn))
    lg_fatal(file, line,
             "launch of kernel '%s' failed: %zu bytes of dynamic shared memory "
             "exceed the %zu it may use (49152 without opting in)",
             kernel, shmem, smem_allowed(kernel_fn) > 48 * 1024 ? smem_allowed(kernel_fn) : (size_t)49152);
  if (self && self->L)
    lg_fatal(file, line, "kernel '%s' launched from inside a kernel", kernel);
  settings_init();
  L.body = body;
  L.closure = closure;
  L.grid = grid;
  L.block = block;
  L.kernel = kernel;
  L.threads = (unsigned)threads;
  L.shmem = shmem;
  L.nblocks = (unsigned long long)grid.x * grid.y * grid.z;
  atomic_init(&L.next, 0);
  /* the pool's helpers only when there is more than one block to share
   * (a program whose launches are all one block stays one thread) */
  if (L.nblocks > 1)
    lg_pool_run(emu_threads, run_task, &L);
  else
    run_blocks(&L);
}

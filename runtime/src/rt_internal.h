/* rt_internal.h — declarations shared by the runtime's C files (not installed).
 *
 * The library is built twice from the same sources: over cudart (libloopgpu)
 * and with -DLG_EMU (libloopgpu-emu). Everything that differs between the two
 * lives behind the small backend interface below, implemented once in
 * rt_backend_cuda.c and once in rt_backend_emu.c; the other files are
 * backend-neutral.
 */
#ifndef LG_RT_INTERNAL_H
#define LG_RT_INTERNAL_H

#include <stddef.h>
#include <stdio.h>

#include "loopgpu.h"

/* ---- backend: device memory and synchronization ------------------------- */
/* Allocate `bytes` of device memory for `name` (the report's and the
 * emulation's bounds checks' name); NULL when the device is out of memory
 * (other failures are fatal inside, naming file:line). */
void *lg_be_alloc(size_t bytes, const char *name, const char *file, int line);
/* Free; file NULL on the exit path, where errors are ignored (the driver
 * may already be going down). */
void lg_be_free(void *dev, const char *file, int line);
void lg_be_h2d(void *dev, const void *host, size_t bytes, const char *what,
               const char *file, int line);
void lg_be_d2h(void *host, const void *dev, size_t bytes, const char *what,
               const char *file, int line);
/* Before an H2D copy of bytes that will be copied back: their host pages
 * faulted in for writing when some were never touched (GPU: rt_copy_cuda.c;
 * the emulation: nothing). */
void lg_be_prefault(void *host, size_t bytes, int write);
/* Device-to-device copy, ordered after the kernels launched before it on
 * the default stream (joining buffers, rt_data.c). */
/* the device address of a __device__ variable, from its host-side symbol */
void *lg_be_symbol_address(const void *symbol, const char *what, const char *file, int line);
void lg_be_d2d(void *dst, const void *src, size_t bytes, const char *what,
               const char *file, int line);
void lg_be_sync(const char *what, const char *file, int line);
void lg_be_launch_check(const char *kernel, const char *file, int line);
/* Device memory free and total, for out-of-memory messages. */
void lg_be_mem_info(size_t *free_bytes, size_t *total_bytes);
/* Release backend resources (pinned pools, streams); registered at exit. */
void lg_be_shutdown(void);
/* Footprint report (rt_report.c): a kernel's attributes for its first
 * launch's shape; 0 when the backend has none (emulation). */
typedef struct lg_func_attrs {
  int registers, max_threads_per_block, active_blocks;
  size_t static_shared, local_per_thread;
  double occupancy; /* active warps per SM / maximum warps per SM */
} lg_func_attrs;
int lg_be_func_attrs(const void *fn, unsigned threads, size_t dyn_shmem,
                     lg_func_attrs *out);
/* Timing events on the stream generated code launches on (clock readings
 * in the emulation); lg_be_event_ms waits for `stop`, -1 on failure. */
void *lg_be_event_new(void);
void lg_be_event_record(void *ev);
double lg_be_event_ms(void *start, void *stop);
void lg_be_event_free(void *ev);
int lg_be_is_emulation(void);
/* The device's multiprocessors (the emulation: 132, as an H200), for
 * lg_block_1d. */
unsigned lg_be_sm_count(void);
/* Threads the device runs at once: SMs x resident threads per SM (the
 * emulation: a fixed 16384). Hoisted per-thread scratch (rt_scratch.c) caps
 * launch grids with it. */
unsigned long long lg_be_resident_threads(void);

/* ---- backend: streams and pinned staging of chunk() (rt_chunk.c) --------
 * The GPU backend: non-blocking streams, cudaHostAlloc'd staging, async
 * copies and events. The emulation runs everything at once: streams and
 * events are tokens, "pinned" memory is malloc'd, copies are memcpy. */
void *lg_be_stream_new(const char *file, int line);
void lg_be_stream_free(void *stream);
void *lg_be_pinned_alloc(size_t bytes, const char *what, const char *file, int line);
void lg_be_pinned_free(void *p);
void lg_be_h2d_async(void *dev, const void *pinned, size_t bytes, void *stream,
                     const char *what, const char *file, int line);
void lg_be_d2h_async(void *pinned, const void *dev, size_t bytes, void *stream,
                     const char *what, const char *file, int line);
void *lg_be_sync_event_new(const char *file, int line);
void lg_be_sync_event_record(void *ev, void *stream, const char *file, int line);
void lg_be_sync_event_wait(void *ev, const char *what, const char *file, int line);
void lg_be_sync_event_free(void *ev);
/* memcpy between user memory and pinned staging, by the copy threads */
void lg_be_host_copy(void *dst, const void *src, size_t bytes);
/* The stream the next launches go to (NULL: the legacy default stream), for
 * the timing events of the report and of LOOPGPU_TIME. */
void lg_be_set_launch_stream(void *stream);
/* Whether the device hands out memory in 2 MiB pages (the GPU does). */
int lg_be_paged(void);

/* ---- present table: what chunk() needs of it (rt_data.c) ------------------
 * lg_data_whole: the device address of [host, host+bytes) when every byte
 * of it is present (buffers holding adjacent parts of it are joined into
 * one first); otherwise NULL, with *partly set when some bytes are present
 * (then chunk() must not stream the host copy: the device's may differ).
 * lg_data_hold: delta +1 marks the buffer holding `host` as used by a
 * chunk() region (its kernels run on their own streams) until the matching
 * -1; meanwhile a section that would move it (join) or free it stops with a
 * message naming both arrays. */
void *lg_data_whole(const void *host, size_t bytes, int *partly, const char *name,
                    const char *file, int line);
void lg_data_hold(const void *host, int delta, const char *region, const char *name,
                  const char *file, int line);

/* ---- emulation only: bounds-checked device memory (rt_emu_check.c) ------
 * LG_EMU_CHECK (0, 1: guard page after each device buffer, 2: before);
 * the first call installs the fault handler. lg_emu_check_alloc: NULL when
 * the mapping fails; lg_emu_check_free: 1 when p was one of its buffers.
 * lg_emu_where (rt_emu.c): the kernel, block and thread running on the
 * calling worker, 0 outside a kernel. */
int lg_emu_check_mode(void);
void *lg_emu_check_alloc(size_t bytes, const char *name, const char *file, int line);
int lg_emu_check_free(void *p);
int lg_emu_where(const char **kernel, unsigned block[3], unsigned thread[3]);

/* ---- bookkeeping (rt_stats.c) ---------------------------------------------- */
void lg_stats_alloc(size_t bytes);
void lg_stats_free(size_t bytes);

/* ---- footprint report (rt_report.c) --------------------------------------- */
int lg_report_on(void);
/* dev: the device address (the timeline's events pair an allocation with
 * its free by it) */
void lg_report_alloc(const char *name, const char *file, int line, size_t bytes,
                     const void *dev);
void lg_report_free(const char *name, const char *file, int line, size_t bytes,
                    const void *dev);
/* The timeline's chunk() event (LOOPGPU_EVENTS): chunk [c0, c1) of the
 * region at file:line goes to slot `slot`. */
void lg_report_chunk_event(const char *region, const char *file, int line, int slot,
                           long long c0, long long c1);
/* "; region ... chunk(C) would fit" for the out-of-memory message, or "". */
void lg_report_chunk_hint(char *buf, size_t n, size_t free_bytes, const char *buffer,
                          const char *data_file, int data_line);
/* chunk() of the innermost active region: the chunk size, the slots in
 * flight and the device bytes they hold (whole and in 2 MiB pages), added to
 * the region's prediction. */
void lg_report_chunk_plan(long long size, int slots, size_t slot_bytes, size_t slot_paged);
/* Bytes copied host-to-device and back for the innermost active region. */
void lg_report_copied(size_t h2d, size_t d2h);
void lg_report_launched(void);
/* rt_data.c: a kernel was launched (lg_launch_check): no segment entered
 * without a copy-in is fresh any more */
void lg_data_launched(void);
void lg_report_at_exit(void);

/* ---- lifetime (rt_atexit.c) ------------------------------------------------ */
/* Registers the runtime's exit handler once. Called after the first
 * successful device allocation, so that it runs BEFORE cudart's own teardown
 * (atexit handlers run in reverse order of registration). */
void lg_rt_register_exit(void);
/* Frees every device buffer the runtime still holds (rt_data.c). */
void lg_data_release_all(void);
/* Frees chunk()'s cached pinned staging and streams (rt_chunk.c). */
void lg_chunk_release_all(void);
/* Chunks in flight per streamed region (LOOPGPU_CHUNK_SLOTS, 1-4, default 3). */
int lg_chunk_slots(void);
/* Set while exiting through lg_fatal, so that cleanup ignores errors. */
extern int lg_rt_exiting;

/* Closes a file the runtime wrote for a setting (LOOPGPU_REPORT=json:FILE,
 * LOOPGPU_TIME=FILE): a failed write or close is a message naming the
 * setting and the file (at exit: a warning, not a stop) (rt_error.c). */
void lg_close_written(FILE *f, const char *setting, const char *path);

/* ---- environment (rt_env.c) ------------------------------------------------ */
/* The settings, read by one parser (rt_env.c): `fallback` when unset or
 * empty, else the value, which must be decimal and within [min, max]; any
 * other value stops the program with a message naming the variable. */
long lg_env_int(const char *name, long fallback, long min, long max);
/* 0 when unset, empty or "0"; 1 for "1"; anything else stops. */
int lg_env_flag(const char *name);
/* A byte count: decimal digits with an optional K, M, G or T suffix (binary
 * units; KiB and KB too). */
size_t lg_env_size(const char *name, size_t fallback, size_t min, size_t max);

#endif /* LG_RT_INTERNAL_H */

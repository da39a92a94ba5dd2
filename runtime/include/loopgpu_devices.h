/* loopgpu_devices.h — several devices of one host (issue 22, `devices(N|all)`,
 * docs/runtime.md "Several devices"). Included by loopgpu.h inside its
 * extern "C" block; not meant to be included alone.
 *
 * A region split over devices runs its outermost mapped loop in one
 * contiguous range of iterations per device ("part"). Each part gets, on its
 * device, the slices of the arrays its iterations touch; which bytes of an
 * array are current on which device (and on the host) is tracked per byte
 * range, so that only what a part needs and its device lacks is copied: from
 * the device that has it (a peer copy) or from the host. Generated code:
 *
 *   lg_split *s = lg_split_begin("k0", file, line, trip, N, narrays, LG_CHUNK_SLICES(slices));
 *   lg_split_array(s, k, host, sizeof(T), wlo, whi, dir, written, "name");  // each k
 *   int np = lg_split_plan(s);                 // parts: min(devices, trip)
 *   for (p = 0; p < np; p++) {
 *     lg_split_enter(s, p);                    // its device set, its slices current there
 *     kernel on iterations [lg_split_first(s, p), lg_split_first(s, p + 1)),
 *            arrays at lg_split_base(s, p, k);
 *     lg_split_launched(s, p);                 // its written slices are the current ones
 *   }
 *   lg_split_end(s);                           // written slices back to the host (outside
 *                                              // a distributed data region), buffers freed
 *
 * Inside a `host` loop with `devices`, lg_dist_open/lg_dist_close bracket the
 * loop: the arrays stay on the devices from one region to the next, and only
 * what another device wrote (a stencil's halo) moves between them. */
#ifndef LOOPGPU_DEVICES_H
#define LOOPGPU_DEVICES_H

#define LG_MAX_DEVICES 16

/* How many devices the runtime can use: the CUDA devices of the host, or
 * the emulation's LG_EMU_DEVICES (default 1). */
int lg_device_count(void);
/* The devices a region with `devices(clause)` runs on (clause 0: `all`):
 * LOOPGPU_DEVICES (a number, or `all`) overrides the clause; at most
 * lg_device_count(). */
int lg_devices_for(int clause);

typedef struct lg_split lg_split;
lg_split *lg_split_begin(const char *region, const char *file, int line, long long trip,
                         int clause, int narrays,
                         void (*slices)(void *ctx, long long c0, long long c1, long long *lo,
                                        long long *hi),
                         void *ctx);
/* Array k: its whole range [wlo, whi] (elements from `host`), what slices are
 * clamped to. flags: LG_SPLIT_WRITTEN when the region may write it,
 * LG_SPLIT_STREAMED when chunk() streams its slices (lg_split_evict),
 * LG_SPLIT_KEEP when it may stay on the devices after the region, inside a
 * distributed data region (otherwise lg_split_end gives it back to the host
 * and drops the devices' copies). */
enum { LG_SPLIT_WRITTEN = 1, LG_SPLIT_STREAMED = 2, LG_SPLIT_KEEP = 4 };
void lg_split_array(lg_split *s, int k, const void *host, size_t elem, long long wlo,
                    long long whi, lg_dir dir, int flags, const char *name);
int lg_split_plan(lg_split *s);
long long lg_split_first(const lg_split *s, int part);
void lg_split_enter(lg_split *s, int part);
/* Before the parts' loop (without chunk()): every part's slices made current
 * at once, so that no copy waits for another part's kernel (unless parts
 * write overlapping slices: then each lg_split_enter fetches in turn). */
void lg_split_prefetch(lg_split *s);
/* chunk(C) with devices: each part streams its iterations C at a time
 * (lg_split_chunk_size: C, or chunk(auto)'s choice); a round launches the
 * next chunk of every part (lg_split_chunk in place of lg_split_enter),
 * then lg_split_evict takes each part's streamed slices off its device. */
long long lg_split_chunk_size(lg_split *s, long long size);
void lg_split_chunk(lg_split *s, int part, long long c0, long long c1);
void lg_split_evict(lg_split *s, int part);
/* Array k's base on the part's device: its buffer minus the host offset, so
 * that the kernel's subscripts, unchanged, land in it; NULL for an empty
 * slice. */
void *lg_split_base(const lg_split *s, int part, int k);
void lg_split_launched(lg_split *s, int part);
/* Makes the part's device current (its reductions' partials are read). */
void lg_split_device(const lg_split *s, int part);
void lg_split_end(lg_split *s);

/* A distributed data region (a `host` loop with `devices`): returns a token
 * for LG_CLEANUP(lg_dist_close), which flushes what the devices hold back to
 * the host and frees their buffers when the loop's block is left. */
int lg_dist_open(const char *file, int line);
void lg_dist_close(int *token);

/* Bytes per device and bytes exchanged, for the report (LOOPGPU_REPORT) and
 * tests: device d's peak bytes held, bytes copied to it from the host, back
 * from it, and from other devices (peer, or through the host). */
typedef struct lg_dev_stats {
  unsigned long long peak_bytes, h2d_bytes, d2h_bytes, peer_in_bytes, via_host_in_bytes;
} lg_dev_stats;
int lg_dev_stats_get(int d, lg_dev_stats *out);

#endif /* LOOPGPU_DEVICES_H */

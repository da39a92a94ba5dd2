/* rt_copy_mode.h — copy strategy selection and counts (rt_copy_mode.c). */
#ifndef LG_RT_COPY_MODE_H
#define LG_RT_COPY_MODE_H

#include <stddef.h>

enum { LG_COPY_MODE_AUTO, LG_COPY_MODE_STAGED, LG_COPY_MODE_REGISTER, LG_COPY_MODE_PLAIN };
int lg_copy_mode(void);
int lg_copy_threads(void);
/* LOOPGPU_COPY_DIRECT: in auto mode, the size from which a copy sets up the
 * staging (rt_copy_cuda.c says why LG_COPY_DIRECT_DEFAULT) */
#define LG_COPY_DIRECT_DEFAULT ((size_t)128 << 20)
size_t lg_copy_direct(void);
/* counts for lg_copy_stats: a copy done (staged 1: through the staging
 * buffers; 0: one cudaMemcpy), pinned staging bytes allocated (+) or freed (-) */
void lg_copy_count(int staged);
void lg_copy_count_staging(long long delta);
/* In auto mode, below the staging: an H2D copy of at least
 * LOOPGPU_COPY_REGISTER (default LG_COPY_REGISTER_DEFAULT) bytes is made
 * from the user's range page-locked for it, and a D2H copy of at least
 * LG_PREFAULT_MIN into pages never touched has them faulted in first by
 * LG_PREFAULT_THREADS threads (rt_copy_cuda.c says why). */
#define LG_COPY_REGISTER_DEFAULT ((size_t)16 << 20)
size_t lg_copy_register_min(void);
void lg_copy_count_ext(int registered, size_t prefaulted_bytes);
/* copies made page-locked in auto mode, bytes prefaulted */
void lg_copy_stats_ext(size_t *registered, size_t *prefaulted_bytes);

#endif

/* rt_stats.c — device bytes held by the runtime, now and at the peak.
 * The per-buffer records (name, line, bytes) live in rt_data.c; these totals
 * are what the footprint report compares with the translator's prediction. */
#include "rt_internal.h"

static size_t cur_bytes, peak_bytes, n_allocs;

void lg_stats_alloc(size_t bytes) {
  cur_bytes += bytes;
  n_allocs++;
  if (cur_bytes > peak_bytes)
    peak_bytes = cur_bytes;
}

void lg_stats_free(size_t bytes) { cur_bytes -= bytes; }

void lg_mem_stats(size_t *current, size_t *peak, size_t *allocations) {
  if (current)
    *current = cur_bytes;
  if (peak)
    *peak = peak_bytes;
  if (allocations)
    *allocations = n_allocs;
}

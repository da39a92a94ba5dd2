/* report.h — the footprint prediction (report.c): the compile-time report
 * of --report=FILE.json, and the same formulas as C text for the
 * lg_region_begin calls of the generated host code (print_host.c). */
#ifndef LOOPGPU_REPORT_H
#define LOOPGPU_REPORT_H

#include <stdbool.h>

#include "analysis.h"

/* Device bytes a kernel region needs (its arrays and reduction partials), as
 * C text. `host_vars`: over the lg_lo_X / lg_hi_X variables of the host code
 * (for the generated code); otherwise over the program's own variables. */
/* The same bytes with each buffer rounded up to 2 MiB pages (host text). */
char *lg_region_paged_text(lg_Program *p, lg_Region *r);
char *lg_region_bytes_text(lg_Program *p, lg_Region *r, bool host_vars);
/* The part of it that does not depend on the outermost mapped loop (the
 * arrays not indexed by its induction variable, the partials). */
char *lg_region_fixed_text(lg_Program *p, lg_Region *r, bool host_vars);
/* Device bytes of a host loop's data region (over lg_dlo_X / lg_dhi_X, or
 * the program's variables). */
char *lg_data_bytes_text(lg_Program *p, lg_HostLoop *h, bool host_vars);
/* print_host.c: the trip count of a loop as C text over host variables. */
char *lg_trip_text(lg_PrintCtx *pc, const lg_Loop *l);
/* chunk(): the chunks in flight the runtime keeps by default
 * (LOOPGPU_CHUNK_SLOTS, rt_chunk.c). */
#define LG_CHUNK_SLOTS 3
/* The compile-time report (JSON) in a malloc'd buffer the caller frees;
 * false (errno set) when it cannot be made. */
bool lg_report_text(lg_Program *p, char **data, size_t *len);

#endif

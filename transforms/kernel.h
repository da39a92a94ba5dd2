/* kernel.h — what the kernel printer and the host-code printer share. */
#ifndef LOOPGPU_KERNEL_H
#define LOOPGPU_KERNEL_H

#include "emit.h"

const char *lg_red_identity(lg_Arena *a, const lg_Reduction *red);
char *lg_red_combine(lg_Arena *a, const lg_Reduction *red, const char *x, const char *y,
                     bool into_var);
char *lg_kernel_comment(lg_Program *p, lg_Region *r);
int lg_block_threads(const lg_RegionInfo *ri);
void lg_print_kernel(lg_Program *p, lg_Region *r, lg_Emit *e);
/* `int j;` once per induction variable declared before the region that its
   sequential loops use */
void lg_print_private_ivs(lg_Program *p, lg_Region *r, lg_Emit *e);
/* the device copies of the input's functions that kernels call */
void lg_print_device_functions(lg_Program *p, lg_Emit *e);
/* The CUDA half's declarations of the structs and unions device code uses,
 * each checked against C's size and alignment. */
void lg_print_records(lg_Program *p, lg_Emit *e);
/* `static __device__ const` copies of the file-scope constants device
 * functions read. */
void lg_print_device_consts(lg_Program *p, lg_Emit *e);
/* trip counts, scalars and arrays: the parameters every kernel takes */
void lg_kernel_params(lg_Program *p, lg_Region *r, lg_Emit *e);
/* each reduction's block tree and per-block partial; the caller declares lg_tid */
void lg_print_red_tree(lg_Program *p, lg_Region *r, lg_Emit *e);

/* print_vector.c: the kernel of a vectorized region (vectorize.c), false
 * when it is not one; its parameters after lg_kernel_params and the launch
 * arguments that pass them (the device ranges of the arrays it loads). */
bool lg_vec_print_kernel(lg_Program *p, lg_Region *r, lg_Emit *e);
/* print_inner_reduce.c: the kernel of a region whose reduction loop is split
   over threads (inner_reduce.c), false when it is not */
bool lg_ired_print_kernel(lg_Program *p, lg_Region *r, lg_Emit *e);
/* print_kernel.c: `T iv = ...;` of mapped loop m from lg_t<m>, when the
   kernel reads it */
void lg_print_mapped_iv(lg_Emit *e, lg_PrintCtx *pc, const lg_Loop *l, int m, int ind);
void lg_vec_kernel_params(lg_Program *p, lg_Region *r, lg_Emit *e);
void lg_vec_launch_args(lg_Program *p, lg_Region *r, lg_Buf *b);

/* print_cuda.c: the whitespace between the start of the line and `off`, or ""
 * when other text stands there (generated code takes the loop's indent) */
const char *lg_indent_at(lg_Program *p, unsigned off);

/* print_region_fn.c: a region's two halves. The CUDA half's `extern "C"`
 * function that runs it (named lg_region_fn_name), its prototype for the
 * host half, and the host half's code in place of the loop (the call). */
const char *lg_region_fn_name(lg_Program *p, const lg_Region *r);
void lg_print_region_fn(lg_Program *p, lg_Region *r, lg_Emit *e);
char *lg_region_prototype(lg_Program *p, lg_Region *r);
char *lg_region_host_code(lg_Program *p, lg_Region *r, const char *indent);
/* print_region_fn.c: the test of overlap.c's pairs of ri before the call of
 * loop l's code (the ranges in the long long host variables
 * lo_prefix<name>, hi_prefix<name>) and what runs when a pair shares
 * memory: the loop as written, between updates of the arrays. The text
 * ends in `else `, before which the call is to stand; NULL when ri has no
 * pair. `what` names the loop to the runtime. */
char *lg_overlap_guard(lg_Program *p, const lg_RegionInfo *ri, const lg_Loop *l,
                       const char *what, const char *lo_prefix, const char *hi_prefix,
                       const char *in);
/* print_host.c: v as a flat host pointer to its elements; the bytes of its
 * elements lo..hi (long long host variables), 0 for an empty range */
const char *lg_host_flat_ptr(lg_Arena *a, const lg_Var *v);
const char *lg_host_range_bytes(lg_Arena *a, const lg_Var *v, const char *lo, const char *hi);
/* print_host.c: the body of the region function (a block that runs the
 * region, plain or chunked), and host loops' data regions */
char *lg_region_body(lg_Program *p, lg_Region *r, const char *indent);
char *lg_data_region_enter(lg_Program *p, lg_HostLoop *h, const char *indent);
char *lg_data_region_exit(lg_Program *p, lg_HostLoop *h, const char *indent);
/* print_persist.c: a host loop as one kernel of one block (persist.c): the
 * recorded arguments' struct (before a function's kernels), the kernel and
 * its launch (after them), the record a region function makes before its
 * launch (array_args: the launch's device pointers, one per array), and the
 * host half's prototype and call, last in the loop's body */
void lg_persist_print_decls(lg_Program *p, lg_Function *fn, lg_Emit *e);
void lg_persist_print_kernels(lg_Program *p, lg_Function *fn, lg_Emit *e);
void lg_persist_record(lg_Program *p, lg_Region *r, lg_Buf *b, const char *in,
                       const char *const *array_args);
const char *lg_persist_fn_name(lg_Program *p, const lg_HostLoop *h);
char *lg_persist_prototype(lg_Program *p, const lg_HostLoop *h);
char *lg_persist_host_call(lg_Program *p, const lg_HostLoop *h, const char *in);
/* print_sync.c: host code in host loops bracketed by lg_update_host /
   lg_update_device */
void lg_sync_edits(lg_Program *p, struct lg_EditList *edits);

/* print_hoist.c: hoisted allocations (hoist.c decides). Host loops: with
 * begins, the buffers' setup before each loop (call after the data regions'
 * entries); without, the release after it (call before their exits), the
 * allocation calls replaced and the frees deleted. */
void lg_hoist_host_edits(lg_Program *p, struct lg_EditList *edits, bool begins);
/* Kernel regions: hoisted variable-length arrays as slices of one buffer. */
void lg_hoist_kernel_params(lg_Program *p, lg_Region *r, lg_Emit *e);
void lg_hoist_kernel_prologue(lg_Program *p, lg_Region *r, lg_Emit *e);
bool lg_hoist_print_decl(lg_Emit *e, lg_PrintCtx *c, const lg_Stmt *s);
void lg_hoist_region_alloc(lg_Program *p, lg_Region *r, lg_Buf *b, const char *indent);
void lg_hoist_grid_cap(lg_Program *p, lg_Region *r, lg_Buf *b, const char *indent);
void lg_hoist_launch_args(lg_Program *p, lg_Region *r, lg_Buf *b);
void lg_hoist_region_free(lg_Program *p, lg_Region *r, lg_Buf *b, const char *indent);
/* print_host.c: the trip count of a loop as host C text */
char *lg_trip_text(lg_PrintCtx *pc, const lg_Loop *l);
/* ...and of a mapped loop's threads (a triangle's box, map.c) */
char *lg_mapped_trip_text(lg_PrintCtx *pc, const lg_Loop *l);
/* print_finals.c: the values induction variables declared before region r
 * have after it, set by the host (closes the `if` of the trip counts); `in`
 * the region's indentation, `in2` the one inside that `if` */
void lg_print_final_values(lg_Program *p, lg_Region *r, lg_Buf *b, const char *in,
                           const char *in2);

#endif

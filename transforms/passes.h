/* passes.h — the passes over the IR, in the order the driver runs them.
 * Each returns false when it reported an error (the driver then stops and
 * writes nothing). Each pass lives in the file named after it.
 */
#ifndef LOOPGPU_PASSES_H
#define LOOPGPU_PASSES_H

#include <stdbool.h>
#include <stdio.h>

#include "arena.h"
#include "ir.h"

/* interchange.c: a region whose body is a sequence of loops over one
 * variable j, some under sequential loops that wrap them alone (gemm's
 * `i { j; k { j } }`), gets them fused into one j loop mapped under the
 * annotated one, the wrapping loops moved inside, where the dependence test
 * proves the iterations of j independent (it runs first). */
bool lg_pass_interchange(lg_Program *p);
/* interchange.c: `for (i) for (j) body` with i dependent and j not: how
 * many loops the nest maps with j outside (0: not so), swapped in place
 * when apply (distribute.c's parts). */
int lg_interchange_swap(lg_Program *p, lg_Region *r, bool apply);
/* interchange.c: a dependent loop of the region's band whose body is a loop
 * bounded by its variable (`for (k = 0; k < i; k++)`), the inner loop made
 * outermost and the dependent one innermost; the loops mapped after, 0 when
 * not done (apply false: only the count). */
int lg_interchange_sink(lg_Program *p, lg_Region *r, bool apply);
/* promote.c: an array element that a sequential loop below two loops of a
 * region updates, and that no other subscript of the array reaches there,
 * kept in a register for the length of the loop (loaded before, stored
 * after), where a statement beside the loop touches it too. */
bool lg_pass_promote(lg_Program *p);
/* wavefront.c: a nest of 2 or 3 loops that all carry dependences, run by
 * hyperplanes h . I = s in one block when isl proves every dependence goes
 * from a smaller s to a larger one (seidel-2d). */
bool lg_pass_wavefront(lg_Program *p);
/* reschedule.c: a nest of statements at several depths with no parallel
 * loop, reordered by isl's scheduler into a host loop of kernels when each
 * kernel's outer loop maps (lu's right-looking order) */
bool lg_pass_reschedule(lg_Program *p);
/* private.c: scalars declared before a region that each iteration assigns
 * before reading them get the region's own copy (value after the loop from
 * its last iteration); private(list); a scalar that carries a value between
 * iterations is an error. */
bool lg_pass_private(lg_Program *p);
/* check.c (reductions: check_reduction.c): what a kernel region may contain
 * (calls, scalars written, break/goto/return, clauses whose transform has
 * not landed yet, ...). */
bool lg_pass_check(lg_Program *p);
/* depend.c (with affine.c): affine subscripts and the dependence test of
 * the loops to be mapped to threads; read/write sets. */
bool lg_pass_depend(lg_Program *p);
/* presburger.c: frees isl's context (the driver, at the end). */
void lg_presburger_free(void);
/* map.c: which loops become thread dimensions; block shapes. */
bool lg_pass_map(lg_Program *p);
/* schedule.c: the schedule of a region without tile/unroll clauses (matrix
 * product: register tiles; stencil: coarsening; otherwise the default) and
 * of tile(T) alone, as effective clauses (schedule.h) map's block shape and
 * tile use; after map, before tile. */
bool lg_pass_schedule(lg_Program *p);
/* tile.c: shared-memory staging of what several threads of a block read
 * (tile clauses); strip-mining of the loop that walks it. */
bool lg_pass_tile(lg_Program *p);
/* extent.c: the range of every array a region touches, as host-side
 * expressions; copy directions; data regions of host loops. */
bool lg_pass_extent(lg_Program *p);
/* overlap.c: the pairs of a region's arrays that may share memory (one of
 * them written), which the host half tests before the call, running the
 * loop as written on the CPU when they do. */
bool lg_pass_overlap(lg_Program *p);
/* hoist.c: which allocations of loop bodies become preallocated buffers
 * (docs/directives.md §4): safety (lifetime within one iteration), the peak
 * comparison, warnings for what stays as written. */
bool lg_pass_hoist(lg_Program *p);
/* unroll.c: unroll(U)/unroll(full) of sequential loops inside regions,
 * lowered in the IR (Stmt.lowered, each decision in RegionInfo.unrolled);
 * checks the unroll clauses of regions (coarsening, set by map); decides the
 * unrolling of host loops (factor, full or partial, counters, remainder,
 * `continue`: HostInfo.unroll, with the text around the body's copies that
 * print_cuda pastes the body's output text between). */
bool lg_pass_unroll(lg_Program *p);
/* chunk.c: chunk(C) / chunk(auto): which arrays a region streams and the
 * slice of each per chunk (the extent analysis with the outermost mapped
 * loop restricted to a chunk); what cannot be bounded is an error; streamed
 * arrays leave the data regions of enclosing host loops. */
bool lg_pass_chunk(lg_Program *p);
/* devices.c: devices(N | all) on a region or a host loop: the outermost
 * mapped loop split in one part per device, each array's slice per part;
 * what cannot be split correctly is an error */
bool lg_pass_devices(lg_Program *p);
/* snapshot.c: a dependent annotated loop whose iterations write their own
 * row of an array and read only rows that later iterations write (trmm):
 * those reads take a device snapshot of the array (lg_Var.snapshot_of), and
 * the loop becomes parallel. */
bool lg_pass_snapshot(lg_Program *p);
/* distribute.c: a parallel annotated loop whose body is statements around
 * one loop, split into one region per group (parts sharing the loop's place),
 * when the loop's part then maps more loops (correlation's corr[i][i] = 1). */
bool lg_pass_distribute(lg_Program *p);
/* datarun.c: kernel regions that follow one another with no host code
 * between them (PolyBench's kernels, a solver's phases) become one data
 * region: their arrays are entered before the first and exited after the
 * last, not copied back and forth between them (p->runs). */
bool lg_pass_datarun(lg_Program *p);
/* finals.c: the values induction variables declared before a region keep
 * after it: computed by the host, taken from the last iteration on the
 * device (a loop left by `break`), or refused when the function reads one
 * that cannot be kept. */
bool lg_pass_finals(lg_Program *p);
/* vectorize.c: a coarsened 1-D region's copies as consecutive iterations
 * with 16-byte vector loads and stores, where that keeps C's meaning
 * (lg_RegionInfo.vec). */
bool lg_pass_vectorize(lg_Program *p);
/* inner_reduce.c: a 1-D region whose body runs one sequential loop that only
 * sums, that loop split over a warp (a row walk) or over the threads of a
 * block's column (a column walk), the partial sums combined
 * (lg_RegionInfo.ired). */
bool lg_pass_inner_reduce(lg_Program *p);
/* persist.c: host loops of nothing but small kernels, run as one kernel of
   one block after their first iteration (lg_HostLoop.persist) */
bool lg_pass_persist(lg_Program *p);
/* print_cuda.c: the output's two halves: `cu` the CUDA half (kernels and the
 * functions that run them), `host` the host half (the input's C with each
 * region replaced by a call). */
bool lg_print_cuda(lg_Program *p, lg_Buf *cu, lg_Buf *host);

/* dump.c: a readable dump of the IR and of what the passes so far decided,
 * for --dump-after=PASS and the tests of each pass. */
void lg_dump_program(const lg_Program *p, FILE *out);

/* names.c: the names of the CUDA half: program names that C++ or CUDA
 * reserve renamed (lg_v_NAME, lg_r_NAME); the families of generated names.
 * Last, so that every pass before names things as the input does. */
bool lg_pass_names(lg_Program *p);

#endif

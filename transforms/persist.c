/* persist.c — lg_pass_persist: a `host` loop of small kernels as one kernel
 * of one block.
 *
 * A time loop whose body is nothing but kernel regions launches each of
 * them every step. PolyBench's jacobi-1d does 1000 launches of 2000 points
 * each: the launches are the whole cost (5 µs each on the H100 machine,
 * whatever the block size or coarsening: docs/runs/2026-12-06/
 * jacobi1d-variants-h100-0624.txt). When every region of the step fits one
 * block, the loop's remaining iterations can run inside one kernel of one
 * block: each region's body is a __device__ function of its kernel's
 * parameters (its grid-stride loops cover the iterations with one block as
 * with many), called in the loop's order with __syncthreads() between
 * them, which orders every global store of one region before the loads of
 * the next for the whole block, as the launches did.
 *
 * The first iteration runs as written: each region function, before its
 * launch, records its kernel's arguments (print_host.c). At the end of that
 * iteration the host half asks the loop's persist function (print_persist.c)
 * to run the rest: it does, when every region launched in that iteration and
 * each one's iterations are at most LOOPGPU_PERSIST_MAX (runtime,
 * lg_persist_fits), then sets the loop's variable to its final value and the
 * host half leaves the loop; otherwise the loop goes on as written, asking
 * again after each iteration.
 *
 * What makes the recorded arguments good for every later iteration, and so
 * what is required here:
 *  - the body is only the regions (the front end: only_regions), and the
 *    loop is a counted loop by 1 whose bounds nothing in it changes;
 *  - the regions read no scalar that a region writes (by address: the
 *    final values of their own loops' variables, which are the same every
 *    iteration), and the loop's variable only by value, which the kernel
 *    computes per step; their mapped loops' bounds name neither, so the
 *    trip counts recorded in the first iteration are every iteration's;
 *  - every array is in the loop's data region, so its device address does
 *    not change between iterations;
 *  - every region's body below its mapped loops is element-wise (no loop of
 *    its own: a thread that walks one each step, as adi's sweeps do, keeps
 *    its SM busy, and one block is one SM);
 *  - every region is a plain kernel (no shared-memory staging, vector loads,
 *    split reductions, reductions, final values stored by the device,
 *    per-thread scratch, snapshots, chunks or devices) of the same block
 *    shape, which the fused kernel is launched with (a coarsened kernel's
 *    copies are that block's size apart).
 */
#include <string.h>

#include "analysis.h"
#include "passes.h"

enum { PERSIST_MAX_REGIONS = 8 };

static bool in_host_data(const lg_HostLoop *h, const lg_Var *v) {
  const lg_HostInfo *hi = h->analysis;
  for (int i = 0; hi && i < hi->narrays; i++)
    if (hi->arrays[i].var == v)
      return true;
  return false;
}

/* a scalar some region of h writes (by address: LG_PARAM_REF) */
static bool written_by_region(const lg_HostLoop *h, const lg_Var *v) {
  for (int k = 0; k < h->nregions; k++) {
    const lg_RegionInfo *ri = h->regions[k]->analysis;
    for (int i = 0; i < ri->params.n; i++) {
      const lg_RegionParam *pa = ri->params.items[i];
      if (pa->kind == LG_PARAM_REF && lg_same_variable(pa->var, v))
        return true;
    }
  }
  return false;
}

/* a variable the kernel's trip counts must not depend on: the loop's own
   (they were recorded in its first iteration) or one a region writes */
typedef struct Trip {
  const lg_HostLoop *h;
  bool bad;
} Trip;

static bool trip_visit(void *ctx, lg_Expr *e) {
  Trip *t = ctx;
  if (e->var && (lg_same_variable(e->var, t->h->loop->iv) || written_by_region(t->h, e->var)))
    t->bad = true;
  if (e->kind == LG_E_CALL)
    t->bad = true;
  return !t->bad;
}

static void any_loop(void *ctx, lg_Loop *l) {
  (void)l;
  *(bool *)ctx = true;
}

static bool plain_region(lg_Region *r, const lg_HostLoop *h) {
  lg_RegionInfo *ri = r->analysis;
  if (!ri || r->host != h || ri->devices || ri->chunk || ri->tile || ri->vec || ri->ired ||
      ri->nred || ri->nared || ri->fin_device.n || ri->scratch.n || ri->nmapped < 1)
    return false;
  for (int i = 0; i < r->nvars; i++)
    if (r->vars[i]->last_symbol)
      return false;
  for (int i = 0; i < ri->narrays; i++)
    if (ri->arrays[i].var->snapshot_of || !in_host_data(h, ri->arrays[i].var))
      return false;
  for (int i = 0; i < ri->kernel_scalars.n; i++)
    if (written_by_region(h, ri->kernel_scalars.items[i]))
      return false;
  /* element-wise bodies only: a thread that walks a loop of its own each
     step (adi's sweeps) keeps the SMs it gets busy, and one block is one SM */
  bool inner = false;
  lg_walk_loops(ri->mapped[ri->nmapped - 1]->body, any_loop, &inner);
  if (inner)
    return false;
  /* the mapped loops' bounds give the recorded trip counts */
  Trip t = {h, false};
  for (int m = 0; m < ri->nmapped && !t.bad; m++) {
    const lg_Loop *l = ri->mapped[m];
    lg_walk_expr(l->lb, trip_visit, &t);
    lg_walk_expr(l->ub, trip_visit, &t);
    lg_walk_expr(lg_loop_extra_bound(l), trip_visit, &t);
  }
  return !t.bad;
}

static void try_host(lg_Program *p, lg_HostLoop *h) {
  const lg_Loop *l = h->loop;
  const lg_Directive *d = l->dir;
  if (h->run || h->made || !h->only_regions || !h->analysis || l->opaque || !l->iv ||
      l->form != LG_LOOP_PLAIN || l->step != 1 || (l->cmp != LG_CMP_LT && l->cmp != LG_CMP_LE) ||
      !lg_is_integer_type(l->iv->type) || h->nallocs || h->nstmts || h->nregions < 1 ||
      h->nregions > PERSIST_MAX_REGIONS || lg_dir_find(d, LG_CL_UNROLL) ||
      lg_dir_find(d, LG_CL_DEVICES) || lg_dir_find(d, LG_CL_CHUNK) ||
      h->body_close >= p->srclen || p->src[h->body_close] != '}')
    return;
  for (int i = 0; i < p->nhosts; i++)
    if (p->hosts[i]->parent == h)
      return;
  /* its own bounds: nothing in it may change them (its variable they may
     not name either: `t < n - t` is no counted loop) */
  Trip b = {h, false};
  lg_walk_expr(l->lb, trip_visit, &b);
  lg_walk_expr(l->ub, trip_visit, &b);
  if (b.bad || written_by_region(h, l->iv))
    return;
  const lg_RegionInfo *r0 = h->regions[0]->analysis;
  for (int k = 0; k < h->nregions; k++) {
    lg_Region *r = h->regions[k];
    const lg_RegionInfo *ri = r->analysis;
    if (!plain_region(r, h) || memcmp(ri->block, r0->block, sizeof ri->block) != 0)
      return;
  }
  h->persist = true;
}

bool lg_pass_persist(lg_Program *p) {
  for (int i = 0; i < p->nhosts; i++)
    try_host(p, p->hosts[i]);
  return true;
}

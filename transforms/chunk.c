/* chunk.c — lg_pass_chunk: `chunk(C)` and `chunk(auto)` on a kernel region
 * (docs/directives.md §3, issue #8). The outermost mapped loop runs C iterations at a
 * time; per chunk the runtime (rt_chunk.c) copies in the slices of the
 * arrays the chunk reads, launches the region's kernel on the chunk's
 * iterations and copies the written slices out, with several chunks in
 * flight on their own streams.
 *
 * This pass decides, per array of a chunked region:
 *   - streamed: its subscripts bound the slice that one chunk touches: the
 *     extent analysis (extent.c) with the chunked loop's values restricted
 *     to the chunk's first and last (host variables lg_cfirst, lg_clast);
 *     a stencil's halo comes with it;
 *   - entered whole, as without chunk: its slice does not depend on the
 *     chunk (a small vector every iteration reads), or its subscripts are
 *     not affine but do not involve the chunked loop either (`w[idx[j]]`,
 *     whose clause gives its range);
 *   - an error: a subscript that is not affine and involves the chunked
 *     loop (`x[idx[i]]`, `x[i * i]`): no slice can be bounded per chunk.
 * It refuses what chunked kernels do not support yet (reductions, hoisted
 * per-thread scratch), and removes the streamed arrays from the data regions
 * of enclosing host loops: a data region would otherwise hold them whole on
 * the device, which is what chunk is there to avoid.
 *
 * The kernel itself is unchanged but for one parameter: the chunked loop's
 * first value (lg_first0, ri->chunk_first), from which the kernel computes
 * the loop's variable in place of its lower bound (lg_kernel_lb; the IR's
 * loop keeps its bounds, which the host code reads), the trip count being
 * the chunk's.
 */
#include <string.h>

#include "analysis.h"
#include "passes.h"

typedef struct Uses {
  lg_Region *r;
  lg_RegionInfo *ri;
  lg_Var *iv;
  bool found;
} Uses;

/* Does a subscript involve the chunked loop: its variable, or a scalar
 * private to the region that may be computed from it (not the induction
 * variable of another loop, whose values the loop bounds give)? */
static bool visit_uses(void *ctx, lg_Expr *e) {
  Uses *u = ctx;
  if (e->kind == LG_E_VAR &&
      (e->var == u->iv ||
       (e->var->region == u->r && lg_is_scalar_type(e->var->type) && !lg_loop_of_iv(u->ri, e->var))))
    u->found = true;
  return !u->found;
}

static lg_Access *unbounded_access(lg_Region *r, lg_RegionInfo *ri, const lg_Var *v) {
  Uses u = {r, ri, ri->mapped[0]->iv, false};
  for (int i = 0; i < ri->nacc; i++) {
    lg_Access *acc = &ri->acc[i];
    if (acc->var != v)
      continue;
    for (int k = 0; k < acc->e->nargs && !u.found; k++)
      lg_walk_expr(acc->e->args[k], visit_uses, &u);
    if (u.found)
      return acc;
  }
  return NULL;
}

static const lg_Var *first_scratch(const lg_RegionInfo *ri) {
  return ri->scratch.n ? ri->scratch.items[0] : NULL;
}

static bool chunk_region(lg_Program *p, lg_Region *r, lg_Clause *cl) {
  lg_RegionInfo *ri = r->analysis;
  lg_Arena *a = p->arena;
  lg_PrintCtx pc = {.p = p, .a = a};
  bool ok = true;
  if (!ri || ri->nmapped == 0)
    return false;
  lg_Loop *l = ri->mapped[0];
  if (ri->nred || ri->nared) {
    lg_error(p->diag, cl->loc,
             "'chunk' cannot be combined with 'reduction' yet: the partial results of the chunks "
             "in flight are not combined; remove one of them");
    ok = false;
  }
  const lg_Var *sv = first_scratch(ri);
  if (sv) {
    lg_error(p->diag, cl->loc,
             "'chunk' cannot be combined with the hoisted variable-length array '%s' (line %d) "
             "yet: the chunks in flight would share its per-thread buffer",
             sv->name, sv->loc.line);
    ok = false;
  }
  int nstreamed = 0;
  for (int i = 0; i < ri->narrays; i++) {
    lg_ArrayUse *u = &ri->arrays[i];
    const lg_Bound *lo, *hi;
    if (lg_extent_slice(p, r, u, &lo, &hi)) {
      u->streamed = lg_bound_reads_host(lo, NULL) || lg_bound_reads_host(hi, NULL);
      if (u->streamed) {
        u->slo = lo;
        u->shi = hi;
        nstreamed++;
      }
      continue;
    }
    lg_Access *bad = unbounded_access(r, ri, u->var);
    if (bad) {
      lg_error(p->diag, bad->e->loc,
               "cannot bound the slice of '%s' that one chunk of '%s' touches: '%s' is not an "
               "affine function of the loops' variables; remove 'chunk' or index '%s' affinely",
               u->var->name, l->iv->name, lg_expr_text_top(&pc, bad->e), u->var->name);
      ok = false;
    }
    /* otherwise entered whole, from its clause */
  }
  if (ok && nstreamed == 0)
    lg_warning(p->diag, "loopgpu-chunk", cl->loc,
               "'chunk' streams nothing: no array of the region is indexed by '%s', so every "
               "array is copied whole",
               l->iv->name);
  /* the kernel's view of the chunk: the loop's first value as a parameter */
  ri->chunk_first = lg_first_param(a, l);
  ri->chunk = cl;
  return ok;
}

lg_Expr *lg_first_param(lg_Arena *a, const lg_Loop *l) {
  lg_Var *v = LG_NEW(a, lg_Var);
  v->name = "lg_first0";
  v->type = l->iv->type;
  v->scope = LG_VS_LOCAL;
  v->loc = l->loc;
  v->id = -1;
  lg_Expr *e = LG_NEW(a, lg_Expr);
  e->kind = LG_E_VAR;
  e->type = l->iv->type;
  e->loc = l->loc;
  e->var = v;
  return e;
}

static bool host_holds(lg_HostLoop *h, const lg_Var *v) {
  lg_HostInfo *hi = h->analysis;
  for (int i = 0; hi && i < hi->narrays; i++)
    if (hi->arrays[i].var == v)
      return true;
  return false;
}

void lg_leave_data_regions(lg_Program *p, bool (*leaves)(const lg_RegionInfo *, int)) {
  for (int i = 0; i < p->nregions; i++) {
    lg_Region *r = p->regions[i];
    lg_RegionInfo *ri = r->analysis;
    for (int k = 0; ri && k < ri->narrays; k++) {
      if (!leaves(ri, k))
        continue;
      for (lg_HostLoop *h = r->host; h; h = h->parent) {
        lg_HostInfo *hi = h->analysis;
        int n = 0;
        for (int j = 0; hi && j < hi->narrays; j++)
          if (hi->arrays[j].var != ri->arrays[k].var)
            hi->arrays[n++] = hi->arrays[j];
        if (hi)
          hi->narrays = n;
      }
    }
  }
  for (int i = 0; i < p->nregions; i++) {
    lg_Region *r = p->regions[i];
    lg_RegionInfo *ri = r->analysis;
    for (int k = 0; ri && k < ri->narrays; k++) {
      bool held = false;
      for (lg_HostLoop *h = r->host; h && !held; h = h->parent)
        held = host_holds(h, ri->arrays[k].var);
      ri->arrays[k].in_data_region = held;
    }
  }
}

/* Streamed arrays leave the data regions of the host loops around their
 * region: there they would be on the device whole, for every region of the
 * loop. Regions of the loop that do not stream them enter and exit them
 * themselves (each iteration), as outside any data region. */
static bool streamed(const lg_RegionInfo *ri, int k) {
  return ri->chunk && ri->arrays[k].streamed;
}

const lg_Expr *lg_kernel_lb(const lg_RegionInfo *ri, const lg_Loop *l) {
  if (l->guard && l->box) /* a guarded triangle: the threads walk the box (map.c) */
    return l->box->lb;
  return ri && ri->chunk_first && ri->nmapped && l == ri->mapped[0] ? ri->chunk_first : l->lb;
}

bool lg_pass_chunk(lg_Program *p) {
  bool ok = true, any = false;
  for (int i = 0; i < p->nregions; i++) {
    lg_Region *r = p->regions[i];
    lg_Clause *cl = lg_dir_find(r->loop->dir, LG_CL_CHUNK);
    if (!cl)
      continue;
    any = true;
    ok = chunk_region(p, r, cl) && ok;
  }
  if (ok && any)
    lg_leave_data_regions(p, streamed);
  return ok;
}

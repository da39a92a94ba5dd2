/* dump.c — lg_dump_program: a stable text dump of the IR and of what the
 * passes decided so far, one fact per line with a fixed prefix, for
 * --dump-after=PASS and the FileCheck tests of each pass:
 *
 *   region saxpy_k0 lines 22-23
 *     clause tile(256)
 *     loop i: for (i = 0; i < n; step 1) line 22
 *     access y[i] write line 23: [i]
 *     loop i: independent                       (after depend)
 *     loop i: mapped x / loop p: sequential     (after map)
 *     loop j: box for (j = 0; j <= n - 1; step 1) guard i <= j   (a triangle)
 *     block 256x1x1
 *     schedule matrix product: tile(16) unroll(8) (chosen-by no-clause)   (after schedule)
 *     schedule why: <the sentence --remarks prints>
 *     tile strip p size 16 / stage A: box 128x16 per strip ... (after tile)
 *     regtile 8x8: i consecutive, j stride 16 / jam operand lg_rA_0[8]: ...
 *     array y: inout [0, (long long)n - 1]      (after extent; in/out/inout/create)
 *   host loop t lines 24-33 regions 2
 *     data A: inout [0, (long long)n * n - 1]
 *
 * After hoist (hoist.c), per allocation of a host loop's body or of a
 * region, and per memory of a host loop the peak comparison:
 *
 *     alloc a: malloc line 14 size t * sizeof(float) affine
 *     alloc a: hoisted into lg_hs12_0 (slot 0) host memory
 *     alloc a: prealloc ends: largest of (size_t)(lg_iv * sizeof(float)) at the first and last iteration
 *     alloc b: kept: <the reason the warning gives>
 *     peak host: disjoint (2 allocations): lifetimes one after another, one buffer of ...
 *     alloc w: malloc line 9: local array double[8] of the thread      (regions)
 *     alloc t: variable-length array line 10: slice of lg_scr_t, n * sizeof(float) bytes per thread
 *
 * After unroll (unroll.c), per unrolled loop of a region or host loop, and
 * the coarsening of regions:
 *
 *     unroll k line 12: partial 4, trip m > 0 ? (long long)m : 0, first 0, counter lg_u0
 *     unroll k line 32: partial 2, trip ..., first m in lg_b1, counter lg_u1
 *     unroll k line 12: copy 1: k = (int)(lg_u0 + 1)
 *     unroll k line 12: remainder: the last lg_n0 % 4 iterations, k = (int)lg_u0
 *     unroll q line 30: full, 3 copies
 *     coarsen i: 2 iterations per thread
 *
 * After vectorize (vectorize.c), a coarsened 1-D region whose copies are
 * consecutive iterations with 16-byte loads and stores (i: the group's first):
 *
 *     vector x: loads i-4 .. i+7 (offsets -2 .. 2), 3 vectors of 4
 *     vector y: stores i .. i+3
 *
 * After inner_reduce (inner_reduce.c), a 1-D region whose reduction loop is
 * split over threads:
 *
 *     inner reduce j line 31: a warp per iteration, 32 threads an iteration, block 32x8
 *       accumulator tmp[...] (an element)
 *       line 29: first thread only (a store)
 *
 * After finals (finals.c), per variable declared before a region that a
 * loop of it sets, how the host sets its value after the region:
 *
 *     final k: device after loop line 14
 *     final k: host formula after loop line 14 inside loop line 13
 *     final j: search after loop line 12 (mapped 1)
 *     final i: host formula after loop line 11 (mapped 0)
 *     final t: none after loop line 16: not read after the region
 */
#include <string.h>

#include "analysis.h"
#include "passes.h"
#include "schedule.h"
#include "tile.h"

static const char *const cmp_text[] = {"<", "<=", ">", ">=", "!="};
static const char *const clause_names[] = {"tile", "unroll", "collapse", "copyin", "copyout",
                                           "copy", "create", "reduction", "hoist", "nohoist",
                                           "chunk", "host", "independent", "private", "devices"};
static const char *const dir_names[] = {"create", "in", "out", "inout"};
static const char *const red_names[] = {"+", "*", "min", "max", "&", "|", "^", "&&", "||"};

static void dump_directive(const lg_Program *p, const lg_Directive *d, FILE *out,
                           const char *prefix) {
  if (!d)
    return;
  lg_PrintCtx pc = {.p = (lg_Program *)p, .a = p->arena};
  (void)pc;
  for (int i = 0; i < d->nclauses; i++) {
    const lg_Clause *c = &d->clauses[i];
    fprintf(out, "%sclause %s", prefix, clause_names[c->kind]);
    for (int k = 0; k < c->nints; k++)
      fprintf(out, "%s%lld", k ? "," : "(", c->ints[k]);
    if (c->nints)
      fputs(")", out);
    if (c->full)
      fputs("(full)", out);
    if (c->is_auto)
      fputs(c->kind == LG_CL_DEVICES ? "(all)" : "(auto)", out);
    for (int k = 0; k < c->ndata; k++) {
      const lg_DataArg *da = &c->data[k];
      fprintf(out, " %s", da->var ? da->var->name : "?");
      if (da->lo && da->len)
        fprintf(out, "[%s:%s]", da->lo, da->len);
    }
    for (int k = 0; c->kind == LG_CL_REDUCTION && k < c->nred; k++) {
      const lg_RedArg *ra = &c->red[k];
      fprintf(out, " %s:%s", red_names[ra->op], ra->d.var->name);
      if (ra->d.lo && ra->d.len)
        fprintf(out, "[%s:%s]", ra->d.lo, ra->d.len);
    }
    for (int k = 0; k < c->nprivvars; k++)
      fprintf(out, " %s", c->privvars[k]->name);
    fputc('\n', out);
  }
}

/* ---- hoist (hoist.c) ---------------------------------------------------- */
static const char *const alloc_kind_names[] = {"malloc",     "calloc",
                                               "aligned_alloc", "cudaMalloc",
                                               "variable-length array", "cudaMallocAsync"};
static const char *const peak_names[] = {"none", "single", "disjoint", "colive", "over"};

static const char *elem_text(const lg_Type *t) {
  return t->kind == LG_T_RECORD ? t->rec->c_name : lg_type_name(t);
}

static void dump_hoist_host(const lg_HostLoop *h, FILE *out) {
  static const char *const deg[] = {"invariant", "affine", "varying"};
  for (int i = 0; i < h->nallocs; i++) {
    const lg_Alloc *al = h->allocs[i];
    if (al->verdict == LG_HV_UNDECIDED)
      continue; /* before lg_pass_hoist */
    const char *n = al->var ? al->var->name : "(no variable)";
    fprintf(out, "  alloc %s: %s line %d size %s %s\n", n, alloc_kind_names[al->kind],
            al->loc.line, al->size ? al->size : "?", deg[al->size_deg > 2 ? 2 : al->size_deg]);
    switch (al->verdict) {
    case LG_HV_NOHOIST:
      fprintf(out, "  alloc %s: kept: nohoist\n", n);
      continue;
    case LG_HV_UNSAFE:
    case LG_HV_PEAK:
      fprintf(out, "  alloc %s: kept: %s\n", n, al->why ? al->why : "?");
      continue;
    default:
      break;
    }
    fprintf(out, "  alloc %s: hoisted into %s (slot %d) %s memory\n", n, al->buffer, al->slot,
            LG_ALLOC_IS_DEVICE(al->kind) ? "device" : "host");
    if (al->prealloc == LG_PRE_INVARIANT)
      fprintf(out, "  alloc %s: prealloc invariant: (size_t)(%s) before the loop\n", n, al->size_iv);
    else if (al->prealloc == LG_PRE_ENDS)
      fprintf(out, "  alloc %s: prealloc ends: largest of (size_t)(%s) at the first and last "
                   "iteration\n",
              n, al->size_iv);
    else
      fprintf(out, "  alloc %s: prealloc none: grows on demand\n", n);
    if (!al->freed)
      fprintf(out, "  alloc %s: leak: never freed in the body; released after the loop\n", n);
    if (al->mapped)
      fprintf(out, "  alloc %s: mapped: on the device for the whole loop\n", n);
  }
  for (int dev = 0; dev < 2; dev++) {
    int count = 0;
    lg_PeakRule rule = LG_PEAK_NONE;
    for (int i = 0; i < h->nallocs; i++) {
      const lg_Alloc *al = h->allocs[i];
      if (al->peak != LG_PEAK_NONE && LG_ALLOC_IS_DEVICE(al->kind) == (dev == 1)) {
        rule = al->peak;
        count++;
      }
    }
    if (!count)
      continue;
    static const char *const what[] = {
        "", ": the only one, the same peak",
        ": lifetimes one after another, one buffer of the largest size",
        ": live together, at most one size varies, one buffer each",
        ": kept, the buffers could hold more at once than the loop ever did"};
    fprintf(out, "  peak %s: %s (%d allocation%s)%s\n", dev ? "device" : "host", peak_names[rule],
            count, count == 1 ? "" : "s", what[rule]);
  }
}

static void dump_hoist_region(const lg_Program *p, const lg_Region *r, FILE *out) {
  const lg_RegionInfo *ri = r->analysis;
  lg_PrintCtx pc = {.p = (lg_Program *)p, .a = p->arena};
  if (!ri || !ri->hoist_done)
    return;
  for (int i = 0; i < ri->local.n; i++) {
    const lg_Var *v = ri->local.items[i];
    const lg_Alloc *al = v->alloc;
    fprintf(out, "  alloc %s: %s line %d: local array %s[%lld] of the thread%s\n", v->name,
            al ? alloc_kind_names[al->kind] : "variable-length array",
            al ? al->loc.line : v->loc.line, elem_text(v->type->elem), v->type->cdims[0],
            al && al->kind == LG_ALLOC_CALLOC ? ", zeroed" : "");
    if (al && !al->freed)
      fprintf(out, "  alloc %s: leak: never freed in the region\n", v->name);
  }
  for (int i = 0; i < ri->scratch.n; i++) {
    const lg_Var *v = ri->scratch.items[i];
    const lg_Alloc *al = v->alloc;
    fprintf(out,
            "  alloc %s: %s line %d: slice of lg_scr_%s, %s * sizeof(%s) bytes per thread%s\n",
            v->name, al ? alloc_kind_names[al->kind] : "variable-length array",
            al ? al->loc.line : v->loc.line, v->name, lg_expr_text_top(&pc, v->type->dims[0]),
            elem_text(v->type->elem),
            al && al->kind == LG_ALLOC_CALLOC ? ", zeroed at every iteration" : "");
    if (al && !al->freed)
      fprintf(out, "  alloc %s: leak: never freed in the region\n", v->name);
  }
  if (ri->grid_resident)
    fprintf(out, "  scratch grid: at most the blocks the device runs at once (lg_scratch_grid)\n");
}

/* ---- unroll (unroll.c) --------------------------------------------------- */
/* host: the counters of a host loop's text (lg_hu, lg_hn), else a region's */
static void dump_unroll(const lg_Program *p, const lg_UnrollLoop *d, bool host, FILE *out) {
  lg_PrintCtx pc = {.p = (lg_Program *)p, .a = p->arena};
  const lg_Loop *l = d->loop;
  const char *counter = host ? "lg_hu" : "lg_u", *count = host ? "lg_hn" : "lg_n";
  const char *v = l->iv->name;
  int line = l->loc.line;
  if (d->full) {
    fprintf(out, "  unroll %s line %d: full, %lld copies", v, line, d->trip);
    if (d->promoted)
      fprintf(out, " (unroll(%lld) of %lld iterations)",
              d->clause->nints ? d->clause->ints[0] : 4LL, d->trip);
    fputc('\n', out);
  } else {
    fprintf(out, "  unroll %s line %d: partial %lld, trip %s, first %s%s%s, counter %s%d\n", v,
            line, d->factor, lg_expr_text_top(&pc, d->count), lg_expr_text_top(&pc, d->first),
            d->first_in ? " in " : "", d->first_in ? d->first_in->name : "", counter, d->id);
  }
  for (int i = 0; i < d->nvalues - d->remainder; i++)
    fprintf(out, "  unroll %s line %d: copy %d: %s = %s\n", v, line, i, v,
            lg_expr_text_top(&pc, d->values[i]));
  if (d->remainder)
    fprintf(out, "  unroll %s line %d: remainder: the last %s%d %% %lld iterations, %s = %s\n", v,
            line, count, d->id, d->factor, v,
            lg_expr_text_top(&pc, d->values[d->nvalues - 1]));
  else if (!d->full)
    fprintf(out, "  unroll %s line %d: no remainder: %lld divides the trip count\n", v, line,
            d->factor);
  if (d->cont)
    fprintf(out, "  unroll %s line %d: continue: each copy in do { } while (0)\n", v, line);
  if (d->final)
    fprintf(out, "  unroll %s line %d: final %s = %s\n", v, line, v,
            lg_expr_text_top(&pc, d->final_value));
}

static void dump_unroll_region(const lg_Program *p, const lg_Region *r, FILE *out) {
  const lg_RegionInfo *ri = r->analysis;
  if (!ri || !ri->unroll_done)
    return;
  for (int i = 0; i < ri->unrolled.n; i++)
    dump_unroll(p, ri->unrolled.items[i], false, out);
  for (int m = 0; m < ri->nmapped; m++)
    if (ri->coarsen[m] > 1)
      fprintf(out, "  coarsen %s: %d iterations per thread\n", ri->mapped[m]->iv->name,
              ri->coarsen[m]);
  /* vectorize.c, once it ran (the field is NULL before) */
  if (ri->vec)
    for (int i = 0; i < ri->vec->narr; i++) {
      const lg_VecArray *va = &ri->vec->arr[i];
      if (va->load)
        fprintf(out, "  vector %s: loads i%+lld .. i%+lld (offsets %lld .. %lld), %d vectors of %d\n",
                va->var->name, va->lo, va->hi - 1, va->cmin, va->cmax, va->nvec, va->lanes);
      else
        fprintf(out, "  vector %s: stores i .. i+%d\n", va->var->name, ri->vec->width - 1);
    }
  /* inner_reduce.c, once it ran */
  if (ri->ired) {
    const lg_InnerReduce *ir = ri->ired;
    fprintf(out, "  inner reduce %s line %d: %s, %d threads an iteration, block %dx%d\n",
            ir->loop_stmt->loop->iv->name, ir->loop_stmt->loop->loc.line,
            ir->mode == LG_IRED_WARP ? "a warp per iteration" : "columns", ir->split, ri->block[0],
            ri->block[1]);
    for (int k = 0; k < ir->nacc; k++)
      fprintf(out, "    accumulator %s%s\n",
              ir->acc[k].var ? ir->acc[k].var->name : ir->acc[k].elem->var->name,
              ir->acc[k].var ? "" : "[...] (an element)");
    for (int i = 0; i < ir->at; i++)
      if (ir->first_only[i])
        fprintf(out, "    line %d: first thread only (a store)\n", ir->stmts[i]->loc.line);
  }
}

/* ---- finals (finals.c) ---------------------------------------------------- */
static void dump_finals(const lg_Region *r, FILE *out) {
  static const char *const how[] = {"device", "host formula", "search", "none"};
  const lg_RegionInfo *ri = r->analysis;
  if (!ri || !ri->finals_done)
    return;
  for (int i = 0; i < ri->finals.n; i++) {
    const lg_Final *f = ri->finals.items[i];
    fprintf(out, "  final %s: %s after loop line %d", f->var->name, how[f->how],
            f->loop->loc.line);
    for (int k = 0; k < f->naround; k++)
      fprintf(out, "%s%d", k ? "," : " inside loop line ", f->around[k]->loc.line);
    if (f->mapped >= 0)
      fprintf(out, " (mapped %d)", f->mapped);
    if (f->why)
      fprintf(out, ": %s", f->why);
    fputc('\n', out);
  }
}

/* What lg_pass_tile decided (tile.h): the strip loop, each stage's box and
 * layout, the register tile and unroll-and-jam. */
static void dump_tile(const lg_Program *p, lg_Region *r, FILE *out) {
  lg_RegionInfo *ri = r->analysis;
  const lg_TileInfo *ti = ri->tile;
  lg_PrintCtx pc = {.p = (lg_Program *)p, .a = p->arena};
  if (ti->strip_loop)
    fprintf(out, "  tile strip %s size %d%s\n", ti->strip_loop->iv->name, ti->S,
            ti->strip_iv_after ? ", read after the loop: C's value given back" : "");
  if (ti->strip_loop) {
    static const char *const how[] = {
        "", "declared, its start assigned under the guard",
        "an array over the copies, its literal start assigned to every copy unguarded",
        "an array over the copies = {}, its start assigned under the guard"};
    const lg_Stmt *body = ri->mapped[ri->nmapped - 1]->body;
    lg_Stmt *const *ss = body->kind == LG_S_BLOCK ? body->stmts : &ri->mapped[ri->nmapped - 1]->body;
    for (int i = 0; i < ti->strip_at; i++)
      if (ti->pre[i] != LG_PRE_GUARDED)
        fprintf(out, "  tile before the strip: %s: %s\n", ss[i]->var->name, how[ti->pre[i]]);
  }
  fprintf(out, "  tile shared %lld bytes %s\n", ti->bytes, ti->dynamic ? "dynamic" : "static");
  for (int k = 0; k < ti->nst; k++) {
    const lg_Stage *g = &ti->st[k];
    fprintf(out, "  stage %s: box ", g->var->name);
    for (int d = 0; d < g->ndims; d++)
      fprintf(out, "%s%d", d ? "x" : "", g->ext[d]);
    fprintf(out, " %s, walks (", g->strip ? "per strip" : "per block");
    for (int d = 0; d < g->ndims; d++)
      fprintf(out, "%s%s", d ? ", " : "",
              g->kind[d] == LG_SD_MAPPED  ? ri->mapped[g->m[d]]->iv->name
              : g->kind[d] == LG_SD_STRIP ? ti->strip_loop->iv->name
                                          : "-");
    fputs("), offsets", out);
    for (int d = 0; d < g->ndims; d++)
      fprintf(out, " [%lld, %lld]", g->omin[d], g->omax[d]);
    fprintf(out, ", %lld bytes", g->bytes);
    if (ti->dynamic)
      fprintf(out, " at byte %lld", g->offset);
    fputc('\n', out);
    fprintf(out, "  stage %s: layout %s", g->var->name, g->name);
    for (int d = 0; d < g->ndims; d++)
      fprintf(out, "[%d]", g->sdims[d]);
    if (g->transposed)
      fprintf(out, " transposed [%s][%s]", ti->strip_loop->iv->name,
              ri->mapped[g->m[0]]->iv->name);
    else if (g->aligned)
      fprintf(out, " pad %d aligned 16", g->sdims[g->ndims - 1] - g->ext[g->ndims - 1]);
    else if (g->pad)
      fprintf(out, " pad %d", g->pad);
    if (g->vec)
      fprintf(out, ", loads of %d where whole", g->vec);
    fputc('\n', out);
  }
  if (ti->ncopies <= 1)
    return;
  fputs("  regtile", out);
  for (int m = 0; m < ri->nmapped; m++)
    fprintf(out, "%s%d", m ? "x" : " ", ti->U[m]);
  fputs(":", out);
  for (int m = 0; m < ri->nmapped; m++)
    if (ti->U[m] > 1)
      fprintf(out, "%s %s %s", m ? "," : "", ri->mapped[m]->iv->name,
              ti->contig[m] ? "consecutive"
              : ti->quad[m] ? lg_fmt(p->arena, "fours at stride %d", 4 * ri->block[ri->nmapped - 1 - m])
                            : lg_fmt(p->arena, "stride %d", ri->block[ri->nmapped - 1 - m]));
  fputc('\n', out);
  for (int i = 0; i < ti->nregarr; i++) {
    fprintf(out, "  regtile array %s", ti->regarr[i]->name);
    for (int m = 0; m < ri->nmapped; m++)
      if (ti->U[m] > 1)
        fprintf(out, "[%d]", ti->U[m]);
    fputc('\n', out);
  }
  if (!ti->jam) {
    fputs("  jam no\n", out);
    return;
  }
  fprintf(out, "  jam %d staged reads per copy and step, %d operands\n", ti->jam_reads, ti->nops);
  for (int o = 0; o < ti->nops; o++) {
    const lg_JamOp *op = &ti->ops[o];
    const lg_Access *acc = op->accs.items[0];
    fprintf(out, "  jam operand %s", op->name);
    for (int m = 0; m < ri->nmapped; m++)
      if ((op->mask >> m & 1) && ti->U[m] > 1)
        fprintf(out, "[%d]", ti->U[m]);
    fprintf(out, ": %s line %d (%d read%s)\n", lg_expr_text_top(&pc, acc->e), acc->line,
            op->accs.n, op->accs.n == 1 ? "" : "s");
  }
}

/* The launch shape and the kernel's interface (map.c, hoist.c), as the
 * printers read them. */
static void dump_launch(const lg_Program *p, const lg_Region *r, FILE *out) {
  const lg_RegionInfo *ri = r->analysis;
  (void)p;
  if (!ri)
    return;
  if (ri->nmapped)
    fprintf(out, "  grid cap: %d x %d x %d%s\n", ri->grid_cap[0], ri->grid_cap[1],
            ri->grid_cap[2], ri->grid_resident ? ", resident blocks only" : "");
  if (ri->coarsen_wrap)
    fprintf(out, "  coarsen: continue: each copy in do { } while (0)\n");
  if (!ri->iface_done) /* before lg_pass_finals */
    return;
  fputs("  kernel scalars:", out);
  for (int i = 0; i < ri->kernel_scalars.n; i++)
    fprintf(out, "%s %s", i ? "," : "", ((const lg_Var *)ri->kernel_scalars.items[i])->name);
  fputs(ri->kernel_scalars.n ? "\n" : " none\n", out);
  if (ri->nmapped) {
    fputs("  kernel reads ivs:", out);
    int n = 0;
    for (int m = 0; m < ri->nmapped; m++)
      if (ri->iv_read[m])
        fprintf(out, "%s %s", n++ ? "," : "", ri->mapped[m]->iv->name);
    fputs(n ? "\n" : " none\n", out);
  }
  if (ri->private_ivs.n) {
    fputs("  private ivs:", out);
    for (int i = 0; i < ri->private_ivs.n; i++) {
      const lg_PrivateIv *pv = ri->private_ivs.items[i];
      fprintf(out, "%s %s%s", i ? "," : "", pv->loop->iv->name, pv->zero ? " = 0" : "");
    }
    fputs("\n", out);
  }
  if (ri->params.n) {
    static const char *const kinds[] = {"value", "ref", "array"};
    fputs("  region params:", out);
    for (int i = 0; i < ri->params.n; i++) {
      const lg_RegionParam *pa = ri->params.items[i];
      fprintf(out, "%s %s %s%s", i ? "," : "", pa->var->name, kinds[pa->kind],
              pa->unused ? " unused" : "");
    }
    fputs("\n", out);
  }
}

static void dump_region(const lg_Program *p, lg_Region *r, FILE *out) {
  lg_RegionInfo *ri = r->analysis;
  lg_PrintCtx pc = {.p = (lg_Program *)p, .a = p->arena};
  fprintf(out, "region %s lines %d-%d\n", r->name, r->loop->loc.line, r->loop->end_line);
  if (r->host)
    fprintf(out, "  in host loop %s line %d\n",
            r->host->loop->iv ? r->host->loop->iv->name : "(opaque)", r->host->loop->loc.line);
  dump_directive(p, r->loop->dir, out, "  ");
  if (!ri)
    return;
  if (ri->reschedule)
    fprintf(out, "  interchange: %s\n", ri->reschedule);
  if (r->wave_var) { /* wavefront.c */
    fprintf(out, "  planes: %s = (", r->wave_var->name);
    for (int k = 0; k < r->wave_depth; k++)
      fprintf(out, "%s%lld", k ? ", " : "", r->wave_h[k]);
    fprintf(out, ") . the nest's %d loops; the innermost, from %s, from %s to %s\n",
            r->wave_depth, r->wave_var->name, lg_expr_text_top(&pc, r->wave_first),
            lg_expr_text_top(&pc, r->wave_last));
  }
  for (int i = 0; i < ri->promoted.n; i++)
    fprintf(out, "  promote: %s\n", (const char *)ri->promoted.items[i]);
  for (int i = 0; i < ri->loops.n; i++) {
    lg_Loop *l = ri->loops.items[i];
    static const char *const form_text[] = {"", " wrap", " post-step", " pre-step"};
    fprintf(out, "  loop %s: for (%s = %s; %s %s %s; step %lld) line %d", l->iv->name,
            l->iv->name, lg_expr_text_top(&pc, l->lb), l->iv->name, cmp_text[l->cmp],
            lg_expr_text_top(&pc, l->ub), l->step, l->loc.line);
    if (l->form != LG_LOOP_PLAIN) /* the header as written */
      fprintf(out, " header%s (%s %s %s)", form_text[l->form], lg_expr_text_top(&pc, l->c_lb),
              cmp_text[l->c_cmp], lg_expr_text_top(&pc, l->c_ub));
    fputs("\n", out);
  }
  for (int i = 0; i < ri->nacc; i++) {
    lg_Access *a = &ri->acc[i];
    fprintf(out, "  access %s%s%s %s line %d:", lg_expr_text_top(&pc, a->e),
            a->via ? " via " : "", a->via ? a->via->text : "",
            a->read && a->write ? "read-write" : a->write ? "write" : "read", a->line);
    for (int d = 0; d < a->ndims; d++) {
      if (a->dims[d])
        fprintf(out, " [%s]", lg_poly_text(pc.p, &ri->atoms, a->dims[d], NULL, NULL,
                                          false));
      else
        fputs(" [?]", out);
    }
    if (!a->affine)
      fputs(" not affine", out);
    fputc('\n', out);
  }
  for (int k = 0; k < ri->ncand && ri->acc; k++) {
    lg_Loop *l = ri->cand[k];
    switch (ri->verdict[k]) {
    case LG_INDEPENDENT:
      fprintf(out, "  loop %s: independent\n", l->iv->name);
      break;
    case LG_DEPENDENT:
    case LG_UNKNOWN:
      fprintf(out, "  loop %s: %s", l->iv->name,
              ri->verdict[k] == LG_DEPENDENT ? "dependent" : "unknown");
      if (ri->dep_a[k])
        fprintf(out, " (%s line %d, %s line %d)", lg_expr_text_top(&pc, ri->dep_a[k]->e),
                ri->dep_a[k]->line, lg_expr_text_top(&pc, ri->dep_b[k]->e), ri->dep_b[k]->line);
      fputc('\n', out);
      break;
    }
  }
  if (ri->nmapped) {
    static const char *const axis[] = {"x", "y", "z"};
    for (int m = 0; m < ri->nmapped; m++) {
      const lg_Loop *l = ri->mapped[m];
      fprintf(out, "  loop %s: mapped %s\n", l->iv->name, axis[ri->nmapped - 1 - m]);
      /* a triangle or a trapezoid (map.c): the loop the threads count */
      if (l->box)
        fprintf(out, "  loop %s: %s for (%s = %s; %s %s %s; step %lld)%s%s\n", l->iv->name,
                l->guard ? "box" : "sheared, trip of", l->iv->name,
                lg_expr_text_top(&pc, l->box->lb), l->iv->name, cmp_text[l->box->cmp],
                lg_expr_text_top(&pc, l->box->ub), l->box->step, l->guard ? " guard " : "",
                l->guard ? lg_expr_text_top(&pc, l->guard) : "");
    }
    for (int i = 0; i < ri->loops.n; i++) {
      lg_Loop *l = ri->loops.items[i];
      if (l->mapped < 0)
        fprintf(out, "  loop %s: sequential\n", l->iv->name);
    }
    fprintf(out, "  block %dx%dx%d%s\n", ri->block[0], ri->block[1], ri->block[2],
            ri->block_fit ? ", narrowed at run time to fill the SMs (lg_block_1d)" : "");
  }
  if (ri->sched) { /* after schedule */
    static const char *const by[] = {"clauses", "no-clause", "default", "tile-alone",
                                     "tile-stencil", "tile-elementwise"};
    const char *cl = lg_sched_clauses_text((lg_Program *)p, r);
    fprintf(out, "  schedule %s: %s%s(chosen-by %s)\n", lg_sched_class_name(ri->sched),
            *cl ? cl : "default", " ", by[ri->sched->by]);
    fprintf(out, "  schedule why: %s\n", lg_sched_describe((lg_Program *)p, r));
  }
  if (ri->tile) /* after tile */
    dump_tile(p, r, out);
  if (ri->devices && ri->nmapped)
    fprintf(out, "  devices %s of loop %s\n",
            ri->devices->is_auto ? "all" : lg_fmt(p->arena, "%lld", ri->devices->ints[0]),
            ri->mapped[0]->iv->name);
  if (ri->chunk && ri->nmapped)
    fprintf(out, "  chunk %s of loop %s\n",
            ri->chunk->is_auto ? "auto"
                               : lg_fmt(p->arena, "%lld", ri->chunk->nints ? ri->chunk->ints[0] : 0),
            ri->mapped[0]->iv->name);
  for (int i = 0; i < ri->narrays; i++) {
    lg_ArrayUse *u = &ri->arrays[i];
    fprintf(out, "  array %s: %s [%s, %s]%s%s\n", u->var->name, dir_names[u->dir & 3],
            lg_bound_text((lg_Program *)p, u->lo, NULL, NULL), lg_bound_text((lg_Program *)p, u->hi, NULL, NULL),
            u->from_clause ? " clause" : "", u->in_data_region ? " data-region" : "");
    for (int k = 0; k < u->ncover; k++) /* extent.c: the box the region writes first */
      fprintf(out, "%s%s%s", k ? ", " : lg_fmt(p->arena, "  cover %s: writes first (", u->var->name),
              u->cover[k]->iv ? u->cover[k]->iv->name : "?", k + 1 == u->ncover ? ")\n" : "");
    if (ri->chunk && u->streamed)
      fprintf(out, "  slice %s: [%s, %s]\n", u->var->name, lg_bound_text((lg_Program *)p, u->slo, NULL, NULL),
              lg_bound_text((lg_Program *)p, u->shi, NULL, NULL));
    else if (ri->chunk)
      fprintf(out, "  slice %s: whole\n", u->var->name);
    if (ri->devices) /* devices.c: each device's slice, and what stays there */
      fprintf(out, "  part %s: %s%s\n", u->var->name,
              u->split ? lg_fmt(p->arena, "[%s, %s]",
                                lg_bound_text((lg_Program *)p, u->slo, NULL, NULL),
                                lg_bound_text((lg_Program *)p, u->shi, NULL, NULL))
                       : "whole",
              u->keep ? " kept" : "");
  }
  for (int i = 0; i < ri->noverlaps; i++) /* overlap.c: tested before the call */
    fprintf(out, "  may overlap %s, %s%s\n", ri->overlaps[i].x->name, ri->overlaps[i].y->name,
            ri->overlaps[i].same_base ? " (kernel at one base)" : "");
  for (int i = 0; i < ri->nred; i++)
    fprintf(out, "  reduction %s:%s%s\n", red_names[ri->red[i].op], ri->red[i].var->name,
            ri->red[i].sentinel ? " sentinel" : ri->red[i].by_call ? " by-call" : "");
  for (int i = 0; i < ri->nared; i++)
    fprintf(out, "  reduction %s:%s[] atomic\n", red_names[ri->ared[i].op], ri->ared[i].var->name);
  dump_hoist_region(p, r, out);
  dump_unroll_region(p, r, out);
  dump_finals(r, out);
  dump_launch(p, r, out);
}

/* extent.c's cover: the loops whose box the region writes first */
static void dump_cover(const lg_ArrayUse *u, FILE *out) {
  if (!u->ncover)
    return;
  fprintf(out, " writes first (");
  for (int k = 0; k < u->ncover; k++)
    fprintf(out, "%s%s", k ? ", " : "", u->cover[k]->iv ? u->cover[k]->iv->name : "?");
  fputc(')', out);
}

void lg_dump_program(const lg_Program *p, FILE *out) {
  for (int f = 0; f < p->nfns; f++) {
    const lg_Function *fn = p->fns[f];
    if (fn->called_in_kernel)
      fprintf(out, "device function %s\n", fn->name);
  }
  for (int i = 0; i < p->nhosts; i++) {
    lg_HostLoop *h = p->hosts[i];
    fprintf(out, "host loop %s lines %d-%d regions %d\n",
            h->loop->iv ? h->loop->iv->name : "(opaque)", h->loop->loc.line,
            h->loop->end_line, h->nregions);
    dump_directive(p, h->loop->dir, out, "  ");
    if (h->made) { /* reschedule.c */
      lg_PrintCtx pc = {.p = (lg_Program *)p, .a = p->arena};
      fprintf(out, "  made: for (%s = %s; %s %s %s; step 1), in the place of the loop at line %d\n",
              h->loop->iv->name, lg_expr_text_top(&pc, h->loop->lb), h->loop->iv->name,
              h->loop->cmp == LG_CMP_LE ? "<=" : "<", lg_expr_text_top(&pc, h->loop->ub),
              h->loop->loc.line);
    }
    lg_HostInfo *hi = h->analysis;
    for (int k = 0; hi && k < hi->narrays; k++)
      fprintf(out, "  data %s: %s [%s, %s]\n", hi->arrays[k].var->name,
              dir_names[hi->arrays[k].dir & 3], lg_bound_text((lg_Program *)p, hi->arrays[k].lo, NULL, NULL),
              lg_bound_text((lg_Program *)p, hi->arrays[k].hi, NULL, NULL));
    dump_hoist_host(h, out);
    if (hi && hi->unroll)
      dump_unroll(p, hi->unroll, true, out);
    if (h->persist) /* persist.c */
      fprintf(out, "  persist: after the first iteration, the rest as one kernel of one block "
                   "when each region fits it\n");
  }
  for (int i = 0; i < p->nruns; i++) {
    lg_HostLoop *h = p->runs[i];
    fprintf(out, "data run lines %d-%d regions", h->loop->loc.line, h->loop->end_line);
    for (int k = 0; k < h->nregions; k++)
      fprintf(out, " %s", h->regions[k]->name);
    fputc('\n', out);
    lg_HostInfo *hi = h->analysis;
    for (int k = 0; hi && k < hi->narrays; k++) {
      fprintf(out, "  data %s: %s [%s, %s]", hi->arrays[k].var->name,
              dir_names[hi->arrays[k].dir & 3], lg_bound_text((lg_Program *)p, hi->arrays[k].lo, NULL, NULL),
              lg_bound_text((lg_Program *)p, hi->arrays[k].hi, NULL, NULL));
      dump_cover(&hi->arrays[k], out);
      fputc('\n', out);
    }
  }
  for (int i = 0; i < p->nregions; i++)
    dump_region(p, p->regions[i], out);
  /* lg_pass_names: the program's names that the CUDA half spells otherwise */
  for (int i = 0; i < p->nvars; i++)
    if (p->vars[i]->host_name && strcmp(p->vars[i]->host_name, p->vars[i]->name))
      fprintf(out, "name %s: %s in the CUDA half\n", p->vars[i]->host_name, p->vars[i]->name);
  for (int i = 0; i < p->nrecords; i++) {
    const lg_Record *r = p->records[i];
    if (r->cuda_type && strcmp(r->c_name, r->cuda_type))
      fprintf(out, "name %s: %s in the CUDA half\n", r->c_name, r->cuda_type);
    for (int k = 0; k < r->nfields; k++)
      if (r->fields[k].cuda_name && strcmp(r->fields[k].cuda_name, r->fields[k].name))
        fprintf(out, "name %s.%s: .%s in the CUDA half\n", r->c_name, r->fields[k].name,
                r->fields[k].cuda_name);
  }
}

/* tile.c — lg_pass_tile: shared-memory staging of what several threads of a
 * block read (the staged kernel is printed by print_tile.c).
 *
 * The analysis works on the affine per-dimension polynomials of depend.c.
 * An access of an array the region never writes is stageable when each of
 * its dimensions is `rest + v + o`, where
 *   rest  is loop-invariant (the same for every access of the group),
 *   v     is at most one "walking" induction variable with coefficient 1:
 *         a thread-mapped loop's (the box is the block's T values), or the
 *         strip-mined sequential loop's (the box is the strip's S values),
 *   o     is an offset range: constants plus the induction variables of
 *         small constant-bound loops (a stencil's `di`, `dj`).
 * The accesses of one array with the same walking variables and rests form a
 * group whose box (per dimension T or S or 1, plus the spread of offsets) is
 * staged in one __shared__ array. A group is worth staging when threads of
 * the block share its elements: a mapped variable is missing from it (rows
 * of A in a matrix product are shared along x) or offsets spread (a
 * stencil's halo). Groups that walk the strip loop are loaded once per strip;
 * the others once per block.
 *
 * With unroll(U) on the region (coarsening, map.c) each thread handles U
 * iterations per mapped loop at stride T, the boxes grow to T*U, and the
 * strip loop runs outside the copies: a register tile (`tile(16) unroll(8)`
 * is 128x128 per block, 8x8 accumulators per thread). The copies are printed
 * once, as loops over the copy indices that nvcc unrolls (LG_UNROLL), and
 * the accumulators as arrays of the thread (`float acc[8][8]`).
 */
#include <string.h>

#include "arch.h"
#include "kernel.h"
#include "passes.h"
#include "schedule.h"
#include "tile.h"

#define MAX_SDIMS 3
/* a constant-bound loop with at most this many iterations is an offset
 * (a filter tap), not a loop to strip-mine */
#define MAX_OFFSET_TRIP 32

/* ---- analysis -------------------------------------------------------------- */

/* Iterations per thread of mapped loop m: unroll(U) on the region (map.c);
 * with staging these are register tiles (copy k is iteration k*T of the
 * block's T*U). */
int lg_tile_copies(const lg_RegionInfo *ri, int m) {
  return ri->coarsen[m] > 1 ? ri->coarsen[m] : 1;
}

bool lg_tile_const(const lg_Expr *e, long long *v) {
  if (lg_const_ll(e, v)) /* `K - 1`, `N * 2`: folded as C does */
    return true;
  while (e && e->kind == LG_E_CAST)
    e = e->args[0];
  if (!e)
    return false;
  if (e->kind == LG_E_INT) {
    *v = e->ival;
    return true;
  }
  if (e->kind == LG_E_UNARY && e->op == LG_OP_NEG && lg_tile_const(e->args[0], v)) {
    *v = -*v;
    return true;
  }
  return false;
}

/* First and last value of a constant-bound unit-step loop. */
bool lg_tile_bounded_loop(const lg_Loop *l, long long *first, long long *last) {
  long long lb, ub;
  if (l->mapped >= 0 || l->form != LG_LOOP_PLAIN || l->step != 1 || !lg_tile_const(l->lb, &lb) ||
      !lg_tile_const(l->ub, &ub))
    return false;
  if (l->cmp == LG_CMP_LT)
    ub -= 1;
  else if (l->cmp != LG_CMP_LE)
    return false;
  if (ub < lb || ub - lb + 1 > MAX_OFFSET_TRIP)
    return false;
  *first = lb;
  *last = ub;
  return true;
}

static bool invariant_expr(lg_Program *p, lg_Region *r, lg_Expr *e) {
  lg_RegionInfo *ri = r->analysis;
  lg_Poly *x = lg_affine_of(p, r, e);
  return x && !lg_poly_has_iv(&ri->atoms, x);
}

/* A loop that unroll.c will lower (Stmt.lowered): its copies, made for the
 * whole loop, print in its place, so a strip of it cannot be printed as one
 * (they ran the whole loop in every strip: found by scripts/difftest.py). */
static bool unrolled(const lg_Loop *l) {
  const lg_Clause *c = lg_dir_find(l->dir, LG_CL_UNROLL);
  return c && (c->full || c->nints == 0 || c->ints[0] > 1);
}

/* A loop that may be strip-mined: unit step upward, bounds invariant, not
 * unrolled. */
static bool strip_candidate(lg_Program *p, lg_Region *r, const lg_Loop *l) {
  long long f, la;
  /* a header the input writes otherwise (lg_LoopForm) stays as it is */
  if (l->mapped >= 0 || l->form != LG_LOOP_PLAIN || l->step != 1 ||
      (l->cmp != LG_CMP_LT && l->cmp != LG_CMP_LE))
    return false;
  if (unrolled(l))
    return false;
  if (lg_tile_bounded_loop(l, &f, &la))
    return false;
  return invariant_expr(p, r, l->lb) && invariant_expr(p, r, l->ub);
}

/* kind, walking loop, rest and offset range of each dimension of an access
   (the layout of lg_Stage.shape0) */
typedef struct {
  int kind[MAX_SDIMS];
  int m[MAX_SDIMS];
  lg_Poly *rest[MAX_SDIMS];
  long long lo[MAX_SDIMS], hi[MAX_SDIMS];
} Shape;

/* Splits dimension `d` of an access into walking variable, rest and offsets. */
static bool split_dim(lg_Program *p, lg_Region *r, lg_Loop *strip, const lg_Poly *x, Shape *s,
                      int d) {
  lg_RegionInfo *ri = r->analysis;
  lg_Arena *a = p->arena;
  s->kind[d] = LG_SD_NONE;
  s->m[d] = -1;
  s->lo[d] = s->hi[d] = 0;
  s->rest[d] = lg_poly_const(a, 0);
  for (int k = 0; k < x->n; k++) {
    const lg_Term *t = &x->t[k];
    int niv = 0;
    for (int j = 0; j < t->n; j++)
      niv += ri->atoms.items[t->a[j]].iv != NULL;
    if (t->n == 0) {
      s->lo[d] += t->c;
      s->hi[d] += t->c;
      continue;
    }
    if (niv == 0) {
      lg_Poly one = {(lg_Term *)t, 1};
      s->rest[d] = lg_poly_add(a, s->rest[d], &one, 1);
      continue;
    }
    if (t->n != 1 || t->c != 1)
      return false;
    lg_Loop *l = ri->atoms.items[t->a[0]].loop;
    long long f, la;
    if (l->mapped >= 0 || l == strip) {
      if (s->kind[d] != LG_SD_NONE)
        return false;
      s->kind[d] = l->mapped >= 0 ? LG_SD_MAPPED : LG_SD_STRIP;
      s->m[d] = l->mapped;
    } else if (lg_tile_bounded_loop(l, &f, &la)) {
      s->lo[d] += f;
      s->hi[d] += la;
    } else {
      return false;
    }
  }
  return true;
}

static bool same_structure(const Shape *x, const Shape *y, int n) {
  for (int d = 0; d < n; d++)
    if (x->kind[d] != y->kind[d] || x->m[d] != y->m[d] || !lg_poly_equal(x->rest[d], y->rest[d]))
      return false;
  return true;
}

static bool array_written(lg_RegionInfo *ri, const lg_Var *v) {
  /* (or passed to a function through a pointer: the kernel's `&A[...]`
     must stay the global array's) */
  for (int i = 0; i < ri->nacc; i++)
    if (ri->acc[i].var == v && (ri->acc[i].write || ri->acc[i].via))
      return true;
  return false;
}

/* The atom of loop l's induction variable in x, or -1. */
static int iv_atom(const lg_Atoms *at, const lg_Poly *x, const lg_Loop *l) {
  for (int k = 0; k < x->n; k++)
    for (int j = 0; j < x->t[k].n; j++)
      if (at->items[x->t[k].a[j]].iv && at->items[x->t[k].a[j]].loop == l)
        return x->t[k].a[j];
  return -1;
}

bool lg_tile_triangle(lg_Program *p, lg_Region *r, int m, int *outer, bool *ub_dep) {
  lg_RegionInfo *ri = r->analysis;
  lg_Arena *a = p->arena;
  const lg_Atoms *at = &ri->atoms;
  lg_Loop *l = ri->mapped[m];
  if (!l->guard || !l->box || l->step != 1 || (l->cmp != LG_CMP_LT && l->cmp != LG_CMP_LE))
    return false;
  lg_Poly *plb = lg_affine_of(p, r, l->lb), *pub = lg_affine_of(p, r, l->ub);
  if (!plb || !pub)
    return false;
  bool lbd = lg_poly_has_iv(at, plb), ubd = lg_poly_has_iv(at, pub);
  if (lbd == ubd)
    return false;
  lg_Poly *dep = ubd ? pub : plb;
  for (int k = 0; k < m; k++) {
    lg_Loop *o = ri->mapped[k];
    int atom = iv_atom(at, dep, o);
    long long c;
    if (atom < 0)
      continue;
    if (o->box || o->step != 1 || (o->cmp != LG_CMP_LT && o->cmp != LG_CMP_LE) ||
        !lg_poly_is_const(lg_poly_coef(a, dep, atom), &c) || c != 1)
      return false;
    lg_Poly *one = lg_poly_atom(a, atom);
    if (lg_poly_has_iv(at, lg_poly_add(a, dep, one, -1)))
      return false; /* another loop's variable too */
    lg_Poly *olb = lg_affine_of(p, r, o->lb), *oub = lg_affine_of(p, r, o->ub);
    if (!olb || !oub)
      return false;
    /* non-empty for every outer value: at the outer loop's first value for
       `j <= i + c` from L (L <= first + c), at its last for `i + c <= j`
       up to U (last + c <= U) */
    lg_Poly *olast = o->cmp == LG_CMP_LT ? lg_poly_add(a, oub, lg_poly_const(a, 1), -1) : oub;
    lg_Poly *room = ubd ? lg_poly_add(a, lg_poly_subst(a, dep, atom, olb), plb, -1)
                        : lg_poly_add(a, pub, lg_poly_subst(a, dep, atom, olast), -1);
    long long gap;
    if (!lg_poly_is_const(room, &gap) || gap < (l->cmp == LG_CMP_LT ? 1 : 0))
      return false;
    *outer = k;
    *ub_dep = ubd;
    return true;
  }
  return false;
}

bool lg_tile_is_loop_of(const lg_Stmt *s, const lg_Loop *l) {
  return s && s->kind == LG_S_FOR && s->loop == l;
}

/* Groups of region `r` for strip loop `strip` (may be NULL). */
static void find_groups(lg_Program *p, lg_Region *r, lg_Loop *strip, int S, lg_TileInfo *ti) {
  lg_RegionInfo *ri = r->analysis;
  lg_Arena *a = p->arena;
  ti->nst = 0;
  ti->st = LG_NEW_ARRAY(a, lg_Stage, ri->nacc + 1);
  for (int i = 0; i < ri->nacc; i++) {
    lg_Access *acc = &ri->acc[i];
    if (!acc->read || acc->write || !acc->affine || acc->ndims < 1 || acc->ndims > MAX_SDIMS)
      continue;
    /* An access under a condition (`if (i >= 2) ... x[i - 2]`) may name
       elements no iteration reads: its box could reach outside the array.
       It reads global memory; the boxes come from unconditional accesses. */
    if (lg_stmt_place(r->loop->body, acc->e, false) == 2)
      continue;
    const lg_Type *t = acc->var->type;
    const lg_Type *et = t->kind == LG_T_PTR || t->kind == LG_T_ARRAY ? t->elem : NULL;
    if (!et || !lg_is_scalar_type(et) || array_written(ri, acc->var))
      continue;
    if (acc->ndims > 1 && !acc->strides && !lg_is_vla_param(acc->var) &&
        !lg_is_fixed_array(acc->var))
      continue;
    Shape sh;
    bool ok = true;
    for (int d = 0; d < acc->ndims && ok; d++)
      ok = acc->dims[d] && split_dim(p, r, strip, acc->dims[d], &sh, d);
    if (!ok)
      continue;
    /* the strip loop's variable outside the strip loop (`int k;` in the
       body, two loops over k): not this strip's element */
    bool in_strip = false;
    for (int j = 0; j < acc->nloops; j++)
      in_strip = in_strip || acc->loops[j] == strip;
    for (int d = 0; d < acc->ndims && !in_strip; d++)
      ok = ok && sh.kind[d] != LG_SD_STRIP;
    if (!ok)
      continue;
    /* a mapped variable in two dimensions (A[i][i]) is not a box */
    for (int d = 0; d < acc->ndims; d++)
      for (int e = d + 1; e < acc->ndims; e++)
        if (sh.kind[d] != LG_SD_NONE && sh.kind[d] == sh.kind[e] && sh.m[d] == sh.m[e])
          ok = false;
    if (!ok)
      continue;
    /* the stage of this array and structure; another structure of the
       same array (syrk's A[i][p] and A[j][p]) is a stage of its own */
    lg_Stage *g = NULL;
    int nsame = 0;
    for (int k = 0; k < ti->nst && !g; k++)
      if (ti->st[k].var == acc->var) {
        nsame++;
        if (ti->st[k].ndims == acc->ndims &&
            same_structure((const Shape *)&ti->st[k].shape0, &sh, acc->ndims))
          g = &ti->st[k];
      }
    if (!g) {
      g = &ti->st[ti->nst++];
      memset(g, 0, sizeof *g);
      g->var = acc->var;
      /* A, then 1_A, 2_A: no identifier starts with a digit */
      g->tag = nsame ? lg_fmt(a, "%d_%s", nsame, acc->var->name) : acc->var->name;
      g->ndims = acc->ndims;
      memcpy(&g->shape0, &sh, sizeof sh);
      g->strides = acc->strides;
      g->esize = (int)lg_type_size(et);
      g->etype = et;
      for (int d = 0; d < acc->ndims; d++) {
        g->kind[d] = sh.kind[d];
        g->m[d] = sh.m[d];
        g->rest[d] = sh.rest[d];
        g->omin[d] = sh.lo[d];
        g->omax[d] = sh.hi[d];
        g->strip = g->strip || sh.kind[d] == LG_SD_STRIP;
      }
    }
    for (int d = 0; d < acc->ndims; d++) {
      if (sh.lo[d] < g->omin[d])
        g->omin[d] = sh.lo[d];
      if (sh.hi[d] > g->omax[d])
        g->omax[d] = sh.hi[d];
    }
    lg_vec_push(a, &g->accs, acc);
    /* the offset box of this access, for the load guards (deduplicated) */
    bool dup = false;
    for (int k = 0; k < g->nbox && !dup; k++) {
      bool same = true;
      for (int d = 0; d < g->ndims; d++)
        same = same && g->blo[k][d] == sh.lo[d] && g->bhi[k][d] == sh.hi[d];
      dup = same;
    }
    if (!dup && g->nbox < LG_MAX_BOXES) {
      for (int d = 0; d < g->ndims; d++) {
        g->blo[g->nbox][d] = sh.lo[d];
        g->bhi[g->nbox][d] = sh.hi[d];
      }
      g->nbox++;
    } else if (!dup) {
      g->box_overflow = true;
    }
  }
  /* keep the groups with reuse */
  int n = 0;
  for (int k = 0; k < ti->nst; k++) {
    lg_Stage *g = &ti->st[k];
    bool used[3] = {false, false, false};
    bool reuse = false;
    for (int d = 0; d < g->ndims; d++) {
      if (g->kind[d] == LG_SD_MAPPED)
        used[g->m[d]] = true;
      if (g->omax[d] > g->omin[d])
        reuse = true;
    }
    for (int m = 0; m < ri->nmapped; m++)
      reuse = reuse || !used[m];
    if (!reuse || g->box_overflow)
      continue;
    /* boxes contained in another add nothing to the guard */
    int nb = 0;
    for (int b = 0; b < g->nbox; b++) {
      bool inside = false;
      for (int c = 0; c < g->nbox && !inside; c++) {
        if (c == b)
          continue;
        bool in = true;
        for (int d = 0; d < g->ndims; d++)
          in = in && g->blo[c][d] <= g->blo[b][d] && g->bhi[b][d] <= g->bhi[c][d];
        /* identical boxes were deduplicated, so containment is strict */
        inside = in;
      }
      if (!inside) {
        memcpy(g->blo[nb], g->blo[b], sizeof g->blo[b]);
        memcpy(g->bhi[nb], g->bhi[b], sizeof g->bhi[b]);
        nb++;
      }
    }
    g->nbox = nb;
    long long elems = 1;
    for (int d = 0; d < g->ndims; d++) {
      long long w = g->kind[d] == LG_SD_MAPPED ? (long long)ri->block[ri->nmapped - 1 - g->m[d]] *
                                                     lg_tile_copies(ri, g->m[d])
                    : g->kind[d] == LG_SD_STRIP ? S
                                                : 1;
      g->ext[d] = (int)(w + g->omax[d] - g->omin[d]);
      elems *= g->ext[d];
    }
    g->nelems = elems;
    /* +1 column against bank conflicts when a warp reads down a column */
    g->pad = g->ndims >= 2 ? 1 : 0;
    long long padded = elems / g->ext[g->ndims - 1] * (g->ext[g->ndims - 1] + g->pad);
    g->bytes = padded * g->esize;
    g->name = lg_fmt(a, "lg_s%s", g->tag);
    ti->st[n++] = *g;
  }
  ti->nst = n;
  /* a strip loop that stages nothing is not strip-mined */
  bool any_strip = false;
  for (int k = 0; k < n; k++)
    any_strip = any_strip || ti->st[k].strip;
  ti->strip_loop = any_strip ? strip : NULL;
  ti->S = S;
  ti->bytes = 0;
  for (int k = 0; k < n; k++)
    ti->bytes += ti->st[k].bytes;
}

/* Does statement s name variable v (read, write, declare, loop over it)? */
static bool stmt_names(const lg_Stmt *s, const lg_Var *v) {
  if (!s)
    return false;
  if (lg_expr_names(s->expr, v) || lg_expr_names(s->init, v) || s->var == v || stmt_names(s->then, v) ||
      stmt_names(s->els, v) || stmt_names(s->lowered, v))
    return true;
  for (int i = 0; i < s->nstmts; i++)
    if (stmt_names(s->stmts[i], v))
      return true;
  const lg_Loop *l = s->loop;
  return l && (l->iv == v || lg_expr_names(l->lb, v) || lg_expr_names(l->ub, v) ||
               lg_expr_names(l->c_lb, v) || lg_expr_names(l->c_ub, v) || stmt_names(l->body, v));
}

static bool in_regarr(const lg_TileInfo *ti, const lg_Var *v) {
  for (int i = 0; i < ti->nregarr; i++)
    if (ti->regarr[i] == v)
      return true;
  return false;
}

/* Where the strip loop stands among the statements of `body` (the innermost
 * mapped loop's), how the statements before it run (lg_PreKind), and
 * whether the statements after it read its variable. */
static void strip_position(lg_Arena *a, lg_TileInfo *ti, lg_Stmt *body) {
  lg_Stmt **ss = body->kind == LG_S_BLOCK ? body->stmts : &body;
  int ns = body->kind == LG_S_BLOCK ? body->nstmts : 1;
  const lg_Loop *L = ti->strip_loop;
  int at = 0;
  while (at < ns - 1 && !lg_tile_is_loop_of(ss[at], L))
    at++;
  ti->strip_at = at;
  ti->pre = LG_NEW_ARRAY(a, lg_PreKind, at + 1);
  for (int i = 0; i < at; i++) {
    const lg_Stmt *s = ss[i];
    const lg_Expr *lit = s->init;
    while (lit && lit->kind == LG_E_CAST)
      lit = lit->args[0];
    ti->pre[i] = s->kind != LG_S_DECL                           ? LG_PRE_GUARDED
                 : ti->ncopies == 1 || !in_regarr(ti, s->var)   ? LG_PRE_DECL
                 : lit && (lit->kind == LG_E_INT || lit->kind == LG_E_FLOAT) ? LG_PRE_ARRAY_LITERAL
                                                                : LG_PRE_ARRAY_ZEROED;
  }
  for (int i = at + 1; i < ns && !L->iv_declared; i++)
    ti->strip_iv_after = ti->strip_iv_after || stmt_names(ss[i], L->iv);
}

/* A jammed register tile keeps its copies' accumulators in registers; at
 * T x T threads a block a thread has at most regs_sm / T^2 of them (255 at
 * most). When the accumulators and one step's operands need more, ptxas
 * spills them to local memory: tile(32) unroll(8) (1024 threads of 64
 * accumulators, 64 registers each) compiled to 10 KB of spill stores a
 * thread (sm_90, ptxas of CUDA 13), where tile(32) alone gives 256 threads
 * of 8x8 at 0.85x cuBLAS (docs/perf.md). A warning, not an error: the
 * program stays right, only slow. */
long long lg_tile_regs_needed(const lg_TileInfo *ti) {
  /* 32-bit registers an element takes: two for a double or a long long
     (PolyBench's double products at 8x8 a thread need about 176) */
  long long acc = 0, words = 1;
  for (int k = 0; k < ti->nregarr; k++) {
    long long w = ti->regarr[k]->type && lg_type_size(ti->regarr[k]->type) > 4 ? 2 : 1;
    acc += w;
    words = w > words ? w : words;
  }
  if (acc == 0)
    acc = 1;
  /* the accumulators, a step's operands of each copy, and about 16 for
     indices and addresses */
  return (long long)ti->ncopies * acc + (ti->U[0] + ti->U[1] + ti->U[2]) * words + 16;
}

static void warn_spills(lg_Program *p, lg_Region *r, const lg_TileInfo *ti) {
  const lg_RegionInfo *ri = r->analysis;
  const lg_Arch *arch = lg_target_arch(p);
  int nthreads = ri->block[0] * ri->block[1] * ri->block[2];
  if (nthreads <= 0)
    return;
  long long avail = arch->regs_sm / nthreads;
  avail = avail > 255 ? 255 : avail;
  long long need = lg_tile_regs_needed(ti);
  if (need <= avail)
    return;
  const lg_Clause *u = lg_sched_clause(r, LG_CL_UNROLL);
  lg_warning(p->diag, "loopgpu-schedule", u ? u->loc : r->loop->loc,
             "register tile of %d threads a block with %d copies each: a thread needs about "
             "%lld registers and can have %lld (%d per SM on %s); ptxas spills them to "
             "local memory (tile(32) alone: 16x16 threads of 8x8)",
             nthreads, ti->ncopies, need, avail, arch->regs_sm, lg_target_arch_name(p));
}

bool lg_pass_tile(lg_Program *p) {
  bool ok = true;
  for (int i = 0; i < p->nregions; i++) {
    lg_Region *r = p->regions[i];
    lg_RegionInfo *ri = lg_region_info(p, r);
    ri->tile = NULL;
    lg_Clause *tile = lg_sched_clause(r, LG_CL_TILE);
    int nm = ri->nmapped;
    lg_Stmt *body = nm ? ri->mapped[nm - 1]->body : NULL;
    /* a `tile` on a sequential loop directly in the thread body */
    lg_Loop *seq_tiled = NULL;
    lg_Clause *seq_clause = NULL;
    for (int k = 0; k < ri->loops.n; k++) {
      lg_Loop *l = ri->loops.items[k];
      lg_Clause *c = l != r->loop ? lg_dir_find(l->dir, LG_CL_TILE) : NULL;
      if (!c)
        continue;
      if (l->mapped >= 0) {
        lg_error(p->diag, c->loc,
                 "'tile' on loop '%s', which is mapped to threads: put the sizes of all mapped "
                 "loops in the region's tile clause",
                 l->iv->name);
        ok = false;
        continue;
      }
      bool top = lg_tile_is_loop_of(body, l);
      for (int s = 0; body && body->kind == LG_S_BLOCK && s < body->nstmts; s++)
        top = top || lg_tile_is_loop_of(body->stmts[s], l);
      if (unrolled(l)) {
        lg_error(p->diag, c->loc,
                 "'tile' and 'unroll' on the same loop '%s' are not supported together yet; "
                 "drop one of the two",
                 l->iv->name);
        ok = false;
        continue;
      }
      if (c->nints > 1) { /* the other sizes would be dropped */
        lg_error(p->diag, c->loc,
                 "'tile' on the sequential loop '%s' takes one size (the strip's), not %d: "
                 "write tile(%lld)",
                 l->iv->name, c->nints, c->ints[0]);
        ok = false;
        continue;
      }
      if (!top || !strip_candidate(p, r, l) || seq_tiled) {
        lg_error(p->diag, c->loc,
                 "'tile' on loop '%s': only a loop directly inside the thread-mapped loops, "
                 "with unit step and bounds that do not change in the region, can be tiled",
                 l->iv->name);
        ok = false;
        continue;
      }
      seq_tiled = l;
      seq_clause = c;
    }
    if ((!tile && !seq_tiled) || nm == 0 || !body || lg_stmt_leaves(body) ||
        lg_stmt_has_goto(body)) /* (a goto stays in the plain kernel's body) */
      continue;
    /* unit steps only; and a triangle (map.c) only of lg_tile_triangle's
       form: the staging assumes that a block's threads cover a box of
       iterations, whose accesses it loads (another triangle's box may run
       past the arrays); the plain kernel, with the guard, runs it */
    int outer;
    bool ub_dep;
    for (int m = 0; m < nm; m++)
      if (ri->mapped[m]->step != 1 ||
          (ri->mapped[m]->box && !lg_tile_triangle(p, r, m, &outer, &ub_dep)))
        body = NULL;
    if (!body)
      continue;
    lg_TileInfo *ti = LG_NEW(p->arena, lg_TileInfo);
    /* (the schedule may strip-mine by other than the tile: schedule.c) */
    int S = seq_clause                   ? (int)seq_clause->ints[0]
            : ri->sched && ri->sched->strip ? ri->sched->strip
            : tile && tile->nints        ? (int)tile->ints[0]
                                         : 16;
    /* the strip loop: the tiled one, else the first top-level loop whose
       strips give a group with reuse */
    lg_Loop *strip = seq_tiled;
    if (!strip) {
      int ns = body->kind == LG_S_BLOCK ? body->nstmts : 1;
      for (int s = 0; s < ns && !strip; s++) {
        lg_Stmt *st = body->kind == LG_S_BLOCK ? body->stmts[s] : body;
        if (st->kind != LG_S_FOR || !strip_candidate(p, r, st->loop))
          continue;
        find_groups(p, r, st->loop, S, ti);
        if (ti->strip_loop)
          strip = st->loop;
      }
    }
    /* declarations before the strip loop are split into a declaration and
       a guarded assignment: arrays cannot be */
    for (int s = 0; strip && body->kind == LG_S_BLOCK && s < body->nstmts; s++) {
      if (lg_tile_is_loop_of(body->stmts[s], strip))
        break;
      if (body->stmts[s]->kind == LG_S_DECL && body->stmts[s]->var->type->kind == LG_T_ARRAY)
        strip = NULL;
    }
    find_groups(p, r, strip, S, ti);
    /* a triangle: each staged element must be read by some iteration
       (lg_tile_triangle), true of an array walked by one mapped loop, not
       of A[i][j] over the box (its corner may be outside the triangle) */
    bool tri = false;
    for (int m = 0; m < nm; m++)
      tri = tri || ri->mapped[m]->box;
    for (int k = 0; tri && k < ti->nst; k++) {
      int nmd = 0;
      for (int d = 0; d < ti->st[k].ndims; d++)
        nmd += ti->st[k].kind[d] == LG_SD_MAPPED;
      if (nmd > 1)
        ti->nst = 0;
    }
    if (!ti->nst)
      continue;
    /* a reduction's block tree (print_kernel.c) is static shared memory
       next to the stages: one element per thread (scalar reductions only:
       an array's elements are updated by atomics) */
    long long red_bytes = 0;
    for (int k = 0; k < ri->nred; k++)
      red_bytes += (long long)ri->block[0] * ri->block[1] * ri->block[2] *
                   (int)lg_type_size(ri->red[k].var->type);
    /* above 48 KB a kernel can only have its staging buffers as dynamic
       shared memory, after a cudaFuncSetAttribute opt-in by the host before
       the launch (print_host.c): one buffer, each stage at a 16-byte
       boundary, the launch's bytes counting the padding */
    ti->dynamic = ti->bytes + red_bytes > 48 * 1024;
    if (ti->dynamic) {
      long long off = 0;
      for (int k = 0; k < ti->nst; k++) {
        ti->st[k].offset = off;
        off += (ti->st[k].bytes + 15) / 16 * 16;
      }
      ti->bytes = off;
    }
    /* the opt-in maximum per block of the target (sm_75: 64 KiB, sm_80:
       163, sm_86 and sm_89: 99, sm_90: 227) */
    long long avail = lg_target_arch(p)->smem_block_optin;
    /* a schedule the user did not write falls back to global memory rather
       than fail (it is sized to fit, schedule.c) */
    if (ti->bytes + red_bytes > avail && ri->sched && ri->sched->by != LG_BY_CLAUSES)
      continue;
    if (ti->bytes + red_bytes > avail) {
      lg_Loc at = seq_clause ? seq_clause->loc : tile->loc;
      lg_Buf b = {0};
      for (int k = 0; k < ti->nst; k++) {
        lg_Stage *g = &ti->st[k];
        lg_buf_printf(&b, "%s%s ", k ? ", " : "", g->var->name);
        for (int d = 0; d < g->ndims; d++)
          lg_buf_printf(&b, "%s%d", d ? "x" : "", g->ext[d] + (d == g->ndims - 1 ? g->pad : 0));
        lg_buf_printf(&b, " (%lld bytes)", g->bytes);
      }
      if (red_bytes)
        lg_buf_printf(&b, ", reduction tree (%lld bytes)", red_bytes);
      lg_error(p->diag, at,
               "tile needs %lld bytes of shared memory per block (%s); %s allows at most %lld",
               ti->bytes + red_bytes, b.data, lg_target_arch_name(p), avail);
      lg_buf_free(&b);
      ok = false;
      continue;
    }
    lg_tile_decide_layout(p, r, ti);
    if (ti->jam)
      warn_spills(p, r, ti);
    if (ti->strip_loop)
      strip_position(p->arena, ti, body);
    ri->tile = ti;
    ri->block_fit = false; /* the copies into shared memory stride by the block's size */
  }
  return ok;
}

long long lg_tile_dynamic_bytes(const lg_Region *r) {
  const lg_RegionInfo *ri = r->analysis;
  return ri && ri->tile && ri->tile->dynamic ? ri->tile->bytes : 0;
}

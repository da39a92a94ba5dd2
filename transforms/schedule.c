/* schedule.c — lg_pass_schedule: the schedule of a kernel region whose
 * directive gives no tile and no unroll clause (issue 19, "fast by
 * default"), and of one that gives tile(T) alone. It runs after map (it
 * needs the mapped loops, their boxes and the dependence verdicts) and
 * before tile; it records its decision in lg_RegionInfo.sched as effective
 * clauses (schedule.h) and has map recompute the block shape from them, so
 * that tile.c, print_kernel.c and print_tile.c treat a chosen schedule
 * exactly as the same clauses written by the user.
 *
 * The classes and what each gets (measured on the H200, docs/perf.md):
 *   matrix product: two mapped loops, a sequential loop directly in their
 *     body with invariant bounds whose body updates scalars from two
 *     read-only arrays, one walked by the outer mapped loop and the
 *     reduction loop (A[i][k]), one by the inner mapped loop and it
 *     (B[k][j]): tile(16) unroll(8), 128x128 outputs a block, 8x8 registers
 *     a thread, unroll-and-jam (0.58x cuBLAS, against 0.07x without); 4x4 or
 *     2x2 where the arrays' constant extents leave fewer 128x128 blocks than
 *     SMs (small_product_unroll). Also
 *     over a triangle of lg_tile_triangle's form (syrk: j <= i), the blocks
 *     wholly outside it skipping their work.
 *   stencil: one to three mapped loops, no sequential loop other than small
 *     constant ones (filter taps), an array read at neighbouring elements
 *     along a mapped loop: thread coarsening unroll(4) / unroll(2, 4) /
 *     unroll(1, 2, 4) without staging (jacobi2d 0.82x copy against 0.37x,
 *     conv2d 0.72x against 0.32x, heat3d 0.69x against 0.38x; staging is
 *     slower; the 1-D stencil 0.65x against 0.62x).
 *   element-wise: the same without neighbour reads (the copy back of a
 *     jacobi step, saxpy): the same coarsening (jacobi2d with both of its
 *     regions coarsened 0.82x copy, with the stencil's alone 0.53x; saxpy
 *     with unroll(4) 0.99x against 0.86x: four independent loads in flight
 *     a thread where one was not enough to cover the memory latency).
 *   otherwise, or for anything unusual (another triangle, a reduction
 *     clause, chunk, a jump, a step other than 1): today's default is kept.
 * The tests of a class are conservative: a nest that fails them keeps the
 * default, which is correct for every nest. */
#include <string.h>

#include "passes.h"
#include "schedule.h"
#include "tile.h"

/* The SMs of the target the schedules were measured on (H100 and H200 SXM). */
#define LG_SCHED_SMS 132

/* An upper bound of mapped loop l's trip count that C's array bounds give:
 * the smallest constant extent of a dimension some access subscripts with
 * exactly l's variable (every value it takes is an index there), or -1. */
static long long trip_bound(const lg_RegionInfo *ri, const lg_Loop *l) {
  long long best = -1;
  for (int k = 0; k < ri->nacc; k++) {
    const lg_Access *ac = &ri->acc[k];
    const lg_Type *t = ac->var->type;
    if (t->kind != LG_T_ARRAY || !t->cdims || ac->via || ac->ndims != t->ndims)
      continue;
    for (int d = 0; d < ac->ndims; d++) {
      const lg_Poly *x = ac->dims[d];
      if (!x || x->n != 1 || x->t[0].c != 1 || x->t[0].n != 1 || t->cdims[d] <= 0)
        continue;
      const lg_Atom *at = &ri->atoms.items[x->t[0].a[0]];
      if (at->kind == LG_ATOM_IV && at->loop == l && (best < 0 || t->cdims[d] < best))
        best = t->cdims[d];
    }
  }
  return best;
}

/* The register tile of a product with no clause: 8x8 a thread (128x128 a
 * block of 16x16), halved while the arrays' constant extents bound the
 * output to fewer blocks than the SMs (PolyBench's MEDIUM gemm, 200x220:
 * four blocks of 128x128 on 132 SMs; 49 of 32x32). */
static int small_product_unroll(const lg_RegionInfo *ri) {
  long long t0 = trip_bound(ri, ri->mapped[0]), t1 = trip_bound(ri, ri->mapped[1]);
  int u = 8;
  if (t0 < 0 || t1 < 0)
    return u;
  while (u > 2 && ((t0 + 16 * u - 1) / (16 * u)) * ((t1 + 16 * u - 1) / (16 * u)) < LG_SCHED_SMS)
    u /= 2;
  return u;
}

lg_Clause *lg_sched_clause(const lg_Region *r, lg_ClauseKind kind) {
  const lg_RegionInfo *ri = r->analysis;
  if (ri && ri->sched)
    return kind == LG_CL_TILE ? ri->sched->tile : kind == LG_CL_UNROLL ? ri->sched->unroll : NULL;
  return lg_dir_find(r->loop->dir, kind);
}

/* a constant-bound loop of at most 32 iterations is a filter tap, not a
 * loop of the nest: the rule staging uses (tile.c) */
static bool tap_loop(const lg_Loop *l) {
  long long first, last;
  return lg_tile_bounded_loop(l, &first, &last);
}

static bool invariant(lg_Program *p, lg_Region *r, lg_Expr *e) {
  lg_Poly *x = lg_affine_of(p, r, e);
  return x && !lg_poly_has_iv(&((lg_RegionInfo *)r->analysis)->atoms, x);
}

/* One dimension of a subscript: the loop it walks (one induction variable of
 * coefficient 1, or none), its constant offset, whether a tap loop's variable
 * is added, and the invariant rest. False when it is anything else. */
typedef struct Dim {
  const lg_Loop *walk;
  long long c;
  bool tap;
  lg_Poly *rest;
} Dim;

static bool split(lg_Program *p, lg_RegionInfo *ri, const lg_Poly *x, Dim *d) {
  memset(d, 0, sizeof *d);
  d->rest = lg_poly_const(p->arena, 0);
  if (!x)
    return false;
  for (int k = 0; k < x->n; k++) {
    const lg_Term *t = &x->t[k];
    int niv = 0;
    for (int j = 0; j < t->n; j++)
      niv += ri->atoms.items[t->a[j]].iv != NULL;
    if (t->n == 0) {
      d->c += t->c;
    } else if (niv == 0) {
      lg_Poly one = {(lg_Term *)t, 1};
      d->rest = lg_poly_add(p->arena, d->rest, &one, 1);
    } else if (t->n == 1 && t->c == 1) {
      const lg_Loop *l = ri->atoms.items[t->a[0]].loop;
      if (tap_loop(l))
        d->tap = true;
      else if (d->walk)
        return false;
      else
        d->walk = l;
    } else {
      return false;
    }
  }
  return true;
}

static bool written(const lg_RegionInfo *ri, const lg_Var *v) {
  for (int i = 0; i < ri->nacc; i++)
    if (ri->acc[i].var == v && (ri->acc[i].write || ri->acc[i].via))
      return true;
  return false;
}

static bool float_elems(const lg_Var *v) {
  const lg_Type *t = v->type;
  const lg_Type *e = t->kind == LG_T_PTR || t->kind == LG_T_ARRAY ? t->elem : NULL;
  while (e && e->kind == LG_T_ARRAY)
    e = e->elem;
  return e && (e->kind == LG_T_FLOAT || e->kind == LG_T_DOUBLE);
}

/* The widest element of the arrays a region reads: a product's shared
 * strips hold 2 x 128 x strip of them. */
static long long widest_elem(const lg_RegionInfo *ri) {
  long long w = 0;
  for (int i = 0; i < ri->nacc; i++) {
    const lg_Type *e = ri->acc[i].var->type;
    while (e && (e->kind == LG_T_PTR || e->kind == LG_T_ARRAY))
      e = e->elem;
    long long n = e ? lg_type_size(e) : 0;
    w = n > w ? n : w;
  }
  return w;
}

/* An expression the register tile's unroll-and-jam takes (tile.c,
 * jam_safe_expr, less strictly: tile.c decides; this only keeps away what
 * certainly would not jam): literals, scalars, array reads, arithmetic. */
static bool plain_expr(const lg_Expr *x) {
  if (!x)
    return false;
  switch (x->kind) {
  case LG_E_INT:
  case LG_E_FLOAT:
  case LG_E_VAR:
    return true;
  case LG_E_INDEX:
  case LG_E_UNARY:
  case LG_E_BINARY:
  case LG_E_CAST:
    if (x->kind == LG_E_UNARY && x->op >= LG_OP_PREINC)
      return false;
    for (int i = 0; i < x->nargs; i++)
      if (!plain_expr(x->args[i]))
        return false;
    return true;
  default:
    return false;
  }
}

/* The reduction loop's body: scalar updates `acc op= e` and declarations,
 * straight-line. */
static bool scalar_updates(const lg_Stmt *s) {
  if (!s)
    return false;
  switch (s->kind) {
  case LG_S_NULL:
    return true;
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      if (!scalar_updates(s->stmts[i]))
        return false;
    return true;
  case LG_S_DECL:
    return lg_is_scalar_type(s->var->type) && (!s->init || plain_expr(s->init));
  case LG_S_EXPR:
    return s->expr && s->expr->kind == LG_E_ASSIGN && s->expr->args[0]->kind == LG_E_VAR &&
           lg_is_scalar_type(s->expr->args[0]->type) && plain_expr(s->expr->args[1]);
  default:
    return false;
  }
}

static bool has_call(const lg_Stmt *s);
static bool visit_call(void *ctx, lg_Expr *e) {
  if (e->kind == LG_E_CALL)
    *(bool *)ctx = true;
  return true;
}
static bool has_call(const lg_Stmt *s) {
  bool found = false;
  lg_walk_stmt_exprs((lg_Stmt *)s, visit_call, &found);
  return found;
}

/* A matrix product: NULL, or why not (for the dump; the default is kept). */
static const char *product(lg_Program *p, lg_Region *r, lg_Schedule *s) {
  lg_RegionInfo *ri = r->analysis;
  if (ri->nmapped != 2)
    return "not two mapped loops";
  lg_Stmt *body = ri->mapped[1]->body;
  int ns = body->kind == LG_S_BLOCK ? body->nstmts : 1;
  lg_Loop *L = NULL;
  for (int k = 0; k < ns && !L; k++) {
    lg_Stmt *st = body->kind == LG_S_BLOCK ? body->stmts[k] : body;
    if (st->kind == LG_S_FOR)
      L = st->loop;
    else if (st->kind == LG_S_DECL && st->var->type->kind == LG_T_ARRAY)
      return "an array declared before the reduction loop";
  }
  if (!L)
    return "no sequential loop in the thread body";
  if (L->form != LG_LOOP_PLAIN || L->step != 1 || (L->cmp != LG_CMP_LT && L->cmp != LG_CMP_LE) ||
      tap_loop(L) || !invariant(p, r, L->lb) || !invariant(p, r, L->ub))
    return "the sequential loop is not a unit-step loop with invariant bounds";
  if (!scalar_updates(L->body))
    return "the reduction loop's body is not straight-line updates of scalars";
  /* the operands: read-only arrays, one dimension walking the reduction
     loop, another one mapped loop (A[i][k]: shared by the threads along x) */
  const lg_Var *op[2] = {NULL, NULL};
  for (int i = 0; i < ri->nacc; i++) {
    lg_Access *a = &ri->acc[i];
    bool inside = false;
    for (int j = 0; j < a->nloops; j++)
      inside = inside || a->loops[j] == L;
    if (!inside || !a->read || written(ri, a->var) || !a->affine || a->ndims != 2 ||
        !float_elems(a->var))
      continue;
    Dim d[2];
    if (!split(p, ri, a->dims[0], &d[0]) || !split(p, ri, a->dims[1], &d[1]) || d[0].tap ||
        d[1].tap)
      continue;
    for (int m = 0; m < 2; m++) {
      bool ml = (d[0].walk == ri->mapped[m] && d[1].walk == L) ||
                (d[0].walk == L && d[1].walk == ri->mapped[m]);
      if (ml && !op[m])
        op[m] = a->var;
    }
  }
  if (!op[0] || !op[1])
    return "no two read-only operands walked by the reduction loop and one mapped loop each";
  s->red_loop = L;
  s->opnd[0] = op[0];
  s->opnd[1] = op[1];
  return NULL;
}

/* What stencils and element-wise nests share: one to three mapped loops,
 * no sequential loop but taps. NULL, or why not. */
static const char *coarsenable(const lg_RegionInfo *ri) {
  for (int k = 0; k < ri->loops.n; k++) {
    const lg_Loop *l = ri->loops.items[k];
    if (l->mapped < 0 && !tap_loop(l))
      return "a sequential loop other than a small constant one";
    /* a mapped loop of a few constant iterations fills no block: copies
       would only add idle threads */
    long long trip;
    if (l->mapped >= 0 && lg_loop_const_trip(l, &trip) && trip < 64)
      return "a mapped loop of fewer than 64 constant iterations";
  }
  return NULL;
}

/* A stencil: NULL, or why not. */
static const char *stencil(lg_Program *p, lg_Region *r, lg_Schedule *s) {
  lg_RegionInfo *ri = r->analysis;
  const char *why = coarsenable(ri);
  if (why)
    return why;
  for (int i = 0; i < ri->nacc && !s->nbr; i++) {
    lg_Access *a = &ri->acc[i];
    if (!a->read || a->write || !a->affine || a->ndims < 1 || a->ndims > 3 || written(ri, a->var))
      continue;
    Dim da[3];
    bool ok = true;
    for (int d = 0; d < a->ndims && ok; d++)
      ok = split(p, ri, a->dims[d], &da[d]);
    if (!ok)
      continue;
    for (int d = 0; d < a->ndims && ok; d++)
      if (da[d].walk && da[d].walk->mapped >= 0 && da[d].tap)
        s->nbr = a->var; /* in[i + di][j + dj] */
    /* another access of the same array, equal but for a constant offset
       along a mapped loop */
    for (int j = i + 1; j < ri->nacc && !s->nbr; j++) {
      lg_Access *b = &ri->acc[j];
      if (b->var != a->var || !b->read || !b->affine || b->ndims != a->ndims)
        continue;
      Dim db[3];
      bool same = true, off = false;
      for (int d = 0; d < b->ndims && same; d++) {
        same = split(p, ri, b->dims[d], &db[d]) && db[d].walk == da[d].walk &&
               db[d].tap == da[d].tap && lg_poly_equal(db[d].rest, da[d].rest);
        off = off || (same && db[d].c != da[d].c && da[d].walk && da[d].walk->mapped >= 0);
      }
      if (same && off)
        s->nbr = a->var;
    }
  }
  return s->nbr ? NULL : "no array read at neighbouring elements along a mapped loop";
}

/* Element-wise (called when stencil() found no neighbour reads, the rest
 * holding): NULL, or why not. */
static const char *elementwise(lg_Region *r) {
  lg_RegionInfo *ri = r->analysis;
  const char *why = coarsenable(ri);
  if (why)
    return why;
  /* coarsening copies the body: a deep one (thousands of nested loops,
     test/robustness/deep-nesting.test) is left alone */
  if (ri->loops.n > ri->nmapped + 4)
    return "more than 4 small constant loops in the thread body";
  for (int i = 0; i < ri->nacc; i++)
    if (!ri->acc[i].affine)
      return "an access that is not affine";
  return ri->nacc ? NULL : "no array access";
}

/* Anything that keeps the default whatever the class: NULL, or why. */
static const char *unusual(lg_Program *p, lg_Region *r) {
  lg_RegionInfo *ri = r->analysis;
  if (ri->nmapped == 0)
    return "no loop is mapped to threads";
  if (r->wave_var)
    return "the nest runs by planes in one block (wavefront.c)";
  for (int m = 0; m < ri->nmapped; m++) {
    int outer;
    bool ub_dep;
    if (ri->mapped[m]->box && !lg_tile_triangle(p, r, m, &outer, &ub_dep))
      return "the bounds of a mapped loop depend on an outer one (a trapezoid, or a triangle "
             "whose rows may be empty)";
    if (ri->mapped[m]->step != 1)
      return "a mapped loop's step is not 1";
  }
  if (ri->nmapped < ri->ncand && ri->verdict[ri->nmapped] == LG_INDEPENDENT)
    return "an independent loop below the mapped ones is not mapped";
  if (ri->nred || ri->nared)
    return "a reduction";
  if (lg_dir_find(r->loop->dir, LG_CL_CHUNK))
    return "chunk()";
  lg_Stmt *body = ri->mapped[ri->nmapped - 1]->body;
  if (lg_stmt_has_goto(body) || lg_stmt_has_break(body) || lg_stmt_has_continue(body))
    return "a jump in the thread body";
  if (has_call(body))
    return "a call in the thread body";
  return NULL;
}

static lg_Clause *make_clause(lg_Program *p, lg_Region *r, lg_ClauseKind kind, int n,
                              const long long *v) {
  lg_Clause *c = LG_NEW(p->arena, lg_Clause);
  c->kind = kind;
  c->loc = r->loop->dir ? r->loop->dir->loc : r->loop->loc;
  c->nints = n;
  for (int k = 0; k < n; k++)
    c->ints[k] = v[k];
  return c;
}

/* A scheduling clause on a loop of the region other than the region's own
 * (tile or unroll of a sequential loop): the user scheduled it. */
static bool inner_clause(lg_RegionInfo *ri, const lg_Region *r) {
  for (int k = 0; k < ri->loops.n; k++) {
    const lg_Loop *l = ri->loops.items[k];
    if (l != r->loop && (lg_dir_find(l->dir, LG_CL_TILE) || lg_dir_find(l->dir, LG_CL_UNROLL)))
      return true;
  }
  return false;
}

static void choose_stencil(lg_Program *p, lg_Region *r, lg_Schedule *s) {
  lg_RegionInfo *ri = r->analysis;
  static const long long u1[] = {4}, u2[] = {2, 4}, u3[] = {1, 2, 4};
  s->tile = NULL;
  s->unroll = make_clause(p, r, LG_CL_UNROLL, ri->nmapped,
                          ri->nmapped == 1   ? u1
                          : ri->nmapped == 2 ? u2
                                             : u3);
}

static bool schedule_region(lg_Program *p, lg_Region *r) {
  lg_RegionInfo *ri = lg_region_info(p, r);
  lg_Schedule *s = LG_NEW(p->arena, lg_Schedule);
  lg_Clause *ut = lg_dir_find(r->loop->dir, LG_CL_TILE);
  lg_Clause *uu = lg_dir_find(r->loop->dir, LG_CL_UNROLL);
  s->tile = ut;
  s->unroll = uu;
  s->by = LG_BY_CLAUSES;
  const char *why = unusual(p, r);
  const char *no_product = why ? why : product(p, r, s);
  /* a triangle of lg_tile_triangle's form: the register tiles of a matrix
     product skip the blocks outside it (syrk); other classes keep the
     default (coarsening would walk the box) */
  if (!why && no_product)
    for (int m = 0; m < ri->nmapped && !why; m++)
      if (ri->mapped[m]->box)
        why = "the bounds of a mapped loop depend on an outer one (a triangle that is not a "
              "matrix product)";
  const char *no_stencil = why || !no_product ? "a matrix product" : stencil(p, r, s);
  const char *no_elementwise = why || !no_product || !no_stencil ? "" : elementwise(r);
  s->cls = !no_product       ? LG_NEST_PRODUCT
           : !no_stencil     ? LG_NEST_STENCIL
           : !no_elementwise ? LG_NEST_ELEMENTWISE
                             : LG_NEST_OTHER;
  if (ut && !uu && !why && !inner_clause(ri, r) && s->cls == LG_NEST_OTHER &&
      ri->nmapped == 1) {
    /* tile(T) alone on a one-dimensional nest of no class: a row or column
       walk (atax, bicg, mvt), where what several threads read is a vector
       every thread reads (x[j]), which the caches serve. Staged it was
       slower than unstaged on the H200 (2026-12-03, atax 16384^2: row walk
       1.56 ms against 1.43, column walk 2.00 against 1.62): the default
       schedule instead, and unroll(1) beside the tile still stages */
    ri->sched = s; /* the clause as written first: its sizes are checked */
    if (!lg_map_shape(p, r, true))
      return false;
    s->by = LG_BY_TILE_WALK;
    s->tile = NULL;
    lg_warning(p->diag, "loopgpu-schedule", ut->loc,
               "tile on a one-dimensional loop nest: staging what every thread reads in shared "
               "memory is slower than the cache on this target; not staged (write tile(...) "
               "unroll(1) to stage)");
    ri->sched = s;
    return lg_map_shape(p, r, true);
  }
  if (uu || inner_clause(ri, r) || (ut && s->cls == LG_NEST_OTHER)) {
    ri->sched = s; /* the user's schedule, as written */
    return lg_map_shape(p, r, true);
  }
  if (!ut) {
    s->by = LG_BY_NO_CLAUSE;
    if (s->cls == LG_NEST_PRODUCT) {
      /* what tile(32) alone gives (below): strips of 32 measured fastest
         once whole strips load 16 bytes at a time (H200 2026-12-03 18:38,
         gemm 4096^3: 0.85x cuBLAS against 0.75x with strips of 16; syrk
         0.86x against 0.81x; docs/runs/2026-12-03/bench-results-1838.json).
         Strips of 32 doubles (2 x 128 x 32 x 8 = 64 KB) would leave the
         static 48 KB that keeps the layout padded for 16-byte loads
         (regtile.c) and halve the blocks an SM holds: 16 for those. */
      static const long long t16[] = {16}, u8[] = {8}, u4[] = {4}, u2[] = {2};
      int u = small_product_unroll(ri);
      s->tile = make_clause(p, r, LG_CL_TILE, 1, t16);
      s->unroll = make_clause(p, r, LG_CL_UNROLL, 1, u == 8 ? u8 : u == 4 ? u4 : u2);
      s->strip = 2 * 16 * u * 32 * widest_elem(ri) <= 48 * 1024 ? 32 : 16;
    } else if (s->cls == LG_NEST_STENCIL || s->cls == LG_NEST_ELEMENTWISE) {
      choose_stencil(p, r, s);
    } else {
      s->by = LG_BY_DEFAULT;
      s->why = why ? why : no_elementwise && *no_elementwise ? no_elementwise : no_stencil;
    }
  } else if (s->cls == LG_NEST_PRODUCT) {
    /* tile(T) alone: T is the depth of the shared tiles, the strip of the
       reduction loop staged (at most 32: the float4 layout of A wants
       4 * strip <= 128, tile.c decide_layout), and the block's outputs are
       the register-tiled 128x128 (16x16 threads, 8x8 each). Measured on the
       H200 (2026-12-02, gemm 4096^3, cuBLAS 2.72 ms): strips of 32 4.62 ms
       (0.59x), of 16 4.77 ms (0.57x); T x T outputs a block instead, with
       T/U threads a side of U x U: tile(32) (8x8 threads, 4x4) 0.30x,
       tile(64) (8x8, 8x8) 0.42x, tile(16) (8x8, 2x2) 0.17x. With whole
       strips loaded 16 bytes at a time (2026-12-03 18:38): strips of 32
       0.85x, of 16 0.75x (no clause took 16 then; now 32, above). */
    s->by = LG_BY_TILE_ALONE;
    static const long long t16[] = {16}, u8[] = {8};
    s->tile = make_clause(p, r, LG_CL_TILE, 1, t16);
    s->tile->loc = ut->loc;
    s->unroll = make_clause(p, r, LG_CL_UNROLL, 1, u8);
    long long T0 = ut->nints ? ut->ints[0] : 32;
    s->strip = (int)(T0 < 1 ? 1 : T0 < 32 ? T0 : 32);
  } else if (s->cls == LG_NEST_ELEMENTWISE) {
    /* tile(T) alone on an element-wise nest: nothing is read by several
       threads, so nothing to stage; the block shape alone was measured
       slower than coarsening (jacobi2d's copy back with tile(8, 32): the
       program 0.53x copy, with both regions coarsened 0.83x) */
    ri->sched = s; /* the clause as written first: its sizes are checked */
    if (!lg_map_shape(p, r, true))
      return false;
    s->by = LG_BY_TILE_ELEMENTWISE;
    choose_stencil(p, r, s);
  } else {
    /* tile(T) alone on a stencil: staging measured slower than no clause
       on every stencil of docs/perf.md (jacobi2d 0.32x against 0.37x,
       conv2d 0.24x against 0.32x, heat3d 0.14x against 0.38x) */
    s->by = LG_BY_TILE_STENCIL;
    choose_stencil(p, r, s);
    lg_warning(p->diag, "loopgpu-schedule", ut->loc,
               "tile on a stencil: staging in shared memory is slower than coarsening on this "
               "target; coarsening with %s instead (write tile(...) unroll(1) to stage)",
               lg_fmt(p->arena, "unroll(%s)",
                      ri->nmapped == 1   ? "4"
                      : ri->nmapped == 2 ? "2, 4"
                                         : "1, 2, 4"));
  }
  ri->sched = s;
  return lg_map_shape(p, r, true);
}

bool lg_pass_schedule(lg_Program *p) {
  bool ok = true;
  for (int i = 0; i < p->nregions; i++)
    ok = schedule_region(p, p->regions[i]) && ok;
  return ok;
}

/* ---- describing the decision ---------------------------------------------- */

const char *lg_sched_class_name(const lg_Schedule *s) {
  return s->cls == LG_NEST_PRODUCT       ? "matrix product"
         : s->cls == LG_NEST_STENCIL     ? "stencil"
         : s->cls == LG_NEST_ELEMENTWISE ? "element-wise"
                                         : "other";
}

static void ints_text(lg_Buf *b, const lg_Clause *c) {
  for (int k = 0; k < c->nints; k++)
    lg_buf_printf(b, "%s%lld", k ? ", " : "", c->ints[k]);
}

const char *lg_sched_clauses_text(lg_Program *p, const lg_Region *r) {
  const lg_RegionInfo *ri = r->analysis;
  const lg_Schedule *s = ri ? ri->sched : NULL;
  if (!s)
    return "";
  lg_Buf b = {0};
  if (s->tile) {
    lg_buf_printf(&b, "tile(");
    ints_text(&b, s->tile);
    lg_buf_printf(&b, ")");
  }
  if (s->unroll) {
    lg_buf_printf(&b, "%sunroll(", s->tile ? " " : "");
    if (s->unroll->full)
      lg_buf_printf(&b, "full");
    ints_text(&b, s->unroll);
    lg_buf_printf(&b, ")");
  }
  if (s->strip)
    lg_buf_printf(&b, " strip %d", s->strip);
  const char *t = lg_fmt(p->arena, "%s", b.data ? b.data : "");
  lg_buf_free(&b);
  return t;
}

/* The mapped loops' names, "i, j". */
static const char *mapped_names(lg_Program *p, const lg_RegionInfo *ri) {
  const char *t = "";
  for (int m = 0; m < ri->nmapped; m++)
    t = lg_fmt(p->arena, "%s%s%s", t, m ? ", " : "", ri->mapped[m]->iv->name);
  return t;
}

const char *lg_sched_describe(lg_Program *p, const lg_Region *r) {
  const lg_RegionInfo *ri = r->analysis;
  const lg_Schedule *s = ri ? ri->sched : NULL;
  if (!s)
    return NULL;
  lg_Arena *a = p->arena;
  const char *what;
  if (s->cls == LG_NEST_PRODUCT)
    what = lg_fmt(a, "matrix product (%s parallel, %s reduction over %s and %s)",
                  mapped_names(p, ri), s->red_loop->iv->name, s->opnd[0]->name, s->opnd[1]->name);
  else if (s->cls == LG_NEST_STENCIL)
    what = lg_fmt(a, "stencil (%s parallel, %s read at neighbours)", mapped_names(p, ri),
                  s->nbr->name);
  else if (s->cls == LG_NEST_ELEMENTWISE)
    what = lg_fmt(a, "element-wise (%s parallel)", mapped_names(p, ri));
  else
    what = ri->nmapped ? lg_fmt(a, "%s parallel", mapped_names(p, ri)) : "nothing mapped";
  int nm = ri->nmapped;
  const char *how;
  if (s->cls == LG_NEST_PRODUCT && s->tile && s->unroll && nm == 2 && ri->tile &&
      ri->tile->strip_loop)
    how = lg_fmt(a, "register tiles: %dx%d threads, %dx%d per thread, %s staged in strips of %d",
                 ri->block[1], ri->block[0], ri->coarsen[0] > 1 ? ri->coarsen[0] : 1,
                 ri->coarsen[1] > 1 ? ri->coarsen[1] : 1, s->red_loop->iv->name, ri->tile->S);
  else if (ri->ired) /* inner_reduce.c */
    how = lg_fmt(a, "%s%s%s split over %s, the partial sums combined, %dx%d threads a block",
                 lg_sched_clauses_text(p, r), s->tile || s->unroll ? ", " : "",
                 ri->ired->loop_stmt->loop->iv->name,
                 ri->ired->mode == LG_IRED_WARP
                     ? "the 32 lanes of a warp per iteration (a row walk)"
                     : "16 threads per iteration (a column walk)",
                 ri->block[0], ri->block[1]);
  else if (!s->tile && s->unroll && nm && ri->vec) /* vectorize.c */
    how = lg_fmt(a, "%s, %d consecutive iterations a thread with 16-byte loads and stores, "
                 "without staging, %dx%dx%d threads a block",
                 lg_sched_clauses_text(p, r), ri->vec->width, ri->block[0], ri->block[1],
                 ri->block[2]);
  else if (!s->tile && s->unroll && nm)
    how = lg_fmt(a, "%s, several iterations a thread, without staging, %dx%dx%d threads a block",
                 lg_sched_clauses_text(p, r), ri->block[0], ri->block[1], ri->block[2]);
  else if (nm)
    how = lg_fmt(a, "%s%s%dx%dx%d threads a block%s", lg_sched_clauses_text(p, r),
                 s->tile || s->unroll ? ", " : "", ri->block[0], ri->block[1], ri->block[2],
                 ri->tile        ? ", staged in shared memory"
                 : ri->block_fit ? " (down to 32 at run time when fewer threads would leave "
                                   "SMs idle)"
                                 : "");
  else
    how = "no kernel schedule";
  static const char *const because[] = {
      "as the clauses say", "chosen because no scheduling clause was given",
      "the default, kept", "chosen within tile(T): T is the depth of the shared tiles",
      "chosen because staging a stencil does not pay on this target",
      "chosen within tile(T): an element-wise nest has nothing to stage, coarsening pays",
      "chosen within tile(T): staging what every thread reads does not pay on this target"};
  const char *b = because[s->by];
  if (ri->reschedule)
    how = lg_fmt(a, "%s (%s)", how, ri->reschedule);
  if (s->by == LG_BY_DEFAULT && ri->ired)
    b = because[LG_BY_NO_CLAUSE];
  else if (s->by == LG_BY_DEFAULT)
    b = lg_fmt(a, "the default, kept: %s", s->why);
  return lg_fmt(a, "%s: %s; %s", what, how, b);
}

void lg_sched_remarks(lg_Program *p) {
  for (int i = 0; i < p->nregions; i++) {
    lg_Region *r = p->regions[i];
    const char *d = lg_sched_describe(p, r);
    if (d)
      lg_report(p->diag, LG_REMARK, r->loop->dir ? r->loop->dir->loc : r->loop->loc, "%s", d);
  }
}

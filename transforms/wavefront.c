/* wavefront.c — lg_pass_wavefront: a nest in which every loop carries a
 * dependence, run by hyperplanes in one block.
 *
 * PolyBench's seidel-2d updates its array in place,
 *
 *     for (t = 0; t < steps; t++)
 *       for (i = 1; i < n - 1; i++)
 *         for (j = 1; j < n - 1; j++)
 *           A[i][j] = (A[i-1][j-1] + ... + A[i+1][j+1]) / 9.0;
 *
 * and each point reads what its neighbours above and to the left wrote in
 * this step and what those below and to the right wrote in the last one: no
 * loop of the nest is parallel. The points of one hyperplane
 * 4t + 2i + j = s never need one another, and every point needs only points
 * of smaller s: the planes run one after the other, each one's points at
 * once,
 *
 *     for (s = smin; s <= smax; s++) {        <- in the kernel, one block
 *       for (t ...) for (i ...) {             <- mapped (block-stride loops)
 *         j = s - 4t - 2i;
 *         if (1 <= j && j < n - 1) A[i][j] = ...;
 *       }
 *       __syncthreads();                      <- the plane's stores seen
 *     }
 *
 * Why it keeps C's meaning: each point computes the same expression over
 * the same elements; lg_depend_wave (depend.c, isl) proves that any two
 * points that touch one element, one of them writing it, lie on different
 * planes, the one C runs first on the smaller s. So every read sees the
 * value it sees in C, and every element's last store is C's last. The
 * normal (h . I) is the first that proves so among small coefficients, the
 * innermost 1 (so that its variable follows from s), the outer ones from 0
 * to 4 in order of their sum.
 *
 * Tried only when the directive has no clause, no loop of the nest maps as
 * written (nor after interchange.c, which runs first), and the nest is 2 or
 * 3 plain loops (by 1, bounds of scalars that name no loop of the nest)
 * around expression statements that assign only array elements, call
 * nothing, jump nowhere; every array is declared with its extents (the
 * copies take it whole: the guard keeps the subscripts inside, which the
 * ranges of subscripts would not see); no loop variable is read after the
 * nest. The plane loop is printed by print_kernel.c around the mapped loops
 * (lg_Region.wave_var), one block (map.c), since a plane's stores must be
 * seen by the next plane's loads of every thread.
 */
#include <string.h>

#include "analysis.h"
#include "passes.h"

/* the body: expression statements (in blocks) that assign array elements
   only, no call, no ++ of a scalar */
typedef struct BodyScan {
  bool bad;
} BodyScan;

static bool scan_visit(void *ctx, lg_Expr *e) {
  BodyScan *b = ctx;
  if (e->kind == LG_E_CALL) {
    b->bad = true;
    return false;
  }
  lg_Var *w = lg_expr_assigned_var(e);
  if (w) {
    const lg_Expr *t = e->args[0];
    if (t->kind != LG_E_INDEX || !lg_is_array_like(w)) {
      b->bad = true;
      return false;
    }
  }
  return true;
}

static bool plain_body(lg_Stmt *s, BodyScan *b) {
  if (!s)
    return true;
  switch (s->kind) {
  case LG_S_NULL:
    return true;
  case LG_S_EXPR:
    lg_walk_expr(s->expr, scan_visit, b);
    return !b->bad;
  case LG_S_BLOCK:
    for (int k = 0; k < s->nstmts; k++)
      if (!plain_body(s->stmts[k], b))
        return false;
    return true;
  default:
    return false;
  }
}

/* every array the body names is declared with its extents */
typedef struct Arrays {
  bool bad;
} Arrays;

static bool arrays_visit(void *ctx, lg_Expr *e) {
  Arrays *x = ctx;
  if (e->var && lg_is_array_like(e->var) &&
      (e->var->type->kind != LG_T_ARRAY || !e->var->type->dims || !e->var->type->dims[0]))
    x->bad = true;
  return !x->bad;
}

/* a bound of scalars and constants only: what the body writes (array
   elements) cannot change it, so its value is the same every iteration */
static bool scalar_visit(void *ctx, lg_Expr *e) {
  bool *bad = ctx;
  if (e->kind == LG_E_INDEX || e->kind == LG_E_CALL || e->kind == LG_E_MEMBER ||
      e->kind == LG_E_ASSIGN || (e->var && lg_is_array_like(e->var)))
    *bad = true;
  return !*bad;
}

static lg_Expr *last_value(lg_Builder *b, const lg_Loop *l) {
  return l->cmp == LG_CMP_LE ? l->ub : lg_b_bin(b, LG_OP_SUB, lg_b_cast(b, b->ll, l->ub), lg_b_int(b, 1));
}

static void try_region(lg_Program *p, lg_Region *r) {
  lg_Arena *a = p->arena;
  lg_Loop *top = r->loop;
  if (!top->dir || top->dir->nclauses || r->host)
    return;
  lg_Loop *L[3];
  int d = 0;
  for (lg_Loop *l = top; l;) {
    if (d == 3 || l->opaque || !l->iv || l->form != LG_LOOP_PLAIN || l->step != 1 ||
        (l->cmp != LG_CMP_LT && l->cmp != LG_CMP_LE) || (d > 0 && l->dir) ||
        !lg_type_equal(l->iv->type, top->iv->type) || !lg_is_integer_type(l->iv->type))
      return;
    L[d++] = l;
    lg_Stmt *b = lg_stmt_unwrap(l->body);
    l = b && b->kind == LG_S_FOR ? b->loop : NULL;
  }
  if (d < 2)
    return;
  for (int k = 0; k < d; k++) {
    for (int m = 0; m < d; m++)
      if (lg_expr_names(L[k]->lb, L[m]->iv) || lg_expr_names(L[k]->ub, L[m]->iv))
        return;
    bool bad = false;
    lg_walk_expr(L[k]->lb, scalar_visit, &bad);
    lg_walk_expr(L[k]->ub, scalar_visit, &bad);
    if (bad)
      return;
  }
  lg_Stmt *body = L[d - 1]->body;
  BodyScan bs = {false};
  if (!plain_body(body, &bs))
    return;
  Arrays ar = {false};
  lg_walk_stmt_exprs(body, arrays_visit, &ar);
  if (ar.bad)
    return;
  for (int k = 0; k < d; k++)
    if (lg_live_after(r, L[k]->iv) || (L[k]->iv->origin && lg_live_after(r, L[k]->iv->origin)))
      return;
  lg_Region whole = *r;
  whole.analysis = NULL;
  if (lg_depend_probe(p, &whole) > 0)
    return; /* a loop maps as written */

  /* the normal: innermost 1, the outer ones 0..4, by their sum */
  long long h[3] = {0, 0, 1};
  bool found = false;
  for (int sum = 0; sum <= 4 * (d - 1) && !found; sum++)
    for (int h0 = 0; h0 <= 4 && h0 <= sum && !found; h0++) {
      long long c[3] = {h0, sum - h0, 1};
      if (d == 2 ? c[1] != 0 : c[1] > 4)
        continue;
      if (d == 2)
        c[1] = 1;
      whole.analysis = NULL;
      if (lg_depend_wave(p, &whole, c, d)) {
        memcpy(h, c, sizeof h);
        found = true;
      }
    }
  if (!found)
    return;

  /* the plane's variable and its range */
  lg_Type *ll = LG_NEW(a, lg_Type);
  ll->kind = LG_T_LLONG;
  lg_Builder b = {p, a, ll, top->loc};
  lg_Var *s = lg_new_var(p, NULL);
  s->name = s->host_name = "lg_wave";
  s->type = ll;
  s->scope = LG_VS_LOCAL;
  s->loc = top->loc;
  s->region = r;
  /* the innermost variable from s: (T)(s - h0 * v0 ...) under its bounds */
  lg_Loop *in = L[d - 1];
  lg_Expr *e = lg_b_var(&b, s);
  for (int k = 0; k < d - 1; k++)
    if (h[k])
      e = lg_b_bin(&b, LG_OP_SUB, e,
                   lg_b_bin(&b, LG_OP_MUL, lg_b_int(&b, h[k]),
                            lg_b_cast(&b, ll, lg_b_var(&b, L[k]->iv))));
  lg_Expr *lo_ok = lg_b_bin(&b, LG_OP_LE, lg_b_cast(&b, ll, in->lb), e);
  lg_Expr *hi_ok = lg_b_bin(&b, in->cmp == LG_CMP_LE ? LG_OP_LE : LG_OP_LT, e,
                            lg_b_cast(&b, ll, in->ub));
  lo_ok->type = hi_ok->type = in->iv->type;
  lg_Expr *guard = lg_b_bin(&b, LG_OP_LAND, lo_ok, hi_ok);
  guard->type = in->iv->type;
  /* `T j = (T)(s - ...);` then the body as written: the one assignment of j,
     which the subscripts' analysis (affine.c) reads through */
  lg_Stmt *set = LG_NEW(a, lg_Stmt);
  set->kind = LG_S_DECL;
  set->loc = body->loc;
  set->loc.line = 0;
  set->var = in->iv;
  set->init = lg_b_cast(&b, in->iv->type, e);
  lg_Stmt *blk = LG_NEW(a, lg_Stmt);
  blk->kind = LG_S_BLOCK;
  blk->loc = body->loc;
  blk->stmts = LG_NEW_ARRAY(a, lg_Stmt *, 2);
  blk->stmts[0] = set;
  blk->stmts[1] = body;
  blk->nstmts = 2;
  lg_Stmt *iff = LG_NEW(a, lg_Stmt);
  iff->kind = LG_S_IF;
  iff->loc = body->loc;
  iff->loc.line = 0;
  iff->expr = guard;
  iff->then = blk;
  L[d - 2]->body = iff;
  lg_region_add_var(p, r, s);
  r->wave_var = s;
  memcpy(r->wave_h, h, sizeof h);
  r->wave_depth = d;
  r->wave_first = in->lb;
  r->wave_last = last_value(&b, in);
  lg_RegionInfo *ri = lg_region_info(p, r);
  const char *normal = "";
  for (int k = 0; k < d; k++)
    if (h[k])
      normal = lg_fmt(a, "%s%s%s%s", normal, *normal ? " + " : "",
                      h[k] == 1 ? "" : lg_fmt(a, "%lld", h[k]), L[k]->iv->name);
  ri->reschedule = lg_fmt(a,
                          "loop %s (line %d) carries a dependence and no order of the nest "
                          "maps: it runs by planes %s = s, one after the other in one block, "
                          "each plane's points at once (%s from s)",
                          top->iv->name, top->loc.line, normal, in->iv->name);
}

bool lg_pass_wavefront(lg_Program *p) {
  for (int i = 0; i < p->nregions; i++)
    try_region(p, p->regions[i]);
  return true;
}

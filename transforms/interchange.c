/* interchange.c — lg_pass_interchange: the textbook loop orders in which
 * the second parallel loop sits under a sequential one.
 *
 * PolyBench's gemm, syrk and syr2k (and most hand-written BLAS-3 in C) are
 *
 *     for (i ...) {                         for (i ...)        <- mapped
 *       for (j ...) C[i][j] *= beta;          for (j ...) {    <- mapped
 *       for (k ...)                   ==>       C[i][j] *= beta;
 *         for (j ...)                           for (k ...)
 *           C[i][j] += A[i][k] * B[k][j];         C[i][j] += A[i][k] * B[k][j];
 *     }                                       }
 *
 * As written only `i` is a candidate for threads (its body is not one loop),
 * so each thread ran nj * nk iterations. The body of the annotated loop is a
 * sequence of items, each a loop over `j` with the same bounds, possibly
 * under sequential loops (`k`) that wrap it alone; the rewrite fuses the `j`
 * loops into one and moves the wrapping loops inside it, keeping each item's
 * statements in their order for one value of `j`.
 *
 * Why it keeps C's meaning: for one `i` and one `j`, the statement instances
 * run in the order C runs them (item by item, the wrapping loops in their
 * order). Only instances of different `j` change order, and the rewrite is
 * kept only when the dependence test (depend.c, on the rewritten nest, `i`
 * equal on both sides) proves that no two of those touch one element, one
 * of them writing it. Scalars are not in that test, so no item may assign
 * a scalar declared outside its `j` loop's body, call a function of the file
 * (what it writes is not analysed here), jump (`break`, `continue`, `goto`),
 * or carry a directive; no loop variable of the items may be read after the
 * region (its final value would be the last `j`'s, not the last item's).
 *
 * The rewrite is tried only on a region without scheduling clauses (tile,
 * unroll, collapse, chunk: their meaning is the nest as written) or
 * reductions, and kept only when it maps more loops than the nest as
 * written. It runs first, so every later pass sees only the new nest;
 * --remarks and --dump-after say what it did.
 */
#include <string.h>

#include "analysis.h"
#include "passes.h"

/* One item of the annotated loop's body: a loop over j (`jl`) under the
 * loops that wrap it alone (`wrap`, outermost first). */
typedef struct Item {
  lg_Stmt *stmt;
  lg_Loop *wrap[8];
  int nwrap;
  lg_Loop *jl;
} Item;

static bool item_of(lg_Stmt *s, Item *it) {
  it->stmt = s;
  it->nwrap = 0;
  if (!s || s->kind != LG_S_FOR)
    return false;
  lg_Loop *l = s->loop;
  for (;;) {
    if (l->dir || l->opaque || !l->iv)
      return false;
    lg_Stmt *b = lg_stmt_unwrap(l->body);
    if (!b || b->kind != LG_S_FOR) {
      it->jl = l;
      return true;
    }
    if (it->nwrap == 8)
      return false;
    it->wrap[it->nwrap++] = l;
    l = b->loop;
  }
}

/* the same values of the same type: one variable can stand for both */
static bool same_bounds(const lg_Loop *a, const lg_Loop *b) {
  return lg_type_equal(a->iv->type, b->iv->type) && a->form == LG_LOOP_PLAIN &&
         b->form == LG_LOOP_PLAIN && a->cmp == b->cmp &&
         a->step == b->step && lg_expr_equal(a->lb, b->lb) && lg_expr_equal(a->ub, b->ub);
}

/* ---- what an item may not do ---------------------------------------------- */

typedef struct Scan {
  lg_Arena *a;
  const lg_PtrVec *decls; /* variables declared inside the j loop's body */
  const char *why;        /* the first thing that keeps the nest as written */
} Scan;

static bool declared_in(const lg_PtrVec *decls, const lg_Var *v) {
  for (int i = 0; i < decls->n; i++)
    if (decls->items[i] == v)
      return true;
  return false;
}

static void collect_decls(lg_Arena *a, lg_PtrVec *out, const lg_Stmt *s) {
  if (!s)
    return;
  if (s->kind == LG_S_DECL && s->var)
    lg_vec_push(a, out, s->var);
  for (int i = 0; i < s->nstmts; i++)
    collect_decls(a, out, s->stmts[i]);
  collect_decls(a, out, s->then);
  collect_decls(a, out, s->els);
  if (s->kind == LG_S_FOR)
    collect_decls(a, out, s->loop->body);
}

static bool scan_expr(void *ctx, lg_Expr *e) {
  Scan *sc = ctx;
  const lg_Expr *target = NULL;
  if (e->kind == LG_E_ASSIGN)
    target = e->args[0];
  else if (e->kind == LG_E_UNARY && (e->op == LG_OP_PREINC || e->op == LG_OP_PREDEC ||
                                     e->op == LG_OP_POSTINC || e->op == LG_OP_POSTDEC))
    target = e->args[0];
  while (target && target->kind == LG_E_MEMBER)
    target = target->args[0];
  if (target && target->kind == LG_E_VAR && !declared_in(sc->decls, target->var))
    sc->why = lg_fmt(sc->a, "'%s', declared outside, is assigned at line %d", target->var->name,
                     e->loc.line);
  else if (e->kind == LG_E_CALL && e->fn)
    sc->why = lg_fmt(sc->a, "line %d calls '%s'", e->loc.line, e->fn->name);
  return !sc->why;
}

/* Loops with a directive inside the j loop's body (unroll(4) on a k loop
 * below it): the rewrite leaves such nests as written. */
static bool has_directive(const lg_Stmt *s) {
  if (!s)
    return false;
  if (s->kind == LG_S_FOR && (s->loop->dir || has_directive(s->loop->body)))
    return true;
  for (int i = 0; i < s->nstmts; i++)
    if (has_directive(s->stmts[i]))
      return true;
  return has_directive(s->then) || has_directive(s->els);
}

static bool ivs_live(const lg_Region *r, const lg_Stmt *s) {
  if (!s)
    return false;
  if (s->kind == LG_S_FOR) {
    const lg_Var *v = s->loop->iv->origin ? s->loop->iv->origin : s->loop->iv;
    if (lg_live_after(r, v) || lg_live_after(r, s->loop->iv) || ivs_live(r, s->loop->body))
      return true;
  }
  for (int i = 0; i < s->nstmts; i++)
    if (ivs_live(r, s->stmts[i]))
      return true;
  return ivs_live(r, s->then) || ivs_live(r, s->els);
}

/* NULL when item `it` can join the fused loop of `first`, else why not */
static const char *item_why_not(lg_Program *p, const lg_Region *r, const Item *it,
                                const Item *first) {
  lg_Arena *a = p->arena;
  int line = it->jl->loc.line;
  if (!same_bounds(it->jl, first->jl))
    return lg_fmt(a, "the %s loop at line %d differs in its bounds or its type from the one at "
                     "line %d",
                  it->jl->iv->name, line, first->jl->loc.line);
  if (lg_stmt_has_jump(it->stmt))
    return lg_fmt(a, "the loop at line %d jumps (break, continue, goto, return)",
                  it->stmt->loop->loc.line);
  if (has_directive(it->jl->body))
    return lg_fmt(a, "a loop inside the one at line %d has a directive", line);
  if (ivs_live(r, it->stmt))
    return lg_fmt(a, "a loop variable of the loop at line %d is read after the region",
                  it->stmt->loop->loc.line);
  /* the wrapping loops move inside j: their bounds may not name it, and j's
     bounds may not name them */
  for (int w = 0; w < it->nwrap; w++) {
    const lg_Loop *l = it->wrap[w];
    if (lg_expr_names(l->lb, it->jl->iv) || lg_expr_names(l->ub, it->jl->iv) ||
        lg_expr_names(it->jl->lb, l->iv) || lg_expr_names(it->jl->ub, l->iv))
      return lg_fmt(a, "the bounds of the %s loop at line %d and of the %s loop around it "
                       "depend on each other",
                    it->jl->iv->name, line, l->iv->name);
  }
  lg_PtrVec decls = {0};
  collect_decls(a, &decls, it->jl->body);
  Scan sc = {a, &decls, NULL};
  lg_walk_stmt_exprs(it->jl->body, scan_expr, &sc);
  return sc.why;
}

/* ---- the rewrite ------------------------------------------------------------ */

typedef struct Rename {
  lg_Arena *a;
  const lg_Var *from;
  lg_Var *to;
} Rename;

static lg_Expr *rename_expr(void *ctx, lg_Expr *e) {
  Rename *rn = ctx;
  lg_Expr *y = LG_NEW(rn->a, lg_Expr);
  *y = *e;
  if ((e->kind == LG_E_VAR || e->kind == LG_E_INDEX) && e->var == rn->from)
    y->var = rn->to;
  if (e->nargs) {
    y->args = LG_NEW_ARRAY(rn->a, lg_Expr *, e->nargs);
    for (int i = 0; i < e->nargs; i++)
      y->args[i] = rename_expr(ctx, e->args[i]);
  }
  return y;
}

static lg_Var *rename_var(void *ctx, lg_Var *v) {
  Rename *rn = ctx;
  return v == rn->from ? rn->to : v;
}

static lg_Stmt *block_of(lg_Arena *a, lg_Stmt **stmts, int n, lg_Loc loc) {
  lg_Stmt *b = LG_NEW(a, lg_Stmt);
  b->kind = LG_S_BLOCK;
  b->loc = loc;
  b->stmts = stmts;
  b->nstmts = n;
  return b;
}

/* Item `it` inside the fused loop whose variable is `j`: its wrapping loops
 * (copies) around its j loop's body, with its own j renamed. */
static lg_Stmt *sunk_item(lg_Arena *a, const Item *it, lg_Var *j) {
  Rename rn = {a, it->jl->iv, j};
  lg_Stmt *s = lg_clone_stmt(a, it->jl->body, rename_expr, rename_var, &rn);
  for (int w = it->nwrap - 1; w >= 0; w--) {
    lg_Stmt *f = LG_NEW(a, lg_Stmt);
    lg_Loop *l = LG_NEW(a, lg_Loop);
    *l = *it->wrap[w];
    l->body = s;
    f->kind = LG_S_FOR;
    f->loc = l->loc;
    f->loop = l;
    s = f;
  }
  return s;
}

static const char *lines_text(lg_Arena *a, const Item *items, int n) {
  const char *t = "";
  for (int i = 0; i < n; i++)
    t = lg_fmt(a, "%s%s%d", t, i == 0 ? "" : i + 1 == n ? " and " : ", ", items[i].jl->loc.line);
  return t;
}

/* ---- the swap: a dependent annotated loop over a parallel one -------------- */

/* trmm and symm: `for (i ...) for (j ...) body` where i carries a
 * dependence (row i reads rows below it) but no two iterations of j touch
 * one element whatever i is. Every dependence then has the same j on both
 * sides, so running j outside and i inside each j keeps the order of every
 * pair that depends (the classic legality of interchange: no direction
 * (<, >)), and j becomes the threads. Only on a directive without clauses:
 * a clause (independent, collapse, tile...) is about the nest as written,
 * and a dependence proven on the loop it names stays an error.
 * Returns how many loops the swapped nest maps (0: no swap), and swaps in
 * place only when `apply` (distribute.c asks first, for its parts). */
int lg_interchange_swap(lg_Program *p, lg_Region *r, bool apply) {
  lg_Arena *a = p->arena;
  if (r->loop->dir && r->loop->dir->nclauses)
    return 0;
  lg_Stmt *b = lg_stmt_unwrap(r->loop->body);
  if (!b || b->kind != LG_S_FOR)
    return 0;
  lg_Loop *i = r->loop, *j = b->loop;
  if (j->dir || j->opaque || !j->iv || i->opaque || !i->iv || lg_expr_names(j->lb, i->iv) ||
      lg_expr_names(j->ub, i->iv) || lg_expr_names(lg_loop_extra_bound(j), i->iv) ||
      lg_stmt_has_jump(j->body) || ivs_live(r, r->loop->body) ||
      lg_live_after(r, i->iv->origin ? i->iv->origin : i->iv) || lg_live_after(r, i->iv))
    return 0;
  /* the new nest: j's header outside (keeping the region's place in the
     file and its directive), i's inside */
  lg_Loop *inner = LG_NEW(a, lg_Loop);
  *inner = *i;
  inner->dir = NULL;
  inner->body = j->body;
  lg_Stmt *is = LG_NEW(a, lg_Stmt);
  is->kind = LG_S_FOR;
  is->loc = i->loc;
  is->loop = inner;
  lg_Loop *top = LG_NEW(a, lg_Loop);
  *top = *j;
  top->dir = i->dir;
  top->begin = i->begin;
  top->end = i->end;
  top->end_line = i->end_line;
  top->body = is;
  lg_Region before = *r, after = *r;
  before.analysis = after.analysis = NULL;
  after.loop = top;
  if (lg_depend_probe(p, &before) > 0)
    return 0;
  int now = lg_depend_probe(p, &after);
  if (now == 0 || !apply)
    return now;
  lg_Loop old = *i;
  *i = *top; /* in place: the region keeps its loop object and its place */
  i->loc = old.loc;
  lg_RegionInfo *ri = lg_region_info(p, r);
  ri->reschedule = lg_fmt(a,
                          "loop %s (line %d) carries a dependence and loop %s (line %d) none: "
                          "%s outside, mapped, %s inside it, sequential",
                          old.iv->name, old.loc.line, j->iv->name, top->loc.line, j->iv->name,
                          old.iv->name);
  return now;
}

/* ---- the triangular sink (distribute.c's parts) ---------------------------
 *
 * symm's column updates, split from the rest of their nest by distribute.c,
 *
 *     for (j ...)                     <- mapped        for (k = 0; k < m; k++)     <- mapped
 *       for (i = 0; i < m; i++)       <- dependent ==>   for (j ...)               <- mapped
 *         for (k = 0; k < i; k++)                          for (i = k + 1; i < m; i++)
 *           C[k][j] += alpha * B[i][j] * A[i][k];            C[k][j] += ...;
 *
 * A loop L of the band under the region's loop carries a dependence; its
 * body is one loop K whose bounds name no loop of the band, except K's
 * upper bound, which is L's variable (`k < i` or `k <= i`). K goes
 * outermost, over the values it takes for some i (up to L's bound), and L
 * innermost, from the first value whose K range holds k (`i = k + 1`).
 * Kept only when the test of depend.c proves K and every band loop above L
 * carry no dependence in the new nest: then every dependence joins two
 * instances of one (k, j...), which differ in i alone and run in the order
 * of i in both nests. */

static bool names_any(const lg_Expr *e, lg_Loop *const *band, int n) {
  for (int x = 0; x < n; x++)
    if (lg_expr_names(e, band[x]->iv))
      return true;
  return false;
}

int lg_interchange_sink(lg_Program *p, lg_Region *r, bool apply) {
  lg_Arena *a = p->arena;
  lg_Loop *band[4];
  int d = 0;
  lg_Loop *l = r->loop;
  if (l->dir && l->dir->nclauses)
    return 0;
  /* the band: loops nested alone, down to L, whose body is the loop K */
  for (;;) {
    if (l->opaque || !l->iv || l->form != LG_LOOP_PLAIN || d == 4 || (d > 0 && l->dir))
      return 0;
    band[d++] = l;
    lg_Stmt *b = lg_stmt_unwrap(l->body);
    if (!b || b->kind != LG_S_FOR)
      return 0;
    lg_Loop *k = b->loop;
    lg_Stmt *kb = lg_stmt_unwrap(k->body);
    if (kb && kb->kind == LG_S_FOR && d < 3) {
      l = k;
      continue;
    }
    break;
  }
  lg_Loop *L = band[d - 1];
  lg_Loop *K = lg_stmt_unwrap(L->body)->loop;
  if (d < 2 || K->dir || K->opaque || !K->iv || K->form != LG_LOOP_PLAIN || K->step != 1 ||
      L->step != 1 || L->cmp != LG_CMP_LT || (K->cmp != LG_CMP_LT && K->cmp != LG_CMP_LE))
    return 0;
  lg_Expr *ub = K->ub;
  while (ub && ub->kind == LG_E_CAST && ub->nargs == 1)
    ub = ub->args[0];
  __int128 klb, llb;
  if (!ub || ub->kind != LG_E_VAR || ub->var != L->iv || !lg_const_int(K->lb, &klb) ||
      !lg_const_int(L->lb, &llb) || !lg_type_equal(K->iv->type, L->iv->type) ||
      names_any(L->ub, band, d) || has_directive(K->body) || lg_stmt_has_jump(K->body) ||
      lg_stmt_has_break(K->body) || lg_stmt_has_continue(K->body) ||
      ivs_live(r, r->loop->body) || lg_live_after(r, L->iv->origin ? L->iv->origin : L->iv) ||
      lg_live_after(r, r->loop->iv) ||
      (r->loop->iv->origin && lg_live_after(r, r->loop->iv->origin)))
    return 0; /* an empty K leaves the band's variables unset */
  /* i's first value for a given k: k + 1 (k < i) or k (k <= i); no earlier
     value of L had k in its K range, none later than L's bound */
  long long first = K->cmp == LG_CMP_LT ? 1 : 0;
  if (klb + first < llb)
    return 0;
  /* K's body may assign no scalar declared outside it, call nothing */
  lg_PtrVec decls = {0};
  collect_decls(a, &decls, K->body);
  Scan sc = {a, &decls, NULL};
  lg_walk_stmt_exprs(K->body, scan_expr, &sc);
  if (sc.why)
    return 0;

  lg_Builder bld = {p, a, L->iv->type, L->loc};
  lg_Loop *inner = LG_NEW(a, lg_Loop);
  *inner = *L;
  inner->dir = NULL;
  inner->lb = first ? lg_b_bin(&bld, LG_OP_ADD, lg_b_var(&bld, K->iv), lg_b_int(&bld, first))
                    : lg_b_var(&bld, K->iv);
  inner->body = K->body;
  lg_Stmt *s = LG_NEW(a, lg_Stmt);
  s->kind = LG_S_FOR;
  s->loc = L->loc;
  s->loop = inner;
  /* the band above L, copied, around it */
  for (int x = d - 2; x >= 0; x--) {
    lg_Loop *c = LG_NEW(a, lg_Loop);
    *c = *band[x];
    c->dir = NULL;
    c->body = s;
    s = LG_NEW(a, lg_Stmt);
    s->kind = LG_S_FOR;
    s->loc = c->loc;
    s->loop = c;
  }
  /* K outermost: its values for some i of L's range */
  lg_Loop *top = LG_NEW(a, lg_Loop);
  *top = *K;
  top->ub = L->ub;
  top->cmp = LG_CMP_LT;
  top->dir = r->loop->dir;
  top->begin = r->loop->begin;
  top->end = r->loop->end;
  top->end_line = r->loop->end_line;
  top->body = s;
  lg_Region before = *r, after = *r;
  before.analysis = after.analysis = NULL;
  after.loop = top;
  int was = lg_depend_probe(p, &before);
  if (was != d - 1)
    return 0; /* L is not the first dependent loop */
  int now = lg_depend_probe(p, &after);
  if (now < d || !apply)
    return now < d ? 0 : now;
  lg_Loop old = *r->loop;
  *r->loop = *top; /* in place: the region keeps its loop object */
  r->loop->loc = old.loc;
  lg_RegionInfo *ri = lg_region_info(p, r);
  ri->reschedule = lg_fmt(a,
                          "loop %s (line %d) carries a dependence and its loop %s (line %d) "
                          "below it none: %s outermost, mapped, %s innermost from %s%s",
                          L->iv->name, L->loc.line, K->iv->name, K->loc.line, K->iv->name,
                          L->iv->name, K->iv->name, first ? " + 1" : "");
  return now;
}

/* The nest has the shape but stays as written: --remarks and the dump say
 * why (ri->reschedule). */
static void kept_as_written(lg_Program *p, lg_Region *r, const Item *items, int n,
                            const char *why) {
  lg_RegionInfo *ri = lg_region_info(p, r);
  ri->reschedule = lg_fmt(p->arena, "the %s loop%s at line%s %s kept as written: %s",
                          items[0].jl->iv->name, n > 1 ? "s" : "", n > 1 ? "s" : "",
                          lines_text(p->arena, items, n), why);
}

static void try_region(lg_Program *p, lg_Region *r) {
  lg_Arena *a = p->arena;
  const lg_Directive *d = r->loop->dir;
  if (lg_dir_find(d, LG_CL_TILE) || lg_dir_find(d, LG_CL_UNROLL) ||
      lg_dir_find(d, LG_CL_COLLAPSE) || lg_dir_find(d, LG_CL_CHUNK) ||
      lg_dir_find(d, LG_CL_REDUCTION) || lg_dir_find(d, LG_CL_PRIVATE))
    return;
  if (lg_interchange_swap(p, r, true))
    return;
  lg_Stmt *body = lg_stmt_unwrap(r->loop->body);
  if (!body)
    return;
  lg_Stmt **stmts = body->kind == LG_S_BLOCK ? body->stmts : &body;
  int nstmts = body->kind == LG_S_BLOCK ? body->nstmts : 1;
  Item *items = LG_NEW_ARRAY(a, Item, nstmts ? nstmts : 1);
  int n = 0, nwrapped = 0;
  const char *why = NULL;
  for (int i = 0; i < nstmts; i++) {
    if (stmts[i]->kind == LG_S_NULL)
      continue;
    if (!item_of(stmts[i], &items[n]))
      return; /* not the shape: nothing to say */
    if (!why)
      why = item_why_not(p, r, &items[n], &items[0]);
    nwrapped += items[n].nwrap > 0;
    n++;
  }
  /* nothing to fuse, nothing to move: the nest is as good as written */
  if (n == 0 || (n == 1 && nwrapped == 0))
    return;
  if (why) {
    kept_as_written(p, r, items, n, why);
    return;
  }

  /* the fused loop: the first item's j loop, its body the items in order */
  lg_Loop *j = LG_NEW(a, lg_Loop);
  *j = *items[0].jl;
  lg_Stmt **seq = LG_NEW_ARRAY(a, lg_Stmt *, n);
  for (int i = 0; i < n; i++)
    seq[i] = sunk_item(a, &items[i], j->iv);
  j->body = n == 1 ? seq[0] : block_of(a, seq, n, items[0].jl->loc);
  lg_Stmt *js = LG_NEW(a, lg_Stmt);
  js->kind = LG_S_FOR;
  js->loc = j->loc;
  js->loop = j;
  lg_Loop *top = LG_NEW(a, lg_Loop);
  *top = *r->loop;
  top->body = js;

  /* the dependence test decides, on scratch copies of the region */
  lg_Region before = *r, after = *r;
  before.analysis = after.analysis = NULL;
  after.loop = top;
  int was = lg_depend_probe(p, &before);
  int now = lg_depend_probe(p, &after);
  if (was == 0)
    return; /* the annotated loop itself is not parallel: depend.c says why */
  if (now <= was) {
    kept_as_written(p, r, items, n,
                    lg_fmt(a, "two iterations of the fused %s loop would touch one element, "
                              "one of them writing it",
                           items[0].jl->iv->name));
    return;
  }
  r->loop->body = js;
  lg_RegionInfo *ri = lg_region_info(p, r);
  const char *what =
      n > 1 ? lg_fmt(a, "the %s loops at lines %s fused into one", j->iv->name,
                     lines_text(a, items, n))
            : lg_fmt(a, "the %s loop at line %d", j->iv->name, items[0].jl->loc.line);
  const char *moved = "";
  for (int i = 0; i < n; i++)
    for (int w = 0; w < items[i].nwrap; w++)
      moved = lg_fmt(a, "%s%s%s (line %d)", moved, *moved ? ", " : "",
                     items[i].wrap[w]->iv->name, items[i].wrap[w]->loc.line);
  ri->reschedule = lg_fmt(a, "%s mapped under %s%s%s%s: no two of its iterations touch one element",
                          what, r->loop->iv->name, *moved ? ", with " : "", moved,
                          *moved ? " moved inside it" : "");
}

bool lg_pass_interchange(lg_Program *p) {
  for (int i = 0; i < p->nregions; i++)
    try_region(p, p->regions[i]);
  return true;
}

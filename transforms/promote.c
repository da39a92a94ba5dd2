/* promote.c — lg_pass_promote: an array element that a sequential loop of
 * a thread accumulates into lives in a register for the length of the loop.
 *
 *     tmp[i][j] = 0.0;                     tmp[i][j] = 0.0;
 *     for (k = 0; k < nk; k++)       ==>   double lg_acc0 = tmp[i][j];
 *       tmp[i][j] += A[i][k] * B[k][j];    for (k = 0; k < nk; k++)
 *                                            lg_acc0 += A[i][k] * B[k][j];
 *                                          tmp[i][j] = lg_acc0;
 *
 * PolyBench (2mm, 3mm, gemm, syrk, syr2k, trmm) and most C written from a
 * textbook accumulate into the output element itself. As written, every
 * step is a load and a store of global memory, and the schedule chooser
 * (schedule.c) sees no matrix product, which it recognises by scalar
 * updates; promoted, the nest is the product it knows (register tiles,
 * staging). The same operations run in the same order on a variable of
 * the element's type, so the values are C's to the bit.
 *
 * When: a loop L of a kernel region, below at least two loops of it (the
 * nests whose inner loops can be threads: a loop directly under the
 * annotated one is a row walk that inner_reduce.c splits as it is), in a
 * block; X[s] is updated in L's body; every occurrence of X in L's body is
 * X[s], with s the same expressions (no variable that L's body assigns,
 * no loop variable of L or below, no array read, no call); L's body makes
 * no call to a function of the file, takes no address and has no jump;
 * and a statement of the same block outside L touches X[s] too, so the
 * load before L and the store after it touch no element that C does not
 * (an empty L then reads and writes back the value the statement left).
 * Distinct arrays are distinct objects here, as for the dependence test
 * (depend.c). The pass runs before the analyses, which see the new form.
 */
#include <string.h>

#include "analysis.h"
#include "passes.h"

typedef struct Promote {
  lg_Program *p;
  lg_Region *r;
  int count;        /* lg_acc<N>: unique in the region */
  lg_PtrVec accs;   /* lg_Var *: the registers made */
  lg_PtrVec what;   /* const char *: for the dump */
} Promote;

/* ---- what L's body does ----------------------------------------------------- */

typedef struct Body {
  lg_Arena *a;
  lg_PtrVec assigned; /* lg_Var *: scalars assigned, loop variables */
  bool blocked;       /* a call of the file, an address taken, a jump */
} Body;

static bool body_expr(void *ctx, lg_Expr *e) {
  Body *b = ctx;
  const lg_Expr *t = NULL;
  if (e->kind == LG_E_ASSIGN)
    t = e->args[0];
  else if (e->kind == LG_E_UNARY && (e->op == LG_OP_PREINC || e->op == LG_OP_PREDEC ||
                                     e->op == LG_OP_POSTINC || e->op == LG_OP_POSTDEC))
    t = e->args[0];
  while (t && t->kind == LG_E_MEMBER)
    t = t->args[0];
  if (t && t->kind == LG_E_VAR)
    lg_vec_push(b->a, &b->assigned, t->var);
  if ((e->kind == LG_E_CALL && e->fn) || (e->kind == LG_E_UNARY && e->op == LG_OP_ADDR))
    b->blocked = true;
  return true;
}

static void body_stmt(Body *b, lg_Stmt *s) {
  if (!s)
    return;
  switch (s->kind) {
  case LG_S_BREAK:
  case LG_S_CONTINUE:
  case LG_S_RETURN:
  case LG_S_GOTO:
  case LG_S_LABEL: b->blocked = true; return;
  case LG_S_FOR:
    lg_vec_push(b->a, &b->assigned, s->loop->iv);
    lg_walk_expr(s->loop->lb, body_expr, b);
    lg_walk_expr(s->loop->ub, body_expr, b);
    body_stmt(b, s->loop->body);
    return;
  case LG_S_DECL:
    lg_vec_push(b->a, &b->assigned, s->var);
    lg_walk_expr(s->init, body_expr, b);
    return;
  case LG_S_EXPR: lg_walk_expr(s->expr, body_expr, b); return;
  default:
    lg_walk_expr(s->expr, body_expr, b);
    for (int i = 0; i < s->nstmts; i++)
      body_stmt(b, s->stmts[i]);
    body_stmt(b, s->then);
    body_stmt(b, s->els);
    return;
  }
}

static bool in_vec(const lg_PtrVec *v, const void *x) {
  for (int i = 0; i < v->n; i++)
    if (v->items[i] == x)
      return true;
  return false;
}

/* A subscript that stays one value for the whole of L: no array read, no
 * call, no variable L's body (or L itself) assigns. */
static bool fixed(const lg_Expr *e, const Body *b) {
  if (!e)
    return true;
  if (e->kind == LG_E_INDEX || e->kind == LG_E_CALL || e->kind == LG_E_ASSIGN ||
      e->kind == LG_E_MEMBER)
    return false;
  if (e->kind == LG_E_UNARY && e->op >= LG_OP_PREINC)
    return false;
  if (e->kind == LG_E_VAR && in_vec(&b->assigned, e->var))
    return false;
  for (int i = 0; i < e->nargs; i++)
    if (!fixed(e->args[i], b))
      return false;
  return true;
}

static bool same_element(const lg_Expr *x, const lg_Expr *y) {
  if (x->kind != LG_E_INDEX || y->kind != LG_E_INDEX || x->var != y->var || x->nargs != y->nargs)
    return false;
  for (int i = 0; i < x->nargs; i++)
    if (!lg_expr_equal(x->args[i], y->args[i]))
      return false;
  return true;
}

/* ---- occurrences of X -------------------------------------------------------- */

typedef struct Occ {
  const lg_Expr *elem; /* X[s] */
  bool other;          /* X named otherwise (another element, the pointer itself) */
  bool updated;        /* X[s] assigned */
  int n;
} Occ;

static bool occ_expr(void *ctx, lg_Expr *e) {
  Occ *o = ctx;
  if (e->kind == LG_E_ASSIGN && same_element(e->args[0], o->elem))
    o->updated = true;
  if ((e->kind == LG_E_VAR || e->kind == LG_E_INDEX) && e->var == o->elem->var) {
    if (same_element(e, o->elem))
      o->n++;
    else
      o->other = true;
  }
  return true;
}

/* ---- the rewrite --------------------------------------------------------------- */

typedef struct Swap {
  lg_Arena *a;
  const lg_Expr *elem;
  lg_Var *acc;
} Swap;

static bool swap_expr(void *ctx, lg_Expr *e) {
  Swap *s = ctx;
  for (int i = 0; i < e->nargs; i++)
    if (same_element(e->args[i], s->elem)) {
      lg_Expr *v = LG_NEW(s->a, lg_Expr);
      *v = *e->args[i];
      v->kind = LG_E_VAR;
      v->var = s->acc;
      v->args = NULL;
      v->nargs = 0;
      e->args[i] = v;
    }
  return true;
}

static void swap_stmt(Swap *sw, lg_Stmt *s);

static void swap_top(Swap *sw, lg_Expr **slot) {
  if (*slot && same_element(*slot, sw->elem)) {
    lg_Expr *v = LG_NEW(sw->a, lg_Expr);
    *v = **slot;
    v->kind = LG_E_VAR;
    v->var = sw->acc;
    v->args = NULL;
    v->nargs = 0;
    *slot = v;
  }
  lg_walk_expr(*slot, swap_expr, sw);
}

static void swap_stmt(Swap *sw, lg_Stmt *s) {
  if (!s)
    return;
  swap_top(sw, &s->expr);
  swap_top(sw, &s->init);
  for (int i = 0; i < s->nstmts; i++)
    swap_stmt(sw, s->stmts[i]);
  swap_stmt(sw, s->then);
  swap_stmt(sw, s->els);
  if (s->kind == LG_S_FOR)
    swap_stmt(sw, s->loop->body);
}

static lg_Expr *var_ref(lg_Arena *a, lg_Var *v, const lg_Expr *like) {
  lg_Expr *e = LG_NEW(a, lg_Expr);
  e->kind = LG_E_VAR;
  e->var = v;
  e->type = like->type;
  e->loc = like->loc;
  return e;
}

static lg_Expr *clone_expr(lg_Arena *a, const lg_Expr *e) {
  lg_Expr *y = LG_NEW(a, lg_Expr);
  *y = *e;
  if (e->nargs) {
    y->args = LG_NEW_ARRAY(a, lg_Expr *, e->nargs);
    for (int i = 0; i < e->nargs; i++)
      y->args[i] = clone_expr(a, e->args[i]);
  }
  return y;
}

/* The elements L's body assigns (`X[s] = ...`, `X[s] op= ...`), each once. */
typedef struct Updates {
  lg_Arena *a;
  lg_PtrVec elems;
} Updates;

static bool update_expr(void *ctx, lg_Expr *e) {
  Updates *u = ctx;
  if (e->kind != LG_E_ASSIGN || e->args[0]->kind != LG_E_INDEX ||
      !lg_is_scalar_type(e->args[0]->type))
    return true;
  for (int i = 0; i < u->elems.n; i++)
    if (same_element(u->elems.items[i], e->args[0]))
      return true;
  lg_vec_push(u->a, &u->elems, e->args[0]);
  return true;
}

/* Another statement of the block, an expression statement that runs
 * whenever L does, touches X[s]. */
static bool sibling_touches(const lg_Stmt *blk, int at, const lg_Expr *elem) {
  for (int m = 0; m < blk->nstmts; m++) {
    const lg_Stmt *s = blk->stmts[m];
    if (m == at || s->kind != LG_S_EXPR)
      continue;
    Occ o = {elem, false, false, 0};
    lg_walk_expr(s->expr, occ_expr, &o);
    if (o.n)
      return true;
  }
  return false;
}

static void insert(lg_Arena *a, lg_Stmt *blk, int at, lg_Stmt *s) {
  lg_Stmt **ss = LG_NEW_ARRAY(a, lg_Stmt *, blk->nstmts + 1);
  memcpy(ss, blk->stmts, sizeof(*ss) * (size_t)at);
  ss[at] = s;
  memcpy(ss + at + 1, blk->stmts + at, sizeof(*ss) * (size_t)(blk->nstmts - at));
  blk->stmts = ss;
  blk->nstmts++;
}

/* Promotes what it can of the loop at blk->stmts[at]; returns how many
 * statements it added before it (a declaration each). */
static int promote_loop(Promote *pr, lg_Stmt *blk, int at) {
  lg_Arena *a = pr->p->arena;
  lg_Loop *L = blk->stmts[at]->loop;
  if (L->dir || L->opaque || lg_stmt_has_jump(blk))
    return 0;
  Body b = {a, {0}, false};
  lg_vec_push(a, &b.assigned, L->iv);
  body_stmt(&b, L->body);
  if (b.blocked)
    return 0;
  Updates u = {a, {0}};
  lg_walk_stmt_exprs(L->body, update_expr, &u);
  int added = 0;
  for (int k = 0; k < u.elems.n; k++) {
    const lg_Expr *elem = clone_expr(a, u.elems.items[k]);
    bool ok = true;
    for (int d = 0; d < elem->nargs && ok; d++)
      ok = fixed(elem->args[d], &b);
    /* the array itself must stay put too (a local pointer L moves) */
    if (!ok || elem->var->type->kind == LG_T_RECORD || in_vec(&b.assigned, elem->var))
      continue;
    Occ o = {elem, false, false, 0};
    lg_walk_stmt_exprs(L->body, occ_expr, &o);
    if (o.other || !sibling_touches(blk, at, elem))
      continue;
    /* the register: the element's type, unqualified */
    lg_Type *t = LG_NEW(a, lg_Type);
    *t = *elem->type;
    t->is_const = false;
    lg_Var *acc = lg_new_var(pr->p, NULL);
    acc->name = acc->host_name = lg_fmt(a, "lg_acc%d", pr->count++);
    acc->type = t;
    acc->scope = LG_VS_LOCAL;
    acc->loc = elem->loc;
    acc->region = pr->r;
    lg_region_add_var(pr->p, pr->r, acc);
    lg_vec_push(a, &pr->accs, acc);
    lg_PrintCtx pc = {.p = pr->p, .a = a};
    lg_vec_push(a, &pr->what, (void *)lg_fmt(a, "%s in loop %s line %d as %s",
                                            lg_expr_text_top(&pc, elem), L->iv->name,
                                            L->loc.line, acc->name));
    Swap sw = {a, elem, acc};
    swap_stmt(&sw, L->body);
    lg_Stmt *decl = LG_NEW(a, lg_Stmt);
    decl->kind = LG_S_DECL; /* generated: no location, no #line */
    decl->var = acc;
    decl->init = clone_expr(a, elem);
    lg_Stmt *store = LG_NEW(a, lg_Stmt);
    store->kind = LG_S_EXPR;
    lg_Expr *as = LG_NEW(a, lg_Expr);
    as->kind = LG_E_ASSIGN;
    as->op = LG_OP_ASSIGN;
    as->type = elem->type;
    as->loc = elem->loc;
    as->nargs = 2;
    as->args = LG_NEW_ARRAY(a, lg_Expr *, 2);
    as->args[0] = clone_expr(a, elem);
    as->args[1] = var_ref(a, acc, elem);
    store->expr = as;
    insert(a, blk, at + 1, store);
    insert(a, blk, at, decl);
    at++;
    added++;
  }
  return added;
}

/* depth: the loops of the region around s (the annotated one counts) */
static void promote_in(Promote *pr, lg_Stmt *s, int depth) {
  if (!s)
    return;
  switch (s->kind) {
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++) {
      if (s->stmts[i]->kind == LG_S_FOR && depth >= 2)
        i += promote_loop(pr, s, i);
      promote_in(pr, s->stmts[i], depth);
    }
    return;
  case LG_S_FOR: promote_in(pr, s->loop->body, depth + 1); return;
  case LG_S_IF:
  case LG_S_WHILE:
  case LG_S_DO:
  case LG_S_SWITCH:
    promote_in(pr, s->then, depth);
    promote_in(pr, s->els, depth);
    return;
  default: return;
  }
}

bool lg_pass_promote(lg_Program *p) {
  for (int i = 0; i < p->nregions; i++) {
    lg_Region *r = p->regions[i];
    if (lg_dir_find(r->loop->dir, LG_CL_REDUCTION))
      continue;
    Promote pr = {p, r, 0, {0}, {0}};
    bool had = r->analysis != NULL;
    promote_in(&pr, r->loop->body, 1);
    if (!pr.accs.n)
      continue;
    /* interchange.c may have made the RegionInfo from the body before */
    lg_RegionInfo *ri = lg_region_info(p, r);
    for (int k = 0; had && k < pr.accs.n; k++)
      lg_vec_push(p->arena, &ri->written, pr.accs.items[k]);
    ri->promoted = pr.what;
  }
  return true;
}

/* distribute.c — lg_pass_distribute: a parallel loop whose body is
 * statements around one inner loop becomes one kernel per group.
 *
 * PolyBench's correlation ends with
 *
 *     for (i = 0; i < m - 1; i++) {            for (i ...)           <- kernel 1
 *       corr[i][i] = 1.0;                        corr[i][i] = 1.0;
 *       for (j = i + 1; j < m; j++) {    ==>   for (i ...)           <- kernel 2
 *         corr[i][j] = 0.0; ...                  for (j = i + 1 ...) <- mapped too
 *       }                                          ...
 *     }
 *
 * As written only `i` is a candidate for threads (its body is not one
 * loop): each of m threads walked a triangle row of m * n products (128 ms
 * on the H200 against PPCG's 17.6 for the whole program). Split, the second
 * kernel is covariance's product, i and j threads, register tiles.
 *
 * Why it keeps C's meaning: the annotated loop `i` carries no dependence
 * (the test of depend.c, on the region as written), so no two iterations
 * touch one element, one of them writing it, and no statement instance of
 * one iteration needs to run before or after those of another. Running
 * every iteration's first group, then every iteration's second group, keeps
 * the order within each iteration, which is all the order there is. Scalars
 * are not in that test: no scalar may be written in one group and named in
 * another (a private temporary would lose its value), and the body may not
 * declare one at its top level. No jump may leave a group.
 *
 * The split is tried only on a directive without clauses (a clause is about
 * the nest as written), with the body a sequence of expression statements
 * and exactly one loop, and kept only when the inner loop's part maps more
 * loops than the nest as written (the probe of depend.c on the parts). The
 * parts are regions of their own that share the annotated loop's place in
 * the file: the host code runs them in order (print_cuda.c), and datarun.c
 * makes them one data region, so the arrays stay on the device between
 * them.
 */
#include <string.h>

#include "analysis.h"
#include "passes.h"

typedef struct Names {
  lg_Arena *a;
  lg_PtrVec *read, *written;
} Names;

static void add(lg_Arena *a, lg_PtrVec *v, lg_Var *x) {
  for (int i = 0; i < v->n; i++)
    if (v->items[i] == x)
      return;
  lg_vec_push(a, v, x);
}

static bool names_visit(void *ctx, lg_Expr *e) {
  Names *n = ctx;
  if ((e->kind == LG_E_VAR || e->kind == LG_E_INDEX) && e->var && !lg_is_array_like(e->var))
    add(n->a, n->read, e->var);
  lg_Var *w = lg_expr_assigned_var(e);
  if (w)
    add(n->a, n->written, w);
  return true;
}

/* the loops' variables a group sets (their headers) */
static void loop_iv_visit(void *ctx, lg_Loop *l) {
  Names *n = ctx;
  add(n->a, n->written, l->iv);
}

static bool shares(const lg_PtrVec *w, const lg_PtrVec *r, const lg_Var *iv) {
  for (int i = 0; i < w->n; i++)
    for (int k = 0; k < r->n; k++)
      if (w->items[i] == r->items[k] && w->items[i] != iv)
        return true;
  return false;
}

static lg_Stmt *block_of(lg_Arena *a, lg_Stmt **stmts, int n, lg_Loc loc) {
  if (n == 1)
    return stmts[0];
  lg_Stmt *b = LG_NEW(a, lg_Stmt);
  b->kind = LG_S_BLOCK;
  b->loc = loc;
  b->stmts = LG_NEW_ARRAY(a, lg_Stmt *, n);
  memcpy(b->stmts, stmts, (size_t)n * sizeof *stmts);
  b->nstmts = n;
  return b;
}

/* Inserts `part` after `after` in a list of regions. */
static void insert_after(lg_Arena *a, lg_Region ***list, int *n, lg_Region *after,
                         lg_Region *part) {
  lg_Region **l = LG_NEW_ARRAY(a, lg_Region *, *n + 1);
  int k = 0;
  for (int i = 0; i < *n; i++) {
    l[k++] = (*list)[i];
    if ((*list)[i] == after)
      l[k++] = part;
  }
  if (k == *n) /* not there: nothing to insert after */
    return;
  *list = l;
  *n = k;
}

/* A part's own variables: those declared in the region (its loops' own
 * instances of `int i, j, k;`, its temporaries) belong to the part, each
 * part a copy, so that no part takes another's for a variable of the host
 * (map.c: its parameters are the variables declared outside it). */
typedef struct Relocal {
  lg_Program *p;
  const lg_Region *from;
  lg_Region *to;
  lg_PtrVec old, new_;
} Relocal;

static lg_Var *relocal_var(void *ctx, lg_Var *v) {
  Relocal *rl = ctx;
  if (!v || v->region != rl->from)
    return v;
  for (int i = 0; i < rl->old.n; i++)
    if (rl->old.items[i] == v)
      return rl->new_.items[i];
  lg_Var *c = lg_new_var(rl->p, v);
  c->region = rl->to;
  lg_vec_push(rl->p->arena, &rl->old, v);
  lg_vec_push(rl->p->arena, &rl->new_, c);
  return c;
}

static lg_Expr *relocal_expr(void *ctx, lg_Expr *e) {
  Relocal *rl = ctx;
  lg_Expr *y = LG_NEW(rl->p->arena, lg_Expr);
  *y = *e;
  if (e->var)
    y->var = relocal_var(ctx, e->var);
  if (e->nargs) {
    y->args = LG_NEW_ARRAY(rl->p->arena, lg_Expr *, e->nargs);
    for (int i = 0; i < e->nargs; i++)
      y->args[i] = relocal_expr(ctx, e->args[i]);
  }
  return y;
}

/* Part x (not the first) gets its own copy of its loop and of the region's
 * variables: x->loop is `for (i ...) body` with every variable local to r
 * replaced. */
static void relocate(lg_Program *p, const lg_Region *r, lg_Region *x) {
  Relocal rl = {p, r, x, {0}, {0}};
  lg_Stmt tmp = {0};
  tmp.kind = LG_S_FOR;
  tmp.loc = x->loop->loc;
  tmp.loop = x->loop;
  lg_Stmt *c = lg_clone_stmt(p->arena, &tmp, relocal_expr, relocal_var, &rl);
  x->loop = c->loop;
  lg_Var **vs = LG_NEW_ARRAY(p->arena, lg_Var *, r->nvars ? r->nvars : 1);
  for (int i = 0; i < r->nvars; i++)
    vs[i] = relocal_var(&rl, r->vars[i]);
  x->vars = vs;
  x->nvars = r->nvars;
}

/* The variables a part names (its loops' headers and bodies, its
 * declarations): lg_Region.vars of the part keeps only those, so that a
 * part has no parameter for what only another part uses. */
typedef struct Used {
  lg_Arena *a;
  lg_PtrVec vars;
} Used;

/* a variable, and the host's variable that a loop's own instance stands
   for (lg_Var.origin: the host half passes it, so it stays used there) */
static void use(Used *u, lg_Var *v) {
  if (!v)
    return;
  add(u->a, &u->vars, v);
  if (v->origin)
    add(u->a, &u->vars, v->origin);
}

static bool used_visit(void *ctx, lg_Expr *e) {
  use(ctx, e->var);
  return true;
}

static void used_stmt(Used *u, lg_Stmt *s) {
  if (!s)
    return;
  use(u, s->var);
  if (s->kind == LG_S_FOR) {
    use(u, s->loop->iv);
    lg_walk_expr(s->loop->lb, used_visit, u);
    lg_walk_expr(s->loop->ub, used_visit, u);
    lg_walk_expr(lg_loop_extra_bound(s->loop), used_visit, u);
    used_stmt(u, s->loop->body);
    return;
  }
  lg_walk_expr(s->expr, used_visit, u);
  lg_walk_expr(s->init, used_visit, u);
  for (int k = 0; k < s->nstmts; k++)
    used_stmt(u, s->stmts[k]);
  used_stmt(u, s->then);
  used_stmt(u, s->els);
}

static void keep_used_vars(lg_Program *p, lg_Region *x) {
  Used u = {p->arena, {0}};
  lg_Stmt tmp = {0};
  tmp.kind = LG_S_FOR;
  tmp.loop = x->loop;
  used_stmt(&u, &tmp);
  lg_Var **vs = LG_NEW_ARRAY(p->arena, lg_Var *, x->nvars ? x->nvars : 1);
  int n = 0;
  for (int i = 0; i < x->nvars; i++)
    for (int k = 0; k < u.vars.n; k++)
      if (u.vars.items[k] == x->vars[i]) {
        vs[n++] = x->vars[i];
        break;
      }
  x->vars = vs;
  x->nvars = n;
}

static void try_region(lg_Program *p, lg_Region *r) {
  lg_Arena *a = p->arena;
  lg_Loop *i = r->loop;
  if ((i->dir && i->dir->nclauses) || i->opaque || !i->iv || !i->body ||
      i->body->kind != LG_S_BLOCK)
    return;
  lg_Stmt *body = i->body;
  /* groups: runs of expression statements, and the one loop */
  int nloops = 0, ngroups = 0;
  int start[64], len[64];
  for (int k = 0; k < body->nstmts; k++) {
    lg_Stmt *s = body->stmts[k];
    if (s->kind == LG_S_NULL)
      continue;
    if (s->kind == LG_S_FOR) {
      if (s->loop->dir || s->loop->opaque || ++nloops > 1)
        return;
    } else if (s->kind != LG_S_EXPR) {
      return;
    }
    bool join = ngroups > 0 && s->kind == LG_S_EXPR &&
                body->stmts[start[ngroups - 1]]->kind == LG_S_EXPR;
    if (join) {
      len[ngroups - 1] = k - start[ngroups - 1] + 1;
      continue;
    }
    if (ngroups == 64)
      return;
    start[ngroups] = k;
    len[ngroups++] = 1;
  }
  if (nloops != 1 || ngroups < 2 || lg_stmt_has_jump(body) || lg_stmt_has_break(body) ||
      lg_stmt_has_continue(body))
    return;
  /* no scalar written in one group and named in another */
  lg_PtrVec *reads = LG_NEW_ARRAY(a, lg_PtrVec, ngroups);
  lg_PtrVec *writes = LG_NEW_ARRAY(a, lg_PtrVec, ngroups);
  for (int g = 0; g < ngroups; g++) {
    Names n = {a, &reads[g], &writes[g]};
    for (int k = start[g]; k < start[g] + len[g]; k++) {
      lg_walk_stmt_exprs(body->stmts[k], names_visit, &n);
      lg_walk_loops(body->stmts[k], loop_iv_visit, &n);
    }
  }
  for (int g = 0; g < ngroups; g++)
    for (int h = 0; h < ngroups; h++)
      if (g != h && shares(&writes[g], &reads[h], i->iv))
        return;

  /* the parts, each `for (i ...) group` with i's header */
  lg_Loop **loops = LG_NEW_ARRAY(a, lg_Loop *, ngroups);
  int inner = -1;
  for (int g = 0; g < ngroups; g++) {
    loops[g] = LG_NEW(a, lg_Loop);
    *loops[g] = *i;
    loops[g]->body = block_of(a, &body->stmts[start[g]], len[g], body->loc);
    if (body->stmts[start[g]]->kind == LG_S_FOR)
      inner = g;
  }
  lg_Region before = *r, part = *r;
  before.analysis = part.analysis = NULL;
  part.loop = loops[inner];
  int was = lg_depend_probe(p, &before);
  if (was == 0 || lg_depend_probe(p, &part) <= was)
    return; /* not parallel, or nothing gained: depend.c and map.c see it whole */

  lg_Region *prev = r;
  for (int g = 0; g < ngroups; g++) {
    lg_Region *x = r;
    if (g > 0) {
      x = LG_NEW(a, lg_Region);
      *x = *r;
      x->name = lg_fmt(a, "%s_%d", r->name, g);
      insert_after(a, &p->regions, &p->nregions, prev, x);
      insert_after(a, &r->fn->regions, &r->fn->nregions, prev, x);
      for (lg_HostLoop *h = r->host; h; h = h->parent)
        insert_after(a, &h->regions, &h->nregions, prev, x);
    }
    x->loop = g == 0 ? i : loops[g];
    x->analysis = NULL;
    x->part = g;
    if (g > 0) {
      relocate(p, r, x);
      keep_used_vars(p, x);
    }
    prev = x;
  }
  i->body = loops[0]->body;
  keep_used_vars(p, r); /* after the other parts took their copies of r->vars */
  for (lg_Region *x = r; x; ) {
    lg_RegionInfo *ri = lg_region_info(p, x);
    ri->reschedule = lg_fmt(a,
                            "loop %s (line %d) carries no dependence: its body split into %d "
                            "kernels, one for each group of statements and one for the loop at "
                            "line %d (part %d of %d)",
                            i->iv->name, i->loc.line, ngroups,
                            body->stmts[start[inner]]->loc.line, x->part + 1, ngroups);
    int k = 0;
    while (k < p->nregions && p->regions[k] != x)
      k++;
    x = k + 1 < p->nregions && p->regions[k + 1]->loop->begin == i->begin &&
                p->regions[k + 1]->part > x->part
            ? p->regions[k + 1]
            : NULL;
  }
}

bool lg_pass_distribute(lg_Program *p) {
  int n = p->nregions;
  lg_Region **rs = LG_NEW_ARRAY(p->arena, lg_Region *, n ? n : 1);
  if (n)
    memcpy(rs, p->regions, (size_t)n * sizeof *rs);
  for (int k = 0; k < n; k++)
    try_region(p, rs[k]);
  return true;
}

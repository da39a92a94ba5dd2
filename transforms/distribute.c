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
 * and loops, and kept only when some part maps more loops than the nest as
 * written (the probe of depend.c on the parts). The
 * parts are regions of their own that share the annotated loop's place in
 * the file: the host code runs them in order (print_cuda.c), and datarun.c
 * makes them one data region, so the arrays stay on the device between
 * them.
 *
 * Under a loop that carries a dependence (atax, bicg) the split needs more:
 * running all of group g before any of a later group h reverses every pair
 * of instances where h's ran first in C. lg_depend_order (depend.c, isl)
 * proves that no such pair touches one element, one of them writing it.
 * The annotated loop may head a band of loops nested alone (symm: j, i
 * after interchange.c's swap, of which only the innermost carries a
 * dependence; the outer ones carry none, so a pair that meets is at one
 * value of them): the band is copied around every part, and the order test
 * is on the innermost band loop. Items that share a scalar are one group,
 * the later ones moved up to the first (symm's `temp2 = 0`, its sum and the
 * statement that reads it, ahead of the column update that stood between
 * them); an item moved ahead of another must not meet it at the same band
 * point either. A part whose dependent band loop bounds the loop below it
 * (`k < i`) takes interchange.c's sink: k outermost, i innermost.
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

/* The scalars a group reads and writes. A loop's header writes its
 * variable; reads of it inside that loop's own body are not the group's
 * reads (they see the header's value), so two loops over one `j` (an inner
 * loop split by fission below) do not share it. */
typedef struct Scoped {
  Names *n;
  const lg_Var *bound[64];
  int nbound;
} Scoped;

static bool scoped_visit(void *ctx, lg_Expr *e) {
  Scoped *sc = ctx;
  if ((e->kind == LG_E_VAR || e->kind == LG_E_INDEX) && e->var) {
    for (int k = 0; k < sc->nbound; k++)
      if (sc->bound[k] == e->var) {
        Names tmp = *sc->n;
        lg_PtrVec none = {0};
        tmp.read = &none; /* still a write, if it is one */
        names_visit(&tmp, e);
        return true;
      }
  }
  names_visit(sc->n, e);
  return true;
}

static void scoped_names(Scoped *sc, lg_Stmt *s) {
  if (!s)
    return;
  switch (s->kind) {
  case LG_S_FOR:
    add(sc->n->a, sc->n->written, s->loop->iv);
    lg_walk_expr(s->loop->lb, scoped_visit, sc);
    lg_walk_expr(s->loop->ub, scoped_visit, sc);
    lg_walk_expr(lg_loop_extra_bound(s->loop), scoped_visit, sc);
    if (sc->nbound < 64) {
      sc->bound[sc->nbound++] = s->loop->iv;
      scoped_names(sc, s->loop->body);
      sc->nbound--;
    } else {
      lg_walk_stmt_exprs(s->loop->body, names_visit, sc->n);
    }
    break;
  case LG_S_BLOCK:
    for (int k = 0; k < s->nstmts; k++)
      scoped_names(sc, s->stmts[k]);
    break;
  case LG_S_IF:
  case LG_S_WHILE:
  case LG_S_DO:
  case LG_S_SWITCH:
    lg_walk_expr(s->expr, scoped_visit, sc);
    scoped_names(sc, s->then);
    scoped_names(sc, s->els);
    break;
  default:
    lg_walk_stmt_exprs(s, scoped_visit, sc);
    break;
  }
}

/* the band: the annotated loop and the loops nested alone in it, whose
   variables every part has */
typedef struct Band {
  lg_Loop *loop[3];
  int depth;
} Band;

static bool band_iv(const Band *b, const lg_Var *v) {
  for (int k = 0; k < b->depth; k++)
    if (b->loop[k]->iv == v)
      return true;
  return false;
}

static bool shares(const lg_PtrVec *w, const lg_PtrVec *r, const Band *band) {
  for (int i = 0; i < w->n; i++)
    for (int k = 0; k < r->n; k++)
      if (w->items[i] == r->items[k] && !band_iv(band, w->items[i]))
        return true;
  return false;
}

/* a copy of the band around `body` (its outermost loop returned) */
static lg_Loop *band_around(lg_Arena *a, const Band *band, lg_Stmt *body) {
  lg_Stmt *s = body;
  lg_Loop *c = NULL;
  for (int x = band->depth - 1; x >= 0; x--) {
    c = LG_NEW(a, lg_Loop);
    *c = *band->loop[x];
    c->body = s;
    s = LG_NEW(a, lg_Stmt);
    s->kind = LG_S_FOR;
    s->loc = c->loc;
    s->loop = c;
  }
  return c;
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

/* a variable of r: the part's own copy */
static lg_Expr *relocal_node(void *ctx, const lg_Expr *e) {
  Relocal *rl = ctx;
  lg_Var *v = e->var ? relocal_var(ctx, e->var) : NULL;
  if (v == e->var)
    return NULL;
  lg_Expr *y = LG_NEW(rl->p->arena, lg_Expr);
  *y = *e;
  y->var = v;
  if (e->nargs) {
    y->args = LG_NEW_ARRAY(rl->p->arena, lg_Expr *, e->nargs);
    for (int i = 0; i < e->nargs; i++)
      y->args[i] = lg_subst_expr(rl->p->arena, e->args[i], relocal_node, ctx);
  }
  return y;
}

static lg_Expr *relocal_expr(void *ctx, lg_Expr *e) {
  return lg_subst_expr(((Relocal *)ctx)->p->arena, e, relocal_node, ctx);
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

/* The variables a part names (lg_loop_vars): lg_Region.vars of the part
 * keeps only those, so that a part has no parameter for what only another
 * part uses. */
static void keep_used_vars(lg_Program *p, lg_Region *x) {
  lg_PtrVec used = lg_loop_vars(p->arena, x->loop);
  lg_Var **vs = LG_NEW_ARRAY(p->arena, lg_Var *, x->nvars ? x->nvars : 1);
  int n = 0;
  for (int i = 0; i < x->nvars; i++)
    for (int k = 0; k < used.n; k++)
      if (used.items[k] == x->vars[i]) {
        vs[n++] = x->vars[i];
        break;
      }
  x->vars = vs;
  x->nvars = n;
}

/* ---- fission of an inner loop (a dependent annotated loop) -------------- */

/* The variable whose element or value an lvalue names: the base of
   `a[i][j]`, of `s.x`, or `v` itself. */
static lg_Var *lvalue_var(const lg_Expr *t) {
  while (t && t->kind == LG_E_MEMBER)
    t = t->args[0];
  return t && (t->kind == LG_E_VAR || t->kind == LG_E_INDEX) ? t->var : NULL;
}

typedef struct Touch {
  lg_Arena *a;
  lg_PtrVec written;
  bool calls; /* a function of the file: what it writes is not analysed here */
} Touch;

static bool touch_visit(void *ctx, lg_Expr *e) {
  Touch *t = ctx;
  lg_Var *w = NULL;
  if (e->kind == LG_E_ASSIGN)
    w = lvalue_var(e->args[0]);
  else if (e->kind == LG_E_UNARY &&
           (e->op == LG_OP_PREINC || e->op == LG_OP_PREDEC || e->op == LG_OP_POSTINC ||
            e->op == LG_OP_POSTDEC || e->op == LG_OP_ADDR))
    w = lvalue_var(e->args[0]);
  if (w)
    add(t->a, &t->written, w);
  if (e->kind == LG_E_CALL && e->fn)
    t->calls = true;
  return true;
}

/* `for (j ...) { S1; S2; ... }`, every S an expression statement, as one
 * loop over j for each S (out[0..n), returned n; 0 when it stays whole):
 * only when no statement names a variable (array or scalar) that another
 * writes, so no statement instance of one depends on one of another, and
 * the order between them is free. bicg's `s[j] += r[i] * A[i][j]; q[i] +=
 * A[i][j] * p[j];` */
static int fission(lg_Arena *a, lg_Stmt *s, lg_Stmt **out, int max) {
  if (s->kind != LG_S_FOR || s->loop->dir || s->loop->opaque || !s->loop->iv)
    return 0;
  lg_Stmt *b = lg_stmt_unwrap(s->loop->body);
  if (!b || b->kind != LG_S_BLOCK)
    return 0;
  lg_Stmt *st[64];
  int n = 0;
  for (int k = 0; k < b->nstmts; k++) {
    if (b->stmts[k]->kind == LG_S_NULL)
      continue;
    if (b->stmts[k]->kind != LG_S_EXPR || n == 64 || n == max)
      return 0;
    st[n++] = b->stmts[k];
  }
  if (n < 2)
    return 0;
  for (int x = 0; x < n; x++) {
    Touch t = {a, {0}, false};
    lg_walk_stmt_exprs(st[x], touch_visit, &t);
    if (t.calls)
      return 0;
    for (int w = 0; w < t.written.n; w++)
      for (int y = 0; y < n; y++)
        if (y != x && lg_stmt_names(st[y], t.written.items[w]))
          return 0;
  }
  for (int x = 0; x < n; x++) {
    lg_Loop *l = LG_NEW(a, lg_Loop);
    *l = *s->loop;
    l->body = st[x];
    lg_Stmt *f = LG_NEW(a, lg_Stmt);
    *f = *s;
    f->loop = l;
    out[x] = f;
  }
  return n;
}

/* the line a part's item starts at: a loop's, or for a loop split by
   fission, its statement's */
static int item_line(const lg_Stmt *s) {
  if (s->kind == LG_S_FOR && s->loop->body && s->loop->body->kind == LG_S_EXPR)
    return s->loop->body->loc.line;
  return s->loc.line;
}

/* ---- the parts -------------------------------------------------------------- */

/* How a part's nest is rescheduled: as written, interchange.c's swap (its
   dependent annotated loop inside the next), or its sink (a loop bounded by
   the dependent band loop's variable outermost). */
typedef enum Resched { AS_WRITTEN, SWAP, SINK } Resched;

/* How many loops the part `band { stmts }` maps: as written, swapped or
   sunk when a loop of the band carries a dependence. */
static int part_value(lg_Program *p, const lg_Region *r, const Band *band, lg_Stmt **stmts,
                      int n, Resched *how) {
  lg_Region x = *r;
  x.analysis = NULL;
  x.loop = band_around(p->arena, band, block_of(p->arena, stmts, n, r->loop->body->loc));
  int v = lg_depend_probe(p, &x);
  *how = AS_WRITTEN;
  if (v == 0) {
    x.analysis = NULL;
    v = lg_interchange_swap(p, &x, false);
    *how = v > 0 ? SWAP : AS_WRITTEN;
  }
  if (v < band->depth && v > 0) {
    x.analysis = NULL;
    int sunk = lg_interchange_sink(p, &x, false);
    if (sunk > v) {
      v = sunk;
      *how = SINK;
    }
  }
  return v;
}

/* ---- the order of a parallel band ------------------------------------------ */

/* how many subscripted accesses have `v` alone (give or take a constant) as
   their last subscript: the variable that walks consecutive elements */
typedef struct Last {
  const lg_Var *v;
  int n;
} Last;

static bool last_visit(void *ctx, lg_Expr *e) {
  Last *l = ctx;
  if (e->kind != LG_E_INDEX || e->nargs < 1)
    return true;
  const lg_Expr *x = e->args[e->nargs - 1];
  while (x && x->kind == LG_E_CAST && x->nargs == 1)
    x = x->args[0];
  if (x && x->kind == LG_E_BINARY && (x->op == LG_OP_ADD || x->op == LG_OP_SUB) &&
      x->args[1]->kind == LG_E_INT)
    x = x->args[0];
  if (x && x->kind == LG_E_VAR && x->var == l->v)
    l->n++;
  return true;
}

static int last_count(lg_Stmt *s, const lg_Var *v) {
  Last l = {v, 0};
  lg_walk_stmt_exprs(s, last_visit, &l);
  return l.n;
}

/* A part whose two band loops are both parallel, with bounds free of each
 * other, keeps them in the order in which more accesses walk consecutive
 * elements with the inner one (it goes to x: map.c). symm's row part came
 * out of interchange.c's swap as `j { i }`, its C[i][j] and B[k][j] walked
 * by j. Both loops carry no dependence, so any order of them is C's. */
static bool order_band(lg_Program *p, lg_Region *x) {
  lg_Loop *o = x->loop;
  lg_Stmt *b = lg_stmt_unwrap(o->body);
  if (!b || b->kind != LG_S_FOR)
    return false;
  lg_Loop *in = b->loop;
  if (in->dir || lg_expr_names(in->lb, o->iv) || lg_expr_names(in->ub, o->iv) ||
      lg_expr_names(lg_loop_extra_bound(in), o->iv))
    return false;
  if (last_count(in->body, o->iv) <= last_count(in->body, in->iv))
    return false;
  /* what the code after the region may read must be C's last value: the
     loops' variables (an empty outer loop leaves the inner one's unset) and
     any scalar the body writes (written under a condition, which iteration
     writes it last depends on the order) */
  const lg_Var *ivs[4] = {o->iv, o->iv->origin, in->iv, in->iv->origin};
  for (int k = 0; k < 4; k++)
    if (ivs[k] && lg_live_after(x, ivs[k]))
      return false;
  Touch t = {p->arena, {0}, false};
  lg_walk_stmt_exprs(in->body, touch_visit, &t);
  for (int k = 0; k < t.written.n; k++) {
    const lg_Var *v = t.written.items[k];
    if (!lg_is_array_like(v) && (lg_live_after(x, v) || (v->origin && lg_live_after(x, v->origin))))
      return false;
  }
  lg_Region probe = *x;
  probe.analysis = NULL;
  if (lg_depend_probe(p, &probe) < 2)
    return false;
  /* in place: the region keeps its loop object, with its directive and place */
  lg_Loop outer = *o, inner = *in;
  *o = inner;
  o->dir = outer.dir;
  o->loc = outer.loc;
  o->begin = outer.begin;
  o->end = outer.end;
  o->end_line = outer.end_line;
  *in = outer;
  in->dir = NULL;
  in->loc = inner.loc;
  in->body = inner.body;
  o->body = b;
  x->analysis = NULL;
  return true;
}

/* Item x and item y name a scalar that the other writes (distribute.c's
   groups keep such items together). */
static bool linked(lg_Arena *a, lg_Stmt *x, lg_Stmt *y, const Band *band) {
  lg_PtrVec rx = {0}, wx = {0}, ry = {0}, wy = {0};
  Names nx = {a, &rx, &wx}, ny = {a, &ry, &wy};
  Scoped sx = {&nx, {0}, 0}, sy = {&ny, {0}, 0};
  scoped_names(&sx, x);
  scoped_names(&sy, y);
  return shares(&wx, &ry, band) || shares(&wy, &rx, band);
}

static void try_region(lg_Program *p, lg_Region *r) {
  lg_Arena *a = p->arena;
  lg_Loop *i = r->loop;
  if ((i->dir && i->dir->nclauses) || i->opaque || !i->iv || !i->body)
    return;
  /* the band: the annotated loop, and the plain loops nested alone in it
     (symm's j and i after interchange.c's swap); its innermost loop's body
     is what splits */
  Band band = {{i}, 1};
  for (lg_Stmt *u = lg_stmt_unwrap(i->body); u && u->kind == LG_S_FOR && band.depth < 3;
       u = lg_stmt_unwrap(u->loop->body)) {
    lg_Loop *c = u->loop;
    if (c->dir || c->opaque || !c->iv || c->form != LG_LOOP_PLAIN)
      return;
    band.loop[band.depth++] = c;
  }
  lg_Stmt *body = band.loop[band.depth - 1]->body;
  if (!body || body->kind != LG_S_BLOCK)
    return;
  if (lg_stmt_has_jump(body) || lg_stmt_has_break(body) || lg_stmt_has_continue(body))
    return;
  lg_Region whole = *r;
  whole.analysis = NULL;
  int was = lg_depend_probe(p, &whole);
  /* a loop of the band carries a dependence: only the innermost may */
  bool dependent = was < band.depth;
  if (was < band.depth - 1)
    return;

  /* the items: expression statements and loops; under a dependent loop, a
     loop of independent statements is one item per statement (fission) */
  int nitems = 0, nloops = 0;
  lg_Stmt *items[64];
  for (int k = 0; k < body->nstmts; k++) {
    lg_Stmt *s = body->stmts[k];
    if (s->kind == LG_S_NULL)
      continue;
    if (s->kind == LG_S_FOR) {
      if (s->loop->dir || s->loop->opaque)
        return;
      nloops++;
    } else if (s->kind != LG_S_EXPR) {
      return;
    }
    int nf = dependent ? fission(a, s, &items[nitems], 64 - nitems) : 0;
    if (nf) {
      nitems += nf;
      continue;
    }
    if (nitems == 64)
      return;
    items[nitems++] = s;
  }
  if (nloops == 0)
    return;
  /* items that share a scalar (one writes what the other names) stay in
     one group: each item moves up to the first item it is linked to,
     through others (symm: `temp2 = 0`, its sum and the statement reading
     it, ahead of the column update that stood between them) */
  int comp[64], order[64];
  for (int x = 0; x < nitems; x++) {
    comp[x] = x;
    for (int y = 0; y < x; y++)
      if (comp[y] != comp[x] && linked(a, items[y], items[x], &band)) {
        int to = comp[y] < comp[x] ? comp[y] : comp[x];
        int from = comp[y] < comp[x] ? comp[x] : comp[y];
        for (int z = 0; z <= x; z++)
          if (comp[z] == from)
            comp[z] = to;
      }
  }
  int norder = 0;
  for (int c = 0; c < nitems; c++)
    for (int x = 0; x < nitems; x++)
      if (comp[x] == c)
        order[norder++] = x;
  lg_Stmt *sorted[64];
  for (int x = 0; x < nitems; x++)
    sorted[x] = items[order[x]];
  memcpy(items, sorted, (size_t)nitems * sizeof *items);

  /* groups: the linked items, each its own group otherwise */
  int ngroups = 0;
  int start[64], len[64];
  for (int k = 0; k < nitems; k++) {
    if (ngroups > 0 && comp[order[k]] == comp[order[start[ngroups - 1]]]) {
      len[ngroups - 1]++;
      continue;
    }
    start[ngroups] = k;
    len[ngroups++] = 1;
  }
  if (ngroups < 2)
    return;
  /* neighbours join while the joined part maps as many loops as the better
     of the two (tmp[i] = 0 stays with the loop that sums into it) */
  int value[64];
  Resched how[64];
  for (int g = 0; g < ngroups; g++)
    value[g] = part_value(p, r, &band, &items[start[g]], len[g], &how[g]);
  for (int g = 0; g + 1 < ngroups;) {
    Resched hw;
    int v = part_value(p, r, &band, &items[start[g]], len[g] + len[g + 1], &hw);
    int best = value[g] > value[g + 1] ? value[g] : value[g + 1];
    if (v == 0 || v < best) {
      g++;
      continue;
    }
    len[g] += len[g + 1];
    value[g] = v;
    how[g] = hw;
    for (int h = g + 1; h + 1 < ngroups; h++) {
      start[h] = start[h + 1];
      len[h] = len[h + 1];
      value[h] = value[h + 1];
      how[h] = how[h + 1];
    }
    ngroups--;
  }
  if (ngroups < 2)
    return;
  int most = 0;
  for (int g = 0; g < ngroups; g++) {
    if (value[g] == 0)
      return; /* a part that maps nothing: depend.c sees the nest whole */
    if (value[g] > most)
      most = value[g];
  }
  if (most <= was)
    return; /* nothing gained */

  /* no scalar written in one group and named in another */
  lg_PtrVec *reads = LG_NEW_ARRAY(a, lg_PtrVec, ngroups);
  lg_PtrVec *writes = LG_NEW_ARRAY(a, lg_PtrVec, ngroups);
  for (int g = 0; g < ngroups; g++) {
    Names n = {a, &reads[g], &writes[g]};
    Scoped sc = {&n, {0}, 0};
    for (int k = start[g]; k < start[g] + len[g]; k++)
      scoped_names(&sc, items[k]);
  }
  for (int g = 0; g < ngroups; g++)
    for (int h = 0; h < ngroups; h++)
      if (g != h && shares(&writes[g], &reads[h], &band))
        return;
  /* The parts run one after the other: every instance of group g before
     any of a later group h. What that reverses: an instance of an item y of
     h that ran before one of an item x of g, at an earlier point of the
     band (the innermost band loop carries a dependence; the outer ones
     carry none, so the two are at one value of them), or at the same point
     when y stood before x in the body. Neither may touch an element the
     other touches, one of them writing it (arrays: the scalars are apart). */
  {
    lg_Region x = *r;
    x.analysis = NULL;
    x.loop = band_around(a, &band, block_of(a, items, nitems, body->loc));
    int group_of[64];
    for (int g = 0; g < ngroups; g++)
      for (int k = start[g]; k < start[g] + len[g]; k++)
        group_of[k] = g;
    for (int u = 0; u < nitems; u++)
      for (int v = 0; v < nitems; v++) {
        if (group_of[u] >= group_of[v])
          continue;
        bool moved = order[u] > order[v]; /* v stood before u in the body */
        if (!moved && !dependent)
          continue;
        x.analysis = NULL;
        if (lg_depend_order(p, &x, &items[u], 1, &items[v], 1, band.depth, moved))
          return;
      }
  }

  /* the parts, each `band { group }` with the band's headers */
  lg_Loop **loops = LG_NEW_ARRAY(a, lg_Loop *, ngroups);
  for (int g = 0; g < ngroups; g++)
    loops[g] = band_around(a, &band, block_of(a, &items[start[g]], len[g], body->loc));
  const char *iv_name = i->iv->name;
  int iv_line = i->loc.line;
  lg_Region *prev = r;
  lg_Region **parts = LG_NEW_ARRAY(a, lg_Region *, ngroups);
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
    parts[g] = x;
    prev = x;
  }
  i->body = loops[0]->body;
  keep_used_vars(p, r); /* after the other parts took their copies of r->vars */
  const char *what_loops = lg_fmt(a, "loop %s (line %d)", iv_name, iv_line);
  if (band.depth > 1) {
    what_loops = lg_fmt(a, "the nest of loops %s", iv_name);
    for (int k = 1; k < band.depth; k++)
      what_loops = lg_fmt(a, "%s, %s", what_loops, band.loop[k]->iv->name);
    what_loops = lg_fmt(a, "%s (line %d)", what_loops, iv_line);
  }
  for (int g = 0; g < ngroups; g++) {
    lg_Region *x = parts[g];
    int first = item_line(items[start[g]]), last = item_line(items[start[g] + len[g] - 1]);
    const char *what = first == last ? lg_fmt(a, "line %d", first)
                                     : lg_fmt(a, "lines %d to %d", first, last);
    const char *resched = "";
    if (how[g] != AS_WRITTEN) {
      x->analysis = NULL;
      if (how[g] == SWAP)
        lg_interchange_swap(p, x, true);
      else
        lg_interchange_sink(p, x, true);
      resched = lg_fmt(a, "; %s", lg_region_info(p, x)->reschedule);
    }
    const char *order = "";
    if (how[g] == AS_WRITTEN && band.depth == 2 && value[g] >= 2 && order_band(p, x))
      order = lg_fmt(a, "; %s outside, %s inside: the inner one walks consecutive elements",
                     x->loop->iv->name, iv_name);
    lg_RegionInfo *ri = lg_region_info(p, x);
    ri->reschedule = lg_fmt(a,
                            "%s %s: its body split into %d kernels, one for "
                            "each group of statements (part %d of %d: %s)%s%s",
                            what_loops,
                            !dependent ? "carries no dependence"
                                       : "carries dependences only within groups",
                            ngroups, x->part + 1, ngroups, what, resched, order);
  }
}

bool lg_pass_distribute(lg_Program *p) {
  lg_each_region(p, try_region);
  return true;
}

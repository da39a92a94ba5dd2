/* presburger.c — exact dependence tests on isl (the integer set library of
 * PPCG, Polly and GCC's Graphite), for the affine parts of a region.
 *
 * For two accesses a and b of one array (one of them a write) and a
 * candidate loop L (the candidates above it mapped, hence equal in both
 * iterations), the dependence set is
 *
 *   { [I_a] -> [I_b] : I_a in D_a, I_b in D_b, sub_a(I_a) = sub_b(I_b),
 *                      outer candidates equal, I_a[L] != I_b[L] }
 *
 * where D_x is the box of the loops around access x with their bounds (an
 * inner loop's bounds may use outer variables: triangles and trapezoids
 * are exact), over the region's invariant atoms as parameters. It is empty:
 * no two iterations of L touch one element, L is independent of this pair.
 * Otherwise the parameters for which it is not empty are compared with
 * those for which L has two iterations that run both accesses at all: the
 * same set, and the dependence is there whatever the sizes (proven); a
 * smaller one, and it depends on them (`a[i] = a[i + m]`), which, like an
 * access under a condition (its domain is only a bound), is "may".
 *
 * The polynomials are the region's (affine.c); a monomial with two atoms
 * (`n * i`, a symbolic stride that delinearization could not split) is no
 * Presburger term: such a pair is not decided here.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/ctx.h>
#include <isl/options.h>
#include <isl/ast.h>
#include <isl/ast_build.h>
#include <isl/schedule.h>
#include <isl/set.h>
#include <isl/union_map.h>
#include <isl/union_set.h>

#include "analysis.h"
#include "passes.h"
#include "presburger.h"

typedef struct Text {
  lg_Arena *a;
  const lg_Atoms *at;
  lg_Buf b;
  int *params;            /* invariant atoms used (indices), in order */
  int nparams, cap;
  bool ok;
  /* extents at one point (extent_isl.c): the invariant atoms' values, by
     atom index, in place of parameters; NULL: parameters */
  const long long *vals;
} Text;

static const char *param_name(Text *t, int atom) {
  /* by index: an atom's identity (the table may have grown, and moved,
     since a pointer into it was taken) */
  for (int i = 0; i < t->nparams; i++)
    if (t->params[i] == atom)
      return lg_fmt(t->a, "p%d", i);
  if (t->nparams == t->cap) {
    int cap = t->cap ? 2 * t->cap : 8;
    int *np = LG_NEW_ARRAY(t->a, int, cap);
    if (t->nparams)
      memcpy(np, t->params, sizeof(*np) * (size_t)t->nparams);
    t->params = np;
    t->cap = cap;
  }
  t->params[t->nparams++] = atom;
  return lg_fmt(t->a, "p%d", t->nparams - 1);
}

/* The isl text of polynomial x, the induction variables of `path` named
 * v<k><side>; clears t->ok when x is not quasi-affine (or uses a loop that
 * is not around the access). */
static void poly(Text *t, const lg_Poly *x, const lg_Loop **path, int npath, char side) {
  if (!x) {
    t->ok = false;
    return;
  }
  lg_buf_puts(&t->b, "(0");
  for (int i = 0; i < x->n; i++) {
    const lg_Term *term = &x->t[i];
    const lg_Atom *atom = NULL;
    long long c = term->c;
    if (t->vals) { /* invariant factors replaced by their values */
      for (int k = 0; k < term->n && t->ok; k++) {
        const lg_Atom *f = &t->at->items[term->a[k]];
        if (f->iv && atom)
          t->ok = false; /* two induction variables */
        else if (f->iv)
          atom = f;
        else if (__builtin_mul_overflow(c, t->vals[term->a[k]], &c))
          t->ok = false;
      }
      if (!t->ok)
        break;
      lg_buf_printf(&t->b, " + %lld", c);
      if (!atom)
        continue;
    } else {
      if (term->n > 1) {
        t->ok = false;
        break;
      }
      lg_buf_printf(&t->b, " + %lld", c);
      if (term->n == 0)
        continue;
      atom = &t->at->items[term->a[0]];
    }
    if (!atom->iv) {
      lg_buf_printf(&t->b, "*%s", param_name(t, term->a[0]));
      continue;
    }
    int k = -1;
    for (int j = 0; j < npath; j++)
      if (path[j] == atom->loop || path[j]->iv == atom->iv)
        k = j;
    if (k < 0) {
      t->ok = false;
      break;
    }
    lg_buf_printf(&t->b, "*v%d%c", k, side);
  }
  lg_buf_puts(&t->b, ")");
}

/* The bounds of the loops of `path` (one access's domain) as constraints;
 * a bound that is not quasi-affine is left out (the domain is then a
 * superset), which *exact says. */
static void domain(Text *t, lg_Program *p, lg_Region *r, const lg_Loop **path, int npath,
                   char side, bool *exact) {
  for (int k = 0; k < npath; k++) {
    const lg_Loop *l = path[k];
    lg_Poly *lb = lg_affine_of(p, r, l->lb), *ub = lg_affine_of(p, r, l->ub);
    size_t mark = t->b.len;
    bool ok = t->ok;
    t->ok = true;
    const char *lo = "<=", *hi = "<";
    bool up = l->step > 0;
    switch (l->cmp) {
    case LG_CMP_LT: hi = "<"; break;
    case LG_CMP_LE: hi = "<="; break;
    case LG_CMP_GT: hi = ">"; break;
    case LG_CMP_GE: hi = ">="; break;
    case LG_CMP_NE: hi = up ? "<" : ">"; break;
    }
    if (!up)
      lo = ">=";
    /* lb <= v (or >=), v < ub (or <=, >, >=), v = lb + step * e */
    lg_buf_puts(&t->b, " and ");
    poly(t, lb, path, npath, side);
    lg_buf_printf(&t->b, " %s v%d%c and v%d%c %s ", lo, k, side, k, side, hi);
    poly(t, ub, path, npath, side);
    long long s = l->step > 0 ? l->step : -l->step;
    if (s > 1) {
      lg_buf_printf(&t->b, " and exists (e%d%c : v%d%c = ", k, side, k, side);
      poly(t, lb, path, npath, side);
      lg_buf_printf(&t->b, " + %lld * e%d%c)", l->step, k, side);
    }
    if (l->cmp == LG_CMP_NE && s != 1)
      t->ok = false;
    if (!t->ok) { /* leave the bound out: the domain is a superset */
      t->b.len = mark;
      *exact = false;
    }
    t->ok = ok;
  }
}

static isl_ctx *the_ctx;

static isl_ctx *context(void) {
  if (!the_ctx) {
    the_ctx = isl_ctx_alloc();
    isl_options_set_on_error(the_ctx, ISL_ON_ERROR_CONTINUE);
  }
  return the_ctx;
}

isl_ctx *lg_presburger_ctx(void) { return context(); }

/* Frees isl's context (the driver, at the end of a translation). */
void lg_presburger_free(void) {
  if (the_ctx)
    isl_ctx_free(the_ctx);
  the_ctx = NULL;
}

static isl_set *parse(Text *t, const char *body, int nvars_a, int nvars_b) {
  lg_Buf s = {0};
  lg_buf_puts(&s, "[");
  for (int i = 0; i < t->nparams; i++)
    lg_buf_printf(&s, "%sp%d", i ? ", " : "", i);
  lg_buf_puts(&s, "] -> { [");
  for (int i = 0; i < nvars_a; i++)
    lg_buf_printf(&s, "%sv%da", i ? ", " : "", i);
  for (int i = 0; i < nvars_b; i++)
    lg_buf_printf(&s, "%sv%db", i || nvars_a ? ", " : "", i);
  lg_buf_printf(&s, "] : %s }", body);
  isl_set *set = isl_set_read_from_str(context(), s.data);
  if (getenv("LOOPGPU_DEBUG_ISL"))
    fprintf(stderr, "isl: %s -> %s\n", s.data, set ? "ok" : "parse error");
  lg_buf_free(&s);
  return set;
}

lg_Verdict lg_presburger_pair(lg_Program *p, lg_Region *r, const lg_Access *a,
                              const lg_Access *b, int k) {
  return lg_presburger_pair_rel(p, r, a, b, k, "!=", NULL);
}

lg_Verdict lg_presburger_pair_rel(lg_Program *p, lg_Region *r, const lg_Access *a,
                                  const lg_Access *b, int k, const char *rel,
                                  const char *extra) {
  lg_RegionInfo *ri = lg_region_info(p, r);
  if (a->ndims != b->ndims || k >= a->nloops || k >= b->nloops)
    return LG_UNKNOWN;
  Text t = {.a = p->arena, .at = &ri->atoms, .ok = true};
  bool exact = !a->cond && !b->cond;
  /* the domains, the outer candidates equal, two different iterations of
     the candidate: what the question is about */
  lg_buf_puts(&t.b, "1 = 1");
  domain(&t, p, r, a->loops, a->nloops, 'a', &exact);
  domain(&t, p, r, b->loops, b->nloops, 'b', &exact);
  for (int j = 0; j < k; j++)
    lg_buf_printf(&t.b, " and v%da = v%db", j, j);
  lg_buf_printf(&t.b, " and v%da %s v%db", k, rel, k);
  if (extra)
    lg_buf_printf(&t.b, " and %s", extra);
  char *ctx_text = lg_strndup(p->arena, t.b.data, t.b.len);
  /* the same element */
  for (int d = 0; d < a->ndims && t.ok; d++) {
    lg_buf_puts(&t.b, " and ");
    poly(&t, a->dims[d], a->loops, a->nloops, 'a');
    lg_buf_puts(&t.b, " = ");
    poly(&t, b->dims[d], b->loops, b->nloops, 'b');
  }
  if (!t.ok) {
    lg_buf_free(&t.b);
    return LG_UNKNOWN;
  }
  isl_set *dep = parse(&t, t.b.data, a->nloops, b->nloops);
  isl_set *ctx = parse(&t, ctx_text, a->nloops, b->nloops);
  lg_buf_free(&t.b);
  if (!dep || !ctx) {
    isl_set_free(dep);
    isl_set_free(ctx);
    return LG_UNKNOWN;
  }
  lg_Verdict v;
  isl_bool empty = isl_set_is_empty(dep);
  if (empty == isl_bool_true) {
    v = LG_INDEPENDENT;
  } else if (empty == isl_bool_error || !exact) {
    v = LG_UNKNOWN;
  } else {
    /* whatever the sizes, or only for some */
    isl_set *pd = isl_set_params(isl_set_copy(dep));
    isl_set *pc = isl_set_params(isl_set_copy(ctx));
    isl_bool all = isl_set_is_subset(pc, pd);
    v = all == isl_bool_true ? LG_DEPENDENT : LG_UNKNOWN;
    isl_set_free(pd);
    isl_set_free(pc);
  }
  isl_set_free(dep);
  isl_set_free(ctx);
  return v;
}

/* ---- extents (extent_isl.c) ------------------------------------------------
 * The set of flattened indices that accesses touch,
 *
 *   { [x] : x = f_i(I), I in D_i, for some access i }
 *
 * (D_i the loops around access i with their bounds, conditions ignored as
 * extent.c ignores them), over the invariant atoms as parameters, or at
 * given values of the atoms (a symbolic coefficient, `i * n`, is then a
 * number and the set Presburger). */
isl_set *lg_presburger_extent_set(lg_Program *p, lg_Region *r, lg_Poly *const *f,
                                  const lg_Access *const *acc, int n,
                                  const lg_Guard *const *guards, const int *nguards,
                                  const long long *vals, const int **params, int *nparams) {
  lg_RegionInfo *ri = lg_region_info(p, r);
  Text t = {.a = p->arena, .at = &ri->atoms, .ok = true, .vals = vals};
  char **bodies = LG_NEW_ARRAY(p->arena, char *, n > 0 ? n : 1);
  bool exact = true;
  for (int i = 0; i < n && t.ok; i++) {
    t.b.len = 0;
    lg_buf_puts(&t.b, "1 = 1");
    domain(&t, p, r, acc[i]->loops, acc[i]->nloops, 'a', &exact);
    for (int g = 0; guards && g < nguards[i]; g++) {
      int k = -1;
      for (int j = 0; j < acc[i]->nloops; j++)
        if (acc[i]->loops[j] == guards[i][g].loop)
          k = j;
      if (k < 0)
        continue; /* (a loop not around the access: nothing to bound) */
      if (guards[i][g].min) {
        lg_buf_printf(&t.b, " and v%da >= ", k);
        poly(&t, guards[i][g].min, acc[i]->loops, acc[i]->nloops, 'a');
      }
      if (guards[i][g].max) {
        lg_buf_printf(&t.b, " and v%da <= ", k);
        poly(&t, guards[i][g].max, acc[i]->loops, acc[i]->nloops, 'a');
      }
      if (guards[i][g].ne) {
        lg_buf_printf(&t.b, " and (v%da < ", k);
        poly(&t, guards[i][g].ne, acc[i]->loops, acc[i]->nloops, 'a');
        lg_buf_printf(&t.b, " or v%da > ", k);
        poly(&t, guards[i][g].ne, acc[i]->loops, acc[i]->nloops, 'a');
        lg_buf_puts(&t.b, ")");
      }
    }
    lg_buf_puts(&t.b, " and x = ");
    poly(&t, f[i], acc[i]->loops, acc[i]->nloops, 'a');
    bodies[i] = lg_strndup(p->arena, t.b.data, t.b.len);
  }
  lg_buf_free(&t.b);
  if (!t.ok || !exact)
    return NULL;
  isl_set *all = NULL;
  for (int i = 0; i < n; i++) {
    lg_Buf s = {0};
    lg_buf_puts(&s, "[");
    for (int k = 0; k < t.nparams; k++)
      lg_buf_printf(&s, "%sp%d", k ? ", " : "", k);
    lg_buf_puts(&s, "] -> { [x");
    for (int k = 0; k < acc[i]->nloops; k++)
      lg_buf_printf(&s, ", v%da", k);
    lg_buf_printf(&s, "] : %s }", bodies[i]);
    isl_set *set = isl_set_read_from_str(context(), s.data);
    if (getenv("LOOPGPU_DEBUG_ISL"))
      fprintf(stderr, "isl: %s -> %s\n", s.data, set ? "ok" : "parse error");
    lg_buf_free(&s);
    if (!set) {
      isl_set_free(all);
      return NULL;
    }
    set = isl_set_project_out(set, isl_dim_set, 1, (unsigned)acc[i]->nloops);
    all = all ? isl_set_union(all, set) : set;
  }
  if (params) {
    *params = t.params;
    *nparams = t.nparams;
  }
  return all;
}

/* ---- a new order of a nest's statements (reschedule.c) ---------------------
 * Each statement S<s> of the nest is the set of its instances, the values
 * of the loops around it within their bounds. C runs them in the order of
 * the vector (b0, v0, b1, v1, ..., bd): the loops' values interleaved with
 * the statement's place in each loop's body (lg_SchedStmt.beta). Two
 * instances that touch one element, one of them writing it, are a
 * dependence when C runs them in that order; isl's scheduler (Pluto's
 * algorithm, as PPCG calls it) looks for a schedule that keeps every such
 * pair in C's order, asked to make the outer dimensions parallel
 * (outer_coincidence, maximize_coincidence), and the AST generator turns it
 * into loops. Every pair that touches one element, one writing it, runs in
 * C's order: every read sees the value it sees in C, every element ends
 * with C's last store. */
#define LG_RESCHEDULE_MAX_OPS 2000000UL

static char *sched_domain_text(Text *t, lg_Program *p, lg_Region *r, const lg_SchedStmt *st,
                               bool *exact) {
  t->b.len = 0;
  lg_buf_puts(&t->b, "1 = 1");
  domain(t, p, r, st->loops, st->nloops, 'a', exact);
  return lg_strndup(t->a, t->b.data, t->b.len);
}

static const char *tuple(lg_Arena *a, int s, int n) {
  const char *x = lg_fmt(a, "S%d[", s);
  for (int k = 0; k < n; k++)
    x = lg_fmt(a, "%s%sv%da", x, k ? ", " : "", k);
  return lg_fmt(a, "%s]", x);
}

isl_ast_node *lg_presburger_reschedule(lg_Program *p, lg_Region *r, const lg_SchedStmt *st,
                                       int nst, const int **params, int *nparams) {
  lg_RegionInfo *ri = lg_region_info(p, r);
  lg_Arena *a = p->arena;
  Text t = {.a = a, .at = &ri->atoms, .ok = true};
  bool exact = true;
  int depth = 0;
  for (int s = 0; s < nst; s++)
    depth = st[s].nloops > depth ? st[s].nloops : depth;
  /* the texts first: they name the parameters they meet */
  char **dom = LG_NEW_ARRAY(a, char *, nst);
  char **acc = LG_NEW_ARRAY(a, char *, ri->nacc ? ri->nacc : 1);
  char **sched = LG_NEW_ARRAY(a, char *, nst);
  for (int s = 0; s < nst && t.ok && exact; s++) {
    dom[s] = sched_domain_text(&t, p, r, &st[s], &exact);
    const char *in = tuple(a, st[s].id, st[s].nloops);
    lg_Buf b = {0};
    lg_buf_printf(&b, "%s -> [", in);
    for (int k = 0; k <= depth; k++) {
      lg_buf_printf(&b, "%s%d", k ? ", " : "", k <= st[s].nloops ? st[s].beta[k] : 0);
      if (k < depth)
        lg_buf_printf(&b, ", %s", k < st[s].nloops ? lg_fmt(a, "v%da", k) : "0");
    }
    lg_buf_printf(&b, "] : %s", dom[s]);
    sched[s] = lg_strndup(a, b.data, b.len);
    lg_buf_free(&b);
    for (int i = 0; i < st[s].nacc && t.ok; i++) {
      const lg_Access *x = &ri->acc[st[s].acc[i]];
      t.b.len = 0;
      lg_buf_printf(&t.b, "%s -> A%d[", in, x->var->id);
      for (int d = 0; d < x->ndims; d++)
        lg_buf_printf(&t.b, "%sx%d", d ? ", " : "", d);
      lg_buf_printf(&t.b, "] : %s", dom[s]);
      for (int d = 0; d < x->ndims && t.ok; d++) {
        lg_buf_printf(&t.b, " and x%d = ", d);
        poly(&t, x->dims[d], x->loops, x->nloops, 'a');
      }
      acc[st[s].acc[i]] = lg_strndup(a, t.b.data, t.b.len);
    }
  }
  lg_buf_free(&t.b);
  if (!t.ok || !exact)
    return NULL;
  const char *pre = "[";
  for (int k = 0; k < t.nparams; k++)
    pre = lg_fmt(a, "%s%sp%d", pre, k ? ", " : "", k);
  pre = lg_fmt(a, "%s] -> ", pre);
  /* the pieces of one statement must not share an instance */
  for (int s = 0; s < nst; s++)
    for (int u = s + 1; u < nst; u++) {
      if (st[s].id != st[u].id)
        continue;
      const char *in = tuple(a, st[s].id, st[s].nloops);
      isl_set *x = isl_set_read_from_str(context(), lg_fmt(a, "%s{ %s : %s }", pre, in, dom[s]));
      isl_set *y = isl_set_read_from_str(context(), lg_fmt(a, "%s{ %s : %s }", pre, in, dom[u]));
      isl_bool apart = x && y ? isl_set_is_disjoint(x, y) : isl_bool_error;
      isl_set_free(x);
      isl_set_free(y);
      if (apart != isl_bool_true)
        return NULL;
    }
  isl_ctx *ctx = context();
  lg_Buf b = {0};
  lg_buf_printf(&b, "%s{ ", pre);
  for (int s = 0; s < nst; s++)
    lg_buf_printf(&b, "%s%s : %s", s ? "; " : "", tuple(a, st[s].id, st[s].nloops), dom[s]);
  lg_buf_puts(&b, " }");
  isl_union_set *domain_set = isl_union_set_read_from_str(ctx, b.data);
  b.len = 0;
  lg_buf_printf(&b, "%s{ ", pre);
  for (int s = 0; s < nst; s++)
    lg_buf_printf(&b, "%s%s", s ? "; " : "", sched[s]);
  lg_buf_puts(&b, " }");
  isl_union_map *order = isl_union_map_read_from_str(ctx, b.data);
  isl_union_map *reads = isl_union_map_empty(isl_union_set_get_space(domain_set));
  isl_union_map *writes = isl_union_map_copy(reads);
  for (int s = 0; s < nst; s++)
    for (int i = 0; i < st[s].nacc; i++) {
      const lg_Access *x = &ri->acc[st[s].acc[i]];
      b.len = 0;
      lg_buf_printf(&b, "%s{ %s }", pre, acc[st[s].acc[i]]);
      isl_union_map *m = isl_union_map_read_from_str(ctx, b.data);
      if (x->write)
        writes = isl_union_map_union(writes, isl_union_map_copy(m));
      if (x->read)
        reads = isl_union_map_union(reads, isl_union_map_copy(m));
      isl_union_map_free(m);
    }
  lg_buf_free(&b);
  if (getenv("LOOPGPU_DEBUG_ISL")) {
    char *d = isl_union_set_to_str(domain_set), *o = isl_union_map_to_str(order);
    fprintf(stderr, "reschedule domain: %s\norder: %s\n", d ? d : "(error)", o ? o : "(error)");
    free(d);
    free(o);
  }
  writes = isl_union_map_intersect_domain(writes, isl_union_set_copy(domain_set));
  reads = isl_union_map_intersect_domain(reads, isl_union_set_copy(domain_set));
  order = isl_union_map_intersect_domain(order, isl_union_set_copy(domain_set));
  /* x -> y: both touch one element, one writes it, C runs x first */
  isl_union_map *ww = isl_union_map_apply_range(isl_union_map_copy(writes),
                                                isl_union_map_reverse(isl_union_map_copy(writes)));
  isl_union_map *wr = isl_union_map_apply_range(isl_union_map_copy(writes),
                                                isl_union_map_reverse(isl_union_map_copy(reads)));
  isl_union_map *rw = isl_union_map_apply_range(reads, isl_union_map_reverse(writes));
  isl_union_map *touch = isl_union_map_union(isl_union_map_union(ww, wr), rw);
  isl_union_map *before = isl_union_map_lex_lt_union_map(isl_union_map_copy(order), order);
  isl_union_map *dep = isl_union_map_intersect(touch, before);
  if (!dep || !domain_set) {
    isl_union_map_free(dep);
    isl_union_set_free(domain_set);
    return NULL;
  }
  int outer = isl_options_get_schedule_outer_coincidence(ctx);
  int maxc = isl_options_get_schedule_maximize_coincidence(ctx);
  isl_options_set_schedule_outer_coincidence(ctx, 1);
  isl_options_set_schedule_maximize_coincidence(ctx, 1);
  /* a bound on isl's work: a nest of many statements would otherwise take
     the scheduler's ILPs as long as they take (the nest is then left as
     written) */
  isl_ctx_reset_operations(ctx);
  isl_ctx_set_max_operations(ctx, LG_RESCHEDULE_MAX_OPS);
  isl_schedule_constraints *sc = isl_schedule_constraints_on_domain(domain_set);
  sc = isl_schedule_constraints_set_validity(sc, isl_union_map_copy(dep));
  sc = isl_schedule_constraints_set_coincidence(sc, isl_union_map_copy(dep));
  sc = isl_schedule_constraints_set_proximity(sc, dep);
  isl_schedule *schedule = isl_schedule_constraints_compute_schedule(sc);
  isl_options_set_schedule_outer_coincidence(ctx, outer);
  isl_options_set_schedule_maximize_coincidence(ctx, maxc);
  if (!schedule) {
    isl_ctx_set_max_operations(ctx, 0);
    isl_ctx_reset_error(ctx);
    return NULL;
  }
  if (getenv("LOOPGPU_DEBUG_ISL")) {
    char *txt = isl_schedule_to_str(schedule);
    fprintf(stderr, "reschedule: %s\n", txt);
    free(txt);
  }
  isl_ast_build *build = isl_ast_build_alloc(ctx);
  isl_ast_node *tree = isl_ast_build_node_from_schedule(build, schedule);
  isl_ast_build_free(build);
  isl_ctx_set_max_operations(ctx, 0);
  isl_ctx_reset_error(ctx);
  if (tree && params) {
    *params = t.params;
    *nparams = t.nparams;
  }
  return tree;
}

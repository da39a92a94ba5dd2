/* extent.c — lg_pass_extent: for every array a region touches, the element
 * range [lo, hi] (flattened, inclusive) as host-side C text, and the copy
 * direction; for every host loop, the data region (arrays entered before it
 * and exited after it).
 *
 * Ranges come from, in order: a data clause with bounds; the declared type
 * (fixed arrays, VLA parameters); the affine subscripts evaluated over the
 * loop box. The extremes of an affine form over the loops are at corners:
 * the innermost variable is replaced by its first or last value (chosen by
 * the sign of its coefficient, both when the sign is symbolic), which may
 * bring in outer variables through triangular bounds, and so on outward.
 */
#include <string.h>

#include "analysis.h"
#include "passes.h"

typedef struct Ext {
  lg_Program *p;
  lg_Region *r;
  lg_RegionInfo *ri;
  /* chunk() slices (lg_extent_slice): the loop whose values are restricted
     to one chunk's, its first and last value there (atoms of host text), and
     no diagnostics (the caller reports) */
  lg_Loop *chunk;
  lg_Poly *cfirst, *clast;
  bool quiet;
  /* LOOPGPU_CHECK_EXTENTS: the ranges in structured form too, and the
     opaque atoms of lg_last_ll (extent_isl.c evaluates them) */
  bool check;
  lg_ExtLast *lasts;
  int nlasts, caplasts;
} Ext;

static const lg_ExtTree *tree_node(Ext *x, lg_ExtKind kind, const lg_Poly *poly,
                                   const lg_ExtTree *l, const lg_ExtTree *r) {
  if (!x->check)
    return NULL;
  lg_ExtTree *t = LG_NEW(x->p->arena, lg_ExtTree);
  t->kind = kind;
  t->poly = poly;
  t->l = l;
  t->r = r;
  return t;
}

/* first and last value of a loop's variable, as polynomials */
static bool loop_bounds(Ext *x, lg_Loop *l, lg_Poly **first, lg_Poly **last) {
  lg_Arena *a = x->p->arena;
  if (l == x->chunk) { /* the values the chunk's iterations take */
    *first = x->cfirst;
    *last = x->clast;
    return true;
  }
  lg_Poly *lb = lg_affine_of(x->p, x->r, l->lb), *ub = lg_affine_of(x->p, x->r, l->ub);
  if (!lb || !ub)
    return false;
  lg_Poly *one = lg_poly_const(a, 1);
  *first = lb;
  bool ok = false;
  switch (l->cmp) {
  case LG_CMP_LT: *last = lg_poly_add(a, ub, one, -1); ok = l->step > 0; break;
  case LG_CMP_LE: *last = ub; ok = l->step > 0; break;
  case LG_CMP_GT: *last = lg_poly_add(a, ub, one, 1); ok = l->step < 0; break;
  case LG_CMP_GE: *last = ub; ok = l->step < 0; break;
  case LG_CMP_NE: *last = lg_poly_add(a, ub, one, l->step > 0 ? -1 : 1);
    ok = l->step == 1 || l->step == -1;
    break;
  }
  if (!ok || l->step == 1 || l->step == -1)
    return ok;
  /* With a step other than 1 the variable stops short of the bound
     (i = 3; i < 18; i += 3 ends at 15): the range ends at the last value
     reached, or copies would run past the array. That value is a floor
     division, which polynomials cannot hold: an opaque atom, possible when
     the bounds do not depend on outer loops. */
  lg_Atoms *at = &x->ri->atoms;
  if (lg_poly_has_iv(at, lb) || lg_poly_has_iv(at, *last))
    return false; /* no exact range: the caller asks for a data clause */
  lg_Poly *bound = *last;
  *last = lg_poly_last(x->p, x->r, lb, bound, l->step);
  if (x->check) {
    if (x->nlasts == x->caplasts) {
      int cap = x->caplasts ? 2 * x->caplasts : 8;
      lg_ExtLast *n = LG_NEW_ARRAY(a, lg_ExtLast, cap);
      if (x->nlasts)
        memcpy(n, x->lasts, sizeof(*n) * (size_t)x->nlasts);
      x->lasts = n;
      x->caplasts = cap;
    }
    x->lasts[x->nlasts++] = (lg_ExtLast){(*last)->t[0].a[0], lb, bound, l->step};
  }
  return true;
}

/* The induction atom of f whose loop is innermost (-1: none): the extremes
 * are taken from the inside out, since inner bounds may use outer variables. */
static int innermost_atom(Ext *x, const lg_Poly *f) {
  lg_Atoms *at = &x->ri->atoms;
  int best = -1, atom = -1;
  for (int i = 0; i < f->n; i++)
    for (int k = 0; k < f->t[i].n; k++) {
      lg_Atom *t = &at->items[f->t[i].a[k]];
      if (!t->iv)
        continue;
      for (int j = 0; j < x->ri->loops.n; j++)
        if (x->ri->loops.items[j] == t->loop && j > best) {
          best = j;
          atom = f->t[i].a[k];
        }
    }
  return atom;
}

/* Host text of the minimum (or maximum) of f over the loop box; NULL when
 * a bound is not affine. *tree: the same in structured form (x->check). */
static char *extreme(Ext *x, lg_Poly *f, bool want_max, int depth, const lg_ExtTree **tree) {
  lg_Arena *a = x->p->arena;
  lg_Atoms *at = &x->ri->atoms;
  if (depth > 16 || !f)
    return NULL;
  int atom = innermost_atom(x, f);
  if (atom < 0) {
    *tree = tree_node(x, LG_XT_POLY, f, NULL, NULL);
    return lg_poly_text(x->p, at, f, NULL, NULL, true);
  }
  lg_Poly *first, *last;
  if (!loop_bounds(x, at->items[atom].loop, &first, &last))
    return NULL;
  /* which end is the smaller value of the variable */
  bool up = at->items[atom].loop->step > 0;
  lg_Poly *vmin = up ? first : last, *vmax = up ? last : first;
  lg_Poly *coef = lg_poly_coef(a, f, atom);
  lg_Poly *f_lo = lg_poly_subst(a, f, atom, vmin), *f_hi = lg_poly_subst(a, f, atom, vmax);
  long long c;
  if (lg_poly_is_const(coef, &c) && c != 0) {
    bool take_hi = (c > 0) == want_max;
    return extreme(x, take_hi ? f_hi : f_lo, want_max, depth + 1, tree);
  }
  const lg_ExtTree *t1 = NULL, *t2 = NULL;
  char *s1 = extreme(x, f_lo, want_max, depth + 1, &t1);
  char *s2 = extreme(x, f_hi, want_max, depth + 1, &t2);
  if (!s1 || !s2)
    return NULL;
  *tree = t1;
  if (strcmp(s1, s2) == 0)
    return s1;
  *tree = tree_node(x, want_max ? LG_XT_MAX : LG_XT_MIN, NULL, t1, t2);
  return lg_fmt(a, "%s(%s, %s)", want_max ? "lg_max_ll" : "lg_min_ll", s1, s2);
}

/* The extreme of f as a polynomial, when every coefficient met on the way
 * has a known sign; NULL otherwise. */
static lg_Poly *extreme_poly(Ext *x, lg_Poly *f, bool want_max, int depth) {
  lg_Arena *a = x->p->arena;
  lg_Atoms *at = &x->ri->atoms;
  if (depth > 16 || !f)
    return NULL;
  int atom = innermost_atom(x, f);
  if (atom < 0)
    return f;
  lg_Poly *first, *last;
  if (!loop_bounds(x, at->items[atom].loop, &first, &last))
    return NULL;
  bool up = at->items[atom].loop->step > 0;
  long long c;
  if (!lg_poly_is_const(lg_poly_coef(a, f, atom), &c) || c == 0)
    return NULL;
  bool take_hi = (c > 0) == want_max;
  lg_Poly *v = take_hi == up ? last : first;
  return extreme_poly(x, lg_poly_subst(a, f, atom, v), want_max, depth + 1);
}

/* Of two polynomials that differ by a constant, the smaller (or larger);
 * NULL when they differ otherwise. */
static lg_Poly *pick(lg_Arena *a, lg_Poly *x, lg_Poly *y, bool want_max) {
  if (!x)
    return y;
  long long c;
  if (!lg_poly_is_const(lg_poly_add(a, x, y, -1), &c))
    return NULL;
  return (c > 0) == want_max ? x : y;
}

/* A delinearized flat pointer: the union of the per-dimension ranges,
 * recombined in Horner form. The inner dimensions were proven to lie in
 * [0, stride - 1] (affine.c), so the strides are positive wherever the
 * loops run and the corners of the box are the flat extremes. */
static bool delinearized_range(Ext *x, lg_ArrayUse *u, const lg_ExtTree **tlo,
                               const lg_ExtTree **thi) {
  lg_Arena *a = x->p->arena;
  lg_RegionInfo *ri = x->ri;
  int nd = 0;
  const int *strides = NULL;
  for (int i = 0; i < ri->nacc; i++) {
    lg_Access *acc = &ri->acc[i];
    if (acc->var != u->var)
      continue;
    if (acc->ndims < 2 || !acc->strides || (nd && acc->ndims != nd))
      return false;
    nd = acc->ndims;
    strides = acc->strides;
  }
  if (nd < 2)
    return false;
  lg_Poly *lo = NULL, *hi = NULL;
  for (int d = 0; d < nd; d++) {
    lg_Poly *dlo = NULL, *dhi = NULL;
    for (int i = 0; i < ri->nacc; i++) {
      lg_Access *acc = &ri->acc[i];
      if (acc->var != u->var)
        continue;
      lg_Poly *mn = extreme_poly(x, acc->dims[d], false, 0);
      lg_Poly *mx = extreme_poly(x, acc->dims[d], true, 0);
      if (!mn || !mx)
        return false;
      dlo = pick(a, dlo, mn, false);
      dhi = pick(a, dhi, mx, true);
      if (!dlo || !dhi)
        return false;
    }
    if (d == 0) {
      lo = dlo;
      hi = dhi;
      continue;
    }
    lg_Poly *sp = lg_poly_atom(a, strides[d - 1]);
    lo = lg_poly_mul(a, lo, sp);
    hi = lg_poly_mul(a, hi, sp);
    if (!lo || !hi)
      return false;
    lo = lg_poly_add(a, lo, dlo, 1);
    hi = lg_poly_add(a, hi, dhi, 1);
  }
  u->lo = lg_poly_text(x->p, &ri->atoms, lo, NULL, NULL, true);
  u->hi = lg_poly_text(x->p, &ri->atoms, hi, NULL, NULL, true);
  *tlo = tree_node(x, LG_XT_POLY, lo, NULL, NULL);
  *thi = tree_node(x, LG_XT_POLY, hi, NULL, NULL);
  return true;
}

/* Combines texts with lg_min_ll / lg_max_ll, dropping duplicates; the
 * trees `tv` (x->check) alike into *tree. */
static char *combine(Ext *x, lg_PtrVec *v, lg_PtrVec *tv, bool want_max,
                     const lg_ExtTree **tree) {
  lg_Arena *a = x->p->arena;
  char *s = NULL;
  *tree = NULL;
  for (int i = 0; i < v->n; i++) {
    bool dup = false;
    for (int j = 0; j < i; j++)
      dup = dup || strcmp(v->items[i], v->items[j]) == 0;
    if (dup)
      continue;
    const lg_ExtTree *t = x->check ? tv->items[i] : NULL;
    *tree = s ? tree_node(x, want_max ? LG_XT_MAX : LG_XT_MIN, NULL, *tree, t) : t;
    s = s ? lg_fmt(a, "%s(%s, %s)", want_max ? "lg_max_ll" : "lg_min_ll", s,
                   (char *)v->items[i])
          : v->items[i];
  }
  return s;
}

static lg_DataArg *find_data(const lg_Directive *d, const lg_Var *v, int *dir) {
  if (!d)
    return NULL;
  for (int i = 0; i < d->nclauses; i++) {
    const lg_Clause *c = &d->clauses[i];
    int k;
    switch (c->kind) {
    case LG_CL_COPYIN: k = 1; break;
    case LG_CL_COPYOUT: k = 2; break;
    case LG_CL_COPY: k = 3; break;
    case LG_CL_CREATE: k = 0; break;
    case LG_CL_REDUCTION:
      /* an array of a reduction is copied in (its values are where the
         reduction starts) and out (check.c keeps it out of data clauses) */
      for (int j = 0; j < c->nred; j++)
        if (c->red[j].d.var == v && lg_is_array_like(v)) {
          *dir = 3;
          return &c->red[j].d;
        }
      continue;
    default: continue;
    }
    for (int j = 0; j < c->ndata; j++)
      if (c->data[j].var == v) {
        *dir = k;
        return &c->data[j];
      }
  }
  return NULL;
}

static const char *dir_clause(int dir) {
  static const char *const n[] = {"create", "copyin", "copyout", "copy"};
  return n[dir & 3];
}

/* The clause that gives `u` its range, for messages: `copy(y[lo:len])`,
 * or the reduction that names it: `reduction(+:y[lo:len])`. */
static const char *range_clause(Ext *x, const lg_ArrayUse *u, const char *range) {
  static const char *const ops[] = {"+", "*", "min", "max", "&", "|", "^", "&&", "||"};
  for (int i = 0; i < x->ri->nared; i++)
    if (x->ri->ared[i].var == u->var)
      return lg_fmt(x->p->arena, "reduction(%s:%s[%s])", ops[x->ri->ared[i].op], u->var->name,
                    range);
  return lg_fmt(x->p->arena, "%s(%s[%s])", dir_clause(u->dir), u->var->name, range);
}

/* Clause text as an operand: parenthesized unless an identifier or number. */
static const char *paren_text(lg_Arena *a, const char *s) {
  for (const char *q = s; *q; q++)
    if (!(*q == '_' || (*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') ||
          (*q >= '0' && *q <= '9')))
      return lg_fmt(a, "(%s)", s);
  return s;
}

/* The subscript of access `acc` whose range is the array's: the flat one of
 * a pointer, the outermost one of an array. NULL when it reads an
 * induction variable outside its loop (`for (j = 0; j < m; j++) ...; a[j]`
 * reads a[m]): the corners bound the values of the loop, not that one.
 * (A product of induction variables, `a[i * j]` of an array, is kept: each
 * occurrence is replaced by a corner on its own, the extremes of a
 * relaxation whose variables are the occurrences, a superset.) */
static lg_Poly *subscript(Ext *x, const lg_Access *acc) {
  lg_Atoms *at = &x->ri->atoms;
  if (acc->via)
    return NULL; /* somewhere in the array: what a function does through a pointer */
  lg_Poly *f = acc->var->type->kind == LG_T_PTR ? acc->flat
                                                : lg_affine_of(x->p, x->r, acc->e->args[0]);
  if (f && lg_poly_iv_outside(at, f, acc->loops, acc->nloops))
    return NULL;
  return f;
}

/* Why subscript() gave up on a polynomial subscript, for the message. */
static const char *subscript_why(Ext *x, const lg_Access *acc) {
  lg_Atoms *at = &x->ri->atoms;
  if (acc->via)
    return "";
  lg_Poly *f = lg_affine_of(x->p, x->r, acc->e->args[0]);
  if (!f)
    return "";
  const lg_Atom *iv = lg_poly_iv_outside(at, f, acc->loops, acc->nloops);
  if (iv)
    return lg_fmt(x->p->arena, " ('%s' is read outside its loop, where it is not in the loop's "
                               "range)", iv->iv->name);
  return "";
}

/* Does the region write a member of an element of `v` (`p[i].x = e`)? The
 * element is copied back whole, so its other members must have come from
 * the host: such an array is copied in even under copyout. */
typedef struct MemberWrite {
  const lg_Var *v;
  bool found;
} MemberWrite;

static bool member_write_visit(void *ctx, lg_Expr *e) {
  MemberWrite *m = ctx;
  if ((e->kind == LG_E_ASSIGN || (e->kind == LG_E_UNARY && e->op >= LG_OP_PREINC)) &&
      e->args[0]->kind == LG_E_MEMBER) {
    const lg_Expr *root = lg_lvalue_root(e->args[0]);
    if (root->kind == LG_E_INDEX && root->var == m->v)
      m->found = true;
  }
  return true;
}

static bool member_written(lg_Region *r, const lg_Var *v) {
  MemberWrite m = {v, false};
  if (r->loop->body)
    lg_walk_stmt_exprs(r->loop->body, member_write_visit, &m);
  return m.found;
}

/* The range of array `v` in region x. */
static bool array_range(Ext *x, lg_ArrayUse *u) {
  lg_Program *p = x->p;
  lg_Arena *a = p->arena;
  lg_Var *v = u->var;
  const lg_Type *t = v->type;
  lg_PrintCtx pc = {.p = p, .a = a};
  int dir = -1;
  lg_DataArg *d = find_data(x->r->loop->dir, v, &dir);
  for (lg_HostLoop *h = x->r->host; !d && h; h = h->parent)
    d = find_data(h->loop->dir, v, &dir);
  u->dir = u->written ? 3 : 1;
  if (d) {
    u->dir = dir;
    u->from_clause = true;
    /* OpenACC's meaning, kept; but a clause that throws away what the
       region computes is more likely a slip than a wish */
    if (dir == 1 && u->written)
      lg_warning(p->diag, d->loc,
                 "'%s' is written by the kernel region but its clause is copyin: the writes "
                 "stay on the device and are lost (use copy)",
                 v->name);
    else if (dir == 2 && u->read)
      lg_warning(p->diag, d->loc,
                 "'%s' is read by the kernel region but its clause is copyout: what it reads "
                 "before writing is not the host's data (use copy)",
                 v->name);
    if ((dir & 2) && !(dir & 1) && member_written(x->r, v)) {
      u->dir = 3;
      lg_warning(p->diag, d->loc,
                 "the kernel region writes members of the elements of '%s', which go back to "
                 "the host whole: '%s' is copied in too, so that its other members keep their "
                 "values (write copy(...))",
                 v->name, v->name);
    }
  }
  if (d && d->lo && d->len && !x->chunk) {
    const char *lo = paren_text(a, d->lo), *len = paren_text(a, d->len);
    const char *inner = t->kind == LG_T_ARRAY ? lg_inner_size_text(&pc, t, 1) : "1";
    if (strcmp(inner, "1") == 0) {
      u->lo = strcmp(lo, "0") == 0 ? "0" : lg_fmt(a, "(long long)%s", lo);
      u->hi = strcmp(lo, "0") == 0 ? lg_fmt(a, "(long long)%s - 1", len)
                                   : lg_fmt(a, "(long long)%s + %s - 1", lo, len);
    } else {
      u->lo = strcmp(lo, "0") == 0 ? "0" : lg_fmt(a, "(long long)%s * %s", lo, inner);
      u->hi = lg_fmt(a, "((long long)%s + %s) * %s - 1", lo, len, inner);
    }
    return true;
  }
  if (t->kind == LG_T_ARRAY && t->dims && t->dims[0] && !x->chunk) {
    u->lo = "0";
    u->hi = lg_fmt(a, "%s - 1", lg_inner_size_text(&pc, t, 0));
    return true;
  }
  /* from the subscripts: the flat subscript of pointers, the outermost one
     of arrays of unknown outer extent. A subscript under a condition counts
     as if every iteration evaluated it: when the condition is what keeps it
     inside the array (`if (i >= 2) ... x[i - 2]`), the copy runs past the
     array, so say so. Only for subscripts with a constant offset (the
     boundary tests of stencils): a plain `y[i]` in both branches of an `if`
     spans what the loop spans. */
  for (int i = 0; i < x->ri->nacc && !x->quiet; i++) {
    lg_Access *acc = &x->ri->acc[i];
    lg_Poly *f = acc->var == v ? subscript(x, acc) : NULL;
    bool offset = false;
    for (int k = 0; f && k < f->n; k++)
      offset = offset || (f->t[k].n == 0 && f->t[k].c != 0);
    if (offset && lg_stmt_place(x->r->loop->body, acc->e, false) == 2) {
      lg_warning(p->diag, acc->e->loc,
                 "the range of '%s' is inferred from '%s', which is under a condition; if the "
                 "condition keeps it inside the array, add %s with the array's range",
                 v->name, lg_expr_text_top(&pc, acc->e), range_clause(x, u, "lo:len"));
      break;
    }
  }
  const lg_ExtTree *tlo = NULL, *thi = NULL;
  if (t->kind == LG_T_PTR && delinearized_range(x, u, &tlo, &thi)) {
    if (x->check)
      lg_extent_check(p, x->r, v, tlo, thi, x->lasts, x->nlasts);
    return true;
  }
  lg_PtrVec mins = {0}, maxs = {0}, tmins = {0}, tmaxs = {0};
  const char *inner = t->kind == LG_T_ARRAY ? lg_inner_size_text(&pc, t, 1) : "1";
  /* subscripts that differ by a constant (a[i-1], a[i], a[i+1]) are one
     group: its extremes are those of the base plus the extreme offsets */
  lg_Poly *base[64];
  long long cmin[64], cmax[64];
  int ngroups = 0;
  for (int i = 0; i < x->ri->nacc; i++) {
    lg_Access *acc = &x->ri->acc[i];
    if (acc->var != v)
      continue;
    lg_Poly *f = subscript(x, acc);
    if (f) {
      long long c = 0;
      lg_Poly *g = f;
      for (int k = 0; k < f->n; k++)
        if (f->t[k].n == 0) {
          c = f->t[k].c;
          g = lg_poly_add(a, f, lg_poly_const(a, c), -1);
        }
      int k = 0;
      while (k < ngroups && !lg_poly_equal(base[k], g))
        k++;
      if (k < ngroups) {
        cmin[k] = c < cmin[k] ? c : cmin[k];
        cmax[k] = c > cmax[k] ? c : cmax[k];
        continue;
      }
      if (ngroups < 64) {
        base[ngroups] = g;
        cmin[ngroups] = cmax[ngroups] = c;
        ngroups++;
        continue;
      }
    }
    char *mn = f ? extreme(x, f, false, 0, &tlo) : NULL;
    char *mx = f ? extreme(x, f, true, 0, &thi) : NULL;
    if (!mn || !mx) {
      if (x->quiet)
        return false;
      if (acc->via)
        lg_error(p->diag, acc->via->loc,
                 "cannot infer the range of '%s' that the kernel region touches: '%s' %s it "
                 "through the pointer '&%s', and the host does not know the size of '%s'; add "
                 "%s with its length to the directive",
                 v->name, acc->via->text,
                 acc->write && acc->read ? "reads and writes" : acc->write ? "writes" : "reads",
                 lg_expr_text_top(&pc, acc->e), v->name, range_clause(x, u, "0:N"));
      else
      lg_error(p->diag, acc->e->loc,
               "cannot infer the range of '%s' that the kernel region touches from '%s'%s; add "
               "%s with its length to the directive",
               v->name, lg_expr_text_top(&pc, acc->e), subscript_why(x, acc),
               range_clause(x, u, "0:N"));
      return false;
    }
    lg_vec_push(a, &mins, mn);
    lg_vec_push(a, &maxs, mx);
    lg_vec_push(a, &tmins, (void *)tlo);
    lg_vec_push(a, &tmaxs, (void *)thi);
  }
  for (int k = 0; k < ngroups; k++) {
    char *mn = extreme(x, lg_poly_add(a, base[k], lg_poly_const(a, cmin[k]), 1), false, 0, &tlo);
    char *mx = extreme(x, lg_poly_add(a, base[k], lg_poly_const(a, cmax[k]), 1), true, 0, &thi);
    if (!mn || !mx) {
      if (x->quiet)
        return false;
      lg_error(p->diag, x->r->loop->loc,
               "cannot infer the range of '%s' that the kernel region touches: the loop "
               "bounds are not affine; add %s with its length to the directive",
               v->name, range_clause(x, u, "0:N"));
      return false;
    }
    lg_vec_push(a, &mins, mn);
    lg_vec_push(a, &maxs, mx);
    lg_vec_push(a, &tmins, (void *)tlo);
    lg_vec_push(a, &tmaxs, (void *)thi);
  }
  u->lo = combine(x, &mins, &tmins, false, &tlo);
  u->hi = combine(x, &maxs, &tmaxs, true, &thi);
  if (x->check)
    lg_extent_check(p, x->r, v, tlo, thi, x->lasts, x->nlasts);
  if (strcmp(inner, "1") != 0) {
    u->lo = lg_fmt(a, "(%s) * %s", u->lo, inner);
    u->hi = lg_fmt(a, "((%s) + 1) * %s - 1", u->hi, inner);
  }
  return true;
}

/* The slice of array use `u` that one chunk of the outermost mapped loop
 * touches: the range from the subscripts (never from a clause or the
 * declared type) with that loop's values restricted to the chunk's, whose
 * first and last value are the host variables lg_cfirst and lg_clast. False
 * when the subscripts do not bound it (no diagnostic: the caller says why). */
bool lg_extent_slice(lg_Program *p, lg_Region *r, const lg_ArrayUse *u, const char **lo,
                     const char **hi) {
  lg_RegionInfo *ri = lg_region_info(p, r);
  if (ri->nmapped == 0)
    return false;
  Ext x = {p, r, ri, ri->mapped[0], lg_poly_host_var(p, r, "lg_cfirst"),
           lg_poly_host_var(p, r, "lg_clast"), true, false, NULL, 0, 0};
  lg_ArrayUse w = *u;
  if (!array_range(&x, &w))
    return false;
  *lo = w.lo;
  *hi = w.hi;
  return true;
}

/* ---- data regions of host loops ------------------------------------------ */

static bool text_mentions(const char *s, const char *name) {
  size_t n = strlen(name);
  for (const char *q = s; (q = strstr(q, name)) != NULL; q += n) {
    bool before = q > s && (q[-1] == '_' || (q[-1] >= 'a' && q[-1] <= 'z') ||
                            (q[-1] >= 'A' && q[-1] <= 'Z') || (q[-1] >= '0' && q[-1] <= '9'));
    char c = q[n];
    bool after = c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                 (c >= '0' && c <= '9');
    if (!before && !after)
      return true;
  }
  return false;
}

static bool var_in(lg_Var **vs, int n, const lg_Var *v) {
  for (int i = 0; i < n; i++)
    if (vs[i] == v)
      return true;
  return false;
}

/* Can array use `u` of region `r` be entered before host loop `h`? Its range
 * must be computable there and not change across iterations (a pointer the
 * body moves, `x += 1`, changes it; a swap trades whole ranges, see below).
 * Host code of the body that touches it is no reason to keep it off the
 * device: its statements are bracketed by updates (print_sync.c). */
static bool hoistable(lg_Program *p, lg_HostLoop *h, lg_Region *r, const lg_ArrayUse *u) {
  if (var_in(h->moves, h->nmoves, u->var))
    return false;
  if (u->var->loc.file && u->var->loc.line >= h->loop->loc.line &&
      u->var->loc.line <= h->loop->end_line)
    return false;
  for (int i = 0; i < r->nvars; i++) {
    lg_Var *v = r->vars[i];
    if (lg_is_array_like(v) || v->region == r)
      continue;
    if (!text_mentions(u->lo, v->name) && !text_mentions(u->hi, v->name))
      continue;
    if (v == h->loop->iv || var_in(h->writes, h->nwrites, v))
      return false;
    if (v->loc.line >= h->loop->loc.line && v->loc.line <= h->loop->end_line)
      return false; /* declared in the body: not in scope before the loop */
  }
  (void)p;
  return true;
}

static void build_data_region(lg_Program *p, lg_HostLoop *h) {
  lg_Arena *a = p->arena;
  lg_HostInfo *hi = LG_NEW(a, lg_HostInfo);
  h->analysis = hi;
  lg_PtrVec uses = {0};
  for (int i = 0; i < h->nregions; i++) {
    lg_Region *r = h->regions[i];
    lg_RegionInfo *ri = r->analysis;
    if (!ri)
      continue;
    for (int k = 0; k < ri->narrays; k++) {
      lg_ArrayUse *u = &ri->arrays[k];
      if (!hoistable(p, h, r, u))
        continue;
      lg_ArrayUse *found = NULL;
      for (int j = 0; j < uses.n; j++)
        if (((lg_ArrayUse *)uses.items[j])->var == u->var)
          found = uses.items[j];
      if (!found) {
        found = LG_NEW(a, lg_ArrayUse);
        *found = *u;
        lg_vec_push(a, &uses, found);
        continue;
      }
      if (strcmp(found->lo, u->lo) != 0)
        found->lo = lg_fmt(a, "lg_min_ll(%s, %s)", found->lo, u->lo);
      if (strcmp(found->hi, u->hi) != 0)
        found->hi = lg_fmt(a, "lg_max_ll(%s, %s)", found->hi, u->hi);
      found->dir |= u->dir;
      found->read |= u->read;
      found->written |= u->written;
    }
  }
  /* Pointers that the loop assigns (a swap `t = a; a = b; b = t;`) trade
     buffers between iterations: each must be present over the union of
     their ranges and directions, or a region would later enter a range
     that only partly lies inside what the data region entered. */
  lg_ArrayUse *swap = NULL;
  for (int j = 0; j < uses.n; j++) {
    lg_ArrayUse *u = uses.items[j];
    if (!var_in(h->writes, h->nwrites, u->var))
      continue;
    if (!swap) {
      swap = LG_NEW(a, lg_ArrayUse);
      *swap = *u;
      continue;
    }
    if (strcmp(swap->lo, u->lo) != 0)
      swap->lo = lg_fmt(a, "lg_min_ll(%s, %s)", swap->lo, u->lo);
    if (strcmp(swap->hi, u->hi) != 0)
      swap->hi = lg_fmt(a, "lg_max_ll(%s, %s)", swap->hi, u->hi);
    swap->dir |= u->dir;
  }
  for (int j = 0; swap && j < uses.n; j++) {
    lg_ArrayUse *u = uses.items[j];
    if (var_in(h->writes, h->nwrites, u->var)) {
      u->lo = swap->lo;
      u->hi = swap->hi;
      u->dir = swap->dir;
    }
  }
  /* a host loop's own data clauses set the direction (and bounds) */
  hi->narrays = uses.n;
  hi->arrays = LG_NEW_ARRAY(a, lg_ArrayUse, uses.n ? uses.n : 1);
  for (int j = 0; j < uses.n; j++) {
    hi->arrays[j] = *(lg_ArrayUse *)uses.items[j];
    int dir;
    lg_DataArg *d = find_data(h->loop->dir, hi->arrays[j].var, &dir);
    if (d)
      hi->arrays[j].dir = dir;
    /* members written by a region go back whole (array_range) */
    for (int i = 0; d && (dir & 2) && !(dir & 1) && i < h->nregions; i++)
      if (member_written(h->regions[i], hi->arrays[j].var))
        hi->arrays[j].dir = 3;
  }
  for (int i = 0; i < h->nregions; i++) {
    lg_RegionInfo *ri = h->regions[i]->analysis;
    if (!ri)
      continue;
    for (int k = 0; k < ri->narrays; k++)
      for (int j = 0; j < hi->narrays; j++)
        if (hi->arrays[j].var == ri->arrays[k].var)
          ri->arrays[k].in_data_region = true;
  }
}

bool lg_pass_extent(lg_Program *p) {
  bool ok = true;
  lg_Arena *a = p->arena;
  for (int i = 0; i < p->nregions; i++) {
    lg_Region *r = p->regions[i];
    lg_RegionInfo *ri = lg_region_info(p, r);
    Ext x = {p, r, ri, NULL, NULL, NULL, false, lg_extent_check_on(), NULL, 0, 0};
    lg_PtrVec vars = {0};
    for (int k = 0; k < ri->nacc; k++) {
      bool seen = false;
      for (int j = 0; j < vars.n; j++)
        seen = seen || vars.items[j] == ri->acc[k].var;
      if (!seen)
        lg_vec_push(a, &vars, ri->acc[k].var);
    }
    ri->narrays = vars.n;
    ri->arrays = LG_NEW_ARRAY(a, lg_ArrayUse, vars.n ? vars.n : 1);
    for (int j = 0; j < vars.n; j++) {
      lg_ArrayUse *u = &ri->arrays[j];
      u->var = vars.items[j];
      for (int k = 0; k < ri->nacc; k++)
        if (ri->acc[k].var == u->var) {
          u->read |= ri->acc[k].read;
          u->written |= ri->acc[k].write;
        }
      if (!array_range(&x, u))
        ok = false;
    }
  }
  if (lg_extent_check_on())
    lg_extent_check_done(p);
  if (ok)
    for (int i = 0; i < p->nhosts; i++)
      build_data_region(p, p->hosts[i]);
  return ok;
}

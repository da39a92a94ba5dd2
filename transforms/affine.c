/* affine.c — subscripts as integer polynomials over the region's induction
 * variables and loop-invariant atoms, and delinearization of flat
 * subscripts (`(i*n + j)*n + k` -> [i][j][k]) where the ranges prove it.
 *
 * Polynomials rather than plain affine forms, because the subscripts of
 * linearized arrays multiply induction variables by invariant sizes; a
 * subscript is affine when no monomial holds two induction variables.
 */
#include <stdlib.h>
#include <string.h>

#include "analysis.h"

static int cmp_term(const lg_Term *x, const lg_Term *y) {
  if (x->n != y->n)
    return x->n < y->n ? -1 : 1;
  for (int i = 0; i < x->n; i++)
    if (x->a[i] != y->a[i])
      return x->a[i] < y->a[i] ? -1 : 1;
  return 0;
}

static int qcmp_term(const void *x, const void *y) { return cmp_term(x, y); }

/* Coefficient arithmetic wraps (two's complement) instead of overflowing:
 * the coefficients are the program's own constants, so a result that does
 * not fit comes from subscript arithmetic that overflows in the program
 * itself (undefined there); the translator must not be undefined too
 * (fuzz_translate: `x[i - (-9223372036854775807 - 1)]`, UBSan). */
static long long wrap_add(long long a, long long b) {
  return (long long)((unsigned long long)a + (unsigned long long)b);
}
static long long wrap_mul(long long a, long long b) {
  return (long long)((unsigned long long)a * (unsigned long long)b);
}

/* Sorts, merges equal monomials, drops zero coefficients. */
static lg_Poly *normalize(lg_Poly *x) {
  qsort(x->t, (size_t)x->n, sizeof(lg_Term), qcmp_term);
  int k = 0;
  for (int i = 0; i < x->n; i++) {
    if (k > 0 && cmp_term(&x->t[k - 1], &x->t[i]) == 0)
      x->t[k - 1].c = wrap_add(x->t[k - 1].c, x->t[i].c);
    else
      x->t[k++] = x->t[i];
  }
  int m = 0;
  for (int i = 0; i < k; i++)
    if (x->t[i].c != 0)
      x->t[m++] = x->t[i];
  x->n = m;
  return x;
}

static lg_Poly *poly_new(lg_Arena *a, int n) {
  lg_Poly *x = LG_NEW(a, lg_Poly);
  x->t = LG_NEW_ARRAY(a, lg_Term, n > 0 ? n : 1);
  x->n = n;
  return x;
}

lg_Poly *lg_poly_const(lg_Arena *a, long long c) {
  lg_Poly *x = poly_new(a, 1);
  x->t[0].c = c;
  return normalize(x);
}

lg_Poly *lg_poly_atom(lg_Arena *a, int atom) {
  lg_Poly *x = poly_new(a, 1);
  x->t[0].c = 1;
  x->t[0].n = 1;
  x->t[0].a[0] = atom;
  return x;
}

lg_Poly *lg_poly_add(lg_Arena *a, const lg_Poly *x, const lg_Poly *y, long long ysign) {
  lg_Poly *z = poly_new(a, x->n + y->n);
  memcpy(z->t, x->t, sizeof(lg_Term) * (size_t)x->n);
  for (int i = 0; i < y->n; i++) {
    z->t[x->n + i] = y->t[i];
    z->t[x->n + i].c = wrap_mul(z->t[x->n + i].c, ysign);
  }
  return normalize(z);
}

static int cmp_int(const void *x, const void *y) {
  return *(const int *)x - *(const int *)y;
}

lg_Poly *lg_poly_mul(lg_Arena *a, const lg_Poly *x, const lg_Poly *y) {
  lg_Poly *z = poly_new(a, x->n * y->n);
  int k = 0;
  for (int i = 0; i < x->n; i++)
    for (int j = 0; j < y->n; j++) {
      if (x->t[i].n + y->t[j].n > LG_MAX_DEG)
        return NULL;
      lg_Term t = x->t[i];
      t.c = wrap_mul(t.c, y->t[j].c);
      for (int m = 0; m < y->t[j].n; m++)
        t.a[t.n++] = y->t[j].a[m];
      qsort(t.a, (size_t)t.n, sizeof(int), cmp_int);
      z->t[k++] = t;
    }
  z->n = k;
  return normalize(z);
}

bool lg_poly_equal(const lg_Poly *x, const lg_Poly *y) {
  if (!x || !y || x->n != y->n)
    return false;
  for (int i = 0; i < x->n; i++)
    if (x->t[i].c != y->t[i].c || cmp_term(&x->t[i], &y->t[i]) != 0)
      return false;
  return true;
}

bool lg_poly_is_const(const lg_Poly *x, long long *c) {
  if (x->n == 0) {
    *c = 0;
    return true;
  }
  if (x->n == 1 && x->t[0].n == 0) {
    *c = x->t[0].c;
    return true;
  }
  return false;
}

static bool term_has(const lg_Term *t, int atom) {
  for (int i = 0; i < t->n; i++)
    if (t->a[i] == atom)
      return true;
  return false;
}

lg_Poly *lg_poly_coef(lg_Arena *a, const lg_Poly *x, int atom) {
  lg_Poly *z = poly_new(a, x->n);
  int k = 0;
  for (int i = 0; i < x->n; i++) {
    if (!term_has(&x->t[i], atom))
      continue;
    lg_Term t = x->t[i];
    int m = 0;
    bool removed = false;
    for (int j = 0; j < t.n; j++)
      if (!removed && t.a[j] == atom)
        removed = true;
      else
        t.a[m++] = t.a[j];
    t.n = m;
    z->t[k++] = t;
  }
  z->n = k;
  return normalize(z);
}

static int term_ivs(const lg_Atoms *at, const lg_Term *t) {
  int n = 0;
  for (int i = 0; i < t->n; i++)
    n += at->items[t->a[i]].iv != NULL;
  return n;
}

lg_Poly *lg_poly_invariant_part(lg_Arena *a, const lg_Atoms *at, const lg_Poly *x) {
  lg_Poly *z = poly_new(a, x->n);
  int k = 0;
  for (int i = 0; i < x->n; i++)
    if (term_ivs(at, &x->t[i]) == 0)
      z->t[k++] = x->t[i];
  z->n = k;
  return z;
}

bool lg_poly_is_affine(const lg_Atoms *at, const lg_Poly *x) {
  for (int i = 0; i < x->n; i++)
    if (term_ivs(at, &x->t[i]) > 1)
      return false;
  return true;
}

bool lg_poly_has_iv(const lg_Atoms *at, const lg_Poly *x) {
  for (int i = 0; i < x->n; i++)
    if (term_ivs(at, &x->t[i]) > 0)
      return true;
  return false;
}

const lg_Atom *lg_poly_iv_outside(const lg_Atoms *at, const lg_Poly *x, const lg_Loop *const *loops,
                                  int nloops) {
  for (int i = 0; x && i < x->n; i++)
    for (int k = 0; k < x->t[i].n; k++) {
      const lg_Atom *atom = &at->items[x->t[i].a[k]];
      if (!atom->iv)
        continue;
      bool around = false;
      for (int j = 0; j < nloops && !around; j++)
        around = loops[j] == atom->loop || loops[j]->iv == atom->iv;
      if (!around)
        return atom;
    }
  return NULL;
}

/* ---- from expressions ------------------------------------------------------ */

/* One atom per value: the same induction variable, structurally equal
 * expressions (lg_expr_equal, not their text), the same host variable, the
 * same last value; the atoms of two tables (two regions) alike. */
bool lg_atom_equal(const lg_Atoms *ax, const lg_Atom *x, const lg_Atoms *ay,
                       const lg_Atom *y) {
  if (x->kind != y->kind)
    return false;
  switch (x->kind) {
  case LG_ATOM_IV: return x->iv == y->iv;
  case LG_ATOM_EXPR: return lg_expr_equal(x->expr, y->expr);
  case LG_ATOM_HOST: return strcmp(x->name, y->name) == 0;
  case LG_ATOM_LAST:
    return x->step == y->step && lg_poly_equal_across(ax, x->first, ay, y->first) &&
           lg_poly_equal_across(ax, x->last, ay, y->last);
  }
  return false;
}

/* Polynomials over two atom tables; terms in the same order (the tables of
   two regions intern the same atoms in the order they meet them). */
bool lg_poly_equal_across(const lg_Atoms *ax, const lg_Poly *x, const lg_Atoms *ay,
                              const lg_Poly *y) {
  if (ax == ay)
    return lg_poly_equal(x, y);
  int nx = x ? x->n : 0, ny = y ? y->n : 0;
  if (nx != ny)
    return false;
  for (int i = 0; i < nx; i++) {
    const lg_Term *s = &x->t[i], *t = &y->t[i];
    if (s->c != t->c || s->n != t->n)
      return false;
    for (int k = 0; k < s->n; k++)
      if (!lg_atom_equal(ax, &ax->items[s->a[k]], ay, &ay->items[t->a[k]]))
        return false;
  }
  return true;
}

static int intern(lg_Arena *a, lg_Atoms *at, lg_Atom atom) {
  for (int i = 0; i < at->n; i++)
    if (lg_atom_equal(at, &at->items[i], at, &atom))
      return i;
  if (at->n == at->cap) {
    int cap = at->cap ? at->cap * 2 : 16;
    lg_Atom *items = LG_NEW_ARRAY(a, lg_Atom, cap);
    if (at->n)
      memcpy(items, at->items, sizeof(lg_Atom) * (size_t)at->n);
    at->items = items;
    at->cap = cap;
  }
  at->items[at->n] = atom;
  return at->n++;
}

lg_Poly *lg_poly_host_var(lg_Program *p, lg_Region *r, const char *name) {
  lg_RegionInfo *ri = lg_region_info(p, r);
  return lg_poly_atom(p->arena,
                      intern(p->arena, &ri->atoms, (lg_Atom){.kind = LG_ATOM_HOST, .name = name}));
}

lg_Poly *lg_poly_last(lg_Program *p, lg_Region *r, const lg_Poly *first, const lg_Poly *last,
                      long long step) {
  lg_RegionInfo *ri = lg_region_info(p, r);
  lg_Atom atom = {.kind = LG_ATOM_LAST, .first = first, .last = last, .step = step};
  return lg_poly_atom(p->arena, intern(p->arena, &ri->atoms, atom));
}

/* True when `e` reads nothing the region writes and calls nothing. */
static bool invariant(lg_RegionInfo *ri, const lg_Expr *e) {
  if (e->kind == LG_E_CALL || e->kind == LG_E_ASSIGN || e->kind == LG_E_INDEX)
    return false;
  if (e->kind == LG_E_UNARY && e->op >= LG_OP_PREINC)
    return false;
  /* a member of a struct the region does not write (`p.n` of a parameter
     struct passed by value): one value, as a scalar's */
  if (e->kind == LG_E_MEMBER && e->args[0]->kind == LG_E_VAR &&
      e->args[0]->var->type->kind == LG_T_RECORD) {
    if (lg_var_written_in(ri, e->args[0]->var))
      return false;
    for (int i = 1; i < e->nargs; i++)
      if (!invariant(ri, e->args[i]))
        return false;
    return true;
  }
  if (e->kind == LG_E_VAR && (lg_var_written_in(ri, e->var) || !lg_is_scalar_type(e->var->type)))
    return false;
  for (int i = 0; i < e->nargs; i++)
    if (!invariant(ri, e->args[i]))
      return false;
  return true;
}

/* ---- scalars of the region with one value --------------------------------
 * A scalar of the region written exactly once (its initializer, or one `=`):
 * every read sees the value of that one write (the front end and private.c
 * guarantee the write comes first), and when its right-hand side reads only
 * invariants, induction variables of the loops around it (which do not
 * change while it is in scope) and other such scalars, the scalar is that
 * expression: `j = i + d; ... table[i][j]` is affine. */
typedef struct Defs {
  const lg_Var *v;
  int writes;
  lg_Expr *rhs;
} Defs;

static bool defs_visit(void *ctx, lg_Expr *e) {
  Defs *d = ctx;
  if (e->kind == LG_E_ASSIGN && e->args[0]->kind == LG_E_VAR && e->args[0]->var == d->v) {
    d->writes++;
    d->rhs = e->op == LG_OP_ASSIGN ? e->args[1] : NULL;
  }
  if (e->kind == LG_E_UNARY && e->op >= LG_OP_PREINC && e->args[0]->kind == LG_E_VAR &&
      e->args[0]->var == d->v)
    d->writes += 2;
  return true;
}

static void decl_defs(const lg_Stmt *s, Defs *d) {
  if (!s)
    return;
  switch (s->kind) {
  case LG_S_DECL:
    if (s->var == d->v && s->init) {
      d->writes++;
      d->rhs = s->init;
    }
    break;
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      decl_defs(s->stmts[i], d);
    break;
  case LG_S_IF:
  case LG_S_WHILE:
  case LG_S_DO:
  case LG_S_SWITCH:
    decl_defs(s->then, d);
    decl_defs(s->els, d);
    break;
  case LG_S_FOR:
    decl_defs(s->loop->body, d);
    break;
  default:
    break;
  }
}

static lg_Expr *single_value(lg_Region *r, const lg_Var *v) {
  if (v->region != r || !lg_is_scalar_type(v->type) || !lg_is_integer_type(v->type))
    return NULL;
  Defs d = {.v = v};
  lg_walk_stmt_exprs(r->loop->body, defs_visit, &d);
  decl_defs(r->loop->body, &d);
  return d.writes == 1 ? d.rhs : NULL;
}

static int substitution_depth;

lg_Poly *lg_affine_of(lg_Program *p, lg_Region *r, lg_Expr *e) {
  lg_RegionInfo *ri = lg_region_info(p, r);
  lg_Arena *a = p->arena;
  if (!e || !e->type || !lg_is_integer_type(e->type))
    return NULL;
  switch (e->kind) {
  case LG_E_INT:
    return lg_poly_const(a, e->ival);
  case LG_E_VAR: {
    lg_Loop *l = lg_loop_of_iv(ri, e->var);
    if (l)
      return lg_poly_atom(
          a, intern(a, &ri->atoms, (lg_Atom){.kind = LG_ATOM_IV, .iv = e->var, .loop = l}));
    lg_Expr *rhs = substitution_depth < 8 ? single_value(r, e->var) : NULL;
    if (rhs) {
      substitution_depth++;
      lg_Poly *x = lg_affine_of(p, r, rhs);
      substitution_depth--;
      /* converted to the scalar's type: exact unless the value does not
         fit, which the program's own subscript would not survive either */
      if (x)
        return x;
    }
    break;
  }
  case LG_E_CAST:
    if (lg_is_integer_type(e->args[0]->type))
      return lg_affine_of(p, r, e->args[0]);
    break;
  case LG_E_UNARY:
    if (e->op == LG_OP_PLUS)
      return lg_affine_of(p, r, e->args[0]);
    if (e->op == LG_OP_NEG) {
      lg_Poly *x = lg_affine_of(p, r, e->args[0]);
      return x ? lg_poly_add(a, lg_poly_const(a, 0), x, -1) : NULL;
    }
    break;
  case LG_E_BINARY:
    if (e->op == LG_OP_ADD || e->op == LG_OP_SUB || e->op == LG_OP_MUL) {
      lg_Poly *x = lg_affine_of(p, r, e->args[0]);
      lg_Poly *y = x ? lg_affine_of(p, r, e->args[1]) : NULL;
      if (!y)
        break;
      if (e->op == LG_OP_MUL)
        return lg_poly_mul(a, x, y);
      return lg_poly_add(a, x, y, e->op == LG_OP_ADD ? 1 : -1);
    }
    break;
  default:
    break;
  }
  /* An invariant integer expression: an opaque atom, one per value. */
  if (invariant(ri, e))
    return lg_poly_atom(a, intern(a, &ri->atoms, (lg_Atom){.kind = LG_ATOM_EXPR, .expr = e}));
  return NULL;
}

/* ---- delinearization --------------------------------------------------------- */

/* Bounds of an induction variable as invariant polynomials (a superset of
 * its values is fine for the range proofs here). */
static bool iv_range(lg_Program *p, lg_Region *r, lg_Loop *l, lg_Poly **mn, lg_Poly **mx) {
  lg_RegionInfo *ri = lg_region_info(p, r);
  lg_Poly *lb = lg_affine_of(p, r, l->lb), *ub = lg_affine_of(p, r, l->ub);
  if (!lb || !ub || lg_poly_has_iv(&ri->atoms, lb) || lg_poly_has_iv(&ri->atoms, ub))
    return false;
  lg_Arena *a = p->arena;
  lg_Poly *one = lg_poly_const(a, 1);
  bool up = l->step > 0;
  switch (l->cmp) {
  case LG_CMP_LT:
    *mn = lb, *mx = lg_poly_add(a, ub, one, -1);
    return up;
  case LG_CMP_LE:
    *mn = lb, *mx = ub;
    return up;
  case LG_CMP_GT:
    *mn = lg_poly_add(a, ub, one, 1), *mx = lb;
    return !up;
  case LG_CMP_GE:
    *mn = ub, *mx = lb;
    return !up;
  case LG_CMP_NE:
    if (up)
      *mn = lb, *mx = lg_poly_add(a, ub, one, -1);
    else
      *mn = lg_poly_add(a, ub, one, 1), *mx = lb;
    return l->step == 1 || l->step == -1;
  }
  return false;
}

/* Extremes of an affine polynomial whose induction terms have integer
 * coefficients, over the loop box. */
static bool poly_extremes(lg_Program *p, lg_Region *r, const lg_Poly *x, lg_Poly **mn,
                          lg_Poly **mx) {
  lg_RegionInfo *ri = lg_region_info(p, r);
  lg_Arena *a = p->arena;
  lg_Poly *lo = lg_poly_invariant_part(a, &ri->atoms, x);
  lg_Poly *hi = lo;
  for (int i = 0; i < x->n; i++) {
    const lg_Term *t = &x->t[i];
    if (term_ivs(&ri->atoms, t) == 0)
      continue;
    if (t->n != 1)
      return false; /* symbolic coefficient */
    const lg_Atom *atom = &ri->atoms.items[t->a[0]];
    lg_Poly *vmin, *vmax;
    if (!iv_range(p, r, atom->loop, &vmin, &vmax))
      return false;
    lg_Poly *c = lg_poly_const(a, t->c);
    lg_Poly *at_min = lg_poly_mul(a, c, vmin), *at_max = lg_poly_mul(a, c, vmax);
    if (!at_min || !at_max)
      return false;
    lo = lg_poly_add(a, lo, t->c > 0 ? at_min : at_max, 1);
    hi = lg_poly_add(a, hi, t->c > 0 ? at_max : at_min, 1);
  }
  *mn = lo;
  *mx = hi;
  return true;
}

/* 0 <= x <= s - 1 over the loop box, by constant differences. */
static bool in_stride(lg_Program *p, lg_Region *r, const lg_Poly *x, int s) {
  lg_Poly *mn, *mx;
  if (!poly_extremes(p, r, x, &mn, &mx))
    return false;
  lg_Arena *a = p->arena;
  long long c;
  if (!lg_poly_is_const(mn, &c) || c < 0)
    return false;
  lg_Poly *room = lg_poly_add(a, lg_poly_add(a, lg_poly_atom(a, s), lg_poly_const(a, 1), -1),
                              mx, -1);
  return lg_poly_is_const(room, &c) && c >= 0;
}

/* The terms of x that do not hold atom. */
static lg_Poly *terms_without(lg_Arena *a, const lg_Poly *x, int atom) {
  lg_Poly *rest = poly_new(a, x->n);
  int k = 0;
  for (int i = 0; i < x->n; i++)
    if (!term_has(&x->t[i], atom))
      rest->t[k++] = x->t[i];
  rest->n = k;
  return rest;
}

int lg_delinearize(lg_Program *p, lg_Region *r, lg_Poly *flat, lg_Poly ***dims_out,
                   int **strides_out) {
  return lg_delinearize_by(p, r, flat, dims_out, strides_out, NULL, NULL);
}

int lg_delinearize_by(lg_Program *p, lg_Region *r, lg_Poly *flat, lg_Poly ***dims_out,
                      int **strides_out, lg_InStride proven, void *ctx) {
  lg_RegionInfo *ri = lg_region_info(p, r);
  lg_Arena *a = p->arena;
  lg_Poly *rest[8];
  int str[8];
  int n = 0;
  lg_Poly *x = flat;
  while (n < 7) {
    /* the stride: an invariant atom that every induction monomial with
       invariant factors holds */
    int s = -1;
    for (int i = 0; i < x->n && s < 0; i++) {
      const lg_Term *t = &x->t[i];
      if (term_ivs(&ri->atoms, t) == 0)
        continue;
      for (int k = 0; k < t->n && s < 0; k++) {
        int cand = t->a[k];
        if (ri->atoms.items[cand].iv)
          continue;
        bool all = true;
        for (int j = 0; j < x->n && all; j++) {
          const lg_Term *u = &x->t[j];
          if (term_ivs(&ri->atoms, u) == 0 || u->n == 1)
            continue;
          all = term_has(u, cand);
        }
        if (all)
          s = cand;
      }
    }
    /* with the proof given (extent.c), a stride of the terms without a
       loop variable too, the first that splits: the row of `(h - 1) * w +
       x` is the invariant h - 1 (an arm of a clamp); any split is exact,
       and the proof that the rest lies in [0, s - 1] where the access runs
       is what bounds the row */
    lg_Poly *q = NULL, *rem = NULL;
    for (int i = -1; i < x->n && !rem; i++)
      for (int k = 0; k < (i < 0 ? 1 : x->t[i].n) && !rem; k++) {
        int cand = i < 0 ? s : x->t[i].a[k];
        if (cand < 0 || ri->atoms.items[cand].iv || (i >= 0 && (!proven || s >= 0)))
          continue;
        lg_Poly *cq = lg_poly_coef(a, x, cand), *cr = terms_without(a, x, cand);
        /* (the column may be invariant where the proof is given: the 0 or
           w - 1 of a clamp, `y * w + 0`; and `y * w + w - 1` is row y and
           column w - 1, not row y + 1 and column -1) */
        if ((proven || lg_poly_has_iv(&ri->atoms, cr)) &&
            (proven ? proven(ctx, cr, cand) : in_stride(p, r, cr, cand))) {
          q = cq;
          rem = cr;
          s = cand;
        } else {
          /* `y * w + (w - 1 - x)`: row y, column w - 1 - x */
          lg_Poly *bq = lg_poly_add(a, cq, lg_poly_const(a, 1), -1);
          lg_Poly *br = lg_poly_add(a, cr, lg_poly_atom(a, cand), 1);
          if (bq && br && (proven || lg_poly_has_iv(&ri->atoms, br)) &&
              (proven ? proven(ctx, br, cand) : in_stride(p, r, br, cand))) {
            q = bq;
            rem = br;
            s = cand;
          }
        }
      }
    if (!rem)
      break;
    rest[n] = rem;
    str[n] = s;
    n++;
    x = q;
  }
  lg_Poly **dims = LG_NEW_ARRAY(a, lg_Poly *, n + 1);
  int *strides = LG_NEW_ARRAY(a, int, n + 1);
  dims[0] = x;
  for (int i = 0; i < n; i++) {
    dims[i + 1] = rest[n - 1 - i];
    strides[i] = str[n - 1 - i];
  }
  *dims_out = dims;
  *strides_out = strides;
  return n + 1;
}

lg_Poly *lg_poly_subst(lg_Arena *a, const lg_Poly *x, int atom, const lg_Poly *b) {
  lg_Poly *coef = lg_poly_coef(a, x, atom);
  lg_Poly *rest = terms_without(a, x, atom);
  lg_Poly *m = lg_poly_mul(a, coef, b);
  return m ? lg_poly_add(a, rest, m, 1) : NULL;
}

/* extent.c — lg_pass_extent: for every array a region touches, the element
 * range [lo, hi] (flattened, inclusive) as structured bounds (lg_Bound:
 * polynomials, their minima and maxima, rows of arrays, clause sections;
 * print_ext.c spells them), and the copy direction; for every host loop, the data region (arrays entered before it
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
  /* LOOPGPU_CHECK_EXTENTS: isl checks the ranges; the opaque atoms of
     lg_last_ll (extent_isl.c evaluates them) */
  bool check;
  lg_ExtLast *lasts;
  int nlasts, caplasts;
  /* the conditions that guard the access being ranged (access_guards) */
  const lg_Guard *nar;
  int nnar;
  /* extreme() takes only the guard ends that differ from the loop's by a
     constant (extreme_poly: the result must be one polynomial) */
  bool noalt;
  /* the access whose flat subscript rows_range splits */
  const lg_Access *acc;
} Ext;

static const lg_Bound *bound(lg_Arena *a, lg_BoundKind kind, const lg_Bound *l,
                             const lg_Bound *r) {
  lg_Bound *b = LG_NEW(a, lg_Bound);
  b->kind = kind;
  b->l = l;
  b->r = r;
  return b;
}

static const lg_Bound *poly_bound(Ext *x, const lg_Poly *f) {
  lg_Bound *b = (lg_Bound *)bound(x->p->arena, LG_BD_POLY, NULL, NULL);
  b->poly = f;
  b->atoms = &x->ri->atoms;
  return b;
}

/* A bound of array type t (rows, clause sections, the declared size). */
static const lg_Bound *typed_bound(lg_Arena *a, lg_BoundKind kind, const lg_Bound *l,
                                   const lg_Type *t, const lg_DataArg *d) {
  lg_Bound *b = (lg_Bound *)bound(a, kind, l, NULL);
  b->type = t;
  b->clause = d;
  return b;
}

/* ---- ranges ------------------------------------------------------------------ */

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

/* The tighter of two bounds on the same side of one range: the smaller of
 * two maxima, the larger of two minima. Both hold, so either alone would
 * do; NULL ones are left out. */
static const lg_Bound *tighter(Ext *x, const lg_Bound *b1, const lg_Bound *b2, bool want_max) {
  if (!b1 || !b2)
    return b1 ? b1 : b2;
  if (lg_bound_equal(b1, b2))
    return b1;
  if (b1->kind == LG_BD_POLY && b2->kind == LG_BD_POLY) {
    lg_Poly *one = pick(x->p->arena, (lg_Poly *)b1->poly, (lg_Poly *)b2->poly, !want_max);
    if (one)
      return one == b1->poly ? b1 : b2;
  }
  return bound(x->p->arena, want_max ? LG_BD_MIN : LG_BD_MAX, b1, b2);
}

/* The minimum (or maximum) of f over the loop box; NULL when a bound is
 * not affine. */
static const lg_Bound *extreme(Ext *x, lg_Poly *f, bool want_max, int depth) {
  lg_Arena *a = x->p->arena;
  lg_Atoms *at = &x->ri->atoms;
  if (depth > 16 || !f)
    return NULL;
  if (depth == 0 && !x->noalt && f->n == 1 && f->t[0].n == 1 && f->t[0].c == 1 &&
      at->items[f->t[0].a[0]].iv) {
    /* a plain loop variable spans its loop, as an unconditional `y[i]`
       does: alternative ends would only write its range as a min or max */
    x->noalt = true;
    const lg_Bound *b = extreme(x, f, want_max, 0);
    x->noalt = false;
    return b;
  }
  int atom = innermost_atom(x, f);
  if (atom < 0)
    return poly_bound(x, f);
  lg_Poly *first, *last;
  if (!loop_bounds(x, at->items[atom].loop, &first, &last))
    return NULL;
  /* which end is the smaller value of the variable */
  bool up = at->items[atom].loop->step > 0;
  lg_Poly *vmin = up ? first : last, *vmax = up ? last : first;
  lg_Poly *box_min = vmin, *box_max = vmax;
  /* A guard of the access raises or lowers an end by a constant. With a
     constant coefficient the extreme moves inward with it, so the range only
     shrinks, whether the guarded values are empty or not; with a symbolic
     one (both ends taken) an empty guarded range could reach past the box's
     corners: there the box is kept. A guard end that is not the loop's
     plus a constant (`if (i - k >= 0) u[i - k]`: k <= i in [0, 2]; `i >= m`)
     is an alternative end: the variable's end is the max (min) of the two,
     so f's extreme is the max (min) of f at each, pointwise, and the max of
     their extremes bounds it (below; above: the min) — never past the
     box's. */
  lg_Poly *alt_min[LG_MAX_GUARDS], *alt_max[LG_MAX_GUARDS];
  int nalt_min = 0, nalt_max = 0;
  for (int i = 0; i < x->nnar; i++) {
    if (x->nar[i].loop != at->items[atom].loop)
      continue;
    lg_Poly *t = x->nar[i].min ? pick(a, vmin, x->nar[i].min, true) : NULL;
    if (!t && x->nar[i].min && !x->noalt)
      alt_min[nalt_min++] = x->nar[i].min;
    vmin = t ? t : vmin;
    t = x->nar[i].max ? pick(a, vmax, x->nar[i].max, false) : NULL;
    if (!t && x->nar[i].max && !x->noalt)
      alt_max[nalt_max++] = x->nar[i].max;
    vmax = t ? t : vmax;
  }
  for (int i = 0; i < x->nnar; i++) { /* after the others: `i != 0` on [0, ...] */
    long long c;
    if (x->nar[i].loop != at->items[atom].loop || !x->nar[i].ne)
      continue;
    if (lg_poly_is_const(lg_poly_add(a, x->nar[i].ne, vmin, -1), &c) && c == 0)
      vmin = lg_poly_add(a, vmin, lg_poly_const(a, 1), 1);
    else if (lg_poly_is_const(lg_poly_add(a, x->nar[i].ne, vmax, -1), &c) && c == 0)
      vmax = lg_poly_add(a, vmax, lg_poly_const(a, 1), -1);
  }
  lg_Poly *coef = lg_poly_coef(a, f, atom);
  lg_Poly *f_lo = lg_poly_subst(a, f, atom, vmin), *f_hi = lg_poly_subst(a, f, atom, vmax);
  long long c;
  if (lg_poly_is_const(coef, &c) && c != 0) {
    bool take_hi = (c > 0) == want_max;
    const lg_Bound *b = extreme(x, take_hi ? f_hi : f_lo, want_max, depth + 1);
    lg_Poly **alt = take_hi ? alt_max : alt_min;
    for (int i = 0; b && i < (take_hi ? nalt_max : nalt_min); i++)
      b = tighter(x, b, extreme(x, lg_poly_subst(a, f, atom, alt[i]), want_max, depth + 1),
                  want_max);
    return b;
  }
  f_lo = lg_poly_subst(a, f, atom, box_min);
  f_hi = lg_poly_subst(a, f, atom, box_max);
  const lg_Bound *b1 = extreme(x, f_lo, want_max, depth + 1);
  const lg_Bound *b2 = extreme(x, f_hi, want_max, depth + 1);
  if (!b1 || !b2)
    return NULL;
  if (lg_bound_equal(b1, b2))
    return b1;
  return bound(a, want_max ? LG_BD_MAX : LG_BD_MIN, b1, b2);
}

/* The extreme of f as a polynomial: when it is one corner of the box
 * (every coefficient met on the way has a known sign); NULL otherwise. */
static lg_Poly *extreme_poly(Ext *x, lg_Poly *f, bool want_max) {
  const lg_Bound *b = extreme(x, f, want_max, 0);
  if (b && b->kind != LG_BD_POLY && !x->noalt) { /* without the alternative ends */
    x->noalt = true;
    b = extreme(x, f, want_max, 0);
    x->noalt = false;
  }
  return b && b->kind == LG_BD_POLY ? (lg_Poly *)b->poly : NULL;
}

/* ---- guards ------------------------------------------------------------------
 * The conditions on the way from the region's body to an access, as ranges
 * of loop variables: `if (i > 0) s += u[i - 1]`, `i < n - 1 ? u[i + 1] : 0`,
 * `i > 0 && u[i - 1] > t`, `i - k >= 0` (k <= i). Only comparisons of
 * signed affine forms in which a loop variable appears with coefficient 1
 * or -1, and others only of loops around the access; anything else guards
 * nothing (the range stays the loop box's). Nothing is taken from inside a
 * switch (a case label enters past the conditions around it) or from a
 * body with a goto. */
typedef struct Guards {
  Ext *x;
  const lg_Expr *target;
  const lg_Access *acc; /* the access of target: the loops around it */
  lg_Guard g[LG_MAX_GUARDS];
  int n;
  int in_switch;
} Guards;

static bool signed_only(const lg_Expr *e) {
  if (!e)
    return true;
  if (e->type && lg_is_integer_type(e->type)) {
    lg_TypeKind k = e->type->kind;
    if (k != LG_T_SCHAR && k != LG_T_SHORT && k != LG_T_INT && k != LG_T_LONG && k != LG_T_LLONG)
      return false;
  }
  for (int i = 0; i < e->nargs; i++)
    if (!signed_only(e->args[i]))
      return false;
  return true;
}

static void cond_narrow(Guards *G, const lg_Expr *c, bool truth) {
  Ext *x = G->x;
  lg_Arena *a = x->p->arena;
  lg_Atoms *at = &x->ri->atoms;
  if (!c || G->n >= LG_MAX_GUARDS || G->in_switch)
    return;
  if (c->kind == LG_E_UNARY && c->op == LG_OP_NOT) {
    cond_narrow(G, c->args[0], !truth);
    return;
  }
  if (c->kind != LG_E_BINARY)
    return;
  if ((c->op == LG_OP_LAND && truth) || (c->op == LG_OP_LOR && !truth)) {
    cond_narrow(G, c->args[0], truth);
    cond_narrow(G, c->args[1], truth);
    return;
  }
  lg_Op op = c->op;
  if (op < LG_OP_LT || op > LG_OP_NE)
    return;
  if (!truth) {
    static const lg_Op neg[] = {[LG_OP_LT] = LG_OP_GE, [LG_OP_GT] = LG_OP_LE,
                                [LG_OP_LE] = LG_OP_GT, [LG_OP_GE] = LG_OP_LT,
                                [LG_OP_EQ] = LG_OP_NE, [LG_OP_NE] = LG_OP_EQ};
    op = neg[op];
  }
  if (!signed_only(c->args[0]) || !signed_only(c->args[1]))
    return;
  lg_Poly *l = lg_affine_of(x->p, x->r, c->args[0]);
  lg_Poly *r = l ? lg_affine_of(x->p, x->r, c->args[1]) : NULL;
  if (!r)
    return;
  lg_Poly *g = lg_poly_add(a, l, r, -1); /* the condition is `g op 0` */
  /* The variable it bounds: the innermost one with coefficient 1 or -1,
     since extreme() takes the innermost first; the others (loops around
     the access only) stay in the bound: `i - k >= 0` is k <= i. */
  int atom = -1, depth = -1;
  long long coef = 0;
  for (int i = 0; i < g->n; i++)
    for (int k = 0; k < g->t[i].n; k++) {
      int t = g->t[i].a[k];
      if (!at->items[t].iv)
        continue;
      if (g->t[i].n != 1 || !G->acc ||
          lg_poly_iv_outside(at, g, G->acc->loops, G->acc->nloops))
        return; /* a product, or a loop not around the access */
      int d = 0;
      while (d < x->ri->loops.n && x->ri->loops.items[d] != at->items[t].loop)
        d++;
      long long c;
      if (d > depth && lg_poly_is_const(lg_poly_coef(a, g, t), &c) && (c == 1 || c == -1)) {
        depth = d;
        atom = t;
        coef = c;
      }
    }
  if (atom < 0)
    return;
  lg_Poly *rest = lg_poly_add(a, g, lg_poly_mul(a, lg_poly_const(a, coef), lg_poly_atom(a, atom)), -1);
  if (!rest)
    return;
  if (op == LG_OP_NE) { /* v != -coef * rest */
    G->g[G->n++] = (lg_Guard){.loop = at->items[atom].loop,
                              .ne = lg_poly_mul(a, lg_poly_const(a, -coef), rest)};
    return;
  }
  /* g = coef * v + rest, and g lies in [gmin, gmax] */
  bool has_min = op == LG_OP_GT || op == LG_OP_GE || op == LG_OP_EQ;
  bool has_max = op == LG_OP_LT || op == LG_OP_LE || op == LG_OP_EQ;
  long long gmin = op == LG_OP_GT ? 1 : 0, gmax = op == LG_OP_LT ? -1 : 0;
  lg_Guard *n = &G->g[G->n++];
  *n = (lg_Guard){.loop = at->items[atom].loop};
  /* v = coef * (g - rest) */
  if (coef == 1) {
    n->min = has_min ? lg_poly_add(a, lg_poly_const(a, gmin), rest, -1) : NULL;
    n->max = has_max ? lg_poly_add(a, lg_poly_const(a, gmax), rest, -1) : NULL;
  } else {
    n->min = has_max ? lg_poly_add(a, rest, lg_poly_const(a, gmax), -1) : NULL;
    n->max = has_min ? lg_poly_add(a, rest, lg_poly_const(a, gmin), -1) : NULL;
  }
}

static bool expr_guards(Guards *G, const lg_Expr *e) {
  if (!e)
    return false;
  if (e == G->target)
    return true;
  int mark = G->n;
  if (e->kind == LG_E_COND) {
    if (expr_guards(G, e->args[0]))
      return true;
    for (int arm = 1; arm <= 2; arm++) {
      cond_narrow(G, e->args[0], arm == 1);
      if (expr_guards(G, e->args[arm]))
        return true;
      G->n = mark;
    }
    return false;
  }
  if (e->kind == LG_E_BINARY && (e->op == LG_OP_LAND || e->op == LG_OP_LOR)) {
    if (expr_guards(G, e->args[0]))
      return true;
    cond_narrow(G, e->args[0], e->op == LG_OP_LAND);
    if (expr_guards(G, e->args[1]))
      return true;
    G->n = mark;
    return false;
  }
  for (int i = 0; i < e->nargs; i++)
    if (expr_guards(G, e->args[i]))
      return true;
  return false;
}

/* Does s never complete normally (every path leaves by `continue`, `break`
 * or `return`)? Then what follows it in its block runs only where it was
 * not entered. (No goto: access_guards gives up on bodies with one.) */
static bool always_jumps(const lg_Stmt *s) {
  if (!s)
    return false;
  switch (s->kind) {
  case LG_S_CONTINUE:
  case LG_S_BREAK:
  case LG_S_RETURN: return true;
  case LG_S_BLOCK: return s->nstmts > 0 && always_jumps(s->stmts[s->nstmts - 1]);
  case LG_S_IF: return s->els && always_jumps(s->then) && always_jumps(s->els);
  default: return false;
  }
}

static bool stmt_guards(Guards *G, const lg_Stmt *s) {
  if (!s)
    return false;
  int mark = G->n;
  switch (s->kind) {
  case LG_S_EXPR:
  case LG_S_RETURN: return expr_guards(G, s->expr);
  case LG_S_DECL: return expr_guards(G, s->init);
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++) {
      const lg_Stmt *t = s->stmts[i];
      if (stmt_guards(G, t))
        return true;
      /* an early exit: after `if (y == 0 || x == w - 1) { ...; continue; }`
         the rest of the block runs only where the test failed */
      if (t->kind == LG_S_IF && always_jumps(t->then) && (!t->els || !always_jumps(t->els)))
        cond_narrow(G, t->expr, false);
      else if (t->kind == LG_S_IF && t->els && always_jumps(t->els) && !always_jumps(t->then))
        cond_narrow(G, t->expr, true);
    }
    G->n = mark;
    return false;
  case LG_S_IF:
    if (expr_guards(G, s->expr))
      return true;
    cond_narrow(G, s->expr, true);
    if (stmt_guards(G, s->then))
      return true;
    G->n = mark;
    cond_narrow(G, s->expr, false);
    if (stmt_guards(G, s->els))
      return true;
    G->n = mark;
    return false;
  case LG_S_WHILE:
  case LG_S_DO:
    return expr_guards(G, s->expr) || stmt_guards(G, s->then) || stmt_guards(G, s->els);
  case LG_S_SWITCH: {
    if (expr_guards(G, s->expr))
      return true;
    G->in_switch++;
    bool found = stmt_guards(G, s->then);
    G->in_switch--;
    return found;
  }
  case LG_S_FOR:
    return expr_guards(G, s->loop->lb) || expr_guards(G, s->loop->ub) ||
           expr_guards(G, lg_loop_extra_bound(s->loop)) || stmt_guards(G, s->loop->body);
  default: return false;
  }
}

/* The guards of access `acc` (0 when none is understood). */
static int access_guards(Ext *x, const lg_Access *acc, lg_Guard *out) {
  if (lg_stmt_has_goto(x->r->loop->body))
    return 0;
  Guards G = {.x = x, .target = acc->e, .acc = acc};
  if (!stmt_guards(&G, x->r->loop->body))
    return 0;
  memcpy(out, G.g, sizeof(lg_Guard) * (size_t)G.n);
  return G.n;
}

int lg_extent_guards(lg_Program *p, lg_Region *r, const lg_Access *acc, lg_Guard *out) {
  Ext x = {.p = p, .r = r, .ri = lg_region_info(p, r)};
  return access_guards(&x, acc, out);
}

/* Do the guards narrow f's range on the side its constant offset pushes
 * past the loop box (`i + 2`: the top; `i - 1`: the bottom; no offset:
 * either)? `if (i >= 2) u[i + 2]` raises the bottom only, and the top
 * still reaches two past the loop. */
static bool guards_narrow(Ext *x, lg_Poly *f, const lg_Guard *g, int n) {
  if (!f || n == 0)
    return false;
  long long c = 0;
  for (int i = 0; i < f->n; i++)
    if (f->t[i].n == 0)
      c = f->t[i].c;
  const lg_Bound *lo = extreme(x, f, false, 0), *hi = extreme(x, f, true, 0);
  x->nar = g;
  x->nnar = n;
  const lg_Bound *nlo = extreme(x, f, false, 0), *nhi = extreme(x, f, true, 0);
  x->nar = NULL;
  x->nnar = 0;
  if (!lo || !hi || !nlo || !nhi)
    return false;
  bool lo_moved = !lg_bound_equal(lo, nlo), hi_moved = !lg_bound_equal(hi, nhi);
  return c > 0 ? hi_moved : c < 0 ? lo_moved : lo_moved || hi_moved;
}

/* A loop variable alone (the `x` of `x + 1 < w ? x + 1 : x`): it spans its
 * loop, as an unconditional `a[x]` does. */
static bool is_plain_iv(Ext *x, const lg_Poly *f) {
  return f->n == 1 && f->t[0].n == 1 && f->t[0].c == 1 && x->ri->atoms.items[f->t[0].a[0]].iv;
}

/* The first choice (`c ? a : b`) in subscript e reached through
 * arithmetic and casts, or NULL. */
static const lg_Expr *first_choice(const lg_Expr *e) {
  if (e->kind == LG_E_COND)
    return e;
  if (e->kind != LG_E_BINARY && e->kind != LG_E_UNARY && e->kind != LG_E_CAST)
    return NULL;
  if (e->kind == LG_E_UNARY && e->op >= LG_OP_PREINC)
    return NULL;
  for (int i = 0; i < e->nargs; i++) {
    const lg_Expr *c = first_choice(e->args[i]);
    if (c)
      return c;
  }
  return NULL;
}

/* e with node `from` replaced by `to` (the nodes on the way copied). */
static lg_Expr *replaced(lg_Arena *a, const lg_Expr *e, const lg_Expr *from, lg_Expr *to) {
  if (e == from)
    return to;
  lg_Expr *c = NULL;
  for (int i = 0; i < e->nargs; i++) {
    lg_Expr *r = replaced(a, e->args[i], from, to);
    if (r == e->args[i])
      continue;
    if (!c) {
      c = LG_NEW(a, lg_Expr);
      *c = *e;
      c->args = LG_NEW_ARRAY(a, lg_Expr *, e->nargs);
      memcpy(c->args, e->args, sizeof(lg_Expr *) * (size_t)e->nargs);
    }
    c->args[i] = r;
  }
  return c ? c : (lg_Expr *)e;
}

/* f >= 0 where access x->acc runs: a number, or at least the span of a
 * loop around it (last value minus first), which is >= 0 wherever the
 * access runs (`x < w`: w - 1 >= 0, so the column 0 or w - 1 of a clamp
 * lies in a row of w). */
static bool nonneg_where_run(Ext *x, const lg_Poly *f) {
  lg_Arena *a = x->p->arena;
  long long c;
  if (!f)
    return false;
  if (lg_poly_is_const(f, &c))
    return c >= 0;
  for (int i = 0; x->acc && i < x->acc->nloops; i++) {
    lg_Poly *first, *last;
    lg_Loop *l = (lg_Loop *)x->acc->loops[i];
    if (!loop_bounds(x, l, &first, &last))
      continue;
    lg_Poly *span = l->step > 0 ? lg_poly_add(a, last, first, -1) : lg_poly_add(a, first, last, -1);
    lg_Poly *d = span ? lg_poly_add(a, f, span, -1) : NULL;
    if (d && lg_poly_is_const(d, &c) && c >= 0)
      return true;
  }
  return false;
}

/* Is c <= b (want_le: b <= c) where access x->acc runs? b a min or max of
 * polynomials: a max is >= c when one side is, <= c when both are. */
static bool bound_vs(Ext *x, const lg_Bound *b, const lg_Poly *c, bool want_le) {
  lg_Arena *a = x->p->arena;
  if (!b)
    return false;
  if (b->kind == LG_BD_POLY)
    return nonneg_where_run(x, want_le ? lg_poly_add(a, (lg_Poly *)c, (lg_Poly *)b->poly, -1)
                                       : lg_poly_add(a, (lg_Poly *)b->poly, (lg_Poly *)c, -1));
  if (b->kind != LG_BD_MIN && b->kind != LG_BD_MAX)
    return false;
  bool l = bound_vs(x, b->l, c, want_le), r = bound_vs(x, b->r, c, want_le);
  return (b->kind == LG_BD_MAX) == want_le ? l && r : l || r;
}

/* 0 <= f <= s - 1 where the access runs: its guards (x->nar) may be what
 * keeps f inside the row (`x + dx` under `x + dx >= 0 && x + dx < w`). */
static bool guarded_in_stride(void *ctx, const lg_Poly *f, int s) {
  Ext *x = ctx;
  lg_Arena *a = x->p->arena;
  const lg_Bound *mn = extreme(x, (lg_Poly *)f, false, 0), *mx = extreme(x, (lg_Poly *)f, true, 0);
  lg_Poly *one_less = lg_poly_add(a, lg_poly_atom(a, s), lg_poly_const(a, 1), -1);
  return mn && mx && bound_vs(x, mn, lg_poly_const(a, 0), false) && bound_vs(x, mx, one_less, true);
}

/* b * m (m > 0 where the access runs) and b1 + b2, for bounds made of
 * polynomials, mins and maxes: both are monotone, so min(p, q) * m =
 * min(p * m, q * m) and min(p, q) + c = min(p + c, q + c). NULL otherwise,
 * or when the tree grows past 32 polynomials. */
static int bound_leaves(const lg_Bound *b) {
  return !b ? 0 : b->kind == LG_BD_POLY ? 1 : bound_leaves(b->l) + bound_leaves(b->r);
}

static const lg_Bound *bound_scaled(Ext *x, const lg_Bound *b, lg_Poly *m) {
  lg_Arena *a = x->p->arena;
  if (!b)
    return NULL;
  if (b->kind == LG_BD_POLY) {
    lg_Poly *p = lg_poly_mul(a, (lg_Poly *)b->poly, m);
    return p ? poly_bound(x, p) : NULL;
  }
  if (b->kind != LG_BD_MIN && b->kind != LG_BD_MAX)
    return NULL;
  const lg_Bound *l = bound_scaled(x, b->l, m), *r = bound_scaled(x, b->r, m);
  return l && r ? bound(a, b->kind, l, r) : NULL;
}

static const lg_Bound *bound_sum(Ext *x, const lg_Bound *b1, const lg_Bound *b2) {
  lg_Arena *a = x->p->arena;
  if (!b1 || !b2 || bound_leaves(b1) * bound_leaves(b2) > 32)
    return NULL;
  if (b1->kind == LG_BD_POLY && b2->kind == LG_BD_POLY) {
    lg_Poly *p = lg_poly_add(a, (lg_Poly *)b1->poly, (lg_Poly *)b2->poly, 1);
    return p ? poly_bound(x, p) : NULL;
  }
  const lg_Bound *t = b1->kind == LG_BD_POLY ? b2 : b1, *o = t == b1 ? b2 : b1;
  if (t->kind != LG_BD_MIN && t->kind != LG_BD_MAX)
    return NULL;
  const lg_Bound *l = bound_sum(x, t->l, o), *r = bound_sum(x, t->r, o);
  return l && r ? bound(a, t->kind, l, r) : NULL;
}

/* A flat pointer's subscript f split into rows under the guards x->nar
 * (at least two dimensions; *row: the outermost): its range is the corner
 * of the dimensions' narrowed ranges in Horner form, since the inner ones
 * lie in [0, stride - 1] wherever the access runs, so the strides are
 * positive there. The ends may be mins or maxes (a guard's end that is not
 * the loop's plus a number: `if (y < r || y >= h - r) continue;`, then
 * rows y + dy). */
static bool rows_range(Ext *x, const lg_Access *acc, lg_Poly *f, lg_Poly **row,
                       const lg_Bound **lo_out, const lg_Bound **hi_out) {
  lg_Arena *a = x->p->arena;
  lg_Poly **dims;
  int *strides;
  x->acc = acc;
  int nd = lg_delinearize_by(x->p, x->r, f, &dims, &strides, guarded_in_stride, x);
  x->acc = NULL;
  if (nd < 2)
    return false;
  const lg_Bound *lo = extreme(x, dims[0], false, 0), *hi = extreme(x, dims[0], true, 0);
  for (int d = 1; d < nd && lo && hi; d++) {
    lg_Poly *sp = lg_poly_atom(a, strides[d - 1]);
    lo = bound_sum(x, bound_scaled(x, lo, sp), extreme(x, dims[d], false, 0));
    hi = bound_sum(x, bound_scaled(x, hi, sp), extreme(x, dims[d], true, 0));
  }
  if (!lo || !hi)
    return false;
  *row = dims[0];
  *lo_out = lo;
  *hi_out = hi;
  return true;
}

/* A subscript that makes a choice (`u[i > 0 ? i - 1 : 0]`, a MIN, MAX or
 * clamp macro, `img[MIN(y + 1, h - 1) * w + x]`): the union of the ranges
 * of the subscript with each arm in place of the choice, each under the
 * access's guards and its own side of the condition (`i - 1` where `i > 0`:
 * [0, n - 2]; `0`: [0, 0]). Arms may choose again. An arm that reads a
 * loop variable must be narrowed by the conditions: an arm the conditions
 * do not bound (`y + dy` of a clamp of two variables) could reach past the
 * array, and the caller asks for a clause instead. */
static bool cond_arms(Ext *x, const lg_Access *acc, const lg_Expr *sub, Guards *G,
                      lg_PtrVec *mins, lg_PtrVec *maxs, int depth) {
  const lg_Expr *ch = depth < 6 ? first_choice(sub) : NULL;
  if (ch) {
    int mark = G->n;
    for (int arm = 1; arm <= 2; arm++) {
      G->n = mark;
      cond_narrow(G, ch->args[0], arm == 1);
      lg_Expr *with = replaced(x->p->arena, sub, ch, ch->args[arm]);
      if (!cond_arms(x, acc, with, G, mins, maxs, depth + 1))
        return false;
    }
    G->n = mark;
    return true;
  }
  lg_Poly *f = lg_affine_of(x->p, x->r, (lg_Expr *)sub);
  if (!f || lg_poly_iv_outside(&x->ri->atoms, f, acc->loops, acc->nloops))
    return false;
  lg_Poly *row;
  const lg_Bound *lo, *hi;
  x->nar = G->g;
  x->nnar = G->n;
  bool rows = acc->var->type->kind == LG_T_PTR && rows_range(x, acc, f, &row, &lo, &hi);
  x->nar = NULL;
  x->nnar = 0;
  if (rows) {
    /* rows of a flat pointer (`(y - 1) * w + x` with x in [0, w - 1]): the
       row is the one the conditions must bound */
    if (lg_poly_has_iv(&x->ri->atoms, row) && !is_plain_iv(x, row) &&
        !guards_narrow(x, row, G->g, G->n))
      return false;
    lg_vec_push(x->p->arena, mins, (void *)lo);
    lg_vec_push(x->p->arena, maxs, (void *)hi);
    return true;
  }
  if (lg_poly_has_iv(&x->ri->atoms, f) && !is_plain_iv(x, f) && !guards_narrow(x, f, G->g, G->n))
    return false;
  x->nar = G->g;
  x->nnar = G->n;
  const lg_Bound *mn = extreme(x, f, false, 0), *mx = extreme(x, f, true, 0);
  x->nar = NULL;
  x->nnar = 0;
  if (!mn || !mx)
    return false;
  lg_vec_push(x->p->arena, mins, (void *)mn);
  lg_vec_push(x->p->arena, maxs, (void *)mx);
  return true;
}

static bool cond_range(Ext *x, const lg_Access *acc, lg_PtrVec *mins, lg_PtrVec *maxs) {
  if (acc->via || acc->e->kind != LG_E_INDEX ||
      (acc->var->type->kind == LG_T_PTR && acc->e->nargs != 1) ||
      !first_choice(acc->e->args[0]))
    return false;
  Guards G = {.x = x, .target = acc->e, .acc = acc};
  if (lg_stmt_has_goto(x->r->loop->body) || !stmt_guards(&G, x->r->loop->body))
    G.n = 0; /* (found: G.g holds the guards around the access) */
  G.in_switch = 0;
  int n0 = mins->n;
  if (cond_arms(x, acc, acc->e->args[0], &G, mins, maxs, 0))
    return true;
  mins->n = maxs->n = n0;
  return false;
}

/* Does one of the guards bound a loop variable that f reads? */
static bool guards_reach(Ext *x, const lg_Poly *f, const lg_Guard *g, int n) {
  lg_Atoms *at = &x->ri->atoms;
  for (int i = 0; f && i < f->n; i++)
    for (int k = 0; k < f->t[i].n; k++)
      for (int j = 0; j < n; j++)
        if (at->items[f->t[i].a[k]].loop == g[j].loop && at->items[f->t[i].a[k]].iv)
          return true;
  return false;
}

/* A delinearized flat pointer: the union of the per-dimension ranges,
 * recombined in Horner form. The inner dimensions were proven to lie in
 * [0, stride - 1] (affine.c), so the strides are positive wherever the
 * loops run and the corners of the box are the flat extremes. */
static bool delinearized_range(Ext *x, lg_ArrayUse *u) {
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
      lg_Guard g[LG_MAX_GUARDS];
      x->nnar = access_guards(x, acc, g);
      x->nar = g;
      lg_Poly *mn = extreme_poly(x, acc->dims[d], false);
      lg_Poly *mx = extreme_poly(x, acc->dims[d], true);
      x->nar = NULL;
      x->nnar = 0;
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
  u->lo = poly_bound(x, lo);
  u->hi = poly_bound(x, hi);
  return true;
}

/* The minimum (or maximum) of the bounds v, duplicates dropped. */
static const lg_Bound *combine(Ext *x, lg_PtrVec *v, bool want_max) {
  const lg_Bound *s = NULL;
  for (int i = 0; i < v->n; i++) {
    bool dup = false;
    for (int j = 0; j < i; j++)
      dup = dup || lg_bound_equal(v->items[i], v->items[j]);
    const lg_Bound *b = v->items[i];
    lg_Poly *one = s && s->kind == LG_BD_POLY && b->kind == LG_BD_POLY
                       ? pick(x->p->arena, (lg_Poly *)s->poly, (lg_Poly *)b->poly, want_max)
                       : NULL;
    if (one) /* two polynomials that differ by a constant: the one */
      s = one == s->poly ? s : b;
    else if (!dup)
      s = s ? bound(x->p->arena, want_max ? LG_BD_MAX : LG_BD_MIN, s, b) : b;
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

/* ---- the elements a region writes first ------------------------------------ */

typedef struct FindAssign {
  const lg_Expr *lhs;
  const lg_Expr *found;
} FindAssign;

static bool find_assign_visit(void *ctx, lg_Expr *e) {
  FindAssign *f = ctx;
  if (e->kind == LG_E_ASSIGN && e->args[0] == f->lhs)
    f->found = e;
  return !f->found;
}

/* covariance's triangle: w is `v[i][j] = e` under `for (i = 0; i < n; i++)
 * for (j = i; j < n; j++)`, i outside, the same bound expression: the
 * iterations touch the upper triangle, and a plain `v[j][i] = ...` in the
 * same body (checked by the caller) the lower one, so the two together
 * write the n x n square, each element before anything reads it (the reads
 * are v[i][j] after w). j's mapping guard (lg_Loop.guard) keeps those
 * iterations exactly. */
static bool symmetric_triangle(const lg_Access *w, const lg_RegionInfo *ri) {
  if (w->nloops != 2 || w->ndims != 2 || !w->dims[0] || !w->dims[1] ||
      w->dims[0]->n != 1 || w->dims[1]->n != 1)
    return false;
  const lg_Loop *li = w->loops[0], *lj = w->loops[1];
  const lg_Atom *a0 = &ri->atoms.items[w->dims[0]->t[0].a[0]];
  const lg_Atom *a1 = &ri->atoms.items[w->dims[1]->t[0].a[0]];
  return a0->loop == li && a1->loop == lj && lj->step == 1 && lj->cmp == LG_CMP_LT &&
         li->cmp == LG_CMP_LT && lj->form == LG_LOOP_PLAIN &&
         lj->lb->kind == LG_E_VAR && lj->lb->var == li->iv && lg_expr_equal(lj->ub, li->ub);
}

/* Sets u->cover when region r writes every element of `u->var` that it
 * touches before reading it (lg_ArrayUse.cover). Conservative: the first
 * access of the array in the region must be `v[i][j] = e` (a plain
 * assignment, e not naming v) standing directly in the body of the
 * innermost loop around it, its subscripts exactly the variables of those
 * loops, each once, each loop running over 0..T-1 (from 0 by 1 below an
 * invariant bound, or down to 0 by 1: no guard, no condition, no jump that
 * could skip it), and every other access the same element: then each
 * iteration writes its own element before anything reads it, and the
 * elements are the box of the loops' trip counts. */
static void find_cover(lg_Program *p, lg_Region *r, lg_RegionInfo *ri, lg_ArrayUse *u) {
  lg_Var *v = u->var;
  if (u->from_clause || !u->written || !v->type->elem || v->type->elem->kind > LG_T_LDOUBLE)
    return;
  for (int k = 0; k < ri->nared; k++)
    if (ri->ared[k].var == v)
      return;
  const lg_Access *w = NULL;
  for (int k = 0; k < ri->nacc && !w; k++)
    if (ri->acc[k].var == v)
      w = &ri->acc[k];
  if (!w || !w->write || w->read || w->cond || w->via || !w->affine || w->nloops < 1 ||
      w->ndims != w->nloops)
    return;
  if (v->type->kind == LG_T_ARRAY ? v->type->ndims != w->ndims : w->ndims != 1)
    return;
  /* each subscript the variable of one of the loops, each loop once (a
     column walk writes E[i][j] under j { i }) */
  unsigned used = 0;
  if (w->nloops > 16)
    return;
  for (int d = 0; d < w->ndims; d++) {
    const lg_Poly *x = w->dims[d];
    if (!x || x->n != 1 || x->t[0].c != 1 || x->t[0].n != 1)
      return;
    const lg_Atom *at = &ri->atoms.items[x->t[0].a[0]];
    int o = 0;
    while (o < w->nloops && at->loop != w->loops[o])
      o++;
    if (at->kind != LG_ATOM_IV || o == w->nloops || (used & (1u << o)))
      return;
    used |= 1u << o;
  }
  /* ... whose values are 0, 1, ..., T-1 for T its trip count, in either
     direction, with a bound invariant in the region; or the symmetric
     triangle (below) */
  bool sym = symmetric_triangle(w, ri);
  for (int o = 0; o < w->nloops; o++) {
    const lg_Loop *l = w->loops[o];
    if (sym && o == 1)
      continue; /* j from i to the same bound: symmetric_triangle checked it */
    bool up = l->step == 1 && l->cmp == LG_CMP_LT && l->lb->kind == LG_E_INT && l->lb->ival == 0;
    bool down = l->step == -1 && l->cmp == LG_CMP_GE && l->ub->kind == LG_E_INT && l->ub->ival == 0;
    if ((!up && !down) || l->guard || l->form != LG_LOOP_PLAIN)
      return;
    const lg_Expr *b = up ? l->ub : l->lb;
    for (int q = 0; q < w->nloops; q++)
      if (lg_expr_names(b, w->loops[q]->iv))
        return;
    lg_Poly *bp = lg_affine_of(p, r, (lg_Expr *)b);
    if (!bp || lg_poly_has_iv(&ri->atoms, bp))
      return;
  }
  int mirrors = 0;
  for (int k = 0; k < ri->nacc; k++) {
    const lg_Access *x = &ri->acc[k];
    if (x == w || x->var != v)
      continue;
    if (x->via || !x->affine || x->ndims != w->ndims)
      return;
    if (sym && x->write && !x->read && !x->cond && x->nloops == 2 && x->dims[0] && x->dims[1] &&
        lg_poly_equal(x->dims[0], w->dims[1]) && lg_poly_equal(x->dims[1], w->dims[0])) {
      mirrors++; /* v[j][i] = ..., the other half */
      continue;
    }
    for (int d = 0; d < w->ndims; d++)
      if (!x->dims[d] || !lg_poly_equal(x->dims[d], w->dims[d]))
        return;
  }
  if (sym && !mirrors)
    return;
  /* the assignment, directly in the innermost loop's body, after nothing
     that names v; no jump in the region could skip it */
  const lg_Loop *in = w->loops[w->nloops - 1];
  if (lg_stmt_has_jump(r->loop->body) || lg_stmt_has_break(r->loop->body) ||
      lg_stmt_has_continue(r->loop->body))
    return;
  lg_Stmt *body = in->body;
  lg_Stmt **stmts = body && body->kind == LG_S_BLOCK ? body->stmts : &body;
  int nstmts = body && body->kind == LG_S_BLOCK ? body->nstmts : 1;
  bool ok = false;
  for (int k = 0; k < nstmts && !ok; k++) {
    lg_Stmt *s = stmts[k];
    if (!s)
      return;
    FindAssign f = {w->e, NULL};
    if (s->kind == LG_S_EXPR)
      lg_walk_expr(s->expr, find_assign_visit, &f);
    if (f.found && s->expr == f.found) {
      if (f.found->op != LG_OP_ASSIGN || lg_expr_names(f.found->args[1], v))
        return;
      ok = true;
    } else if (lg_stmt_names(s, v)) {
      return;
    }
  }
  if (!ok)
    return;
  if (sym) {
    /* the square of i's trip count: i's loop twice */
    const lg_Loop **sq = LG_NEW_ARRAY(p->arena, const lg_Loop *, 2);
    sq[0] = sq[1] = w->loops[0];
    u->cover = sq;
    u->ncover = 2;
    return;
  }
  u->cover = w->loops;
  u->ncover = w->nloops;
}

/* The range of array `v` in region x. */
/* Is f loop variables in rows of numbers, each alone in its row: `i * 19
 * + k` with k in [0, 18], `2 * i`, `i`, or invariant? (Where the access
 * runs: under guards g.) Such a subscript spans what its loops span. */
static bool number_rows(Ext *x, lg_Poly *f, const lg_Guard *g, int ng, int depth) {
  lg_Arena *a = x->p->arena;
  lg_Atoms *at = &x->ri->atoms;
  if (!f || depth > 8)
    return false;
  if (!lg_poly_has_iv(at, f) || is_plain_iv(x, f))
    return true;
  int atom = -1;
  long long c = 1;
  for (int i = 0; i < f->n; i++)
    if (f->t[i].n == 1 && at->items[f->t[i].a[0]].iv && f->t[i].c > c) {
      c = f->t[i].c;
      atom = f->t[i].a[0];
    }
  if (atom < 0)
    return false;
  lg_Poly *rest = lg_poly_add(a, f, lg_poly_mul(a, lg_poly_const(a, c), lg_poly_atom(a, atom)), -1);
  long long lo, hi;
  x->nar = g;
  x->nnar = ng;
  lg_Poly *mn = rest ? extreme_poly(x, rest, false) : NULL, *mx = rest ? extreme_poly(x, rest, true) : NULL;
  x->nar = NULL;
  x->nnar = 0;
  if (!mn || !mx || !lg_poly_is_const(mn, &lo) || !lg_poly_is_const(mx, &hi) || lo < 0 || hi > c - 1)
    return false;
  return number_rows(x, rest, g, ng, depth + 1);
}

/* Does subscript f of acc, under a condition, span no more than its loops
 * do where it runs? Each dimension (a flat pointer's rows, split under the
 * guards) a loop variable alone, invariant, or narrowed by the guards: `a[i
 * * m + j]` under a test of data does; `u[i + k]` under `inside(i + k, n)`,
 * or `a[2 * i]` under `i < n / 2`, reaches past what the loops span unless
 * the condition keeps it in, which loopgpu did not read. */
static bool spans_loops(Ext *x, const lg_Access *acc, lg_Poly *f, const lg_Guard *g, int ng) {
  lg_Poly **dims = &f;
  int *strides, nd = 1;
  if (acc->var->type->kind == LG_T_PTR && lg_is_scalar_type(acc->var->type->elem)) {
    x->nar = g;
    x->nnar = ng;
    x->acc = acc;
    nd = lg_delinearize_by(x->p, x->r, f, &dims, &strides, guarded_in_stride, x);
    x->nar = NULL;
    x->nnar = 0;
    x->acc = NULL;
  }
  for (int d = 0; d < nd; d++)
    if (!number_rows(x, dims[d], g, ng, 0) && !guards_narrow(x, dims[d], g, ng))
      return false;
  return true;
}

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
      lg_warning(p->diag, "loopgpu-data-clause", d->loc,
                 "'%s' is written by the kernel region but its clause is copyin: the writes "
                 "stay on the device and are lost (use copy)",
                 v->name);
    else if (dir == 2 && u->read)
      lg_warning(p->diag, "loopgpu-data-clause", d->loc,
                 "'%s' is read by the kernel region but its clause is copyout: what it reads "
                 "before writing is not the host's data (use copy)",
                 v->name);
    if ((dir & 2) && !(dir & 1) && member_written(x->r, v)) {
      u->dir = 3;
      lg_warning(p->diag, "loopgpu-data-clause", d->loc,
                 "the kernel region writes members of the elements of '%s', which go back to "
                 "the host whole: '%s' is copied in too, so that its other members keep their "
                 "values (write copy(...))",
                 v->name, v->name);
    }
  }
  if (d && d->lo && d->len && !x->chunk) {
    u->lo = typed_bound(a, LG_BD_CLAUSE_FIRST, NULL, t, d);
    u->hi = typed_bound(a, LG_BD_CLAUSE_LAST, NULL, t, d);
    return true;
  }
  if (t->kind == LG_T_ARRAY && t->dims && t->dims[0] && !x->chunk) {
    u->lo = poly_bound(x, lg_poly_const(a, 0));
    u->hi = typed_bound(a, LG_BD_DECLARED_LAST, NULL, t, NULL);
    return true;
  }
  /* from the subscripts: the flat subscript of pointers, the outermost one
     of arrays of unknown outer extent. A subscript under a condition counts
     as if every iteration evaluated it: when the condition is what keeps it
     inside the array (`if (i >= 2) ... x[i - 2]`), the copy runs past the
     array, so say so. Only for subscripts that reach past what their loops
     span: a constant offset (the boundary tests of stencils) the guards do
     not take back, or loop variables mixed in one row (`u[i + k]`); a plain
     `y[i]` in both branches of an `if`, or `a[i * m + j]`, spans what the
     loops span (spans_loops). */
  for (int i = 0; i < x->ri->nacc && !x->quiet; i++) {
    lg_Access *acc = &x->ri->acc[i];
    lg_Poly *f = acc->var == v ? subscript(x, acc) : NULL;
    bool offset = false;
    for (int k = 0; f && k < f->n; k++)
      offset = offset || (f->t[k].n == 0 && f->t[k].c != 0);
    if (!f || lg_stmt_place(x->r->loop->body, acc->e, false) != 2)
      continue;
    lg_Guard g[LG_MAX_GUARDS];
    int ng = access_guards(x, acc, g);
    if (offset ? !guards_narrow(x, f, g, ng) : !spans_loops(x, acc, f, g, ng)) {
      lg_warning(p->diag, "loopgpu-range", acc->e->loc,
                 "the range of '%s' is inferred from '%s', which is under a condition; if the "
                 "condition keeps it inside the array, add %s with the array's range",
                 v->name, lg_expr_text_top(&pc, acc->e), range_clause(x, u, "lo:len"));
      break;
    }
  }
  if (t->kind == LG_T_PTR && delinearized_range(x, u)) {
    if (x->check)
      lg_extent_check(p, x->r, v, u->lo, u->hi, x->lasts, x->nlasts);
    return true;
  }
  lg_PtrVec mins = {0}, maxs = {0};
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
    if (!f && cond_range(x, acc, &mins, &maxs))
      continue;
    lg_Guard g[LG_MAX_GUARDS];
    int ng = f ? access_guards(x, acc, g) : 0;
    if (f && guards_reach(x, f, g, ng)) { /* a range of its own, narrowed by its guards */
      x->nar = g;
      x->nnar = ng;
      lg_Poly *row;
      const lg_Bound *mn, *mx;
      /* a flat pointer in rows (the guards may keep a column in its row) */
      if (!(t->kind == LG_T_PTR && rows_range(x, acc, f, &row, &mn, &mx))) {
        mn = extreme(x, f, false, 0);
        mx = extreme(x, f, true, 0);
      }
      x->nar = NULL;
      x->nnar = 0;
      if (mn && mx) {
        lg_vec_push(a, &mins, (void *)mn);
        lg_vec_push(a, &maxs, (void *)mx);
        continue;
      }
    }
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
    const lg_Bound *mn = f ? extreme(x, f, false, 0) : NULL;
    const lg_Bound *mx = f ? extreme(x, f, true, 0) : NULL;
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
    lg_vec_push(a, &mins, (void *)mn);
    lg_vec_push(a, &maxs, (void *)mx);
  }
  for (int k = 0; k < ngroups; k++) {
    const lg_Bound *mn = extreme(x, lg_poly_add(a, base[k], lg_poly_const(a, cmin[k]), 1), false, 0);
    const lg_Bound *mx = extreme(x, lg_poly_add(a, base[k], lg_poly_const(a, cmax[k]), 1), true, 0);
    if (!mn || !mx) {
      if (x->quiet)
        return false;
      lg_error(p->diag, x->r->loop->loc,
               "cannot infer the range of '%s' that the kernel region touches: the loop "
               "bounds are not affine; add %s with its length to the directive",
               v->name, range_clause(x, u, "0:N"));
      return false;
    }
    lg_vec_push(a, &mins, (void *)mn);
    lg_vec_push(a, &maxs, (void *)mx);
  }
  u->lo = combine(x, &mins, false);
  u->hi = combine(x, &maxs, true);
  if (x->check)
    lg_extent_check(p, x->r, v, u->lo, u->hi, x->lasts, x->nlasts);
  if (t->kind == LG_T_ARRAY) { /* the outermost subscript's range: whole rows */
    u->lo = typed_bound(a, LG_BD_ROW_FIRST, u->lo, t, NULL);
    u->hi = typed_bound(a, LG_BD_ROW_LAST, u->hi, t, NULL);
  }
  return true;
}

/* The slice of array use `u` that one chunk of the outermost mapped loop
 * touches: the range from the subscripts (never from a clause or the
 * declared type) with that loop's values restricted to the chunk's, whose
 * first and last value are the host variables lg_cfirst and lg_clast. False
 * when the subscripts do not bound it (no diagnostic: the caller says why). */
bool lg_extent_slice(lg_Program *p, lg_Region *r, const lg_ArrayUse *u, const lg_Bound **lo,
                     const lg_Bound **hi) {
  lg_RegionInfo *ri = lg_region_info(p, r);
  if (ri->nmapped == 0)
    return false;
  Ext x = {p, r, ri, ri->mapped[0], lg_poly_host_var(p, r, "lg_cfirst"),
           lg_poly_host_var(p, r, "lg_clast"), true, false, NULL, 0, 0, NULL, 0, false, NULL};
  lg_ArrayUse w = *u;
  if (!array_range(&x, &w))
    return false;
  *lo = w.lo;
  *hi = w.hi;
  return true;
}

/* ---- data regions of host loops ------------------------------------------ */

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
  if (var_in(h->moves, h->nmoves, u->var) || u->var->snapshot_of)
    return false; /* a snapshot lives on the device for one kernel */
  if (u->var->loc.file && u->var->loc.line >= h->loop->loc.line &&
      u->var->loc.line <= h->loop->end_line)
    return false;
  for (int i = 0; i < r->nvars; i++) {
    lg_Var *v = r->vars[i];
    if (lg_is_array_like(v) || v->region == r)
      continue;
    if (!lg_bound_reads(u->lo, v) && !lg_bound_reads(u->hi, v))
      continue;
    if (v == h->loop->iv || var_in(h->writes, h->nwrites, v))
      return false;
    if (v->loc.line >= h->loop->loc.line && v->loc.line <= h->loop->end_line)
      return false; /* declared in the body: not in scope before the loop */
  }
  (void)p;
  return true;
}

/* Is x already one of the terms of b, a tree of `kind` (LG_BD_MIN or
 * LG_BD_MAX)? Then the union of b and x is b. */
static bool bound_holds(const lg_Bound *b, const lg_Bound *x, lg_BoundKind kind) {
  if (lg_bound_equal(b, x))
    return true;
  if (b->kind != kind)
    return false;
  if (x->kind == kind) /* each of x's terms */
    return bound_holds(b, x->l, kind) && bound_holds(b, x->r, kind);
  return bound_holds(b->l, x, kind) || bound_holds(b->r, x, kind);
}

void lg_build_data_region(lg_Program *p, lg_HostLoop *h) {
  lg_Arena *a = p->arena;
  lg_HostInfo *hi = LG_NEW(a, lg_HostInfo);
  h->analysis = hi;
  lg_PtrVec uses = {0};
  /* a run (datarun.c) leaves out an array that one of its regions cannot
     enter before the first: that region would enter a mapping of its own
     beside the run's */
  lg_PtrVec kept_out = {0};
  for (int i = 0; h->run && i < h->nregions; i++) {
    lg_Region *r = h->regions[i];
    lg_RegionInfo *ri = r->analysis;
    for (int k = 0; ri && k < ri->narrays; k++)
      if (!hoistable(p, h, r, &ri->arrays[k]))
        lg_vec_push(a, &kept_out, ri->arrays[k].var);
  }
  /* reschedule.c's host loop: the ranges of the nest as written, the union
     of every iteration's parts' */
  lg_Region **from = h->nest ? &h->nest : h->regions;
  int nfrom = h->nest ? 1 : h->nregions;
  for (int i = 0; i < nfrom; i++) {
    lg_Region *r = from[i];
    lg_RegionInfo *ri = r->analysis;
    if (!ri)
      continue;
    for (int k = 0; k < ri->narrays; k++) {
      lg_ArrayUse *u = &ri->arrays[k];
      if (!hoistable(p, h, r, u) || var_in((lg_Var **)kept_out.items, kept_out.n, u->var))
        continue;
      if (h->run && u->in_data_region)
        continue; /* a run in a host loop: the loop's data region holds it */
      lg_ArrayUse *found = NULL;
      for (int j = 0; j < uses.n; j++)
        if (((lg_ArrayUse *)uses.items[j])->var == u->var)
          found = uses.items[j];
      if (!found) {
        found = LG_NEW(a, lg_ArrayUse);
        *found = *u;
        /* a host loop's first region may not run first, or at all; a
           run's first region writes first what its cover says (datarun.c) */
        if (!h->run || !found->ncover)
          found->cover = NULL, found->ncover = 0;
        lg_vec_push(a, &uses, found);
        continue;
      }
      if (!lg_bound_equal(found->lo, u->lo) || !lg_bound_equal(found->hi, u->hi))
        found->cover = NULL; /* the first region's box is no longer the whole range */
      if (!bound_holds(found->lo, u->lo, LG_BD_MIN))
        found->lo = bound(a, LG_BD_MIN, found->lo, u->lo);
      if (!bound_holds(found->hi, u->hi, LG_BD_MAX))
        found->hi = bound(a, LG_BD_MAX, found->hi, u->hi);
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
    if (!lg_bound_equal(swap->lo, u->lo))
      swap->lo = bound(a, LG_BD_MIN, swap->lo, u->lo);
    if (!lg_bound_equal(swap->hi, u->hi))
      swap->hi = bound(a, LG_BD_MAX, swap->hi, u->hi);
    swap->dir |= u->dir;
  }
  for (int j = 0; j < uses.n; j++) {
    lg_ArrayUse *u = uses.items[j];
    if (!u->cover)
      u->ncover = 0;
  }
  for (int j = 0; swap && j < uses.n; j++) {
    lg_ArrayUse *u = uses.items[j];
    if (var_in(h->writes, h->nwrites, u->var)) {
      u->lo = swap->lo;
      u->hi = swap->hi;
      u->dir = swap->dir;
    }
  }
  /* A run's regions run once each, in order: an array whose first region
     copies nothing in (it writes the whole range before reading it) over
     the run's whole range needs nothing copied in for the run either
     (3mm's E and F, written by one product and read by the last). */
  for (int j = 0; h->run && j < uses.n; j++) {
    lg_ArrayUse *w = uses.items[j];
    for (int i = 0; i < h->nregions; i++) {
      const lg_RegionInfo *ri = h->regions[i]->analysis;
      const lg_ArrayUse *first = NULL;
      for (int k = 0; ri && k < ri->narrays && !first; k++)
        if (ri->arrays[k].var == w->var)
          first = &ri->arrays[k];
      if (!first)
        continue;
      if (!(first->dir & 1) && lg_bound_equal(first->lo, w->lo) && lg_bound_equal(first->hi, w->hi))
        w->dir &= ~1;
      break;
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

/* The ranges of the arrays region r touches (RegionInfo.arrays), their
 * directions and covers; quiet: no diagnostics, false when one is not
 * found (reschedule.c's nest as written, for its host loop's data region). */
static bool region_arrays(lg_Program *p, lg_Region *r, bool quiet) {
  bool ok = true;
  lg_Arena *a = p->arena;
  lg_RegionInfo *ri = lg_region_info(p, r);
  Ext x = {p, r, ri, NULL, NULL, NULL, quiet, !quiet && lg_extent_check_on(), NULL, 0, 0, NULL, 0, false, NULL};
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
    /* Arrays are __restrict__ in the kernel: the dependence analysis
       already assumes that distinct array names do not overlap, and
       without the qualifier nvcc must keep each store before the loads
       of the next statement, which serializes the copies of a coarsened
       body. Measured on the H200 (jacobi-2d 16384², unroll(4),
       kernels/bench/study/jacobi-gen.sh): the stencil kernel at 2661 GB/s
       without, 3158-3283 with. */
    u->noalias = lg_is_array_like(u->var);
    if (!array_range(&x, u))
      ok = false;
    else if (!quiet)
      find_cover(p, r, ri, u);
  }
  /* snapshot.c: the snapshot is taken from the array's device copy, which
     must hold what it reads and start with the host's values */
  for (int j = 0; j < ri->narrays; j++) {
    const lg_ArrayUse *sn = &ri->arrays[j];
    for (int k = 0; sn->var->snapshot_of && k < ri->narrays; k++) {
      lg_ArrayUse *u = &ri->arrays[k];
      if (u->var != sn->var->snapshot_of)
        continue;
      if (!lg_bound_equal(u->lo, sn->lo))
        u->lo = bound(a, LG_BD_MIN, u->lo, sn->lo);
      if (!lg_bound_equal(u->hi, sn->hi))
        u->hi = bound(a, LG_BD_MAX, u->hi, sn->hi);
      u->dir |= 1;
      u->cover = NULL;
      u->ncover = 0;
    }
  }
  return ok;
}

bool lg_pass_extent(lg_Program *p) {
  bool ok = true;
  for (int i = 0; i < p->nregions; i++)
    ok = region_arrays(p, p->regions[i], false) && ok;
  /* reschedule.c: a made host loop enters the ranges of the nest as
     written, which no iteration's variable bounds (its parts' ranges
     read lg_i0) */
  for (int i = 0; i < p->nhosts; i++)
    if (p->hosts[i]->nest && !region_arrays(p, p->hosts[i]->nest, true))
      p->hosts[i]->nest = NULL;
  if (lg_extent_check_on())
    lg_extent_check_done(p);
  if (ok)
    for (int i = 0; i < p->nhosts; i++)
      lg_build_data_region(p, p->hosts[i]);
  /* memory may stay on the device while a host loop's body runs when it or
     a loop around it has a data region */
  for (int i = 0; ok && i < p->nhosts; i++)
    for (lg_HostLoop *h = p->hosts[i]; h; h = h->parent) {
      const lg_HostInfo *hi = h->analysis;
      if (hi && hi->narrays > 0)
        ((lg_HostInfo *)p->hosts[i]->analysis)->synced = true;
    }
  return ok;
}

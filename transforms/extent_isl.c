/* extent_isl.c — LOOPGPU_CHECK_EXTENTS=1: the ranges extent.c derives from
 * subscripts (corner substitution, innermost loop first) against isl's
 * exact ones.
 *
 * For a region and array, isl's set of flattened indices the accesses touch
 * (presburger.c: { [x] : x = f(I), I in the loops' domain }, triangular
 * bounds and steps included, conditions ignored as extent.c ignores them),
 * its minimum and maximum as piecewise quasi-affine functions of the
 * invariant atoms (isl_set_dim_min / isl_set_dim_max). A subscript with a
 * symbolic coefficient (`i * n`) is no Presburger term: then the set is
 * built at each point of parameter values instead, where it is.
 *
 * Both sides are evaluated at points of the atoms' values (each in
 * {-1, 0, 1, 2, 3, 7, 64, 1000}, every combination up to 256 of them, else
 * the diagonal and a fixed pseudo-random sample); where isl's set is empty
 * (the loops touch nothing) there is nothing to compare. Per point, extent.c
 * is `equal`, `wider` (a superset: correct, copies more) or NARROWER (it
 * misses an element the region touches: a bug). One line per region and
 * array on stderr, and the file's totals.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <isl/aff.h>
#include <isl/point.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/val.h>

#include "analysis.h"
#include "presburger.h"

bool lg_extent_check_on(void) {
  const char *s = getenv("LOOPGPU_CHECK_EXTENTS");
  return s && *s && strcmp(s, "0") != 0;
}

static const long long kValues[] = {-1, 0, 1, 2, 3, 7, 64, 1000};
enum { NVALUES = sizeof(kValues) / sizeof(kValues[0]), MAX_PARAM_POINTS = 256,
       MAX_CONCRETE_POINTS = 64 };

static struct {
  int checked, equal, wider, narrower, untested, skipped;
  double param_ms, point_ms;
  int nsets;
} tot;

static double now_ms(void) {
  struct timespec ts;
  timespec_get(&ts, TIME_UTC); /* C11: no feature macros needed */
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* ---- extent.c's side: its polynomials at a point -------------------------- */

static bool eval_poly(const lg_Atoms *at, const lg_Poly *f, const long long *vals,
                      long long *out) {
  long long s = 0;
  for (int i = 0; i < f->n; i++) {
    long long c = f->t[i].c;
    for (int k = 0; k < f->t[i].n; k++) {
      if (at->items[f->t[i].a[k]].iv)
        return false; /* an induction variable left: not a range */
      if (__builtin_mul_overflow(c, vals[f->t[i].a[k]], &c))
        return false;
    }
    if (__builtin_add_overflow(s, c, &s))
      return false;
  }
  *out = s;
  return true;
}

static bool eval_tree(const lg_Atoms *at, const lg_Bound *t, const long long *vals,
                      long long *out) {
  if (!t)
    return false;
  if (t->kind == LG_BD_POLY)
    return eval_poly(at, t->poly, vals, out);
  if (t->kind != LG_BD_MIN && t->kind != LG_BD_MAX)
    return false; /* only the unscaled ranges of the subscripts come here */
  long long l, r;
  if (!eval_tree(at, t->l, vals, &l) || !eval_tree(at, t->r, vals, &r))
    return false;
  *out = (t->kind == LG_BD_MAX) == (l > r) ? l : r;
  return true;
}

/* ---- which atoms are parameters ------------------------------------------- */

static void mark_poly(const lg_Atoms *at, const lg_Poly *f, bool *mark) {
  for (int i = 0; f && i < f->n; i++)
    for (int k = 0; k < f->t[i].n; k++)
      if (!at->items[f->t[i].a[k]].iv)
        mark[f->t[i].a[k]] = true;
}

static void mark_tree(const lg_Atoms *at, const lg_Bound *t, bool *mark) {
  if (!t)
    return;
  mark_poly(at, t->poly, mark);
  mark_tree(at, t->l, mark);
  mark_tree(at, t->r, mark);
}

/* ---- isl's side ------------------------------------------------------------- */

/* The value of pw_aff `pa` (over the parameters params, atoms by index) at
 * vals: 1 a value, 0 outside its domain (the set is empty there), -1
 * unbounded or an error. */
static int eval_pw(isl_pw_aff *pa, const int *params, int np, const long long *vals,
                   long long *out) {
  isl_ctx *ctx = isl_pw_aff_get_ctx(pa);
  isl_point *pnt = isl_point_zero(isl_pw_aff_get_domain_space(pa));
  for (int i = 0; i < np; i++)
    pnt = isl_point_set_coordinate_val(pnt, isl_dim_param, i,
                                       isl_val_int_from_si(ctx, vals[params[i]]));
  isl_val *v = isl_pw_aff_eval(isl_pw_aff_copy(pa), pnt);
  int r = -1;
  if (v && isl_val_is_nan(v))
    r = 0;
  else if (v && isl_val_is_int(v)) {
    *out = isl_val_get_num_si(v);
    r = 1;
  }
  isl_val_free(v);
  return r;
}

typedef struct Check {
  lg_Program *p;
  lg_Region *r;
  const lg_Atoms *at;
  lg_Poly **f;
  const lg_Access **acc;
  int nacc;
  const lg_Guard **guards; /* each access's (lg_extent_guards) */
  int *nguards;
  /* parametric: the set's minimum and maximum */
  isl_pw_aff *mn, *mx;
  const int *iparams;
  int niparams;
  /* isl's time: the parametric set and its minimum and maximum, or the
     nsets sets built and solved at points (not the evaluations) */
  double ms;
  int nsets;
} Check;

/* isl's [lo, hi] at vals: 1 nonempty, 0 empty, -1 not decided */
static int isl_range(Check *c, const long long *vals, long long *lo, long long *hi) {
  if (c->mn) {
    int a = eval_pw(c->mn, c->iparams, c->niparams, vals, lo);
    int b = eval_pw(c->mx, c->iparams, c->niparams, vals, hi);
    return a != b ? -1 : a;
  }
  double t0 = now_ms();
  c->nsets++;
  isl_set *s = lg_presburger_extent_set(c->p, c->r, c->f, c->acc, c->nacc, c->guards, c->nguards, vals, NULL, NULL);
  int res = -1;
  if (s) {
    isl_bool empty = isl_set_is_empty(s);
    if (empty == isl_bool_true)
      res = 0;
    else if (empty == isl_bool_false) {
      isl_pw_aff *mn = isl_set_dim_min(isl_set_copy(s), 0);
      isl_pw_aff *mx = isl_set_dim_max(isl_set_copy(s), 0);
      int a = mn ? eval_pw(mn, NULL, 0, vals, lo) : -1;
      int b = mx ? eval_pw(mx, NULL, 0, vals, hi) : -1;
      res = a == 1 && b == 1 ? 1 : -1;
      isl_pw_aff_free(mn);
      isl_pw_aff_free(mx);
    }
    isl_set_free(s);
  }
  c->ms += now_ms() - t0;
  return res;
}

static const char *point_text(lg_Program *p, const lg_Atoms *at, const int *params, int np,
                              const long long *vals) {
  if (np == 0)
    return "no parameters";
  char *s = "";
  for (int i = 0; i < np; i++)
    s = lg_fmt(p->arena, "%s%s%s=%lld", s, i ? " " : "", lg_atom_text(p, at, &at->items[params[i]]),
               vals[params[i]]);
  return s;
}

void lg_extent_check(lg_Program *p, lg_Region *r, const lg_Var *v, const lg_Bound *lo,
                     const lg_Bound *hi, const lg_ExtLast *lasts, int nlasts) {
  lg_Arena *a = p->arena;
  lg_RegionInfo *ri = lg_region_info(p, r);
  const lg_Atoms *at = &ri->atoms;
  const char *where = lg_fmt(a, "%s:%d %s", r->loop->loc.file ? r->loop->loc.file : "?",
                             r->loop->loc.line, v->name);
  bool outer = v->type->kind != LG_T_PTR;
  tot.checked++;
  /* the accesses' subscripts, and every loop bound around them (their
     atoms interned before isl's side looks them up) */
  Check c = {.p = p, .r = r, .at = at};
  c.f = LG_NEW_ARRAY(a, lg_Poly *, ri->nacc ? ri->nacc : 1);
  c.acc = LG_NEW_ARRAY(a, const lg_Access *, ri->nacc ? ri->nacc : 1);
  c.guards = LG_NEW_ARRAY(a, const lg_Guard *, ri->nacc ? ri->nacc : 1);
  c.nguards = LG_NEW_ARRAY(a, int, ri->nacc ? ri->nacc : 1);
  const char *why = NULL;
  for (int i = 0; i < ri->nacc; i++) {
    lg_Access *acc = &ri->acc[i];
    if (acc->var != v)
      continue;
    lg_Poly *f = acc->via ? NULL : outer ? lg_affine_of(p, r, acc->e->args[0]) : acc->flat;
    if (!f)
      why = "a subscript is not a polynomial";
    else if (lg_poly_iv_outside(at, f, acc->loops, acc->nloops))
      why = "an induction variable read outside its loop";
    for (int k = 0; k < acc->nloops; k++) {
      lg_affine_of(p, r, acc->loops[k]->lb);
      lg_affine_of(p, r, acc->loops[k]->ub);
    }
    lg_Guard *g = LG_NEW_ARRAY(a, lg_Guard, LG_MAX_GUARDS);
    c.nguards[c.nacc] = f ? lg_extent_guards(p, r, acc, g) : 0;
    c.guards[c.nacc] = g;
    c.f[c.nacc] = f;
    c.acc[c.nacc++] = acc;
  }
  int natoms = at->n;
  bool *mark = LG_NEW_ARRAY(a, bool, natoms ? natoms : 1);
  for (int i = 0; i < c.nacc; i++) {
    mark_poly(at, c.f[i], mark);
    for (int g = 0; g < c.nguards[i]; g++) {
      mark_poly(at, c.guards[i][g].min, mark);
      mark_poly(at, c.guards[i][g].max, mark);
      mark_poly(at, c.guards[i][g].ne, mark);
    }
    for (int k = 0; k < c.acc[i]->nloops; k++) {
      mark_poly(at, lg_affine_of(p, r, c.acc[i]->loops[k]->lb), mark);
      mark_poly(at, lg_affine_of(p, r, c.acc[i]->loops[k]->ub), mark);
    }
  }
  mark_tree(at, lo, mark);
  mark_tree(at, hi, mark);
  for (int i = 0; i < nlasts; i++) {
    mark_poly(at, lasts[i].first, mark);
    mark_poly(at, lasts[i].last, mark);
  }
  for (int i = 0; i < nlasts; i++)
    mark[lasts[i].atom] = false; /* computed from the others */
  int *params = LG_NEW_ARRAY(a, int, natoms ? natoms : 1), np = 0;
  for (int i = 0; i < natoms; i++)
    if (mark[i])
      params[np++] = i;
  /* isl, with parameters where it can */
  if (!why) {
    double t0 = now_ms();
    const int *ip = NULL;
    isl_set *s = lg_presburger_extent_set(p, r, c.f, c.acc, c.nacc, c.guards, c.nguards, NULL, &ip, &c.niparams);
    if (s) {
      c.iparams = ip;
      c.mn = isl_set_dim_min(isl_set_copy(s), 0);
      c.mx = isl_set_dim_max(s, 0);
    }
    c.ms += now_ms() - t0;
    if (getenv("LOOPGPU_DEBUG_ISL") && c.mn) {
      char *m1 = isl_pw_aff_to_str(c.mn), *m2 = isl_pw_aff_to_str(c.mx);
      fprintf(stderr, "isl: %s min %s max %s\n", where, m1, m2);
      free(m1);
      free(m2);
    }
  }
  /* the points */
  long long *vals = LG_NEW_ARRAY(a, long long, natoms ? natoms : 1);
  if (!why && !c.mn) { /* Presburger at a point at least? */
    for (int i = 0; i < natoms; i++)
      vals[i] = 1;
    isl_set *s = lg_presburger_extent_set(p, r, c.f, c.acc, c.nacc, c.guards, c.nguards, vals, NULL, NULL);
    if (!s)
      why = "not Presburger even at a point: a product of induction variables";
    isl_set_free(s);
  }
  int npoints = 1;
  for (int i = 0; i < np && npoints <= MAX_PARAM_POINTS; i++)
    npoints *= NVALUES;
  int cap = c.mn ? MAX_PARAM_POINTS : MAX_CONCRETE_POINTS;
  bool all = npoints <= cap;
  if (!all)
    npoints = cap;
  int nempty = 0, nequal = 0, nwider = 0, nnarrow = 0, nundecided = 0;
  const char *first_wider = NULL, *first_narrow = NULL;
  unsigned long long lcg = 0x9e3779b97f4a7c15ull;
  for (int k = 0; k < npoints && !why; k++) {
    for (int i = 0, q = k; i < np; i++) {
      int idx;
      if (all) {
        idx = q % NVALUES;
        q /= NVALUES;
      } else if (k < NVALUES) {
        idx = k; /* the diagonal */
      } else {
        lcg = lcg * 6364136223846793005ull + 1442695040888963407ull;
        idx = (int)((lcg >> 33) % NVALUES);
      }
      vals[params[i]] = kValues[idx];
    }
    bool ok = true;
    for (int i = 0; i < nlasts && ok; i++) {
      long long f0, l0;
      ok = eval_poly(at, lasts[i].first, vals, &f0) && eval_poly(at, lasts[i].last, vals, &l0);
      if (ok) /* lg_last_ll of loopgpu.h */
        vals[lasts[i].atom] = f0 + (l0 - f0) / lasts[i].step * lasts[i].step;
    }
    long long elo, ehi, ilo, ihi;
    ok = ok && eval_tree(at, lo, vals, &elo) && eval_tree(at, hi, vals, &ehi);
    if (!ok) {
      nundecided++;
      continue;
    }
    int res = isl_range(&c, vals, &ilo, &ihi);
    if (res < 0) {
      nundecided++;
      continue;
    }
    if (res == 0) {
      nempty++;
      continue;
    }
    const char *detail =
        lg_fmt(a, "at %s: extent.c [%lld, %lld], isl [%lld, %lld]",
               point_text(p, at, params, np, vals), elo, ehi, ilo, ihi);
    if (elo > ilo || ehi < ihi) {
      nnarrow++;
      if (!first_narrow)
        first_narrow = detail;
    } else if (elo < ilo || ehi > ihi) {
      nwider++;
      if (!first_wider)
        first_wider = detail;
    } else {
      nequal++;
    }
  }
  if (c.mn)
    tot.param_ms += c.ms;
  else
    tot.point_ms += c.ms;
  tot.nsets += c.nsets;
  isl_pw_aff_free(c.mn);
  isl_pw_aff_free(c.mx);
  const char *mode = c.mn ? "parametric" : lg_fmt(a, "per point, %d sets", c.nsets);
  const char *stats = lg_fmt(a, "%d points: %d equal, %d wider, %d narrower, %d empty%s; isl %s, "
                                "%.2f ms%s",
                             npoints, nequal, nwider, nnarrow, nempty,
                             nundecided ? lg_fmt(a, ", %d undecided", nundecided) : "", mode,
                             c.ms, outer ? "; outer index" : "");
  if (why) {
    tot.skipped++;
    fprintf(stderr, "extent-check: %s skipped (%s)\n", where, why);
  } else if (nnarrow) {
    tot.narrower++;
    fprintf(stderr, "extent-check: %s NARROWER (%s; %s)\n", where, stats, first_narrow);
  } else if (nwider) {
    tot.wider++;
    fprintf(stderr, "extent-check: %s wider (%s; %s)\n", where, stats, first_wider);
  } else if (nequal) {
    tot.equal++;
    fprintf(stderr, "extent-check: %s equal (%s)\n", where, stats);
  } else {
    tot.untested++;
    fprintf(stderr, "extent-check: %s untested (%s)\n", where, stats);
  }
}

void lg_extent_check_done(lg_Program *p) {
  const char *file = p->nregions ? p->regions[0]->loop->loc.file : NULL;
  fprintf(stderr,
          "extent-check: %s: %d region-arrays: %d equal, %d wider, %d NARROWER, %d untested, %d "
          "skipped; isl %.2f ms parametric, %.2f ms for %d sets at points\n",
          file ? file : "?", tot.checked, tot.equal, tot.wider, tot.narrower, tot.untested,
          tot.skipped, tot.param_ms, tot.point_ms, tot.nsets);
  memset(&tot, 0, sizeof tot);
}

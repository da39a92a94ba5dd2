/* overlap.c — lg_pass_overlap: which arrays of a region may share memory.
 *
 * Every analysis before this one treats two array names as two objects: the
 * dependence test compares subscripts of one array only, the kernel's
 * pointers are __restrict__, staging and vector loads assume that a store
 * through one name leaves the other's elements alone. In C two pointers may
 * reach one object (`shift(n, a, a + 1)`, `re = z; im = z + 1`), and the
 * program still means what its loop does in order; a kernel run then gives
 * another answer, on the GPU only (the CPU emulation runs threads in order).
 *
 * So each region records the pairs (x written, y) of its arrays that may
 * share memory: two names of which at least one is a pointer (a parameter
 * declared as an array is one); two array objects never do, nor a
 * `restrict` pointer and another name (C11 6.7.3.1: that would be
 * undefined). The host half
 * (print_region_fn.c) tests each pair's element ranges before the call, at
 * run time where the addresses are known; when they share a byte the loop
 * runs as written, on the CPU, between lg_update_host and lg_update_device
 * of the region's arrays (so a data region around it stays consistent), and
 * the runtime says so once per loop on stderr.
 *
 * One case keeps the kernel: the same base (x == y), when every access to
 * the two is in one assignment whose target is the only write, at one
 * element per iteration of the mapped loops, with no sequential loop around
 * it (`x[i] = a * y[i] + b[i]` called in place): each thread then reads the
 * element before it writes it and no other thread touches it.
 */
#include <string.h>

#include "analysis.h"
#include "passes.h"

static bool may_point(const lg_Var *v) {
  const lg_Type *t = v->type;
  return t->kind == LG_T_PTR || (t->kind == LG_T_ARRAY && t->decayed);
}

/* The expression statement below s whose expression is `e`, or NULL. */
static lg_Expr *assign_of(lg_Stmt *s, const lg_Expr *target) {
  if (!s)
    return NULL;
  switch (s->kind) {
  case LG_S_EXPR:
    return s->expr && s->expr->kind == LG_E_ASSIGN && s->expr->args[0] == target ? s->expr
                                                                                  : NULL;
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++) {
      lg_Expr *e = assign_of(s->stmts[i], target);
      if (e)
        return e;
    }
    return NULL;
  case LG_S_IF:
  case LG_S_WHILE:
  case LG_S_DO:
  case LG_S_SWITCH: {
    lg_Expr *e = assign_of(s->then, target);
    return e ? e : assign_of(s->els, target);
  }
  case LG_S_FOR:
    return assign_of(s->loop->body, target);
  default:
    return NULL;
  }
}

/* Does x == y keep the kernel's answer? (the file's comment) */
static bool same_base_ok(lg_Program *p, lg_Region *r, lg_RegionInfo *ri, const lg_Var *x,
                         const lg_Var *y) {
  /* one element type, each name a pointer or an array of one dimension:
     x == y then means the same element at the same subscript */
  const lg_Type *tx = x->type, *ty = y->type;
  if (!tx->elem || !ty->elem || tx->elem->kind != ty->elem->kind ||
      !lg_is_scalar_type(tx->elem) || (tx->kind == LG_T_ARRAY && tx->ndims != 1) ||
      (ty->kind == LG_T_ARRAY && ty->ndims != 1))
    return false;
  const lg_Access *w = NULL;
  for (int i = 0; i < ri->nacc; i++) {
    const lg_Access *a = &ri->acc[i];
    if (a->var != x && a->var != y)
      continue;
    if (!a->affine || a->via)
      return false;
    for (int k = 0; k < a->nloops; k++) /* map.c: -1 for a sequential loop */
      if (a->loops[k]->mapped < 0)
        return false;
    if (a->write) {
      if (w)
        return false;
      w = a;
    }
  }
  if (!w || !lg_depend_same_iteration(p, ri, w, w))
    return false;
  lg_Expr *as = assign_of(r->loop->body, w->e);
  if (!as)
    return false;
  for (int i = 0; i < ri->nacc; i++) {
    const lg_Access *a = &ri->acc[i];
    if ((a->var != x && a->var != y) || a == w)
      continue;
    if (a->ndims != w->ndims)
      return false;
    for (int d = 0; d < a->ndims; d++)
      if (!lg_poly_equal(a->dims[d], w->dims[d]))
        return false;
    if (!lg_expr_within(as->args[1], a->e))
      return false;
  }
  return true;
}

static void pairs(lg_Program *p, lg_Region *r, lg_RegionInfo *ri) {
  int n = 0;
  for (int i = 0; i < ri->narrays; i++)
    for (int j = 0; j < ri->narrays; j++)
      n += i != j && ri->arrays[i].written;
  if (n == 0)
    return;
  ri->overlaps = LG_NEW_ARRAY(p->arena, lg_Overlap, n);
  ri->noverlaps = 0;
  for (int i = 0; i < ri->narrays; i++) {
    const lg_ArrayUse *ux = &ri->arrays[i];
    if (!ux->written || ux->var->snapshot_of)
      continue;
    for (int j = 0; j < ri->narrays; j++) {
      const lg_ArrayUse *uy = &ri->arrays[j];
      if (j == i || uy->var->snapshot_of || !(may_point(ux->var) || may_point(uy->var)))
        continue;
      /* a restrict pointer's object is reached through no other name while
         its block runs (C11 6.7.3.1): an overlap would be undefined */
      if (ux->var->type->is_restrict || uy->var->type->is_restrict)
        continue;
      /* a pair of written arrays once */
      if (uy->written && j < i)
        continue;
      lg_Overlap *o = &ri->overlaps[ri->noverlaps++];
      o->x = ux->var;
      o->y = uy->var;
      o->same_base = r && same_base_ok(p, r, ri, ux->var, uy->var);
    }
  }
}

/* The arrays of regions rs[0..n) as one list, each over the union of its
 * ranges (extent.c's data regions do the same). */
static void union_arrays(lg_Program *p, lg_Region **rs, int n, lg_RegionInfo *g) {
  lg_PtrVec uses = {0};
  for (int i = 0; i < n; i++) {
    const lg_RegionInfo *ri = rs[i]->analysis;
    for (int k = 0; ri && k < ri->narrays; k++) {
      const lg_ArrayUse *u = &ri->arrays[k];
      lg_ArrayUse *found = NULL;
      for (int j = 0; j < uses.n && !found; j++)
        if (((lg_ArrayUse *)uses.items[j])->var == u->var)
          found = uses.items[j];
      if (!found) {
        found = LG_NEW(p->arena, lg_ArrayUse);
        *found = *u;
        lg_vec_push(p->arena, &uses, found);
        continue;
      }
      if (!lg_bound_equal(found->lo, u->lo)) {
        lg_Bound *b = LG_NEW(p->arena, lg_Bound);
        *b = (lg_Bound){.kind = LG_BD_MIN, .l = found->lo, .r = u->lo};
        found->lo = b;
      }
      if (!lg_bound_equal(found->hi, u->hi)) {
        lg_Bound *b = LG_NEW(p->arena, lg_Bound);
        *b = (lg_Bound){.kind = LG_BD_MAX, .l = found->hi, .r = u->hi};
        found->hi = b;
      }
      found->read |= u->read;
      found->written |= u->written;
    }
  }
  g->narrays = uses.n;
  g->arrays = LG_NEW_ARRAY(p->arena, lg_ArrayUse, uses.n ? uses.n : 1);
  for (int j = 0; j < uses.n; j++)
    g->arrays[j] = *(lg_ArrayUse *)uses.items[j];
}

/* The parts of the loop of p->regions[i..i+n): one test for all, over the
 * nest as written (reschedule.c's host loops: their parts' ranges name
 * their variable) or the union of the parts' ranges. */
static bool group_overlaps(lg_Program *p, int i, int n) {
  lg_Region *first = p->regions[i];
  lg_HostLoop *made = NULL;
  for (int k = i; k < i + n; k++)
    if (p->regions[k]->host && p->regions[k]->host->made)
      made = p->regions[k]->host;
  lg_RegionInfo *g = LG_NEW(p->arena, lg_RegionInfo);
  memset(g, 0, sizeof *g);
  if (made && !made->nest) {
    /* no range of the whole nest: nothing to test before it */
    lg_RegionInfo tmp = {0};
    union_arrays(p, &p->regions[i], n, &tmp);
    pairs(p, NULL, &tmp);
    if (tmp.noverlaps) {
      lg_error(p->diag, first->loop->loc,
               "'%s' and '%s' may share memory, and the ranges of the loop reordered by "
               "isl's scheduler are not known before it, so the run-time test of that "
               "cannot be made; pass arrays that are distinct objects, or leave out the "
               "directive",
               tmp.overlaps[0].x->name, tmp.overlaps[0].y->name);
      return false;
    }
    return true;
  }
  if (made)
    union_arrays(p, &made->nest, 1, g);
  else
    union_arrays(p, &p->regions[i], n, g);
  pairs(p, NULL, g);
  for (int k = i; k < i + n; k++) {
    lg_RegionInfo *ri = p->regions[k]->analysis;
    if (ri)
      ri->noverlaps = 0;
  }
  if (g->noverlaps)
    ((lg_RegionInfo *)first->analysis)->group = g;
  return true;
}

bool lg_pass_overlap(lg_Program *p) {
  bool ok = true;
  for (int i = 0; i < p->nregions; i++) {
    lg_Region *r = p->regions[i];
    if (!r->analysis)
      continue;
    /* as print_cuda.c groups them */
    int n = 1;
    while (i + n < p->nregions && p->regions[i + n]->part > 0)
      n++;
    if (n > 1 || (r->host && r->host->made)) {
      ok = group_overlaps(p, i, n) && ok;
      i += n - 1;
      continue;
    }
    pairs(p, r, r->analysis);
  }
  return ok;
}

/* snapshot.c — lg_pass_snapshot: a loop that carries only anti-dependences
 * on an array reads the rows it has not yet written from a snapshot.
 *
 * PolyBench's trmm is
 *
 *     for (i = 0; i < m; i++)
 *       for (j = 0; j < n; j++) {
 *         for (k = i + 1; k < m; k++)
 *           B[i][j] += A[k][i] * B[k][j];        B[k][j]: rows below i
 *         B[i][j] = alpha * B[i][j];
 *       }
 *
 * Iteration i writes row i of B only, and reads row i and rows k > i, which
 * only later iterations write: every value it reads from another row is
 * the value B had before the loop. So reading those rows from a copy of B
 * made on the device before the kernel (lg_dsnapshot, a device-to-device
 * copy) gives C's answer, and then no iteration touches what another
 * writes: i and j are both threads (1.2 million, against 1200 threads of
 * j each walking all of i when interchange.c ran j outside: 80 ms on the
 * H200 against PPCG's 26).
 *
 * The rule, for an array X of a region whose annotated loop i (step +1)
 * carries a dependence, checked on the accesses as depend.c reads them:
 * every write of X has the first subscript exactly i (the row the
 * iteration owns); every read of X has it exactly i, or exactly the
 * variable of an inner loop k of step +1 whose lower bound is i + c with
 * c >= 1 (a row only later iterations write). The reads of the second kind
 * name the snapshot (a variable lg_snap_X, lg_Var.snapshot_of); the rewrite
 * is kept only when the dependence test then maps more loops. Only on a
 * directive without clauses, as interchange.c's rewrites, and before them.
 */
#include <string.h>

#include "analysis.h"
#include "passes.h"

/* The induction atom of x when x is exactly that variable (coefficient 1, no
 * constant), or NULL. */
static const lg_Atom *exact_iv(const lg_RegionInfo *ri, const lg_Poly *x) {
  if (!x || x->n != 1 || x->t[0].c != 1 || x->t[0].n != 1)
    return NULL;
  const lg_Atom *at = &ri->atoms.items[x->t[0].a[0]];
  return at->kind == LG_ATOM_IV ? at : NULL;
}

/* Loop k's lower bound is i + c, c >= 1, and k counts up by 1. */
static bool starts_after(lg_Program *p, lg_Region *r, const lg_RegionInfo *ri, const lg_Loop *k,
                         const lg_Loop *i) {
  if (k->step != 1 || k->form != LG_LOOP_PLAIN || !k->lb || k->opaque)
    return false;
  if (k->cmp != LG_CMP_LT && k->cmp != LG_CMP_LE)
    return false;
  lg_Poly *lb = lg_affine_of(p, r, k->lb);
  if (!lb)
    return false;
  int ai = -1;
  for (int a = 0; a < ri->atoms.n; a++)
    if (ri->atoms.items[a].kind == LG_ATOM_IV && ri->atoms.items[a].loop == i)
      ai = a;
  if (ai < 0)
    return false;
  long long c;
  lg_Poly *d = lg_poly_add(p->arena, lb, lg_poly_atom(p->arena, ai), -1);
  return lg_poly_is_const(d, &c) && c >= 1;
}

static void try_region(lg_Program *p, lg_Region *r) {
  lg_Arena *a = p->arena;
  lg_Loop *i = r->loop;
  if ((i->dir && i->dir->nclauses) || i->opaque || !i->iv || i->step != 1 ||
      (i->cmp != LG_CMP_LT && i->cmp != LG_CMP_LE) || i->form != LG_LOOP_PLAIN)
    return;
  for (lg_HostLoop *h = r->host; h; h = h->parent)
    if (lg_dir_find(h->loop->dir, LG_CL_DEVICES))
      return; /* the devices' parts would each need the whole snapshot */
  lg_Region before = *r;
  before.analysis = NULL;
  int was = lg_depend_probe(p, &before);
  if (was > 0)
    return; /* i is parallel already */
  const lg_RegionInfo *ri = before.analysis;
  /* the arrays that qualify, and the reads that go to their snapshots */
  lg_PtrVec arrays = {0}, later = {0};
  for (int k = 0; k < ri->nacc; k++) {
    lg_Var *x = ri->acc[k].var;
    if (!ri->acc[k].write || !lg_is_array_like(x) || x->snapshot_of)
      continue;
    bool seen = false;
    for (int q = 0; q < arrays.n; q++)
      seen = seen || arrays.items[q] == x;
    if (seen)
      continue;
    bool ok = true;
    lg_PtrVec reads = {0};
    for (int q = 0; q < ri->nacc && ok; q++) {
      const lg_Access *ac = &ri->acc[q];
      if (ac->var != x)
        continue;
      if (ac->via || !ac->affine || ac->ndims < 1 ||
          (x->type->kind == LG_T_ARRAY ? ac->ndims != x->type->ndims : ac->ndims != 1)) {
        ok = false;
        break;
      }
      const lg_Atom *row = exact_iv(ri, ac->dims[0]);
      if (row && row->loop == i)
        continue; /* the iteration's own row */
      if (ac->write || !row || !row->loop || !starts_after(p, &before, ri, row->loop, i))
        ok = false;
      else
        lg_vec_push(a, &reads, (void *)ac->e);
    }
    lg_vec_push(a, &arrays, x);
    if (!ok || reads.n == 0)
      continue;
    lg_Var *snap = lg_new_var(p, x);
    snap->name = lg_fmt(a, "lg_snap_%s", x->name);
    snap->host_name = NULL;
    snap->snapshot_of = x;
    snap->region = NULL;
    snap->scope = LG_VS_LOCAL;
    for (int q = 0; q < reads.n; q++) {
      lg_Expr *e = reads.items[q];
      lg_vec_push(a, &later, e);
      lg_vec_push(a, &later, snap);
    }
  }
  if (later.n == 0)
    return;
  for (int q = 0; q < later.n; q += 2)
    ((lg_Expr *)later.items[q])->var = later.items[q + 1];
  lg_Region after = *r;
  after.analysis = NULL;
  if (lg_depend_probe(p, &after) <= was) {
    for (int q = 0; q < later.n; q += 2) /* nothing gained: as written */
      ((lg_Expr *)later.items[q])->var = ((lg_Var *)later.items[q + 1])->snapshot_of;
    return;
  }
  const char *names = "";
  for (int q = 1; q < later.n; q += 2) {
    lg_Var *s = later.items[q];
    bool dup = false;
    for (int o = 1; o < q; o += 2)
      dup = dup || later.items[o] == s;
    if (dup)
      continue;
    lg_region_add_var(p, r, s);
    names = lg_fmt(a, "%s%s%s", names, *names ? ", " : "", s->snapshot_of->name);
  }
  lg_RegionInfo *rri = lg_region_info(p, r);
  rri->reschedule =
      lg_fmt(a,
             "loop %s (line %d) only reads rows of %s that later iterations write: those reads "
             "take a snapshot made on the device before the kernel, and %s is parallel",
             i->iv->name, i->loc.line, names, i->iv->name);
}

bool lg_pass_snapshot(lg_Program *p) {
  for (int k = 0; k < p->nregions; k++)
    try_region(p, p->regions[k]);
  return true;
}

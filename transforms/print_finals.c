/* print_finals.c — the host's side of C's values after a kernel region: the
 * values the induction variables declared before the loop have after it,
 * as the finals pass decided them (finals.c, lg_Final on the region's
 * analysis): the mapped loops' from the trip counts, the sequential loops'
 * below them in the last iteration that runs, searched backward where a
 * triangle or a bound may leave an inner loop empty, or taken from the
 * device. Printed by print_host.c at the end of each region's host code
 * (lg_print_final_values); split from it because this is a question of its
 * own, C's last iteration, while print_host.c prints the data movement and
 * the launch.
 */
#include <string.h>

#include "kernel.h"

/* `lb + trip * step` in the variable's type: C's value after mapped loop m
 * (pc gives the outer loops' variables their last values: a triangle's lb
 * uses them). A guarded triangle's own trip count, not the box's. */
static char *final_iv(lg_PrintCtx *pc, const lg_Loop *l, int m) {
  const char *tn = lg_type_name(l->iv->type);
  bool lb0 = l->lb->kind == LG_E_INT && l->lb->ival == 0;
  const char *lb = lg_expr_text(pc, l->lb);
  const char *trip = l->guard ? lg_fmt(pc->a, "(%s)", lg_trip_text(pc, l))
                              : lg_fmt(pc->a, "lg_trip%d", m);
  if (lb0 && l->step == 1)
    return lg_fmt(pc->a, "(%s)%s", tn, trip);
  if (l->step == 1)
    return lg_fmt(pc->a, "(%s)(%s + %s)", tn, lb, trip);
  return lg_fmt(pc->a, "(%s)(%s + %s * %lld)", tn, lb, trip, l->step);
}

/* The induction variables at their last values, after the launch: the
 * mapped ones, and the sequential loops around the one whose final value
 * is being set (lg_Final.around), in the last iteration of everything
 * above. */
typedef struct LastCtx {
  lg_RegionInfo *ri;
  lg_Arena *a;
  const lg_Var *seq[16];
  const lg_Loop *seqloop[16];
  const char *seqlast[16];
  int nseq;
  /* the mapped loops' values in the last iteration, as found by a search
     (print_last_search), or NULL: computed from the trip counts */
  const char *mlast[3];
  int nsearch; /* searches printed (print_last_search): their names */
} LastCtx;

static const char *last_value(void *ctx, const lg_Var *v) {
  LastCtx *c = ctx;
  for (int m = 0; m < c->ri->nmapped; m++) {
    const lg_Loop *l = c->ri->mapped[m];
    if (l->iv != v)
      continue;
    if (c->mlast[m])
      return c->mlast[m];
    /* a triangle's bounds use the outer loops' variables: at their last
       values too */
    lg_PrintCtx pc = {.a = c->a, .subst = last_value, .subst_ctx = c};
    const char *trip = l->guard ? lg_fmt(c->a, "(%s)", lg_trip_text(&pc, l))
                                : lg_fmt(c->a, "lg_trip%d", m);
    if (l->lb->kind == LG_E_INT && l->lb->ival == 0 && l->step == 1)
      return lg_fmt(c->a, "(%s - 1)", trip);
    return lg_fmt(c->a, "(%s + (%s - 1) * %lld)", lg_expr_text(&pc, l->lb), trip, l->step);
  }
  for (int k = c->nseq - 1; k >= 0; k--)
    if (c->seq[k] == v)
      return c->seqlast[k];
  return NULL;
}

/* The last iteration that runs of the loops around a point: the mapped
 * loops 0..nmap-1, and with `with_seq` the sequential loops lc->seq below
 * them. With a guarded triangle the last value of an outer loop may have no
 * inner iteration (`j = i + 1; j < n` at i = n - 1): the iterations are
 * searched backward from the end, where the first try succeeds unless an
 * inner loop is empty there. Declares lg_ran<id> and the iteration numbers
 * lg_u<id>_<k>, from which last_value gives the variables' values from then
 * on (the caller saves and restores lc's values). Returns id. */
static int print_last_search(lg_Buf *b, LastCtx *lc, int nmap, bool with_seq, const char *in) {
  lg_Arena *a = lc->a;
  lg_RegionInfo *ri = lc->ri;
  int id = lc->nsearch++;
  int n = nmap + (with_seq ? lc->nseq : 0);
  lg_buf_printf(b, "%s/* the last iteration that runs, searched from the end */\n", in);
  lg_buf_printf(b, "%slong long", in);
  for (int k = 0; k < n; k++)
    lg_buf_printf(b, "%s lg_u%d_%d = 0", k ? "," : "", id, k);
  lg_buf_printf(b, ";\n%sint lg_ran%d = 0;\n", in, id);
  const char *ind = in;
  for (int k = 0; k < n; k++) {
    const lg_Loop *l = k < nmap ? ri->mapped[k] : lc->seqloop[k - nmap];
    lg_PrintCtx pc = {.a = a, .subst = last_value, .subst_ctx = lc};
    const char *trip = k < nmap && !l->guard ? lg_fmt(a, "lg_trip%d", k)
                                             : lg_fmt(a, "(%s)", lg_trip_text(&pc, l));
    const char *u = lg_fmt(a, "lg_u%d_%d", id, k);
    lg_buf_printf(b, "%sfor (%s = %s - 1; %s >= 0; %s--) {\n", ind, u, trip, u, u);
    ind = lg_fmt(a, "%s  ", ind);
    const char *lb = lg_expr_text(&pc, l->lb);
    const char *v = l->step == 1 ? lg_fmt(a, "(%s + %s)", lb, u)
                                 : lg_fmt(a, "(%s + %s * %lld)", lb, u, l->step);
    if (k < nmap)
      lc->mlast[k] = v;
    else
      lc->seqlast[k - nmap] = v;
  }
  lg_buf_printf(b, "%slg_ran%d = 1;\n%sbreak;\n", ind, id, ind);
  for (int k = n - 1; k >= 0; k--) {
    ind = lg_fmt(a, "%.*s", (int)strlen(ind) - 2, ind);
    lg_buf_printf(b, "%s}\n", ind);
    if (k > 0)
      lg_buf_printf(b, "%sif (lg_ran%d)\n%s  break;\n", ind, id, ind);
  }
  return id;
}

/* The value of a sequential loop's variable after the region (f, one of
 * finals.c's lg_Final): the loops around it at their last values, each of
 * which must have run (`if (trip > 0)`); taken from the device, `lb + trip
 * * step`, or searched (the caller's lc->mlast). */
static void print_seq_final(lg_Program *p, lg_Buf *b, const char *in2, LastCtx *lc,
                            const lg_Final *f) {
  lg_Arena *a = p->arena;
  lg_PrintCtx lpc = {.p = p, .a = a, .subst = last_value, .subst_ctx = lc};
  const char *guard = "";
  lc->nseq = 0;
  for (int k = 0; k < f->naround; k++) {
    const lg_Loop *l = f->around[k];
    const char *trip = lg_fmt(a, "(%s)", lg_trip_text(&lpc, l));
    const char *lb = lg_expr_text(&lpc, l->lb);
    lc->seq[k] = l->iv;
    lc->seqloop[k] = l;
    lc->seqlast[k] = lg_fmt(a, "(%s + (%s - 1) * %lld)", lb, trip, l->step);
    lc->nseq = k + 1;
    guard = lg_fmt(a, "%sif (%s > 0) ", guard, trip);
  }
  const lg_Loop *l = f->loop;
  const char *name = l->iv->name;
  switch (f->how) {
  case LG_FIN_DEVICE:
    lg_buf_printf(b, "%s%s%s = lg_fv_%s;\n", in2, guard, name, name);
    break;
  case LG_FIN_SEARCH: {
    const char *ml[3];
    memcpy(ml, lc->mlast, sizeof ml);
    int id = print_last_search(b, lc, lc->ri->nmapped, true, in2);
    lg_buf_printf(b, "%sif (lg_ran%d) %s = (%s)(%s + (%s) * %lld);\n", in2, id, name,
                  lg_type_name(l->iv->type), lg_expr_text(&lpc, l->lb), lg_trip_text(&lpc, l),
                  l->step);
    memcpy(lc->mlast, ml, sizeof ml);
    break;
  }
  case LG_FIN_HOST_FORMULA:
    lg_buf_printf(b, "%s%s%s = (%s)(%s + (%s) * %lld);\n", in2, guard, name,
                  lg_type_name(l->iv->type), lg_expr_text(&lpc, l->lb), lg_trip_text(&lpc, l),
                  l->step);
    break;
  case LG_FIN_NONE:
    break;
  }
  lc->nseq = 0;
}

static void print_seq_finals(lg_Program *p, lg_Buf *b, const char *in2, LastCtx *lc) {
  for (int i = 0; i < lc->ri->finals.n; i++) {
    const lg_Final *f = lc->ri->finals.items[i];
    if (f->mapped < 0 && f->how != LG_FIN_NONE)
      print_seq_final(p, b, in2, lc, f);
  }
}

/* The values the induction variables declared before the region have after
 * it in C, as finals.c decided (lg_RegionInfo.finals): the sequential
 * loops' (print_seq_finals), the inner mapped loops' (in the last
 * iteration of the loops around, if they ran, or searched), the outermost
 * mapped loop's. Closes the `if` of the trip counts. */
void lg_print_final_values(lg_Program *p, lg_Region *r, lg_Buf *bp, const char *in,
                           const char *in2) {
  lg_RegionInfo *ri = r->analysis;
  lg_Arena *a = p->arena;
  int nm = ri->nmapped;
  lg_Buf b = *bp;
  LastCtx lc = {.ri = ri, .a = a};
  lg_PrintCtx pc = {.p = p, .a = a};
  lg_PrintCtx lpc = {.p = p, .a = a, .subst = last_value, .subst_ctx = &lc};
  bool guarded = false; /* a triangle mapped over its bounding box (map.c) */
  for (int m = 0; m < nm; m++)
    guarded = guarded || ri->mapped[m]->guard;
  /* every trip count positive: the last iteration is the mapped loops'
     last values, unless a guarded triangle is empty at them */
  if (!guarded)
    print_seq_finals(p, &b, in2, &lc);
  lg_buf_printf(&b, "%s  }\n", in);
  const char *in1 = lg_fmt(a, "%s  ", in);
  /* with a guarded triangle, what follows is under `if (lg_trip0 > 0)`,
     printed when there is something to set */
  lg_Buf outer = b;
  if (guarded)
    b = (lg_Buf){0};
  const char *inm = guarded ? in2 : in1;
  const lg_Final *outermost = NULL;
  for (int i = 0; i < ri->finals.n; i++) {
    const lg_Final *f = ri->finals.items[i];
    if (f->mapped == 0)
      outermost = f;
    if (f->mapped < 1)
      continue;
    const lg_Loop *l = f->loop;
    int m = f->mapped;
    lc.mlast[0] = lc.mlast[1] = lc.mlast[2] = NULL;
    if (f->how == LG_FIN_SEARCH) {
      int id = print_last_search(&b, &lc, m, false, inm);
      lg_buf_printf(&b, "%sif (lg_ran%d)\n%s  %s = %s;\n", inm, id, inm, l->iv->name,
                    final_iv(&lpc, l, m));
      lc.mlast[0] = lc.mlast[1] = lc.mlast[2] = NULL;
      continue;
    }
    /* the loops around it ran: the trip counts of the outer mapped loops */
    const char *run = "";
    for (int k = f->ran_from; k < m; k++)
      run = lg_fmt(a, "%s%slg_trip%d > 0", run, *run ? " && " : "", k);
    if (*run)
      lg_buf_printf(&b, "%sif (%s)\n%s  %s = %s;\n", inm, run, inm, l->iv->name,
                    final_iv(&lpc, l, m));
    else
      lg_buf_printf(&b, "%s%s = %s;\n", inm, l->iv->name, final_iv(&lpc, l, m));
  }
  if (guarded) {
    /* the sequential loops: in the last iteration that runs, searched */
    print_seq_finals(p, &b, in2, &lc);
    if (b.len)
      lg_buf_printf(&outer, "%sif (lg_trip0 > 0) {\n%.*s%s}\n", in1, (int)b.len, b.data, in1);
    lg_buf_free(&b);
    b = outer;
  }
  if (outermost)
    lg_buf_printf(&b, "%s%s = %s;\n", in1, outermost->loop->iv->name,
                  final_iv(&pc, outermost->loop, 0));
  *bp = b;
}

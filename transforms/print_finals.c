/* print_finals.c — the host's side of C's values after a kernel region: the
 * values the induction variables declared before the loop have after it
 * (the mapped loops' from the trip counts, the sequential loops' below them
 * in the last iteration that runs, searched backward where a triangle or a
 * bound may leave an inner loop empty, or taken from the device where
 * finals.c says so), and the refusal where none of these can be computed.
 * Printed by print_host.c at the end of each region's host code
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
 * mapped ones, and the sequential loops enclosing the one whose final value
 * is being set (lg_print_final_values), in the last iteration of everything
 * above. */
typedef struct LastCtx {
  lg_RegionInfo *ri;
  lg_Arena *a;
  const lg_Var *seq[16];
  const lg_Loop *seqloop[16];
  const char *seqlast[16];
  int nseq;
  const lg_Var *set[32]; /* the variables whose final values are printed */
  int nset;
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

/* Host code can evaluate e after the launch as it was in the last iteration:
 * it reads no array, calls nothing, and reads only variables the region
 * does not change, or induction variables last_value knows. */
static bool host_evaluable(const lg_Region *r, LastCtx *lc, const lg_Expr *e) {
  if (!e)
    return true;
  if (e->kind == LG_E_INDEX || e->kind == LG_E_CALL || e->kind == LG_E_ASSIGN)
    return false;
  if (e->kind == LG_E_VAR) {
    lg_RegionInfo *ri = r->analysis;
    bool changes = e->var->region == r || lg_var_written_in(ri, e->var) ||
                   lg_is_redvar(ri, e->var) || lg_loop_of_iv(ri, e->var);
    if (changes && !last_value(lc, e->var))
      return false;
  }
  for (int i = 0; i < e->nargs; i++)
    if (!host_evaluable(r, lc, e->args[i]))
      return false;
  return true;
}

static bool expr_uses(const lg_Expr *e, const lg_Var *v) {
  if (!e)
    return false;
  if ((e->kind == LG_E_VAR || e->kind == LG_E_INDEX) && e->var == v)
    return true;
  for (int i = 0; i < e->nargs; i++)
    if (expr_uses(e->args[i], v))
      return true;
  return false;
}

/* The loops around the point sequential_finals is at (the mapped loops,
 * then the sequential loops lc->seq) may run their last iteration with an
 * inner one of them empty while an earlier iteration ran it: a guarded
 * triangle among the mapped loops (map.c), or a sequential loop whose
 * bounds use the variable of a loop around it. Their last values are then
 * not the last iteration's: print_last_search finds it. */
static bool chain_irregular(const LastCtx *lc) {
  const lg_RegionInfo *ri = lc->ri;
  for (int m = 1; m < ri->nmapped; m++)
    if (ri->mapped[m]->guard)
      return true;
  for (int k = 0; k < lc->nseq; k++) {
    const lg_Loop *l = lc->seqloop[k];
    for (int m = 0; m < ri->nmapped; m++)
      if (expr_uses(l->lb, ri->mapped[m]->iv) || expr_uses(l->ub, ri->mapped[m]->iv))
        return true;
    for (int j = 0; j < k; j++)
      if (expr_uses(l->lb, lc->seq[j]) || expr_uses(l->ub, lc->seq[j]))
        return true;
  }
  return false;
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

/* The sequential loops below the innermost mapped one, in the body's order
 * and nested through `for` bodies (not through if/while: whether those ran
 * in the last iteration is not known here): each induction variable
 * declared before the region gets the value C leaves in it, `lb + trip *
 * step`, as computed in the last iteration of the mapped loops and of the
 * loops around it (which must have run: `guard`); when those may be empty
 * at their last values (chain_irregular), in the last iteration that runs,
 * searched. */
static void sequential_finals(lg_Program *p, lg_Region *r, lg_Buf *b, const char *in2,
                              LastCtx *lc, const lg_Stmt *body, const char *guard) {
  lg_Arena *a = p->arena;
  lg_PrintCtx lpc = {.p = p, .a = a, .subst = last_value, .subst_ctx = lc};
  int nb = body && body->kind == LG_S_BLOCK ? body->nstmts : body ? 1 : 0;
  for (int k = 0; k < nb; k++) {
    const lg_Stmt *st = body->kind == LG_S_BLOCK ? body->stmts[k] : body;
    if (st->kind == LG_S_BLOCK) {
      sequential_finals(p, r, b, in2, lc, st, guard);
      continue;
    }
    if (st->kind != LG_S_FOR)
      continue;
    const lg_Loop *l = st->loop;
    /* taken from the device (finals.c): the loop may end by `break`; the
       loops inside it end wherever it did, so nothing below is the host's */
    if (!l->iv_declared && lg_final_from_device(lc->ri, l->iv->origin)) {
      lg_buf_printf(b, "%s%s%s = lg_fv_%s;\n", in2, guard, l->iv->name, l->iv->name);
      if (lc->nset < 32)
        lc->set[lc->nset++] = l->iv->origin;
      continue;
    }
    if (!host_evaluable(r, lc, l->lb) || !host_evaluable(r, lc, l->ub) ||
        !host_evaluable(r, lc, lg_loop_extra_bound(l)))
      continue;
    const char *trip = lg_fmt(a, "(%s)", lg_trip_text(&lpc, l));
    const char *lb = lg_expr_text(&lpc, l->lb);
    /* an induction variable declared inside the region's body is the
       thread's own: nothing of the host to set */
    /* (an instance of a variable of the function that nothing reads after
       the region is not set: it is not a parameter, region_params) */
    if (!l->iv_declared && (l->iv->region != r || l->iv->origin) &&
        (!l->iv->origin || lg_live_after(r, l->iv->origin))) {
      if (chain_irregular(lc)) {
        const char *ml[3], *sl[16];
        memcpy(ml, lc->mlast, sizeof ml);
        memcpy(sl, lc->seqlast, sizeof sl);
        int id = print_last_search(b, lc, lc->ri->nmapped, true, in2);
        lg_buf_printf(b, "%sif (lg_ran%d) %s = (%s)(%s + (%s) * %lld);\n", in2, id, l->iv->name,
                      lg_type_name(l->iv->type), lg_expr_text(&lpc, l->lb),
                      lg_trip_text(&lpc, l), l->step);
        memcpy(lc->mlast, ml, sizeof ml);
        memcpy(lc->seqlast, sl, sizeof sl);
      } else {
        lg_buf_printf(b, "%s%s%s = (%s)(%s + %s * %lld);\n", in2, guard, l->iv->name,
                      lg_type_name(l->iv->type), lb, trip, l->step);
      }
      if (lc->nset < 32)
        lc->set[lc->nset++] = l->iv->origin ? l->iv->origin : l->iv;
    }
    if (lc->nseq == 16)
      continue;
    lc->seq[lc->nseq] = l->iv;
    lc->seqloop[lc->nseq] = l;
    lc->seqlast[lc->nseq] = lg_fmt(a, "(%s + (%s - 1) * %lld)", lb, trip, l->step);
    lc->nseq++;
    sequential_finals(p, r, b, in2, lc, l->body,
                      lg_fmt(a, "%sif (%s > 0) ", guard, trip));
    lc->nseq--;
  }
}

/* A sequential loop of the region (below the mapped ones) whose variable,
 * declared before the region, the code after it may read, but whose final
 * value sequential_finals could not give (a bound the region computes, a
 * loop under an `if`): refused rather than leaving the value before the
 * region. */
static void unknown_finals(lg_Program *p, const lg_Region *r, const LastCtx *lc,
                           const lg_Stmt *s) {
  if (!s)
    return;
  switch (s->kind) {
  case LG_S_BLOCK:
    for (int k = 0; k < s->nstmts; k++)
      unknown_finals(p, r, lc, s->stmts[k]);
    break;
  case LG_S_IF:
  case LG_S_WHILE:
  case LG_S_DO:
  case LG_S_SWITCH:
    unknown_finals(p, r, lc, s->then);
    unknown_finals(p, r, lc, s->els);
    break;
  case LG_S_FOR: {
    const lg_Loop *l = s->loop;
    const lg_Var *o = l->iv->origin;
    bool set = false;
    for (int k = 0; k < lc->nset && !set; k++)
      set = lc->set[k] == o;
    if (!l->iv_declared && o && lg_live_after(r, o) && !set && !lg_is_mapped_iv(lc->ri, l->iv))
      lg_error(p->diag, l->loc,
               "the value '%s' has after the loop at line %d would be the one the last "
               "iteration leaves, which loopgpu cannot compute here (the bounds of this loop "
               "change in the region, or it may not run): declare '%s' in the loop (for (int "
               "%s = ...)) if the code after the loop does not read it",
               o->name, r->loop->loc.line, o->name, o->name);
    unknown_finals(p, r, lc, l->body);
    break;
  }
  default:
    break;
  }
}

/* The values the induction variables declared before the region have after
 * it in C. The outermost mapped loop's: lb + trip * step. An inner mapped
 * loop's: the same in the last iteration of the loops around it, if they
 * ran. The sequential loops' below (sequential_finals): in the last
 * iteration of the nest. Closes the `if` of the trip counts. */
void lg_print_final_values(lg_Program *p, lg_Region *r, lg_Buf *bp, const char *in,
                           const char *in2) {
  lg_RegionInfo *ri = r->analysis;
  lg_Arena *a = p->arena;
  int nm = ri->nmapped;
  lg_Buf b = *bp;
  LastCtx lc = {.ri = ri, .a = a};
  lg_PrintCtx pc = {.p = p, .a = a};
  lg_PrintCtx lpc = {.p = p, .a = a, .subst = last_value, .subst_ctx = &lc};
  const lg_Stmt *body = nm ? ri->mapped[nm - 1]->body : NULL;
  bool guarded = false; /* a triangle mapped over its bounding box (map.c) */
  for (int m = 0; m < nm; m++)
    guarded = guarded || ri->mapped[m]->guard;
  /* every trip count positive: the last iteration is the mapped loops'
     last values, unless a guarded triangle is empty at them */
  if (!guarded)
    sequential_finals(p, r, &b, in2, &lc, body, "");
  lg_buf_printf(&b, "%s  }\n", in);
  const char *in1 = lg_fmt(a, "%s  ", in);
  /* with a guarded triangle, what follows is under `if (lg_trip0 > 0)`,
     printed when there is something to set */
  lg_Buf outer = b;
  if (guarded)
    b = (lg_Buf){0};
  const char *inm = guarded ? in2 : in1;
  for (int m = 1; m < nm; m++) {
    lg_Loop *l = ri->mapped[m];
    if (l->iv_declared)
      continue;
    bool search = false; /* a guarded triangle around it */
    for (int k = 1; k < m; k++)
      search = search || ri->mapped[k]->guard;
    lc.mlast[0] = lc.mlast[1] = lc.mlast[2] = NULL;
    if (search) {
      int id = print_last_search(&b, &lc, m, false, inm);
      lg_buf_printf(&b, "%sif (lg_ran%d)\n%s  %s = %s;\n", inm, id, inm, l->iv->name,
                    final_iv(&lpc, l, m));
      lc.mlast[0] = lc.mlast[1] = lc.mlast[2] = NULL;
      continue;
    }
    /* the loops around it ran: the trip counts of the outer mapped loops
       (neither box nor guard among them) */
    const char *run = "";
    for (int k = guarded ? 1 : 0; k < m; k++)
      run = lg_fmt(a, "%s%slg_trip%d > 0", run, *run ? " && " : "", k);
    if (*run)
      lg_buf_printf(&b, "%sif (%s)\n%s  %s = %s;\n", inm, run, inm, l->iv->name,
                    final_iv(&lpc, l, m));
    else
      lg_buf_printf(&b, "%s%s = %s;\n", inm, l->iv->name, final_iv(&lpc, l, m));
  }
  if (guarded) {
    /* the sequential loops: in the last iteration that runs, searched */
    sequential_finals(p, r, &b, in2, &lc, body, "");
    if (b.len)
      lg_buf_printf(&outer, "%sif (lg_trip0 > 0) {\n%.*s%s}\n", in1, (int)b.len, b.data, in1);
    lg_buf_free(&b);
    b = outer;
  }
  unknown_finals(p, r, &lc, body);
  if (nm && !ri->mapped[0]->iv_declared)
    lg_buf_printf(&b, "%s%s = %s;\n", in1, ri->mapped[0]->iv->name,
                  final_iv(&pc, ri->mapped[0], 0));
  *bp = b;
}

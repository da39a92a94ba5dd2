/* finals.c — lg_pass_finals: the value an induction variable declared before
 * a kernel region (`int k;` ... `for (k = 0; ...)` inside the region) has
 * after the region, as C leaves it: the value its loop left in the last
 * iteration of the mapped loops that ran that loop.
 *
 * Each loop of the region over such a variable (an instance, lg_Var.origin)
 * is one of
 *   - computed by the host: the loop runs in every iteration of the mapped
 *     loops or in none (it stands in the body through blocks and the bodies
 *     of sequential loops whose trip counts do not change between
 *     iterations and that nothing leaves early), it has no `break`, and its
 *     bounds are known to the host after the launch: `lb + trip * step` at
 *     the last iterations (seq_finals below; print_finals.c prints it);
 *   - taken from the device: the same place, but the loop may end by
 *     `break` or its bounds read what only the kernel knows (`k < a[i]`):
 *     the thread of the last iteration stores its k, which the host copies
 *     back (print_kernel.c, print_host.c);
 *   - unknown: the loop runs under a condition, after a `continue` that may
 *     skip it, or inside a loop that may end early or whose trip count
 *     changes between iterations; which iteration set k last depends on the
 *     data.
 * The instances of one variable are taken in the body's order: one that
 * stands directly in the innermost mapped loop's body (and no `continue`
 * may skip) runs in every iteration and decides the value whatever came
 * before it; the others add to it (unknown over device over host).
 * A variable the function may read after the region (lg_Region.live)
 * whose value is unknown, or would be taken from the device in a schedule
 * that does not do that yet (staging in shared memory, coarsened threads,
 * chunk()), is an error at its loop; one nobody reads is left as it was
 * (neither stored nor set).
 *
 * Then, per loop whose variable the host sets, how (lg_Final on
 * lg_RegionInfo.finals, printed by print_finals.c): from the device, by the
 * formula `lb + trip * step` at the last iterations of the loops around
 * (which must have run), or searched backward for the last iteration that
 * runs (a triangle: the loops around may be empty at their last values);
 * and the variables left as they were (nobody reads them). A variable read
 * after the region whose loop none of these reaches (its bounds change in
 * the region, or it sits below one whose bounds do) is an error here,
 * before anything is printed.
 */
#include "analysis.h"
#include "kernel.h"
#include "passes.h"

/* Does `s` hold a break or continue (kind) bound to the loop whose body it is? */
static bool has_jump(const lg_Stmt *s, lg_StmtKind kind) {
  if (!s)
    return false;
  switch (s->kind) {
  case LG_S_BREAK:
  case LG_S_CONTINUE:
    return s->kind == kind;
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      if (has_jump(s->stmts[i], kind))
        return true;
    return false;
  case LG_S_IF:
    return has_jump(s->then, kind) || has_jump(s->els, kind);
  case LG_S_SWITCH: /* binds its own break, not continue */
    return kind == LG_S_CONTINUE && has_jump(s->then, kind);
  default: /* FOR, WHILE, DO bind their own */
    return false;
  }
}

typedef struct Path {
  const lg_Loop *loops[16]; /* the sequential loops around, outermost first */
  int n;
  bool cond;                /* under if/while/do */
} Path;

typedef struct Ctx {
  lg_Program *p;
  lg_Region *r;
  lg_RegionInfo *ri;
  bool skippable;           /* a `continue` of the innermost mapped loop */
  bool gotos;               /* a goto or label in its body: which loops run is the
                               jumps' business (conservatively: unknown) */
  lg_PtrVec fins;           /* Fin *, one per variable */
  lg_PtrVec device;         /* origins */
  bool ok;
} Ctx;

/* The region changes v (or it is a loop's variable): not a value the host
 * has as it was. */
static bool changed_in_region(Ctx *c, const lg_Var *v) {
  return v->region == c->r || lg_var_written_in(c->ri, v) || lg_is_redvar(c->ri, v) ||
         lg_loop_of_iv(c->ri, v);
}

/* e is known to the host after the launch at the last iterations: what
 * `invariant` allows, and the variables of the mapped loops and of the
 * loops around (their last values). */
static bool host_known(Ctx *c, const Path *path, const lg_Expr *e) {
  if (!e)
    return true;
  if (e->kind == LG_E_INDEX || e->kind == LG_E_CALL || e->kind == LG_E_ASSIGN ||
      (e->kind == LG_E_UNARY && e->op >= LG_OP_PREINC))
    return false;
  if (e->kind == LG_E_VAR && changed_in_region(c, e->var)) {
    bool last = false;
    for (int m = 0; m < c->ri->nmapped; m++)
      last = last || c->ri->mapped[m]->iv == e->var;
    for (int k = 0; k < path->n; k++)
      last = last || path->loops[k]->iv == e->var;
    if (!last)
      return false;
  }
  for (int i = 0; i < e->nargs; i++)
    if (!host_known(c, path, e->args[i]))
      return false;
  return true;
}

static bool in_vec(const lg_PtrVec *v, const void *x) {
  for (int i = 0; i < v->n; i++)
    if (v->items[i] == x)
      return true;
  return false;
}

bool lg_live_after(const lg_Region *r, const lg_Var *v) {
  for (int i = 0; i < r->nlive; i++)
    if (r->live[i] == v)
      return true;
  return false;
}

bool lg_is_mapped_iv(const lg_RegionInfo *ri, const lg_Var *v) {
  for (int m = 0; m < ri->nmapped; m++)
    if (ri->mapped[m]->iv == v || (ri->mapped[m]->iv->origin && ri->mapped[m]->iv->origin == v))
      return true;
  return false;
}

/* Why the instance `l` at `path` does not tell which iteration set its
 * variable last, or NULL. */
static const char *unknown_why(Ctx *c, const Path *path, const lg_Loop *l) {
  lg_Arena *a = c->p->arena;
  if (c->gotos)
    return "the loop body holds a 'goto', which may skip it or run it again";
  if (path->cond)
    return "it runs under a condition ('if', 'while' or 'do')";
  if (c->skippable)
    return lg_fmt(a, "a 'continue' of the loop at line %d may skip it",
                  c->ri->mapped[c->ri->nmapped - 1]->loc.line);
  for (int k = 0; k < path->n; k++) {
    const lg_Loop *j = path->loops[k];
    if (has_jump(j->body, LG_S_BREAK) || has_jump(j->body, LG_S_CONTINUE))
      return lg_fmt(a, "the loop at line %d around it may end early ('break' or 'continue')",
                    j->loc.line);
    /* bounds over the loops around (a triangle below the mapped loops) are
       fine: the host searches for the last iteration that runs
       (print_finals.c, print_last_search) */
    Path outer = {.n = k};
    for (int q = 0; q < k; q++)
      outer.loops[q] = path->loops[q];
    if (!host_known(c, &outer, j->lb) || !host_known(c, &outer, j->ub) ||
        !host_known(c, &outer, lg_loop_extra_bound(j)))
      return lg_fmt(a, "the loop at line %d around it runs a number of times that changes from "
                       "one iteration to the next",
                    j->loc.line);
  }
  (void)l;
  return NULL;
}

/* What is known of a variable after the instances seen so far. */
typedef enum FinState { FIN_HOST, FIN_DEVICE, FIN_UNKNOWN } FinState;

typedef struct Fin {
  lg_Var *origin;
  FinState state;
  const lg_Loop *at;   /* FIN_UNKNOWN: the instance that made it so; FIN_DEVICE:
                          the first that needs the device */
  const char *why;     /* FIN_UNKNOWN: unknown_why */
  bool brk;            /* FIN_DEVICE: `at` may end by break (else its bounds) */
} Fin;

static Fin *fin_of(Ctx *c, lg_Var *o) {
  for (int i = 0; i < c->fins.n; i++)
    if (((Fin *)c->fins.items[i])->origin == o)
      return c->fins.items[i];
  Fin *f = LG_NEW(c->p->arena, Fin);
  f->origin = o;
  f->state = FIN_HOST;
  lg_vec_push(c->p->arena, &c->fins, f);
  return f;
}

/* An instance of a variable declared before the region. One that runs in
 * every iteration (directly in the mapped loop's body, nothing skipping it)
 * decides the value whatever the instances before it did; the others add
 * to what is known. */
static void instance(Ctx *c, const Path *path, const lg_Loop *l) {
  lg_Var *o = l->iv->origin;
  if (!o || l->iv_declared)
    return;
  Fin *f = fin_of(c, o);
  const char *why = unknown_why(c, path, l);
  bool decides = !why && path->n == 0;
  FinState st = FIN_HOST;
  bool brk = false;
  if (why) {
    st = FIN_UNKNOWN;
  } else {
    brk = has_jump(l->body, LG_S_BREAK);
    if (brk || !host_known(c, path, l->lb) || !host_known(c, path, l->ub) ||
        !host_known(c, path, lg_loop_extra_bound(l)))
      st = FIN_DEVICE;
  }
  if (decides) {
    f->state = st;
    f->at = st == FIN_DEVICE ? l : NULL;
    f->brk = brk;
    return;
  }
  if (st == FIN_UNKNOWN && f->state != FIN_UNKNOWN) {
    f->state = FIN_UNKNOWN;
    f->at = l;
    f->why = why;
  } else if (st == FIN_DEVICE && f->state == FIN_HOST) {
    f->state = FIN_DEVICE;
    f->at = l;
    f->brk = brk;
  }
}

/* The verdict on one variable after the walk: errors where the function
 * reads it; fin_device. */
static void settle(Ctx *c, const Fin *f) {
  lg_Var *o = f->origin;
  lg_Arena *a = c->p->arena;
  bool is_live = lg_live_after(c->r, o);
  if (f->state == FIN_HOST)
    return;
  if (f->state == FIN_UNKNOWN || !is_live) { /* (a store nobody reads is not made) */
    if (is_live) {
      lg_error(c->p->diag, f->at->loc,
               "'%s' is read after the kernel region, but the value this loop leaves in it "
               "cannot be kept: %s, so which iteration sets '%s' last depends on the data; "
               "declare '%s' in the loop ('for (%s %s = ...)') and compute what the program "
               "needs after the region separately",
               o->name, f->why, o->name, o->name, lg_type_name(o->type), o->name);
      c->ok = false;
    }
    return;
  }
  bool coarsened = false;
  for (int m = 0; m < c->ri->nmapped; m++)
    coarsened = coarsened || c->ri->coarsen[m] > 1;
  bool box = false; /* a triangle mapped over its bounding box (map.c) */
  for (int m = 0; m < c->ri->nmapped; m++)
    box = box || c->ri->mapped[m]->guard;
  const char *sched = c->ri->tile ? "tile()" : coarsened ? "unroll() on the region"
                      : c->ri->chunk ? "chunk()"
                      : box ? "a triangular nest mapped over its bounding box" : NULL;
  if (sched) {
    lg_error(c->p->diag, f->at->loc,
             "'%s' is read after the kernel region, and the value this loop leaves in it "
             "(%s) comes from the region's last iteration on the device, which loopgpu does "
             "not take with %s yet; declare '%s' in the loop ('for (%s %s = ...)')%s%s",
             o->name, f->brk ? "it may end by 'break'" : "its bounds read values the kernel computes",
             sched, o->name, lg_type_name(o->type), o->name, box ? "" : " or remove ",
             box ? "" : sched);
    c->ok = false;
    return;
  }
  lg_vec_push(a, &c->device, o);
}

static void walk(Ctx *c, Path *path, const lg_Stmt *s) {
  if (!s)
    return;
  switch (s->kind) {
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      walk(c, path, s->stmts[i]);
    return;
  case LG_S_IF:
  case LG_S_WHILE:
  case LG_S_DO:
  case LG_S_SWITCH: {
    bool was = path->cond;
    path->cond = true;
    walk(c, path, s->then);
    walk(c, path, s->els);
    path->cond = was;
    return;
  }
  case LG_S_FOR: {
    const lg_Loop *l = s->loop;
    instance(c, path, l);
    if (path->n == 16) { /* deeper than the host computes: unknown below */
      bool was = path->cond;
      path->cond = true;
      walk(c, path, l->body);
      path->cond = was;
      return;
    }
    path->loops[path->n++] = l;
    walk(c, path, l->body);
    path->n--;
    return;
  }
  default:
    return;
  }
}

/* ---- how the host sets each value (lg_Final; print_finals.c prints it) --- */

/* The sequential loops around a point below the innermost mapped one, as
 * seq_finals walks them: their variables have their last values. */
typedef struct Around {
  const lg_Loop *loops[16];
  int n;
} Around;

static bool last_known(const lg_RegionInfo *ri, const Around *ar, const lg_Var *v) {
  for (int m = 0; m < ri->nmapped; m++)
    if (ri->mapped[m]->iv == v)
      return true;
  for (int k = 0; k < ar->n; k++)
    if (ar->loops[k]->iv == v)
      return true;
  return false;
}

/* Host code can evaluate e after the launch as it was in the last
 * iteration: it reads no array, calls nothing, and reads only variables
 * the region does not change, or the variables of the mapped loops and of
 * the loops `ar` (their last values). */
static bool host_evaluable(Ctx *c, const Around *ar, const lg_Expr *e) {
  if (!e)
    return true;
  if (e->kind == LG_E_INDEX || e->kind == LG_E_CALL || e->kind == LG_E_ASSIGN)
    return false;
  if (e->kind == LG_E_VAR && changed_in_region(c, e->var) && !last_known(c->ri, ar, e->var))
    return false;
  for (int i = 0; i < e->nargs; i++)
    if (!host_evaluable(c, ar, e->args[i]))
      return false;
  return true;
}

/* The loops around a point (the mapped loops, then `ar`) may run their
 * last iteration with an inner one of them empty while an earlier
 * iteration ran it: a guarded triangle among the mapped loops (map.c), or
 * a sequential loop whose bounds use the variable of a loop around it.
 * Their last values are then not the last iteration's: the host searches
 * for it (LG_FIN_SEARCH). */
static bool chain_irregular(const lg_RegionInfo *ri, const Around *ar) {
  for (int m = 1; m < ri->nmapped; m++)
    if (ri->mapped[m]->guard)
      return true;
  for (int k = 0; k < ar->n; k++) {
    const lg_Loop *l = ar->loops[k];
    for (int m = 0; m < ri->nmapped; m++)
      if (lg_expr_names(l->lb, ri->mapped[m]->iv) || lg_expr_names(l->ub, ri->mapped[m]->iv))
        return true;
    for (int j = 0; j < k; j++)
      if (lg_expr_names(l->lb, ar->loops[j]->iv) || lg_expr_names(l->ub, ar->loops[j]->iv))
        return true;
  }
  return false;
}

static lg_Final *add_final(Ctx *c, const lg_Var *v, const lg_Loop *l, lg_FinalHow how,
                           int mapped, const Around *ar) {
  lg_Final *f = LG_NEW(c->p->arena, lg_Final);
  f->var = v;
  f->loop = l;
  f->how = how;
  f->mapped = mapped;
  if (ar && ar->n) {
    const lg_Loop **around = LG_NEW_ARRAY(c->p->arena, const lg_Loop *, ar->n);
    for (int k = 0; k < ar->n; k++)
      around[k] = ar->loops[k];
    f->around = around;
    f->naround = ar->n;
  }
  lg_vec_push(c->p->arena, &c->ri->finals, f);
  return f;
}

/* A final value is set for v (not LG_FIN_NONE) */
static bool final_set(const lg_RegionInfo *ri, const lg_Var *v) {
  for (int i = 0; i < ri->finals.n; i++) {
    const lg_Final *f = ri->finals.items[i];
    if (f->var == v && f->how != LG_FIN_NONE)
      return true;
  }
  return false;
}

static bool final_any(const lg_RegionInfo *ri, const lg_Var *v) {
  for (int i = 0; i < ri->finals.n; i++)
    if (((const lg_Final *)ri->finals.items[i])->var == v)
      return true;
  return false;
}

/* The sequential loops below the innermost mapped one, in the body's order
 * and nested through `for` bodies (not through if/while: whether those ran
 * in the last iteration is not known): each induction variable declared
 * before the region that the code after it may read gets the value C
 * leaves in it: taken from the device (fin_device; nothing below such a
 * loop is the host's: the loops inside end wherever it did), or `lb + trip
 * * step` in the last iteration of the mapped loops and of the loops
 * around (which must have run), or where those may be empty at their last
 * values (chain_irregular) in the last iteration that runs, searched. A
 * loop whose bounds the host cannot evaluate sets nothing, nor below it. */
static void seq_finals(Ctx *c, Around *ar, const lg_Stmt *body) {
  int nb = body && body->kind == LG_S_BLOCK ? body->nstmts : body ? 1 : 0;
  for (int k = 0; k < nb; k++) {
    const lg_Stmt *st = body->kind == LG_S_BLOCK ? body->stmts[k] : body;
    if (st->kind == LG_S_BLOCK) {
      seq_finals(c, ar, st);
      continue;
    }
    if (st->kind != LG_S_FOR)
      continue;
    const lg_Loop *l = st->loop;
    const lg_Var *o = l->iv->origin;
    if (!l->iv_declared && lg_final_from_device(c->ri, o)) {
      add_final(c, o, l, LG_FIN_DEVICE, -1, ar);
      continue;
    }
    if (!host_evaluable(c, ar, l->lb) || !host_evaluable(c, ar, l->ub) ||
        !host_evaluable(c, ar, lg_loop_extra_bound(l)))
      continue;
    /* an induction variable declared inside the region's body is the
       thread's own: nothing of the host to set; an instance of a variable
       of the function that nothing reads after the region is not set (it
       is not a parameter, region_params) */
    if (!l->iv_declared && (l->iv->region != c->r || o) && (!o || lg_live_after(c->r, o)))
      add_final(c, o ? o : l->iv, l, chain_irregular(c->ri, ar) ? LG_FIN_SEARCH
                                                                : LG_FIN_HOST_FORMULA,
                -1, ar);
    if (ar->n == 16)
      continue;
    ar->loops[ar->n++] = l;
    seq_finals(c, ar, l->body);
    ar->n--;
  }
}

/* The mapped loops' variables declared before the region: the outermost's
 * `lb + trip * step`; an inner one's the same in the last iteration of the
 * loops around it, if they ran, searched where a guarded triangle is among
 * them. */
static void mapped_finals(Ctx *c) {
  lg_RegionInfo *ri = c->ri;
  bool guarded = false; /* a triangle mapped over its bounding box (map.c) */
  for (int m = 0; m < ri->nmapped; m++)
    guarded = guarded || ri->mapped[m]->guard;
  for (int m = 1; m < ri->nmapped; m++) {
    const lg_Loop *l = ri->mapped[m];
    if (l->iv_declared)
      continue;
    bool search = false;
    for (int k = 1; k < m; k++)
      search = search || ri->mapped[k]->guard;
    const lg_Var *v = l->iv->origin ? l->iv->origin : l->iv;
    add_final(c, v, l, search ? LG_FIN_SEARCH : LG_FIN_HOST_FORMULA, m, NULL)->ran_from =
        guarded ? 1 : 0;
  }
  const lg_Loop *l0 = ri->mapped[0];
  if (!l0->iv_declared)
    add_final(c, l0->iv->origin ? l0->iv->origin : l0->iv, l0, LG_FIN_HOST_FORMULA, 0, NULL);
}

/* The loops of the region (below the mapped ones, anywhere in the body)
 * over a variable declared before it that nothing above sets: refused
 * where the code after the region may read it rather than leaving the
 * value before the region, else left as it was (LG_FIN_NONE). */
static void unset_finals(Ctx *c, const lg_Stmt *s) {
  if (!s)
    return;
  switch (s->kind) {
  case LG_S_BLOCK:
    for (int k = 0; k < s->nstmts; k++)
      unset_finals(c, s->stmts[k]);
    break;
  case LG_S_IF:
  case LG_S_WHILE:
  case LG_S_DO:
  case LG_S_SWITCH:
    unset_finals(c, s->then);
    unset_finals(c, s->els);
    break;
  case LG_S_FOR: {
    const lg_Loop *l = s->loop;
    const lg_Var *o = l->iv->origin;
    if (!l->iv_declared && o && !final_set(c->ri, o) && !lg_is_mapped_iv(c->ri, l->iv)) {
      if (lg_live_after(c->r, o)) {
        lg_error(c->p->diag, l->loc,
                 "the value '%s' has after the loop at line %d would be the one the last "
                 "iteration leaves, which loopgpu cannot compute here (the bounds of this loop "
                 "change in the region, or it may not run): declare '%s' in the loop (for (int "
                 "%s = ...)) if the code after the loop does not read it",
                 o->name, c->r->loop->loc.line, o->name, o->name);
        c->ok = false;
      } else if (!final_any(c->ri, o)) {
        add_final(c, o, l, LG_FIN_NONE, -1, NULL)->why = "not read after the region";
      }
    }
    unset_finals(c, l->body);
    break;
  }
  default:
    break;
  }
}

bool lg_pass_finals(lg_Program *p) {
  bool ok = true;
  /* what the device stores, and the errors of values that cannot be kept */
  for (int i = 0; i < p->nregions; i++) {
    lg_Region *r = p->regions[i];
    lg_RegionInfo *ri = r->analysis;
    if (!ri || ri->nmapped == 0)
      continue;
    const lg_Loop *inner = ri->mapped[ri->nmapped - 1];
    Ctx c = {.p = p, .r = r, .ri = ri, .ok = true};
    c.skippable = has_jump(inner->body, LG_S_CONTINUE);
    c.gotos = lg_stmt_has_goto(inner->body);
    Path path = {.n = 0};
    walk(&c, &path, inner->body);
    for (int k = 0; k < c.fins.n; k++)
      settle(&c, c.fins.items[k]);
    ri->fin_device = c.device;
    ok = c.ok && ok;
  }
  if (!ok)
    return false;
  /* how the host sets each value (lg_Final), once every value can be kept */
  for (int i = 0; i < p->nregions; i++) {
    lg_Region *r = p->regions[i];
    lg_RegionInfo *ri = r->analysis;
    if (!ri || ri->nmapped == 0)
      continue;
    Ctx c = {.p = p, .r = r, .ri = ri, .ok = true};
    const lg_Stmt *body = ri->mapped[ri->nmapped - 1]->body;
    Around ar = {.n = 0};
    seq_finals(&c, &ar, body);
    mapped_finals(&c);
    unset_finals(&c, body);
    ri->finals_done = true;
    ok = c.ok && ok;
  }
  /* the kernels' interfaces: every pass that changes what a kernel reads
     (hoist, unroll, chunk) and this one (private_ivs) ran */
  for (int i = 0; i < p->nregions; i++)
    if (p->regions[i]->analysis)
      lg_map_interface(p, p->regions[i]);
  return ok;
}

bool lg_final_from_device(const lg_RegionInfo *ri, const lg_Var *origin) {
  return origin && in_vec(&ri->fin_device, origin);
}


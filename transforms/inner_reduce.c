/* inner_reduce.c — a sequential loop that only sums, split over threads
 * (issue 19: atax at 0.17x two SGEMVs on the H200).
 *
 * A one-dimensional region of no class (no scheduling clause, or tile(T)
 * alone on it) whose body is
 *
 *     prefix;                         s = init, tmp[i] = 0, other scalars
 *     for (j = lb; j < ub; j++)       the reduction loop R
 *       s += e;   tmp[i] += e;        updates of accumulators, local scalars
 *     tail;                           tmp[i] = s, y[i] = alpha * s + ...
 *
 * runs one thread per iteration i, each walking all of R: a row walk
 * (a[i*n + j]) has the threads of a warp n elements apart, and both walks
 * leave the GPU with one thread per row or column (16384 of them for atax,
 * a hundredth of what the H200 holds). Here each iteration gets a group of
 * threads that share R's iterations (thread k runs k, k + G, k + 2G, ...),
 * each summing into its own partial accumulator from 0; the partials are
 * combined and added to the accumulator, and the first thread of the group
 * runs the tail:
 *
 *  - LG_IRED_WARP when R walks contiguous memory (a[i*n + j], x[j]): a warp
 *    per iteration, R over its 32 lanes (coalesced), combined by shuffles;
 *  - LG_IRED_COLUMNS when the mapped loop does (a[i*n + j] over j): 32
 *    iterations a block along x, R over 16 threads along y, combined in
 *    shared memory.
 *
 * What changes is the order of the additions of R (s + (e0 + e32 + ...) +
 * (e1 + e33 + ...) ... instead of s + e0 + e1 + ...): exact for integers,
 * rounded differently for floating point, as a reduction clause or an
 * OpenACC compiler's implicit reduction does. A scheduling clause on the
 * region or R (unroll(1), say) keeps C's order.
 *
 * The body must be exactly that: R the only loop of the prefix and tail,
 * no jump or label; R's body only declarations of its own scalars,
 * assignments to them, `if`s and inner counted loops around updates
 * `acc += e`, `acc -= e`, `acc = acc + e`, `acc = e + acc`, `acc = acc - e`
 * where e reads memory and R's own scalars but never an accumulator. An
 * accumulator is a scalar declared before R or an array element whose
 * subscripts R does not change, of an array R touches nowhere else. The
 * prefix runs in every thread of the group (it must write no memory, but
 * for statements only the first thread runs, of arrays nothing after them
 * in the prefix or R reads); the tail runs in the first thread only, after
 * the combination. Anything else keeps one thread per iteration.
 * Deciding is here; print_inner_reduce.c prints the kernel.
 */
#include <string.h>

#include "analysis.h"
#include "passes.h"
#include "schedule.h"

enum { IRED_MAX_ACC = 4, IRED_MIN_TRIP = 64 };

typedef struct Ctx {
  lg_Program *p;
  lg_Region *r;
  lg_RegionInfo *ri;
  const lg_Loop *red;      /* R */
  lg_PtrVec own;           /* lg_Var *: R's own variables (its iv, declarations,
                              inner loops' ivs) */
  lg_IRedAcc acc[IRED_MAX_ACC];
  int nacc;
  bool collecting;         /* first walk: find the accumulators */
  bool ok;
  int lane_votes, column_votes;
  bool bounds_vary;        /* R's bounds differ between iterations of the mapped loop */
  int p_atom, r_atom;
  lg_InnerReduce *ir;      /* second walk: where the element accumulators' uses go */
} Ctx;

static bool is_own(const Ctx *c, const lg_Var *v) {
  for (int i = 0; i < c->own.n; i++)
    if (c->own.items[i] == v)
      return true;
  return false;
}

static bool arith_type(const lg_Type *t) {
  return t && lg_is_scalar_type(t) && t->kind != LG_T_BOOL && t->kind != LG_T_LDOUBLE;
}

/* names any accumulator (a scalar, or the array of an element one) */
static bool names_acc(const Ctx *c, const lg_Expr *x) {
  for (int i = 0; i < c->nacc; i++)
    if (lg_expr_names(x, c->acc[i].var ? c->acc[i].var : c->acc[i].elem->var))
      return true;
  return false;
}

/* What an expression may do, one walk for both uses. With w NULL it only
   reads: no assignment, increment, call of a function of the file, address,
   member, reduction update. With w (a prefix statement) it may also assign
   or step scalars and store elements (`a[i] = e`, op=, whose subscripts and
   value only read): w->store is set and the array added to w->stored. */
typedef struct Writes {
  bool store;
  lg_PtrVec *stored;
  lg_Arena *a;
} Writes;

static bool expr_ok(const lg_Expr *x, Writes *w) {
  if (!x)
    return true;
  if (x->red_update)
    return false;
  switch (x->kind) {
  case LG_E_ASSIGN:
    if (!w)
      return false;
    if (x->args[0]->kind == LG_E_INDEX) {
      w->store = true;
      lg_vec_push(w->a, w->stored, x->args[0]->var);
      for (int d = 0; d < x->args[0]->nargs; d++)
        if (!expr_ok(x->args[0]->args[d], NULL))
          return false;
      return expr_ok(x->args[1], NULL);
    }
    if (x->args[0]->kind != LG_E_VAR)
      return false;
    break;
  case LG_E_MEMBER:
  case LG_E_INIT_LIST:
    return false;
  case LG_E_CALL:
    if (x->fn)
      return false;
    break;
  case LG_E_UNARY:
    if (x->op == LG_OP_ADDR)
      return false;
    if ((x->op == LG_OP_PREINC || x->op == LG_OP_PREDEC || x->op == LG_OP_POSTINC ||
         x->op == LG_OP_POSTDEC) &&
        (!w || x->args[0]->kind != LG_E_VAR))
      return false;
    break;
  default:
    break;
  }
  for (int i = 0; i < x->nargs; i++)
    if (!expr_ok(x->args[i], w))
      return false;
  return true;
}

static bool reads_only(const lg_Expr *x) { return expr_ok(x, NULL); }

static bool same_elem(Ctx *c, const lg_Expr *x, const lg_Expr *y) {
  if (x->kind != LG_E_INDEX || y->kind != LG_E_INDEX || x->var != y->var || x->nargs != y->nargs)
    return false;
  for (int d = 0; d < x->nargs; d++) {
    lg_Poly *a = lg_affine_of(c->p, c->r, x->args[d]), *b = lg_affine_of(c->p, c->r, y->args[d]);
    if (!a || !b || !lg_poly_equal(a, b))
      return false;
  }
  return true;
}

/* the accumulator that `t` (an assignment's target) is, adding it while
   collecting; NULL when it is none */
static lg_IRedAcc *acc_of(Ctx *c, lg_Expr *t) {
  for (int i = 0; i < c->nacc; i++) {
    lg_IRedAcc *a = &c->acc[i];
    if ((t->kind == LG_E_VAR && a->var == t->var) || (a->elem && same_elem(c, a->elem, t)))
      return a;
  }
  if (!c->collecting || !arith_type(t->type))
    return NULL;
  if (t->kind == LG_E_VAR) {
    if (is_own(c, t->var) || t->var->last_symbol)
      return NULL;
  } else if (t->kind == LG_E_INDEX) {
    /* subscripts R does not change */
    for (int d = 0; d < t->nargs; d++) {
      if (!reads_only(t->args[d]) || lg_expr_names(t->args[d], c->red->iv) ||
          !lg_affine_of(c->p, c->r, t->args[d]))
        return NULL;
      for (int k = 0; k < c->own.n; k++)
        if (lg_expr_names(t->args[d], c->own.items[k]))
          return NULL;
    }
  } else {
    return NULL;
  }
  if (c->nacc == IRED_MAX_ACC)
    return NULL;
  lg_IRedAcc *a = &c->acc[c->nacc++];
  a->var = t->kind == LG_E_VAR ? t->var : NULL;
  a->elem = t->kind == LG_E_INDEX ? t : NULL;
  a->type = t->type;
  return a;
}

/* the printer replaces x, an element accumulator's target or operand, by
   the partial sum's register */
static void note_use(Ctx *c, lg_IRedAcc *a, lg_Expr *x) {
  lg_vec_push(c->p->arena, &c->ir->elem_uses, x);
  lg_vec_push(c->p->arena, &c->ir->elem_acc, (void *)(size_t)(a - c->acc));
}

/* `acc += e` and the other forms of a sum; the operand e, or NULL */
static const lg_Expr *update_operand(Ctx *c, lg_Expr *x) {
  if (x->kind != LG_E_ASSIGN)
    return NULL;
  lg_Expr *t = x->args[0], *v = x->args[1];
  if (t->kind == LG_E_VAR && is_own(c, t->var))
    return NULL; /* R's own scalar */
  if (x->op == LG_OP_ADD_ASSIGN || x->op == LG_OP_SUB_ASSIGN) {
    lg_IRedAcc *a = acc_of(c, t);
    if (a && a->elem && c->ir)
      note_use(c, a, t);
    return a ? v : NULL;
  }
  if (x->op != LG_OP_ASSIGN || v->kind != LG_E_BINARY ||
      (v->op != LG_OP_ADD && v->op != LG_OP_SUB))
    return NULL;
  /* acc = acc + e, acc = acc - e, acc = e + acc (implicit casts aside: the
     sum is of the accumulator's type only then) */
  bool same0 = v->args[0]->kind == t->kind &&
               (t->kind == LG_E_VAR ? v->args[0]->var == t->var : same_elem(c, v->args[0], t));
  bool same1 = v->op == LG_OP_ADD && v->args[1]->kind == t->kind &&
               (t->kind == LG_E_VAR ? v->args[1]->var == t->var : same_elem(c, v->args[1], t));
  if (!same0 && !same1)
    return NULL;
  lg_IRedAcc *a = acc_of(c, t);
  if (!a)
    return NULL;
  if (a->elem && c->ir) {
    note_use(c, a, t);
    note_use(c, a, same0 ? v->args[0] : v->args[1]);
  }
  return same0 ? v->args[1] : v->args[0];
}

/* an access of R's body: which way it wants the threads */
static void vote(Ctx *c, const lg_Expr *x) {
  const lg_Access *ac = NULL;
  for (int i = 0; i < c->ri->nacc; i++)
    if (c->ri->acc[i].e == x)
      ac = &c->ri->acc[i];
  if (!ac)
    return;
  lg_Arena *a = c->p->arena;
  lg_Poly *last = ac->flat ? ac->flat : ac->ndims ? ac->dims[ac->ndims - 1] : NULL;
  if (!last)
    return;
  bool has_p = false, has_r = false, outer_p = false, outer_r = false;
  long long cp = 0, cr = 0;
  bool cp_const = lg_poly_is_const(lg_poly_coef(a, last, c->p_atom), &cp);
  bool cr_const = lg_poly_is_const(lg_poly_coef(a, last, c->r_atom), &cr);
  has_p = !cp_const || cp != 0;
  has_r = !cr_const || cr != 0;
  if (!ac->flat)
    for (int d = 0; d + 1 < ac->ndims; d++) {
      long long k;
      if (!ac->dims[d])
        return;
      if (!lg_poly_is_const(lg_poly_coef(a, ac->dims[d], c->p_atom), &k) || k)
        outer_p = true;
      if (!lg_poly_is_const(lg_poly_coef(a, ac->dims[d], c->r_atom), &k) || k)
        outer_r = true;
    }
  bool unit_r = cr_const && (cr == 1 || cr == -1) && !outer_r;
  bool unit_p = cp_const && (cp == 1 || cp == -1) && !outer_p;
  /* val[k] of a CSR row: k's range is the iteration's (lo = rp[i]), so
     contiguous along R and apart between iterations */
  if (unit_r && (has_p || outer_p || c->bounds_vary) && !unit_p)
    c->lane_votes++;
  else if (unit_p && (has_r || outer_r) && !unit_r)
    c->column_votes++;
}

static void walk_reads(Ctx *c, const lg_Expr *x) {
  if (!x)
    return;
  if (x->kind == LG_E_INDEX && !c->collecting)
    vote(c, x);
  for (int i = 0; i < x->nargs; i++)
    walk_reads(c, x->args[i]);
}

/* an expression of R's body other than an update: reads, or assigns R's
   own scalars; never names an accumulator */
static void check_expr(Ctx *c, lg_Expr *x) {
  if (!x || !c->ok)
    return;
  if (x->kind == LG_E_ASSIGN && x->args[0]->kind == LG_E_VAR && is_own(c, x->args[0]->var)) {
    if (!reads_only(x->args[1]))
      c->ok = false;
  } else if (!reads_only(x)) {
    c->ok = false;
  }
  if (!c->collecting && names_acc(c, x))
    c->ok = false;
  walk_reads(c, x);
}

static void red_stmt(Ctx *c, lg_Stmt *s) {
  if (!s || !c->ok)
    return;
  if (s->lowered) {
    c->ok = false;
    return;
  }
  switch (s->kind) {
  case LG_S_EXPR: {
    const lg_Expr *e = update_operand(c, s->expr);
    if (e) {
      if (!reads_only(e) || (!c->collecting && names_acc(c, e)))
        c->ok = false;
      walk_reads(c, e);
      return;
    }
    if (c->collecting && s->expr->kind == LG_E_ASSIGN && s->expr->args[0]->kind != LG_E_VAR)
      c->ok = false; /* a store R makes: not a sum */
    check_expr(c, s->expr);
    return;
  }
  case LG_S_DECL:
    if (!s->var->type || !lg_is_scalar_type(s->var->type)) {
      c->ok = false;
      return;
    }
    if (c->collecting)
      lg_vec_push(c->p->arena, &c->own, s->var);
    if (s->init && !reads_only(s->init))
      c->ok = false;
    check_expr(c, s->init);
    return;
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      red_stmt(c, s->stmts[i]);
    return;
  case LG_S_IF:
    if (!reads_only(s->expr))
      c->ok = false;
    check_expr(c, s->expr);
    red_stmt(c, s->then);
    red_stmt(c, s->els);
    return;
  case LG_S_NULL:
    return;
  case LG_S_FOR: {
    const lg_Loop *l = s->loop;
    if (!l->iv_declared || l->dir) {
      c->ok = false;
      return;
    }
    if (c->collecting)
      lg_vec_push(c->p->arena, &c->own, l->iv);
    if (!reads_only(l->lb) || !reads_only(l->ub) || !reads_only(l->c_lb) || !reads_only(l->c_ub))
      c->ok = false;
    if (!c->collecting && (names_acc(c, l->lb) || names_acc(c, l->ub)))
      c->ok = false;
    red_stmt(c, l->body);
    return;
  }
  default:
    c->ok = false;
    return;
  }
}

/* statements of the prefix and the tail: no loop, jump, label, switch */
static bool straight(const lg_Stmt *s) {
  if (!s)
    return true;
  switch (s->kind) {
  case LG_S_EXPR:
  case LG_S_DECL:
  case LG_S_NULL:
    return true;
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      if (!straight(s->stmts[i]))
        return false;
    return true;
  case LG_S_IF:
    return straight(s->then) && straight(s->els);
  default:
    return false;
  }
}

static bool stmt_names(lg_Stmt *s, const lg_Var *v);
static bool names_cb(void *ctx, lg_Expr *e) {
  const lg_Var **v = ctx;
  if (*v && lg_expr_names(e, *v))
    *v = NULL;
  return false;
}
static bool stmt_names(lg_Stmt *s, const lg_Var *v) {
  const lg_Var *w = v;
  lg_walk_stmt_exprs(s, names_cb, &w);
  return w == NULL;
}

static const lg_ArrayUse *array_use(const lg_RegionInfo *ri, const lg_Var *v) {
  for (int k = 0; k < ri->narrays; k++)
    if (ri->arrays[k].var == v)
      return &ri->arrays[k];
  return NULL;
}

static lg_InnerReduce *decide(lg_Program *p, lg_Region *r) {
  lg_RegionInfo *ri = r->analysis;
  const lg_Schedule *s = ri->sched;
  if (!s || (s->by != LG_BY_DEFAULT && s->by != LG_BY_TILE_WALK) || s->cls != LG_NEST_OTHER ||
      ri->nmapped != 1 || ri->coarsen[0] > 1)
    return NULL;
  if (ri->tile || ri->vec || ri->nred || ri->nared || ri->chunk || ri->devices || ri->scratch.n || ri->local.n ||
      ri->fin_device.n || ri->coarsen_wrap || ri->unrolled.n)
    return NULL;
  for (int i = 0; i < r->nvars; i++)
    if (r->vars[i]->last_symbol)
      return NULL;
  for (int i = 0; i < ri->nacc; i++)
    if (ri->acc[i].via) /* a pointer passed to a function of the input */
      return NULL;
  lg_Loop *l = ri->mapped[0];
  if (l->guard || !l->body)
    return NULL;
  lg_Stmt **stmts = l->body->kind == LG_S_BLOCK ? l->body->stmts : &l->body;
  int nstmts = l->body->kind == LG_S_BLOCK ? l->body->nstmts : 1;
  int at = -1;
  for (int i = 0; i < nstmts; i++) {
    lg_Stmt *st = stmts[i];
    if (st->kind == LG_S_FOR && at < 0) {
      at = i;
      continue;
    }
    if (!straight(st))
      return NULL;
  }
  if (at < 0)
    return NULL;
  lg_Stmt *rs = stmts[at];
  const lg_Loop *red = rs->loop;
  if (red->dir || rs->lowered || !red->iv || !red->iv->type ||
      (red->iv->type->kind != LG_T_INT && red->iv->type->kind != LG_T_UINT &&
       red->iv->type->kind != LG_T_LONG && red->iv->type->kind != LG_T_LLONG))
    return NULL;
  /* a short loop: the threads would mostly idle */
  lg_Expr *trip = lg_loop_trip_expr(p->arena, red);
  if (trip && trip->kind == LG_E_INT && trip->ival < IRED_MIN_TRIP)
    return NULL;
  Ctx c = {.p = p, .r = r, .ri = ri, .red = red, .ok = true, .collecting = true,
           .p_atom = -1, .r_atom = -1};
  for (int k = 0; k < ri->atoms.n; k++) {
    if (ri->atoms.items[k].kind != LG_ATOM_IV)
      continue;
    if (ri->atoms.items[k].iv == l->iv)
      c.p_atom = k;
    if (ri->atoms.items[k].iv == red->iv)
      c.r_atom = k;
  }
  if (c.p_atom < 0 || c.r_atom < 0)
    return NULL;
  lg_vec_push(p->arena, &c.own, red->iv);
  if (!reads_only(red->lb) || !reads_only(red->ub) || !reads_only(red->c_lb) ||
      !reads_only(red->c_ub))
    return NULL;
  for (int k = 0; k < 2; k++) {
    lg_Poly *b = lg_affine_of(p, r, k ? red->ub : red->lb);
    if (!b || lg_poly_has_iv(&ri->atoms, b))
      c.bounds_vary = true;
  }
  red_stmt(&c, red->body);
  if (!c.ok || c.nacc == 0)
    return NULL;
  lg_InnerReduce *ir = LG_NEW(p->arena, lg_InnerReduce);
  c.collecting = false;
  c.ir = ir;
  red_stmt(&c, red->body);
  if (!c.ok || names_acc(&c, red->lb) || names_acc(&c, red->ub))
    return NULL;
  /* element accumulators: R touches their arrays nowhere else (checked by
     names_acc above: every other expression), which nothing aliases */
  for (int i = 0; i < c.nacc; i++)
    if (c.acc[i].elem) {
      const lg_ArrayUse *u = array_use(ri, c.acc[i].elem->var);
      if (!u || !u->noalias)
        return NULL;
    }
  /* the prefix */
  ir->first_only = LG_NEW_ARRAY(p->arena, bool, at > 0 ? at : 1);
  lg_PtrVec stored = {0};
  for (int i = 0; i < at; i++) {
    lg_Stmt *st = stmts[i];
    /* what an earlier statement stored is not read: the first thread alone
       stored it */
    for (int k = 0; k < stored.n; k++)
      if (stmt_names(st, stored.items[k]))
        return NULL;
    Writes w = {false, &stored, p->arena};
    switch (st->kind) {
    case LG_S_EXPR:
      if (!expr_ok(st->expr, &w))
        return NULL;
      if (w.store && st->expr->kind != LG_E_ASSIGN)
        return NULL; /* a store and scalar updates in one expression */
      if (w.store && st->expr->args[0]->kind == LG_E_INDEX && !reads_only(st->expr->args[1]))
        return NULL;
      break;
    case LG_S_DECL:
      if (!st->var->type || !lg_is_scalar_type(st->var->type) || !expr_ok(st->init, &w) ||
          w.store)
        return NULL;
      break;
    case LG_S_NULL:
      break;
    default: /* an if or a block: kept simple, one thread per iteration */
      return NULL;
    }
    ir->first_only[i] = w.store;
  }
  /* what the prefix stores, R does not read (but an element accumulator's
     own array), and the arrays are nobody's alias */
  for (int k = 0; k < stored.n; k++) {
    const lg_Var *v = stored.items[k];
    const lg_ArrayUse *u = array_use(ri, v);
    if (!u || !u->noalias)
      return NULL;
    bool is_acc = false;
    for (int i = 0; i < c.nacc; i++)
      if (c.acc[i].elem && c.acc[i].elem->var == v)
        is_acc = true;
    if (!is_acc && stmt_names(rs, v))
      return NULL;
  }
  /* the tail: R's variable declared before the region keeps C's last value
     only in C */
  if (!red->iv_declared)
    for (int i = at + 1; i < nstmts; i++)
      if (stmt_names(stmts[i], red->iv))
        return NULL;
  if (c.lane_votes && !c.column_votes) {
    ir->mode = LG_IRED_WARP;
    ir->split = 32;
    ir->per_block = 8;
  } else if (c.column_votes && !c.lane_votes) {
    ir->mode = LG_IRED_COLUMNS;
    /* 16 along y: on the H200 atax (16384^2) ran in 0.735 ms against 1.056
       with 8 (docs/runs/2026-12-03/exp-inner-reduce-c16-1655.json) */
    ir->split = 16;
    ir->per_block = 32;
  } else {
    return NULL;
  }
  ir->stmts = stmts;
  ir->nstmts = nstmts;
  ir->loop_stmt = rs;
  ir->at = at;
  ir->nacc = c.nacc;
  ir->acc = LG_NEW_ARRAY(p->arena, lg_IRedAcc, c.nacc);
  memcpy(ir->acc, c.acc, sizeof(lg_IRedAcc) * (size_t)c.nacc);
  return ir;
}

bool lg_pass_inner_reduce(lg_Program *p) {
  for (int i = 0; i < p->nregions; i++) {
    lg_Region *r = p->regions[i];
    lg_RegionInfo *ri = r->analysis;
    if (!ri || !ri->nmapped)
      continue;
    ri->ired = decide(p, r);
    if (ri->ired) {
      ri->block[0] = 32;
      ri->block[1] = ri->ired->mode == LG_IRED_WARP ? 8 : ri->ired->split;
      ri->block[2] = 1;
      ri->block_fit = false;
    }
  }
  return true;
}

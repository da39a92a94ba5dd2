/* unroll.c — lg_pass_unroll: `unroll(U)`, `unroll` (U = 4) and
 * `unroll(full)` on the sequential loops of kernel regions, done in the IR so
 * that the printed CUDA shows every copy of the body (no `#pragma unroll`
 * left doing the work). Also the checks of `unroll` on regions (thread
 * coarsening, applied by map.c and print_kernel.c) and on `host` loops
 * (unrolled in text by print_cuda.c, with lg_host_unroll_text below).
 *
 * It runs after extent: the analyses see the original loops (the copies touch
 * exactly the elements the loop did), and the lowering hangs on the FOR
 * statement (`lowered`), which keeps its lg_Loop for the host code that
 * computes final values of induction variables.
 *
 * A partial unroll by U of `for (i = lb; i CMP ub; i += s) BODY` becomes
 *
 *   { / * loopgpu: unroll(4) of the loop at line N * /
 *     long long lg_b0 = lb;                       (only when lb is not a literal)
 *     long long lg_n0 = <trip count>;
 *     for (long long lg_u0 = 0; lg_u0 + 3 < lg_n0; lg_u0 += 4) {
 *       { / * i + 0 * / int i = (int)(lg_b0 + lg_u0); BODY }
 *       { / * i + 1 * / int i = (int)(lg_b0 + (lg_u0 + 1)); BODY }
 *       ...
 *     }
 *     for (long long lg_u0 = lg_n0 / 4 * 4; lg_u0 < lg_n0; lg_u0++) {   (remainder)
 *       int i = (int)(lg_b0 + lg_u0); BODY
 *     }
 *   }
 *
 * Counting iterations in long long rather than stepping `i` by 4*s keeps
 * every trip count right: zero, below U, negative bounds, downward loops,
 * unsigned induction variables that would wrap in `i + 3 < n`. Each copy
 * re-declares the induction variable, so BODY is printed unchanged and its
 * locals get one copy per iteration; a BODY with a `continue` of this loop is
 * wrapped in `do { } while (0)`, where `continue` ends the copy. A `break` of
 * an unrolled loop is refused (it would end only the copy).
 */
#include <string.h>

#include "analysis.h"
#include "kernel.h"
#include "passes.h"
#include "unroll.h"

#define FULL_MAX 1024

static const lg_Expr *strip_implicit(const lg_Expr *e) {
  while (e && e->kind == LG_E_CAST && e->implicit)
    e = e->args[0];
  return e;
}

static bool const_value(const lg_Expr *e, long long *v) {
  e = strip_implicit(e);
  if (e && e->kind == LG_E_INT) {
    *v = e->ival;
    return true;
  }
  if (e && e->kind == LG_E_UNARY && e->op == LG_OP_NEG && const_value(e->args[0], v)) {
    *v = -*v;
    return true;
  }
  return false;
}

/* The trip count at translation time, when the bounds are integer constant
 * expressions (folded as C folds them: `K - 1`, enum constants, sizeof). */
static bool const_trip(const lg_Loop *l, long long *trip) { return lg_loop_const_trip(l, trip); }

/* The first value of the induction variable, when constant. */
static bool const_first(const lg_Loop *l, __int128 *v) { return lg_const_int(l->lb, v); }

/* The value of the induction variable at iteration `k` of a loop whose first
 * value is the constant `first`, in its type, as a literal of that type. */
lg_Expr *lg_unroll_iv_literal(lg_Builder *b, const lg_Loop *l, __int128 first, long long k) {
  lg_TypeKind tk = l->iv->type->kind;
  __int128 v = lg_int_convert(tk, first + (__int128)k * l->step);
  lg_Expr *e = lg_b_expr(b, LG_E_INT, l->iv->type);
  e->ival = (long long)v;
  bool uns = tk == LG_T_UINT || tk == LG_T_ULONG || tk == LG_T_ULLONG;
  if (uns && v > 2147483647)
    e->text = lg_fmt(b->a, "%lluu%s", (unsigned long long)v, v > 4294967295LL ? "ll" : "");
  else
    e->text = v > 2147483647LL || v < -2147483647LL ? lg_fmt(b->a, "%lldLL", (long long)v)
                                                    : lg_fmt(b->a, "%lld", (long long)v);
  return e;
}

/* The value of the induction variable at iteration `k` (an expression over
 * the counter): lb + k * step, cast to its type. */
lg_Expr *lg_unroll_iv_value(lg_Builder *b, const lg_Loop *l, lg_Expr *lb, lg_Expr *k) {
  long long s = l->step > 0 ? l->step : -l->step;
  lg_Expr *off = s == 1 ? k : lg_b_bin(b, LG_OP_MUL, k, lg_b_int(b, s));
  long long c;
  lg_Expr *v;
  if (const_value(lb, &c) && c == 0 && l->step > 0)
    v = off;
  else
    v = lg_b_bin(b, l->step > 0 ? LG_OP_ADD : LG_OP_SUB, lb, off);
  if (l->iv->type->kind == LG_T_LLONG)
    return v;
  return lg_b_cast(b, l->iv->type, v);
}

/* `iv = value; (void)(iv + 0);` for a variable declared before the loop:
 * the kernel's copy of it ends as C's does; nothing may read it after (the
 * host sets the final value), which nvcc would call set but never used.
 * nvcc (EDG) takes `(void)iv` for no use of a variable the thread declares
 * (`int k;` in the body, warning #550); `(void)(iv + 0)` is one. */
static void push_final(lg_Builder *b, lg_Stmt *out, const lg_Loop *l, lg_Expr *value) {
  lg_b_push(b, out, lg_b_expr_stmt(b, lg_b_assign(b, lg_b_var(b, l->iv), value)));
  lg_Type *vt = LG_NEW(b->a, lg_Type);
  vt->kind = LG_T_VOID;
  vt->spelling = "void";
  lg_Expr *use = lg_b_bin(b, LG_OP_ADD, lg_b_var(b, l->iv), lg_b_int(b, 0));
  lg_b_push(b, out, lg_b_expr_stmt(b, lg_b_cast(b, vt, use)));
}

/* ---- what the body does with the loop ----------------------------------- */
/* Does `s` hold a break or continue (kind) bound to the loop whose body it is? */
static bool has_jump(const lg_Stmt *s, lg_StmtKind kind, const lg_Stmt **where) {
  if (!s)
    return false;
  switch (s->kind) {
  case LG_S_BREAK:
  case LG_S_CONTINUE:
    if (s->kind == kind) {
      *where = s;
      return true;
    }
    return false;
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      if (has_jump(s->stmts[i], kind, where))
        return true;
    return false;
  case LG_S_IF:
    return has_jump(s->then, kind, where) || has_jump(s->els, kind, where);
  case LG_S_SWITCH: /* binds its own break, not continue */
    return kind == LG_S_CONTINUE && has_jump(s->then, kind, where);
  default: /* FOR, WHILE, DO bind their own break and continue */
    return false;
  }
}


/* ---- the lowering of one loop ------------------------------------------- */
typedef struct Ctx {
  lg_Program *p;
  lg_Region *r;
  int counter;      /* lg_u<k>, lg_n<k>, lg_b<k> within the region */
  bool ok;
} Ctx;

/* Whether expression e reads or writes v. */
static bool expr_has(const lg_Expr *e, const lg_Var *v) {
  if (!e)
    return false;
  if ((e->kind == LG_E_VAR || e->kind == LG_E_INDEX) && e->var == v)
    return true;
  for (int i = 0; i < e->nargs; i++)
    if (expr_has(e->args[i], v))
      return true;
  return false;
}

/* Whether statement s, apart from `skip` (the loop being lowered), names v:
 * the final value the lowered loop would store in its induction variable is
 * needed only then (else it is a store nothing reads: -Wunused-but-set). */
static bool named_outside(const lg_Stmt *s, const lg_Stmt *skip, const lg_Var *v) {
  if (!s || s == skip)
    return false;
  if (expr_has(s->expr, v) || expr_has(s->init, v) || s->var == v)
    return true;
  for (int i = 0; i < s->nstmts; i++)
    if (named_outside(s->stmts[i], skip, v))
      return true;
  if (named_outside(s->then, skip, v) || named_outside(s->els, skip, v))
    return true;
  if (s->loop && (s->loop->iv == v || expr_has(s->loop->lb, v) || expr_has(s->loop->ub, v) ||
                  named_outside(s->loop->body, skip, v)))
    return true;
  return false;
}

/* One copy of the body: `{ / * comment * / T iv = value; BODY }`, BODY in a
 * `do { } while (0)` when it continues the loop. */
static lg_Stmt *body_copy(lg_Builder *b, const lg_Loop *l, lg_Expr *value, const char *comment, bool cont) {
  lg_Stmt *blk = lg_b_stmt(b, LG_S_BLOCK);
  blk->comment = comment;
  lg_b_push(b, blk, lg_b_decl(b, l->iv, value));
  lg_Stmt *body = l->body;
  if (cont) {
    lg_Stmt *d = lg_b_stmt(b, LG_S_DO);
    d->then = body && body->kind == LG_S_BLOCK ? body : NULL;
    if (!d->then) {
      d->then = lg_b_stmt(b, LG_S_BLOCK);
      lg_b_push(b, d->then, body);
    }
    d->expr = lg_b_int(b, 0);
    d->expr->type = l->iv->type; /* any integer type: printed as `0` */
    lg_b_push(b, blk, d);
  } else if (body && body->kind == LG_S_BLOCK) {
    for (int i = 0; i < body->nstmts; i++)
      lg_b_push(b, blk, body->stmts[i]);
  } else {
    lg_b_push(b, blk, body);
  }
  return blk;
}

const char *lg_unroll_offset_comment(lg_Arena *a, const lg_Loop *l, long long k) {
  long long off = k * l->step;
  return lg_fmt(a, "%s %c %lld", l->iv->name, off >= 0 ? '+' : '-', off >= 0 ? off : -off);
}

/* The record of what lower_loop decided for loop l (RegionInfo.unrolled). */
static lg_UnrollLoop *record(Ctx *c, const lg_Loop *l, const lg_Clause *cl, int id) {
  lg_UnrollLoop *d = LG_NEW(c->p->arena, lg_UnrollLoop);
  d->loop = l;
  d->clause = cl;
  d->id = id;
  d->trip = -1;
  lg_vec_push(c->p->arena, &lg_region_info(c->p, c->r)->unrolled, d);
  return d;
}

static void lower_loop(Ctx *c, lg_Stmt *s, lg_Clause *cl, const lg_Clause *written) {
  lg_Program *p = c->p;
  lg_Loop *l = s->loop;
  lg_Type *ll = LG_NEW(p->arena, lg_Type);
  ll->kind = LG_T_LLONG;
  lg_Builder b = {p, p->arena, ll, l->loc};
  const lg_Stmt *jump = NULL;
  if (has_jump(l->body, LG_S_BREAK, &jump)) {
    lg_error(p->diag, jump->loc, "'break' in a loop with 'unroll': it would end only one copy of "
                                 "the body; remove 'unroll' or the 'break'");
    c->ok = false;
    return;
  }
  /* a goto out of the copies leaves them all, as it leaves the loop; only
     the loop's variable, which each copy declares, is not left behind */
  const lg_Stmt *out_goto = l->iv_declared ? NULL : lg_goto_out(l->body);
  if (out_goto) {
    lg_error(p->diag, out_goto->loc,
             "'goto %s' out of a loop with 'unroll' over '%s', which is declared before the "
             "loop: the copies of the body would not leave its value behind; declare it in the "
             "loop ('for (%s %s = ...)'), or remove 'unroll'",
             out_goto->label, l->iv->name, lg_type_name(l->iv->type), l->iv->name);
    c->ok = false;
    return;
  }
  bool cont = has_jump(l->body, LG_S_CONTINUE, &jump);
  long long trip = -1;
  bool known = const_trip(l, &trip);
  int k = c->counter++;
  lg_Stmt *out = lg_b_stmt(&b, LG_S_BLOCK);

  if (cl->full) {
    if (!known) {
      lg_PrintCtx pc = {.p = p, .a = p->arena};
      lg_error(p->diag, cl->loc,
               "unroll(full) needs a trip count known at translation time; loop '%s' runs from "
               "'%s' to '%s'",
               l->iv->name, lg_expr_text_top(&pc, l->lb), lg_expr_text_top(&pc, l->ub));
      c->ok = false;
      return;
    }
    if (trip > FULL_MAX) {
      lg_error(p->diag, cl->loc,
               "unroll(full) would make %lld copies of the loop body (at most %d); use a partial "
               "unroll such as unroll(%d)",
               trip, FULL_MAX, UNROLL_DEFAULT);
      c->ok = false;
      return;
    }
    __int128 lb = 0;
    const_first(l, &lb); /* constant with the trip count */
    out->comment = lg_fmt(p->arena, "loopgpu: unroll(full) of the loop at line %d: %lld copies",
                          l->loc.line, trip);
    lg_UnrollLoop *d = record(c, l, written, k);
    d->full = true;
    d->promoted = written != cl;
    d->trip = trip;
    d->cont = cont;
    d->values = LG_NEW_ARRAY(p->arena, const lg_Expr *, trip > 0 ? trip : 1);
    for (long long i = 0; i < trip; i++) {
      lg_Expr *v = lg_unroll_iv_literal(&b, l, lb, i);
      d->values[d->nvalues++] = v;
      lg_b_push(&b, out, body_copy(&b, l, v, lg_fmt(p->arena, "%s = %s", l->iv->name, v->text), cont));
    }
    if (!l->iv_declared && named_outside(c->r->loop->body, s, l->iv)) {
      lg_Expr *fv = lg_unroll_iv_literal(&b, l, lb, trip);
      d->final = true;
      d->final_value = fv;
      push_final(&b, out, l, fv);
    } else {
      l->iv_in_copies = true;
    }
    s->lowered = out;
    return;
  }

  long long u = cl->nints > 0 ? cl->ints[0] : UNROLL_DEFAULT;
  if (cl->nints > 1) {
    lg_error(p->diag, cl->loc,
             "unroll on a sequential loop takes one factor; several factors (thread coarsening) "
             "apply to a kernel region");
    c->ok = false;
    return;
  }
  if (u <= 1)
    return;
  if (known && trip <= u && trip <= FULL_MAX) {
    /* fewer iterations than copies: a full unroll is the same code, shorter */
    lg_Clause full = *cl;
    full.full = true;
    c->counter--;
    lower_loop(c, s, &full, cl);
    return;
  }
  out->comment = lg_fmt(p->arena, "loopgpu: unroll(%lld) of the loop at line %d", u, l->loc.line);
  /* lower bound, evaluated once before the body can change what it reads */
  lg_Expr *lb;
  long long lbc;
  if (lg_const_ll(l->lb, &lbc)) {
    lb = lg_b_int(&b, lbc);
  } else {
    lg_Var *bv = lg_b_local(&b, lg_fmt(p->arena, "lg_b%d", k), ll, c->r);
    lg_b_push(&b, out, lg_b_decl(&b, bv, lg_b_cast(&b, ll, l->lb)));
    lb = lg_b_var(&b, bv);
  }
  lg_Var *nv = lg_b_local(&b, lg_fmt(p->arena, "lg_n%d", k), ll, c->r);
  lg_Expr *nv_init = known ? lg_b_int(&b, trip) : lg_loop_trip_expr(p->arena, l);
  lg_b_push(&b, out, lg_b_decl(&b, nv, nv_init));
  /* main loop: U copies per iteration */
  lg_Var *uv = lg_b_local(&b, lg_fmt(p->arena, "lg_u%d", k), ll, c->r);
  lg_Stmt *mb = lg_b_stmt(&b, LG_S_BLOCK);
  lg_UnrollLoop *d = record(c, l, written, k);
  d->factor = u;
  d->trip = known ? trip : -1;
  d->cont = cont;
  d->first = l->lb;
  d->first_in = lb->kind == LG_E_VAR ? lb->var : NULL;
  d->count = nv_init;
  d->values = LG_NEW_ARRAY(p->arena, const lg_Expr *, u + 1);
  for (long long i = 0; i < u; i++) {
    lg_Expr *ki = i ? lg_b_bin(&b, LG_OP_ADD, lg_b_var(&b, uv), lg_b_int(&b, i)) : lg_b_var(&b, uv);
    lg_Expr *vi = lg_unroll_iv_value(&b, l, lb, ki);
    d->values[d->nvalues++] = vi;
    lg_b_push(&b, mb, body_copy(&b, l, vi, lg_unroll_offset_comment(p->arena, l, i), cont));
  }
  lg_Expr *cond_ub = lg_b_var(&b, nv);
  lg_Expr *mlb = lg_b_int(&b, 0);
  /* `lg_u + (U-1) < lg_n` as the loop `lg_u < lg_n - (U-1)` */
  lg_b_push(&b, out, lg_b_for(&b, uv, mlb, lg_b_bin(&b, LG_OP_SUB, cond_ub, lg_b_int(&b, u - 1)), u, mb));
  /* remainder: the last lg_n % U iterations, one at a time */
  if (!known || trip % u != 0) {
    lg_Stmt *rb = lg_b_stmt(&b, LG_S_BLOCK);
    rb->comment = lg_fmt(p->arena, "remainder: the last %s %% %lld iterations", nv->name, u);
    lg_Expr *rv = lg_unroll_iv_value(&b, l, lb, lg_b_var(&b, uv));
    d->remainder = true;
    d->values[d->nvalues++] = rv;
    lg_Stmt *rbody = body_copy(&b, l, rv, NULL, cont);
    for (int i = 0; i < rbody->nstmts; i++)
      lg_b_push(&b, rb, rbody->stmts[i]);
    lg_Expr *rlb = known ? lg_b_int(&b, trip / u * u)
                         : lg_b_bin(&b, LG_OP_MUL, lg_b_bin(&b, LG_OP_DIV, lg_b_var(&b, nv), lg_b_int(&b, u)),
                                  lg_b_int(&b, u));
    lg_b_push(&b, out, lg_b_for(&b, uv, rlb, lg_b_var(&b, nv), 1, rb));
  }
  if (!l->iv_declared && named_outside(c->r->loop->body, s, l->iv)) {
    lg_Expr *fv = lg_unroll_iv_value(&b, l, lb, lg_b_var(&b, nv));
    d->final = true;
    d->final_value = fv;
    push_final(&b, out, l, fv);
  } else {
    l->iv_in_copies = true;
  }
  s->lowered = out;
}

/* Inner loops first, so that an unrolled loop's copies hold the unrolled
 * inner loops (the statements are shared: printing is pure). */
static void walk(Ctx *c, lg_Stmt *s) {
  if (!s)
    return;
  switch (s->kind) {
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      walk(c, s->stmts[i]);
    break;
  case LG_S_IF:
    walk(c, s->then);
    walk(c, s->els);
    break;
  case LG_S_WHILE:
  case LG_S_DO:
  case LG_S_SWITCH:
    walk(c, s->then);
    break;
  case LG_S_FOR: {
    lg_Loop *l = s->loop;
    walk(c, l->body);
    lg_Clause *cl = lg_dir_find(l->dir, LG_CL_UNROLL);
    if (!cl)
      break;
    if (l->mapped >= 0) {
      if (l != c->r->loop) {
        lg_error(c->p->diag, cl->loc,
                 "'unroll' on loop '%s', which is mapped to threads: give the region's directive "
                 "unroll(U1,U2) to coarsen the threads",
                 l->iv->name);
        c->ok = false;
      }
      break;
    }
    lower_loop(c, s, cl, cl);
    break;
  }
  default:
    break;
  }
}

bool lg_pass_unroll(lg_Program *p) {
  Ctx c = {.p = p, .ok = true};
  for (int i = 0; i < p->nregions; i++) {
    lg_Region *r = p->regions[i];
    c.r = r;
    c.counter = 0;
    lg_Clause *cl = lg_dir_find(r->loop->dir, LG_CL_UNROLL);
    if (cl && cl->full) {
      lg_error(p->diag, cl->loc, "unroll(full) applies to a sequential loop; on a kernel region "
                                 "give the iterations per thread, e.g. unroll(4)");
      c.ok = false;
    }
    if (!c.ok)
      continue;
    walk(&c, r->loop->body);
    lg_region_info(p, r)->unroll_done = true;
  }
  for (int i = 0; i < p->nhosts; i++) {
    lg_HostLoop *h = p->hosts[i];
    lg_Clause *cl = lg_dir_find(h->loop->dir, LG_CL_UNROLL);
    if (!cl)
      continue;
    long long trip;
    if (h->loop->opaque) {
      lg_error(p->diag, cl->loc,
               "unroll on a 'host' loop needs a counted loop 'for (i = lb; i < ub; i += step)'; "
               "this loop's header is not one");
      c.ok = false;
    } else if (cl->nints > 1) {
      lg_error(p->diag, cl->loc, "unroll on a 'host' loop takes one factor");
      c.ok = false;
    } else if (cl->full && !const_trip(h->loop, &trip)) {
      lg_PrintCtx pc = {.p = p, .a = p->arena};
      lg_error(p->diag, cl->loc,
               "unroll(full) needs a trip count known at translation time; loop '%s' runs from "
               "'%s' to '%s'",
               h->loop->iv->name, lg_expr_text_top(&pc, h->loop->lb), lg_expr_text_top(&pc, h->loop->ub));
      c.ok = false;
    } else if (cl->full && trip > FULL_MAX) {
      lg_error(p->diag, cl->loc,
               "unroll(full) would make %lld copies of the loop body (at most %d); use a partial "
               "unroll such as unroll(%d)",
               trip, FULL_MAX, UNROLL_DEFAULT);
      c.ok = false;
    } else {
      unsigned bb = lg_host_body_begin(p, h);
      unsigned at = 0;
      if (lg_text_has_word(p->src, bb, h->loop->end, "break", &at)) {
        lg_Loc loc = h->loop->loc;
        /* the line of the `break` */
        for (unsigned o = h->loop->begin; o < at; o++)
          loc.line += p->src[o] == '\n';
        loc.col = 1;
        for (unsigned o = at; o > 0 && p->src[o - 1] != '\n'; o--)
          loc.col++;
        lg_error(p->diag, loc, "'break' in a 'host' loop with 'unroll': it would end only one "
                               "copy of the body; remove 'unroll' or the 'break'");
        c.ok = false;
      } else if (h->analysis) {
        ((lg_HostInfo *)h->analysis)->unroll = lg_unroll_host_decide(p, h, cl, i);
      }
    }
  }
  return c.ok;
}

/* check.c — lg_pass_check: what a kernel region may contain, checked before
 * any analysis so that the later passes can rely on it: calls only to the
 * math library or to functions of this file (which then get device copies),
 * no outer scalar written except reductions and induction variables, no
 * `break` out of a thread-mapped loop, subscripts only of pointers to scalars
 * and of arrays (fully subscripted), and only clauses whose transform exists.
 */
#include <string.h>

#include "analysis.h"
#include "passes.h"

typedef struct Check {
  lg_Program *p;
  lg_Region *r;
  lg_RegionInfo *ri;
  lg_Clause *red;
  bool ok;
} Check;

static lg_Function *find_fn(lg_Program *p, const char *name) {
  for (int i = 0; i < p->nfns; i++)
    if (p->fns[i]->has_body && strcmp(p->fns[i]->name, name) == 0)
      return p->fns[i];
  return NULL;
}

/* Marks `fn` and what it calls as needing device copies; returns the name of
 * a callee that cannot have one, or NULL. */
static const char *mark_device(lg_Program *p, lg_Function *fn) {
  if (fn->called_in_kernel)
    return NULL;
  fn->called_in_kernel = true;
  for (int i = 0; i < fn->ncallees; i++) {
    const char *name = fn->callees[i];
    lg_Function *g = find_fn(p, name);
    if (g) {
      const char *bad = mark_device(p, g);
      if (bad)
        return bad;
    } else if (!lg_is_math_function(name)) {
      return name;
    }
  }
  return NULL;
}

static bool is_redvar(const Check *c, const lg_Var *v) {
  if (!c->red)
    return false;
  for (int i = 0; i < c->red->nredvars; i++)
    if (c->red->redvars[i] == v)
      return true;
  return false;
}

static bool is_region_iv(const Check *c, const lg_Var *v) { return lg_loop_of_iv(c->ri, v) != NULL; }

static bool uses_var(lg_Expr *e, const lg_Var *v) {
  if (!e)
    return false;
  if ((e->kind == LG_E_VAR || e->kind == LG_E_INDEX) && e->var == v)
    return true;
  for (int i = 0; i < e->nargs; i++)
    if (uses_var(e->args[i], v))
      return true;
  return false;
}

static bool is_var(const lg_Expr *e, const lg_Var *v) {
  while (e->kind == LG_E_CAST && e->implicit)
    e = e->args[0];
  return e->kind == LG_E_VAR && e->var == v;
}

/* `v op= e`, `v = v op e`, `v = e op v`, `v = fmin(v, e)`, `v = e < v ? e : v`
 * and the like: returns the operand `e` (the part that may be walked), or
 * NULL when the assignment is not a reduction update of `v`. */
static lg_Expr *reduction_operand(const Check *c, lg_Expr *e, lg_Var *v, lg_Expr **second) {
  lg_RedOp op = c->red->redop;
  lg_Expr *rhs = e->args[1];
  *second = NULL;
  if (e->op == LG_OP_ADD_ASSIGN || e->op == LG_OP_SUB_ASSIGN)
    return op == LG_RED_ADD && !uses_var(rhs, v) ? rhs : NULL;
  if (e->op == LG_OP_MUL_ASSIGN)
    return op == LG_RED_MUL && !uses_var(rhs, v) ? rhs : NULL;
  if (e->op != LG_OP_ASSIGN)
    return NULL;
  while (rhs->kind == LG_E_CAST && rhs->implicit)
    rhs = rhs->args[0];
  if (rhs->kind == LG_E_BINARY) {
    bool add = op == LG_RED_ADD && (rhs->op == LG_OP_ADD || rhs->op == LG_OP_SUB);
    bool mul = op == LG_RED_MUL && rhs->op == LG_OP_MUL;
    if (!add && !mul)
      return NULL;
    if (is_var(rhs->args[0], v) && !uses_var(rhs->args[1], v))
      return rhs->args[1];
    if (rhs->op != LG_OP_SUB && is_var(rhs->args[1], v) && !uses_var(rhs->args[0], v))
      return rhs->args[0];
    return NULL;
  }
  if (rhs->kind == LG_E_CALL && rhs->nargs == 2 && rhs->text) {
    const char *n = rhs->text;
    bool mn = op == LG_RED_MIN && (!strcmp(n, "fmin") || !strcmp(n, "fminf"));
    bool mx = op == LG_RED_MAX && (!strcmp(n, "fmax") || !strcmp(n, "fmaxf"));
    if (!mn && !mx)
      return NULL;
    if (is_var(rhs->args[0], v) && !uses_var(rhs->args[1], v))
      return rhs->args[1];
    if (is_var(rhs->args[1], v) && !uses_var(rhs->args[0], v))
      return rhs->args[0];
    return NULL;
  }
  if (rhs->kind == LG_E_COND && (op == LG_RED_MIN || op == LG_RED_MAX)) {
    /* a CMP b ? a : b, with {a, b} = {v, x} */
    lg_Expr *cond = rhs->args[0];
    while (cond->kind == LG_E_CAST && cond->implicit)
      cond = cond->args[0];
    if (cond->kind != LG_E_BINARY || cond->op < LG_OP_LT || cond->op > LG_OP_GE)
      return NULL;
    lg_Expr *a = cond->args[0], *b = cond->args[1];
    bool a_is_v = is_var(a, v), b_is_v = is_var(b, v);
    if (a_is_v == b_is_v)
      return NULL;
    lg_Expr *x = a_is_v ? b : a;
    bool then_is_v = is_var(rhs->args[1], v), else_is_v = is_var(rhs->args[2], v);
    if (then_is_v == else_is_v || uses_var(x, v))
      return NULL;
    lg_Expr *other = then_is_v ? rhs->args[2] : rhs->args[1];
    if (uses_var(other, v))
      return NULL;
    /* on true the result is `a` when the then-branch is a's side; with `<`
       that is the smaller one */
    bool less = cond->op == LG_OP_LT || cond->op == LG_OP_LE;
    bool then_is_a = then_is_v == a_is_v;
    bool picks_min = less == then_is_a;
    if (picks_min != (op == LG_RED_MIN))
      return NULL;
    *second = other;
    return x;
  }
  return NULL;
}

static bool visit(void *ctx, lg_Expr *e);

static bool visit(void *ctx, lg_Expr *e) {
  Check *c = ctx;
  lg_Program *p = c->p;
  switch (e->kind) {
  case LG_E_ASSIGN: {
    lg_Expr *lhs = e->args[0];
    if (lhs->kind == LG_E_VAR) {
      lg_Var *v = lhs->var;
      if (is_redvar(c, v)) {
        lg_Expr *second;
        lg_Expr *x = reduction_operand(c, e, v, &second);
        if (!x) {
          lg_error(p->diag, e->loc,
                   "reduction variable '%s' must be updated as '%s op= e' or '%s = %s op e' "
                   "with the reduction's operator",
                   v->name, v->name, v->name, v->name);
          c->ok = false;
          return false;
        }
        lg_walk_expr(x, visit, c);
        if (second && second != x)
          lg_walk_expr(second, visit, c);
        return false;
      }
      if (v->region != c->r && !is_region_iv(c, v) && !v->last_symbol) {
        lg_error(p->diag, e->loc,
                 "scalar '%s' is declared outside the kernel region and written inside it; "
                 "declare it inside the loop or make it a reduction",
                 v->name);
        c->ok = false;
      }
      lg_walk_expr(e->args[1], visit, c);
      return false;
    }
    return true;
  }
  case LG_E_UNARY:
    if (e->op >= LG_OP_PREINC && e->args[0]->kind == LG_E_VAR) {
      lg_Var *v = e->args[0]->var;
      if (is_redvar(c, v)) {
        lg_error(p->diag, e->loc, "reduction variable '%s' must be updated as '%s op= e'",
                 v->name, v->name);
        c->ok = false;
      } else if (v->region != c->r && !is_region_iv(c, v)) {
        lg_error(p->diag, e->loc,
                 "scalar '%s' is declared outside the kernel region and written inside it; "
                 "declare it inside the loop or make it a reduction",
                 v->name);
        c->ok = false;
      }
      return false;
    }
    return true;
  case LG_E_VAR: {
    lg_Var *v = e->var;
    if (v->type->kind == LG_T_OTHER) {
      lg_error(p->diag, e->loc, "'%s' has type '%s', which a kernel region cannot use", v->name,
               v->type->spelling ? v->type->spelling : "?");
      c->ok = false;
    } else if (v->type->kind == LG_T_ARRAY || v->type->kind == LG_T_PTR) {
      lg_error(p->diag, e->loc,
               "'%s' is used other than by subscripts in a kernel region; not supported", v->name);
      c->ok = false;
    } else if (is_redvar(c, v)) {
      lg_error(p->diag, e->loc,
               "reduction variable '%s' is read in the kernel region other than by its update",
               v->name);
      c->ok = false;
    }
    return true;
  }
  case LG_E_INDEX: {
    lg_Var *v = e->var;
    lg_Type *t = v->type;
    bool bad = false;
    if (t->kind == LG_T_PTR)
      bad = !lg_is_scalar_type(t->elem) || e->nargs != 1;
    else if (t->kind == LG_T_ARRAY)
      bad = !lg_is_scalar_type(t->elem) || e->nargs != t->ndims;
    else
      bad = true;
    if (bad) {
      if (t->kind == LG_T_ARRAY && e->nargs < t->ndims && lg_is_scalar_type(t->elem))
        lg_error(p->diag, e->loc,
                 "'%s' has %d dimensions but is subscripted with %d; a row of an array "
                 "cannot be used as a value in a kernel region",
                 v->name, t->ndims, e->nargs);
      else
        lg_error(p->diag, e->loc,
                 "subscript of '%s' of type '%s' in a kernel region; only pointers to scalars "
                 "and arrays of scalars are supported",
                 v->name, t->spelling ? t->spelling : "?");
      c->ok = false;
    }
    for (int i = 0; i < e->nargs; i++)
      lg_walk_expr(e->args[i], visit, c);
    return false;
  }
  case LG_E_CALL: {
    const char *name = e->text ? e->text : "?";
    if (e->fn && e->fn->has_body) {
      const char *bad = mark_device(p, e->fn);
      if (bad) {
        lg_error(p->diag, e->loc,
                 "'%s' calls '%s', which is not defined in this file and has no device version",
                 name, bad);
        c->ok = false;
      }
    } else if (lg_is_long_double_math(name)) {
      lg_error(p->diag, e->loc, "'%s' is a long double function, which has no device version",
               name);
      c->ok = false;
    } else if (!lg_is_math_function(name)) {
      lg_error(p->diag, e->loc,
               "call to '%s' in a kernel region: only functions defined in this file and the C "
               "math library can be called on the device",
               name);
      c->ok = false;
    }
    return true;
  }
  default:
    return true;
  }
}

static const char *clause_name(lg_ClauseKind k) {
  static const char *const names[] = {"tile", "unroll", "collapse", "copyin", "copyout",
                                      "copy", "create", "reduction", "hoist", "nohoist",
                                      "chunk", "host", "independent", "private"};
  return names[k];
}

static bool check_clauses(lg_Program *p, lg_Directive *d, bool host) {
  bool ok = true;
  if (!d)
    return true;
  for (int i = 0; i < d->nclauses; i++) {
    lg_Clause *cl = &d->clauses[i];
    switch (cl->kind) {
    case LG_CL_UNROLL:
      /* unroll.c checks the forms (full, factors) per kind of loop */
      break;
    case LG_CL_HOIST:
      /* hoisting is on by default (hoist.c); the clause only says so */
      break;
    case LG_CL_CHUNK: /* chunk.c: the slices of the streamed arrays */
    case LG_CL_COLLAPSE:
    case LG_CL_REDUCTION:
    case LG_CL_TILE:
    case LG_CL_INDEPENDENT:
    case LG_CL_PRIVATE:
      if (host) {
        lg_error(p->diag, cl->loc, "'%s' cannot be used on a 'host' loop", clause_name(cl->kind));
        ok = false;
      }
      break;
    default:
      break;
    }
  }
  return ok;
}

/* Loops inside a region that carry their own directive: only `tile`,
 * `unroll` and hoisting apply to sequential loops. */
static bool check_inner_directives(lg_Program *p, lg_RegionInfo *ri) {
  bool ok = true;
  for (int i = 1; i < ri->loops.n; i++) {
    lg_Loop *l = ri->loops.items[i];
    if (!l->dir)
      continue;
    for (int k = 0; k < l->dir->nclauses; k++) {
      lg_Clause *cl = &l->dir->clauses[k];
      if (cl->kind == LG_CL_UNROLL || cl->kind == LG_CL_HOIST) {
        ok = check_clauses(p, l->dir, false) && ok;
        continue;
      }
      /* `tile` on an inner loop is checked by the tile pass (tile.c), which
         knows which loops are mapped and which can be strip-mined */
      if (cl->kind != LG_CL_TILE && cl->kind != LG_CL_NOHOIST && cl->kind != LG_CL_HOIST) {
        lg_error(p->diag, cl->loc, "'%s' applies to a kernel region, not to a loop inside one",
                 clause_name(cl->kind));
        ok = false;
      }
    }
  }
  return ok;
}

/* Does `s` hold a `break` bound to the loop whose body it is? */
static bool breaks_loop(const lg_Stmt *s) {
  if (!s)
    return false;
  switch (s->kind) {
  case LG_S_BREAK:
    return true;
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      if (breaks_loop(s->stmts[i]))
        return true;
    return false;
  case LG_S_IF:
    return breaks_loop(s->then) || breaks_loop(s->els);
  default: /* for, while, do bind their own */
    return false;
  }
}

/* The perfectly nested loops at the top of the region: up to three, or
 * collapse(N). An inner loop that `break` may end stays sequential unless
 * collapse() names it (then map refuses the break). Shared by check
 * (break), depend and map. */
static void find_candidates(lg_RegionInfo *ri, lg_Loop *top) {
  int limit = ri->collapse > 0 ? ri->collapse : 3;
  if (limit > 3)
    limit = 3;
  lg_Loop *l = top;
  ri->ncand = 0;
  while (l && ri->ncand < limit) {
    if (ri->ncand > 0 && ri->ncand >= ri->collapse && breaks_loop(l->body))
      break;
    ri->cand[ri->ncand++] = l;
    lg_Stmt *b = l->body;
    while (b && b->kind == LG_S_BLOCK && b->nstmts == 1)
      b = b->stmts[0];
    l = b && b->kind == LG_S_FOR ? b->loop : NULL;
  }
}

static bool check_reduction_vars(lg_Program *p, lg_Region *r, lg_Clause *red) {
  bool ok = true;
  if (!red)
    return true;
  for (int i = 0; i < red->nredvars; i++) {
    lg_Var *v = red->redvars[i];
    if (!lg_is_scalar_type(v->type)) {
      lg_error(p->diag, red->loc, "reduction variable '%s' is not a scalar", v->name);
      ok = false;
    } else if (v->region == r) {
      lg_error(p->diag, red->loc,
               "reduction variable '%s' is declared inside the kernel region; declare it before "
               "the loop",
               v->name);
      ok = false;
    } else if (red->redop != LG_RED_ADD && red->redop != LG_RED_MUL &&
               v->type->kind == LG_T_BOOL) {
      lg_error(p->diag, red->loc, "reduction variable '%s' is a bool", v->name);
      ok = false;
    }
  }
  return ok;
}

bool lg_pass_check(lg_Program *p) {
  bool ok = true;
  for (int i = 0; i < p->nhosts; i++)
    ok = check_clauses(p, p->hosts[i]->loop->dir, true) && ok;
  for (int i = 0; i < p->nregions; i++) {
    lg_Region *r = p->regions[i];
    lg_RegionInfo *ri = lg_region_info(p, r);
    find_candidates(ri, r->loop);
    Check c = {p, r, ri, lg_dir_find(r->loop->dir, LG_CL_REDUCTION), true};
    c.ok = check_clauses(p, r->loop->dir, false);
    c.ok = check_inner_directives(p, ri) && c.ok;
    c.ok = check_reduction_vars(p, r, c.red) && c.ok;
    if (ri->collapse > 3) {
      lg_error(p->diag, lg_dir_find(r->loop->dir, LG_CL_COLLAPSE)->loc,
               "collapse(%d): at most 3 loops can be mapped to threads", ri->collapse);
      c.ok = false;
    } else if (ri->collapse > ri->ncand) {
      lg_error(p->diag, lg_dir_find(r->loop->dir, LG_CL_COLLAPSE)->loc,
               "collapse(%d) but only %d perfectly nested loop%s at the top of the region",
               ri->collapse, ri->ncand, ri->ncand == 1 ? "" : "s");
      c.ok = false;
    }
    lg_walk_expr(r->loop->lb, visit, &c);
    lg_walk_expr(r->loop->ub, visit, &c);
    lg_walk_expr(lg_loop_extra_bound(r->loop), visit, &c);
    lg_walk_stmt_exprs(r->loop->body, visit, &c);
    ok = c.ok && ok;
  }
  return ok;
}

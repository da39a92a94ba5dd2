/* check.c — lg_pass_check: what a kernel region may contain, checked before
 * any analysis so that the later passes can rely on it: calls only to the
 * math library or to functions of this file (which then get device copies),
 * no outer scalar written except reductions and induction variables, no
 * `break` out of a thread-mapped loop, subscripts only of pointers to scalars
 * and of arrays (fully subscripted), and only clauses whose transform exists.
 * The region's reductions (ri->red, ri->ared: their variables, and each
 * update recognised and marked for the printer) are check_reduction.c's;
 * this file walks the region and hands it the statements that update one.
 */
#include <string.h>

#include "check.h"

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
    } else if (!lg_is_math_function(name) && !lg_is_device_builtin(name, NULL)) {
      return name;
    }
  }
  return NULL;
}

static bool is_region_iv(const Check *c, const lg_Var *v) { return lg_loop_of_iv(c->ri, v) != NULL; }

/* What to do instead of a C library function a kernel cannot call, for
 * the ones users reach for; NULL for the others (the general message). */
static const char *library_why(const char *name) {
  static const char *const ends[] = {"exit", "abort", "_Exit", "quick_exit", NULL};
  static const char *const draws[] = {"rand", "srand", "random", "srandom", "drand48",
                                      "rand_r", NULL};
  static const char *const io[] = {"fprintf", "fputs", "puts", "putchar", "fwrite", "fopen",
                                   "fclose", "fscanf", "scanf", "fgets", "getchar", NULL};
  for (int i = 0; ends[i]; i++)
    if (strcmp(name, ends[i]) == 0)
      return "a kernel cannot end the program; record the condition in an array or a "
             "reduction and act on it after the loop";
  for (int i = 0; draws[i]; i++)
    if (strcmp(name, draws[i]) == 0)
      return "it has no device version, and its sequence is one for the whole program; "
             "draw the numbers into an array before the loop";
  for (int i = 0; io[i]; i++)
    if (strcmp(name, io[i]) == 0)
      return "the device has no files or streams (printf alone prints, in no set order); "
             "write into an array and print it after the loop";
  return NULL;
}

bool lg_check_visit(void *ctx, lg_Expr *e) {
  Check *c = ctx;
  lg_Program *p = c->p;
  switch (e->kind) {
  case LG_E_ASSIGN:
  case LG_E_UNARY: {
    bool assign = e->kind == LG_E_ASSIGN;
    if (!assign && e->op < LG_OP_PREINC)
      return true;
    lg_Expr *lhs = e->args[0];
    lg_Reduction *red = lg_check_target_red(c, lhs);
    if (!red && lhs->kind == LG_E_MEMBER) {
      /* a member of a reduction array's element or of a reduction scalar */
      lg_Expr *root = lg_lvalue_root(lhs);
      if ((root->kind == LG_E_VAR || root->kind == LG_E_INDEX) && lg_check_red_of(c, root->var)) {
        lg_error(p->diag, e->loc,
                 "a member of reduction variable '%s' is updated: a reduction is of scalars "
                 "or of array elements that are scalars",
                 root->var->name);
        c->ok = false;
        return false;
      }
      if (root->kind == LG_E_VAR)
        lhs = root;
    }
    if (red) {
      lg_error(p->diag, e->loc,
               "the update of reduction %s '%s' must be a statement of its own: inside an "
               "expression its value would be a thread's partial result",
               red->array ? "array" : "variable", red->var->name);
      c->ok = false;
      return false;
    }
    if (lhs->kind != LG_E_VAR)
      return true;
    lg_Var *v = lhs->var;
    if (v->region != c->r && !is_region_iv(c, v) && !v->last_symbol) {
      lg_error(p->diag, e->loc,
               "%s '%s' is declared outside the kernel region and written inside it; "
               "declare it inside the loop or make it a reduction",
               v->type->kind == LG_T_RECORD ? (v->type->rec->is_union ? "union" : "struct")
                                            : "scalar",
               v->name);
      c->ok = false;
    }
    /* the subscripts of an array member, `q.v[k] = ...` */
    for (int i = 1; e->args[0]->kind == LG_E_MEMBER && i < e->args[0]->nargs; i++)
      lg_walk_expr(e->args[0]->args[i], lg_check_visit, c);
    if (assign)
      lg_walk_expr(e->args[1], lg_check_visit, c);
    return false;
  }
  case LG_E_VAR: {
    lg_Var *v = e->var;
    lg_Reduction *red = lg_check_red_of(c, v);
    if (v->type->kind == LG_T_RECORD) {
      /* a struct or union (its members: LG_E_MEMBER) */
    } else if (v->type->kind == LG_T_OTHER) {
      lg_error(p->diag, e->loc, "'%s' has type '%s', which a kernel region cannot use", v->name,
               v->type->spelling ? v->type->spelling : "?");
      c->ok = false;
    } else if (v->type->kind == LG_T_ARRAY || v->type->kind == LG_T_PTR) {
      lg_error(p->diag, e->loc,
               "'%s' is used other than by subscripts in a kernel region; not supported", v->name);
      c->ok = false;
    } else if (red) {
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
      bad = !(lg_is_scalar_type(t->elem) || t->elem->kind == LG_T_RECORD) || e->nargs != 1;
    else if (t->kind == LG_T_ARRAY)
      bad = !(lg_is_scalar_type(t->elem) || t->elem->kind == LG_T_RECORD) ||
            e->nargs != t->ndims;
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
                 "or structs and arrays of them are supported",
                 v->name, t->spelling ? t->spelling : "?");
      c->ok = false;
    } else if (lg_check_red_of(c, v)) {
      lg_error(p->diag, e->loc,
               "reduction array '%s' is read in the kernel region other than by its updates",
               v->name);
      c->ok = false;
    }
    for (int i = 0; i < e->nargs; i++)
      lg_walk_expr(e->args[i], lg_check_visit, c);
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
    } else if (!lg_is_math_function(name) && !lg_is_device_builtin(name, NULL)) {
      const char *why = library_why(name);
      if (why)
        lg_error(p->diag, e->loc, "call to '%s' in a kernel region: %s", name, why);
      else
        lg_error(p->diag, e->loc,
                 "call to '%s' in a kernel region: only functions whose body this file or a "
                 "header it includes defines, the C math library, printf and assert can be "
                 "called on the device (define '%s' so that loopgpu makes a device copy of it)",
                 name, name);
      c->ok = false;
    }
    return true;
  }
  default:
    return true;
  }
}

/* The statements of the region: reduction updates are recognised as whole
 * statements; everything else is visited as expressions. */
static void check_stmt(Check *c, lg_Stmt *s) {
  if (!s)
    return;
  switch (s->kind) {
  case LG_S_EXPR: {
    lg_Expr *e = s->expr;
    bool upd = e->kind == LG_E_ASSIGN || (e->kind == LG_E_UNARY && e->op >= LG_OP_PREINC);
    lg_Reduction *red = upd ? lg_check_target_red(c, e->args[0]) : NULL;
    if (red)
      lg_check_update_expr(c, red, e);
    else
      lg_walk_expr(e, lg_check_visit, c);
    break;
  }
  case LG_S_DECL:
    lg_walk_expr(s->init, lg_check_visit, c);
    break;
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      check_stmt(c, s->stmts[i]);
    break;
  case LG_S_IF:
    if (lg_check_update_if(c, s))
      break;
    /* fall through */
  case LG_S_WHILE:
  case LG_S_DO:
  case LG_S_SWITCH:
    lg_walk_expr(s->expr, lg_check_visit, c);
    check_stmt(c, s->then);
    check_stmt(c, s->els);
    break;
  case LG_S_RETURN:
    lg_walk_expr(s->expr, lg_check_visit, c);
    break;
  case LG_S_FOR:
    lg_walk_expr(s->loop->lb, lg_check_visit, c);
    lg_walk_expr(s->loop->ub, lg_check_visit, c);
    lg_walk_expr(lg_loop_extra_bound(s->loop), lg_check_visit, c);
    check_stmt(c, s->loop->body);
    break;
  default:
    break;
  }
}

/* long double: nvcc computes it as double on the device and lays out its
 * arrays with 8-byte elements where the host's are 16 bytes (x86-64), so a
 * kernel would read the host's bytes wrongly and round what it computes.
 * The first expression of such a type in the region, or in a function it
 * calls, is refused. */
typedef struct LDoubleScan {
  lg_Function **seen;
  int nseen, cap;
  lg_Arena *a;
  lg_Expr *found;     /* the first variable of such a type, else */
  lg_Expr *found_any; /* the first expression */
} LDoubleScan;

static bool is_ldouble(const lg_Type *t) {
  while (t && (t->kind == LG_T_PTR || t->kind == LG_T_ARRAY))
    t = t->elem;
  return t && t->kind == LG_T_LDOUBLE;
}

/* volatile at any level: each access made, in order, to memory that
   something else may change, which a kernel working on the device's copy
   of the array cannot keep (and the host half would pass the pointer to a
   function that takes it without the qualifier) */
static bool is_volatile_t(const lg_Type *t) {
  for (; t; t = t->kind == LG_T_PTR || t->kind == LG_T_ARRAY ? t->elem : NULL)
    if (t->is_volatile)
      return true;
  return false;
}

static bool volatile_visit(void *ctx, lg_Expr *e) {
  const lg_Expr **found = ctx;
  if (*found)
    return false;
  if (e->var && is_volatile_t(e->var->type)) {
    *found = e;
    return false;
  }
  return true;
}

static bool check_volatile(lg_Program *p, lg_Region *r) {
  const lg_Expr *found = NULL;
  lg_walk_expr(r->loop->lb, volatile_visit, &found);
  lg_walk_expr(r->loop->ub, volatile_visit, &found);
  lg_walk_stmt_exprs(r->loop->body, volatile_visit, &found);
  if (!found)
    return true;
  lg_error(p->diag, found->loc,
           "'%s' is volatile: a kernel works on the device's copy of the memory, so its "
           "accesses cannot be the ones volatile asks for; remove the qualifier, or leave "
           "this loop on the CPU",
           found->var->name);
  return false;
}

static bool ldouble_visit(void *ctx, lg_Expr *e) {
  LDoubleScan *sc = ctx;
  if (sc->found)
    return false;
  if (e->var && is_ldouble(e->var->type)) {
    sc->found = e;
    return false;
  }
  if (!sc->found_any && is_ldouble(e->type))
    sc->found_any = e;
  if (e->kind == LG_E_CALL && e->fn && e->fn->body) {
    for (int i = 0; i < sc->nseen; i++)
      if (sc->seen[i] == e->fn)
        return true;
    if (sc->nseen == sc->cap) {
      int cap = sc->cap ? 2 * sc->cap : 8;
      lg_Function **seen = lg_alloc(sc->a, cap * sizeof *seen);
      if (sc->nseen)
        memcpy(seen, sc->seen, sc->nseen * sizeof *seen);
      sc->seen = seen;
      sc->cap = cap;
    }
    sc->seen[sc->nseen++] = e->fn;
    for (int i = 0; i < e->fn->nparams; i++)
      if (!sc->found_any && (is_ldouble(e->fn->params[i]->type) || is_ldouble(e->fn->ret)))
        sc->found_any = e;
    lg_walk_stmt_exprs(e->fn->body, ldouble_visit, sc);
  }
  return true;
}

/* Declarations without an initializer name their variable nowhere else
 * until it is used; those uses are expressions, which ldouble_visit sees. */
static bool check_ldouble(lg_Program *p, lg_Region *r) {
  LDoubleScan sc = {.a = p->arena};
  lg_walk_expr(r->loop->lb, ldouble_visit, &sc);
  lg_walk_expr(r->loop->ub, ldouble_visit, &sc);
  lg_walk_stmt_exprs(r->loop->body, ldouble_visit, &sc);
  if (!sc.found && !sc.found_any)
    return true;
  lg_Expr *e = sc.found ? sc.found : sc.found_any;
  const char *what = sc.found ? lg_fmt(p->arena, "'%s' is long double", e->var->name)
                              : "long double in a kernel region";
  lg_error(p->diag, e->loc,
           "%s: the device has no long double (nvcc computes it as double, and lays out "
           "its arrays with 8-byte elements where the host's are 16 bytes); use double, or "
           "leave this loop on the CPU",
           what);
  return false;
}

static const char *clause_name(lg_ClauseKind k) {
  static const char *const names[] = {"tile", "unroll", "collapse", "copyin", "copyout",
                                      "copy", "create", "reduction", "hoist", "nohoist",
                                      "chunk", "host", "independent", "private", "devices"};
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

/* The perfectly nested loops at the top of the region: up to three, or
 * collapse(N). An inner loop that `break` may end stays sequential unless
 * collapse() names it (then map refuses the break). Shared by check
 * (break), depend and map. */
void lg_find_candidates(lg_RegionInfo *ri, lg_Loop *top) {
  int limit = ri->collapse > 0 ? ri->collapse : 3;
  if (limit > 3)
    limit = 3;
  lg_Loop *l = top;
  ri->ncand = 0;
  while (l && ri->ncand < limit) {
    if (ri->ncand > 0 && ri->ncand >= ri->collapse &&
        (lg_stmt_has_break(l->body) || lg_goto_out(l->body)))
      break;
    ri->cand[ri->ncand++] = l;
    lg_Stmt *b = lg_stmt_unwrap(l->body);
    l = b && b->kind == LG_S_FOR ? b->loop : NULL;
  }
}

/* Which data clause of directive `d` names `v`, or NULL. */
const char *lg_check_data_clause(const lg_Directive *d, const lg_Var *v) {
  for (int i = 0; d && i < d->nclauses; i++)
    for (int k = 0; k < d->clauses[i].ndata; k++)
      if (d->clauses[i].data[k].var == v)
        return clause_name(d->clauses[i].kind);
  return NULL;
}

/* A call in the bounds of a loop that must be mapped (the region's own, and
 * collapse()'s): C calls it at every iteration, while the host code that
 * launches the kernel evaluates the trip count once, in the CUDA half,
 * where the file's own functions have device copies only. The math
 * library's functions are pure and declared there. A loop below them with
 * such a bound is not mapped (map.c, lg_bound_calls): it runs in the
 * thread, which calls the device copy as C calls the function. */
typedef struct BoundCall {
  const lg_Expr *call;
} BoundCall;

static bool bound_call_visit(void *ctx, lg_Expr *e) {
  BoundCall *bc = ctx;
  if (bc->call)
    return false;
  if (e->kind == LG_E_CALL && (e->fn || !lg_is_math_function(e->text ? e->text : ""))) {
    bc->call = e;
    return false;
  }
  return true;
}

const lg_Expr *lg_bound_call(const lg_Loop *l) {
  BoundCall bc = {NULL};
  lg_walk_expr(l->lb, bound_call_visit, &bc);
  lg_walk_expr(l->ub, bound_call_visit, &bc);
  lg_walk_expr(lg_loop_extra_bound((lg_Loop *)l), bound_call_visit, &bc);
  return bc.call;
}

static bool check_bound_calls(lg_Program *p, lg_RegionInfo *ri) {
  int must = ri->collapse > 1 ? ri->collapse : 1;
  for (int k = 0; k < ri->ncand && k < must; k++) {
    lg_Loop *l = ri->cand[k];
    BoundCall bc = {lg_bound_call(l)};
    if (!bc.call)
      continue;
    lg_error(p->diag, bc.call->loc,
             "the bounds of loop '%s' call '%s': C calls it at every iteration, the kernel's "
             "launch would once; compute it into a variable before the loop",
             l->iv ? l->iv->name : "?", bc.call->text ? bc.call->text : "?");
    return false;
  }
  return true;
}

bool lg_pass_check(lg_Program *p) {
  bool ok = true;
  for (int i = 0; i < p->nhosts; i++)
    ok = check_clauses(p, p->hosts[i]->loop->dir, true) && ok;
  for (int i = 0; i < p->nregions; i++) {
    lg_Region *r = p->regions[i];
    lg_RegionInfo *ri = lg_region_info(p, r);
    lg_find_candidates(ri, r->loop);
    Check c = {p, r, ri, true};
    c.ok = check_clauses(p, r->loop->dir, false);
    c.ok = check_inner_directives(p, ri) && c.ok;
    c.ok = check_bound_calls(p, ri) && c.ok;
    c.ok = lg_check_reductions(p, r, ri, lg_dir_find(r->loop->dir, LG_CL_REDUCTION)) && c.ok;
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
    lg_walk_expr(r->loop->lb, lg_check_visit, &c);
    lg_walk_expr(r->loop->ub, lg_check_visit, &c);
    lg_walk_expr(lg_loop_extra_bound(r->loop), lg_check_visit, &c);
    check_stmt(&c, r->loop->body);
    if (c.ok) /* after the others: sqrtl's own error says more */
      c.ok = check_ldouble(p, r) && check_volatile(p, r);
    ok = c.ok && ok;
  }
  return ok;
}

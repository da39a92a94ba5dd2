/* check_reduction.c — the reduction rules of lg_pass_check (check.c): the
 * region's reductions from its clause (ri->red, ri->ared) and what their
 * variables must be, and each update of one recognised and marked for the
 * printer (lg_RedUpdate), since a reduction that the kernel may compute in
 * any order must have updates whose result does not depend on it, NaN and
 * conversions included. Split from check.c because recognising the forms
 * of an update (`s += e`, `if (x > m) m = x`, `m = fmaxf(m, x)`, an array
 * element's) is a matcher of its own; check.c's walk of the region calls it
 * on the statements that update a reduction (and it calls back that walk,
 * lg_check_visit, on their operands).
 */
#include <string.h>

#include "check.h"

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

/* ---- reductions -------------------------------------------------------------
 * A reduction variable is written only by its updates, each a statement of
 * its own, and read only there: `s += e;`, `if (c) count++;`,
 * `if (x > m) m = x;`, `m = fmaxf(m, x);`, `y[j] += e;` (an array's
 * element). Any other use would see a thread's partial value. */

static const char *const red_op_names[] = {"+", "*", "min", "max", "&", "|", "^", "&&", "||"};

/* The reduction of `v` in the region (a scalar's or an array's), or NULL. */
lg_Reduction *lg_check_red_of(const Check *c, const lg_Var *v) {
  for (int i = 0; i < c->ri->nred; i++)
    if (c->ri->red[i].var == v)
      return &c->ri->red[i];
  for (int i = 0; i < c->ri->nared; i++)
    if (c->ri->ared[i].var == v)
      return &c->ri->ared[i];
  return NULL;
}

static lg_Expr *strip(lg_Expr *e) {
  while (e->kind == LG_E_CAST && e->implicit)
    e = e->args[0];
  return e;
}

/* Structural equality, implicit conversions skipped: the two spellings of
 * x in `if (x > m) m = x`, of y[j] in `y[j] = y[j] + e`. */
static bool same_expr(lg_Expr *a, lg_Expr *b) {
  a = strip(a);
  b = strip(b);
  if (a->kind != b->kind || a->nargs != b->nargs)
    return false;
  switch (a->kind) {
  case LG_E_INT:
    if (a->ival != b->ival)
      return false;
    break;
  case LG_E_FLOAT:
    if (a->fval != b->fval || a->type->kind != b->type->kind)
      return false;
    break;
  case LG_E_VAR:
  case LG_E_INDEX:
    if (a->var != b->var)
      return false;
    break;
  case LG_E_UNARY:
  case LG_E_BINARY:
  case LG_E_ASSIGN:
    if (a->op != b->op)
      return false;
    break;
  case LG_E_CALL:
    if (a->fn != b->fn || !a->text != !b->text || (a->text && strcmp(a->text, b->text) != 0))
      return false;
    break;
  case LG_E_CAST:
    if (a->type->kind != b->type->kind || !lg_is_scalar_type(a->type))
      return false;
    break;
  default:
    break;
  }
  for (int i = 0; i < a->nargs; i++)
    if (!same_expr(a->args[i], b->args[i]))
      return false;
  return true;
}

/* May evaluating `e` write memory (an assignment, ++/--, a function of the
 * file, which may write through its pointers)? */
static bool has_side_effects(const lg_Expr *e) {
  if (!e)
    return false;
  if (e->kind == LG_E_ASSIGN || (e->kind == LG_E_UNARY && e->op >= LG_OP_PREINC) ||
      (e->kind == LG_E_CALL && e->fn))
    return true;
  for (int i = 0; i < e->nargs; i++)
    if (has_side_effects(e->args[i]))
      return true;
  return false;
}

static bool is_floating(const lg_Type *t) {
  return t && (t->kind == LG_T_FLOAT || t->kind == LG_T_DOUBLE || t->kind == LG_T_LDOUBLE);
}

/* The reduction that the target `t` of an assignment (or of ++/--) updates:
 * the variable of a scalar one, an element of an array one; else NULL. */
lg_Reduction *lg_check_target_red(const Check *c, lg_Expr *t) {
  if (t->kind != LG_E_VAR && t->kind != LG_E_INDEX)
    return NULL;
  lg_Reduction *red = lg_check_red_of(c, t->var);
  return red && red->array == (t->kind == LG_E_INDEX) ? red : NULL;
}

/* The forms of update of operator `op` for target text `v`, for messages. */
static const char *forms_text(lg_Arena *a, lg_RedOp op, const char *v) {
  switch (op) {
  case LG_RED_ADD:
    return lg_fmt(a, "'%s += e', '%s -= e', '%s = %s + e', '%s = %s - e', '%s++' or '%s--'", v, v,
                  v, v, v, v, v, v);
  case LG_RED_MUL: return lg_fmt(a, "'%s *= e' or '%s = %s * e'", v, v, v);
  case LG_RED_MIN:
    return lg_fmt(a, "'if (x < %s) %s = x;', '%s = x < %s ? x : %s' or '%s = fmin(%s, x)'", v, v, v,
                  v, v, v, v);
  case LG_RED_MAX:
    return lg_fmt(a, "'if (x > %s) %s = x;', '%s = x > %s ? x : %s' or '%s = fmax(%s, x)'", v, v, v,
                  v, v, v, v);
  case LG_RED_BAND: return lg_fmt(a, "'%s &= e' or '%s = %s & e'", v, v, v);
  case LG_RED_BOR: return lg_fmt(a, "'%s |= e' or '%s = %s | e'", v, v, v);
  case LG_RED_BXOR: return lg_fmt(a, "'%s ^= e' or '%s = %s ^ e'", v, v, v);
  case LG_RED_LAND: return lg_fmt(a, "'%s = %s && e' or '%s = 0'", v, v, v);
  case LG_RED_LOR: return lg_fmt(a, "'%s = %s || e' or '%s = 1'", v, v, v);
  }
  return "";
}

/* One update as matched: which runtime function an array element's takes,
 * where its operand is, and what C computes before converting to the
 * variable's type (`value`). */
typedef struct Upd {
  lg_RedFn fn;
  lg_RedWhere where;
  lg_Expr *operand; /* NULL for ++ and -- (and chains) */
  lg_Expr *chain;   /* `s = s + a - b`: the right side, whose right operands are the operands */
  lg_Expr *value;
  const char *call; /* fmin, fmaxf...: by a call */
  bool by_cmp;      /* by a comparison */
  bool takes_nan;   /* `m = m > x ? m : x`: x taken when the comparison fails */
} Upd;

static bool match_update(lg_Reduction *red, lg_Expr *e, Upd *u) {
  static const struct {
    lg_Op op;
    lg_RedOp red;
    lg_RedFn fn;
  } compound[] = {{LG_OP_ADD_ASSIGN, LG_RED_ADD, LG_RF_ADD}, {LG_OP_SUB_ASSIGN, LG_RED_ADD, LG_RF_SUB},
                  {LG_OP_MUL_ASSIGN, LG_RED_MUL, LG_RF_MUL}, {LG_OP_AND_ASSIGN, LG_RED_BAND, LG_RF_AND},
                  {LG_OP_OR_ASSIGN, LG_RED_BOR, LG_RF_OR},   {LG_OP_XOR_ASSIGN, LG_RED_BXOR, LG_RF_XOR}},
    binary[] = {{LG_OP_ADD, LG_RED_ADD, LG_RF_ADD},   {LG_OP_SUB, LG_RED_ADD, LG_RF_SUB},
                {LG_OP_MUL, LG_RED_MUL, LG_RF_MUL},   {LG_OP_BAND, LG_RED_BAND, LG_RF_AND},
                {LG_OP_BOR, LG_RED_BOR, LG_RF_OR},    {LG_OP_BXOR, LG_RED_BXOR, LG_RF_XOR},
                {LG_OP_LAND, LG_RED_LAND, LG_RF_LAND}, {LG_OP_LOR, LG_RED_LOR, LG_RF_LOR}};
  lg_RedOp op = red->op;
  memset(u, 0, sizeof *u);
  if (e->kind == LG_E_UNARY) { /* ++ and --: += 1 and -= 1 */
    if (op != LG_RED_ADD)
      return false;
    u->fn = e->op == LG_OP_PREINC || e->op == LG_OP_POSTINC ? LG_RF_ADD : LG_RF_SUB;
    u->where = LG_RW_ONE;
    return true;
  }
  lg_Expr *t = e->args[0], *rhs = e->args[1];
  if (e->op != LG_OP_ASSIGN) {
    for (size_t k = 0; k < sizeof compound / sizeof compound[0]; k++)
      if (compound[k].op == e->op) {
        if (compound[k].red != op || uses_var(rhs, red->var))
          return false;
        u->fn = compound[k].fn;
        u->where = LG_RW_RHS;
        u->operand = u->value = rhs;
        return true;
      }
    return false;
  }
  lg_Expr *r = strip(rhs);
  u->value = r;
  if (r->kind == LG_E_BINARY) {
    size_t k = 0;
    while (k < sizeof binary / sizeof binary[0] && binary[k].op != r->op)
      k++;
    if (k == sizeof binary / sizeof binary[0] || binary[k].red != op)
      return false;
    u->fn = binary[k].fn;
    if (same_expr(r->args[0], t) && !uses_var(r->args[1], red->var)) {
      u->where = LG_RW_RHS_ARG1;
      u->operand = r->args[1];
      return true;
    }
    if (r->op != LG_OP_SUB && same_expr(r->args[1], t) && !uses_var(r->args[0], red->var)) {
      u->where = LG_RW_RHS_ARG0;
      u->operand = r->args[0];
      return true;
    }
    /* `s = s + a - b`, `ok = ok && a && b`: a chain of the reduction's
       operators leaning left to the variable (scalars: the kernel prints it
       as written; an array's atomic takes one operand) */
    lg_Expr *l = r;
    while (!red->array && l->kind == LG_E_BINARY && !uses_var(l->args[1], red->var)) {
      size_t j = 0;
      while (j < sizeof binary / sizeof binary[0] && binary[j].op != l->op)
        j++;
      if (j == sizeof binary / sizeof binary[0] || binary[j].red != op)
        break;
      l = strip(l->args[0]);
    }
    if (l != r && same_expr(l, t)) {
      u->where = LG_RW_RHS;
      u->chain = r;
      return true;
    }
    return false;
  }
  if (r->kind == LG_E_CALL && r->nargs == 2 && r->text && !r->fn) {
    const char *n = r->text;
    bool mn = !strcmp(n, "fmin") || !strcmp(n, "fminf");
    bool mx = !strcmp(n, "fmax") || !strcmp(n, "fmaxf");
    if (!(mn && op == LG_RED_MIN) && !(mx && op == LG_RED_MAX))
      return false;
    u->fn = mn ? LG_RF_FMIN : LG_RF_FMAX;
    u->call = n;
    if (same_expr(r->args[0], t) && !uses_var(r->args[1], red->var)) {
      u->where = LG_RW_RHS_ARG1;
      u->operand = r->args[1];
      return true;
    }
    if (same_expr(r->args[1], t) && !uses_var(r->args[0], red->var)) {
      u->where = LG_RW_RHS_ARG0;
      u->operand = r->args[0];
      return true;
    }
    return false;
  }
  if (r->kind == LG_E_COND && (op == LG_RED_MIN || op == LG_RED_MAX)) {
    /* a CMP b ? a : b, with {a, b} = {target, x} */
    lg_Expr *cond = strip(r->args[0]);
    if (cond->kind != LG_E_BINARY || cond->op < LG_OP_LT || cond->op > LG_OP_GE)
      return false;
    bool a_is_t = same_expr(cond->args[0], t), b_is_t = same_expr(cond->args[1], t);
    if (a_is_t == b_is_t)
      return false;
    lg_Expr *x = a_is_t ? cond->args[1] : cond->args[0];
    bool then_is_t = same_expr(r->args[1], t), else_is_t = same_expr(r->args[2], t);
    if (then_is_t == else_is_t)
      return false;
    lg_Expr *other = then_is_t ? r->args[2] : r->args[1];
    if (!same_expr(other, x) || uses_var(x, red->var) || has_side_effects(x))
      return false;
    /* on true the result is `a` when the then-branch is a's side; with `<`
       that is the smaller one */
    bool less = cond->op == LG_OP_LT || cond->op == LG_OP_LE;
    bool then_is_a = then_is_t == a_is_t;
    if ((less == then_is_a) != (op == LG_RED_MIN))
      return false;
    u->fn = op == LG_RED_MIN ? LG_RF_MIN : LG_RF_MAX;
    u->where = then_is_t ? LG_RW_RHS_ARG2 : LG_RW_RHS_ARG1;
    u->operand = other;
    u->by_cmp = true;
    u->takes_nan = then_is_t;
    return true;
  }
  if (r->kind == LG_E_INT && ((op == LG_RED_LAND && r->ival == 0) ||
                              (op == LG_RED_LOR && r->ival == 1))) {
    /* `all = 0` is `all = all && 0`, `any = 1` is `any = any || 1` */
    u->fn = op == LG_RED_LAND ? LG_RF_LAND : LG_RF_LOR;
    u->where = LG_RW_RHS;
    u->operand = r;
    return true;
  }
  return false;
}

/* What every matched update must also satisfy; then its operands are
 * checked as any expression, and the node marked for the printer. */
static void finish_update(Check *c, lg_Reduction *red, lg_Expr *e, lg_Expr *t, const Upd *u) {
  lg_Program *p = c->p;
  lg_Arena *a = p->arena;
  lg_PrintCtx pc = {.p = p, .a = a};
  const lg_Type *vt = red->array ? red->var->type->elem : red->var->type;
  const char *tt = lg_expr_text_top(&pc, t);
  bool fl = is_floating(vt);
  const char *why = NULL;
  if (u->call && !fl)
    why = lg_fmt(a,
                 "'%s' converts the integer '%s' to floating point and back at every update; "
                 "write 'if (x %s %s) %s = x;'",
                 u->call, tt, red->op == LG_RED_MIN ? "<" : ">", tt, tt);
  else if (u->call && vt->kind == LG_T_DOUBLE && u->call[strlen(u->call) - 1] == 'f')
    why = lg_fmt(a, "'%s' rounds the double '%s' to float at every update; use '%.4s'", u->call,
                 tt, u->call);
  else if (!fl && red->op != LG_RED_LAND && red->op != LG_RED_LOR && u->value &&
           is_floating(strip(u->value)->type))
    why = lg_fmt(a,
                 "the integer '%s' is updated with a floating value, converted back at every "
                 "update, so that the result depends on the order; reduce into a floating "
                 "variable",
                 tt);
  else if (u->takes_nan && fl)
    why = lg_fmt(a,
                 "this update takes the new value when the comparison fails, so that a NaN "
                 "replaces '%s', which no order of the iterations reproduces; write "
                 "'if (x %s %s) %s = x;' or '%s = x %s %s ? x : %s'",
                 tt, red->op == LG_RED_MIN ? "<" : ">", tt, tt, tt,
                 red->op == LG_RED_MIN ? "<" : ">", tt, tt);
  else if ((red->op == LG_RED_LAND || red->op == LG_RED_LOR) &&
           (has_side_effects(u->operand) || has_side_effects(u->chain)))
    why = lg_fmt(a,
                 "its operand has side effects, which C skips when '%s' already decides the "
                 "result; compute the operand in a statement of its own",
                 tt);
  else if (red->array && has_side_effects(t))
    why = "its subscript has side effects; compute the element's index in a statement of its "
          "own";
  else if (fl && ((u->call && red->by_cmp) || (u->by_cmp && red->by_call)))
    why = lg_fmt(a,
                 "'%s' is updated both by fmin/fmax and by comparisons, which treat NaN "
                 "differently; use one form",
                 tt);
  if (why) {
    lg_error(p->diag, e->loc, "cannot reduce '%s' with reduction(%s:%s): %s", tt,
             red_op_names[red->op], red->var->name, why);
    c->ok = false;
  }
  red->by_call = red->by_call || u->call;
  red->by_cmp = red->by_cmp || u->by_cmp;
  if (u->operand)
    lg_walk_expr(u->operand, lg_check_visit, c);
  for (lg_Expr *l = u->chain; l && l->kind == LG_E_BINARY; l = strip(l->args[0]))
    lg_walk_expr(l->args[1], lg_check_visit, c);
  if (red->array)
    for (int i = 0; i < t->nargs; i++)
      lg_walk_expr(t->args[i], lg_check_visit, c);
  if (red->array || (red->sentinel && red->op == LG_RED_LOR && (u->where != LG_RW_RHS || u->chain))) {
    lg_RedUpdate *ru = LG_NEW(a, lg_RedUpdate);
    ru->red = red;
    ru->fn = u->fn;
    ru->where = u->where;
    e->red_update = ru;
  }
}

/* A statement `target op= e;` (or `target = ...;`, `target++;`) whose
 * target is a reduction's. */
void lg_check_update_expr(Check *c, lg_Reduction *red, lg_Expr *e) {
  lg_Program *p = c->p;
  lg_PrintCtx pc = {.p = p, .a = p->arena};
  lg_Expr *t = e->args[0];
  Upd u;
  if (!match_update(red, e, &u)) {
    const char *tt = lg_expr_text_top(&pc, t);
    lg_error(p->diag, e->loc, "reduction %s '%s' of reduction(%s:%s) must be updated as %s",
             red->array ? "array" : "variable", red->var->name, red_op_names[red->op],
             red->var->name, forms_text(p->arena, red->op, tt));
    c->ok = false;
    return;
  }
  finish_update(c, red, e, t, &u);
}

static int conjuncts(lg_Expr *e, lg_Expr **out, int n, int max) {
  e = strip(e);
  if (e->kind == LG_E_BINARY && e->op == LG_OP_LAND) {
    n = conjuncts(e->args[0], out, n, max);
    return conjuncts(e->args[1], out, n, max);
  }
  if (n < max)
    out[n] = e;
  return n + 1;
}

/* `if ([c &&] x > m [&& c]) m = x;` (and <, >=, <=, either operand order)
 * for a min or max reduction: the condition reads m, the branch stores x.
 * Returns false when `s` is not such a statement (then it is checked as
 * any other). */
bool lg_check_update_if(Check *c, lg_Stmt *s) {
  lg_Program *p = c->p;
  lg_Arena *a = p->arena;
  lg_PrintCtx pc = {.p = p, .a = a};
  lg_Stmt *t = s->then;
  while (t && t->kind == LG_S_BLOCK && t->nstmts == 1)
    t = t->stmts[0];
  if (!t || t->kind != LG_S_EXPR || t->expr->kind != LG_E_ASSIGN || t->expr->op != LG_OP_ASSIGN)
    return false;
  lg_Expr *as = t->expr, *tgt = as->args[0];
  lg_Reduction *red = lg_check_target_red(c, tgt);
  Upd u;
  if (!red || (red->op != LG_RED_MIN && red->op != LG_RED_MAX) || match_update(red, as, &u))
    return false; /* `if (c) m = fmaxf(m, x);`: a plain conditional update */
  const char *tt = lg_expr_text_top(&pc, tgt);
  if (s->els) {
    lg_error(p->diag, s->els->loc,
             "the conditional update of reduction %s '%s' of reduction(%s:%s) cannot have an "
             "'else'",
             red->array ? "array" : "variable", red->var->name, red_op_names[red->op],
             red->var->name);
    c->ok = false;
    return true;
  }
  lg_Expr *x = as->args[1];
  lg_Expr *conj[16];
  int n = conjuncts(s->expr, conj, 0, 16), k = -1;
  for (int i = 0; i < n && i < 16 && k < 0; i++) {
    lg_Expr *cmp = conj[i];
    if (cmp->kind == LG_E_BINARY && cmp->op >= LG_OP_LT && cmp->op <= LG_OP_GE &&
        ((same_expr(cmp->args[0], tgt) && same_expr(cmp->args[1], x)) ||
         (same_expr(cmp->args[1], tgt) && same_expr(cmp->args[0], x))))
      k = i;
  }
  bool mx = red->op == LG_RED_MAX;
  if (k < 0 || n > 16) {
    lg_error(p->diag, s->expr->loc,
             "reduction %s '%s' of reduction(%s:%s) must be updated as %s; a conditional "
             "update compares the value it stores with '%s'",
             red->array ? "array" : "variable", red->var->name, red_op_names[red->op],
             red->var->name, forms_text(a, red->op, tt), tt);
    c->ok = false;
    return true;
  }
  lg_Expr *cmp = conj[k];
  bool t_left = same_expr(cmp->args[0], tgt);
  bool less = cmp->op == LG_OP_LT || cmp->op == LG_OP_LE;
  if ((t_left == less) != mx) { /* `m < x` and `x > m` store the larger */
    lg_error(p->diag, cmp->loc,
             "this condition stores the %s value in '%s', but '%s' is a reduction(%s:%s)",
             mx ? "smaller" : "larger", tt, red->var->name, red_op_names[red->op],
             red->var->name);
    c->ok = false;
    return true;
  }
  for (int i = 0; i < n; i++) {
    if (has_side_effects(conj[i])) {
      lg_error(p->diag, conj[i]->loc,
               "the condition of the update of '%s' has side effects, which C runs only when "
               "it reaches them; compute them in a statement of their own",
               tt);
      c->ok = false;
    }
    if (i != k)
      lg_walk_expr(conj[i], lg_check_visit, c);
  }
  u = (Upd){.fn = mx ? LG_RF_MAX : LG_RF_MIN, .where = LG_RW_RHS, .operand = x, .value = x,
            .by_cmp = true};
  if (uses_var(x, red->var)) {
    lg_error(p->diag, x->loc, "the value stored in '%s' reads '%s'", tt, red->var->name);
    c->ok = false;
    return true;
  }
  finish_update(c, red, as, tgt, &u);
  return true;
}

/* The region's reductions from its clause (ri->red, ri->ared), and what
 * their variables must be. */
/* Does region r name variable v anywhere (bounds, body)? */
static bool region_mentions(lg_Region *r, const lg_Var *v) {
  return lg_expr_names(r->loop->lb, v) || lg_expr_names(r->loop->ub, v) ||
         lg_expr_names(lg_loop_extra_bound(r->loop), v) || lg_stmt_names(r->loop->body, v);
}

bool lg_check_reductions(lg_Program *p, lg_Region *r, lg_RegionInfo *ri, lg_Clause *cl) {
  bool ok = true;
  if (!cl)
    return true;
  ri->red = LG_NEW_ARRAY(p->arena, lg_Reduction, cl->nred);
  ri->ared = LG_NEW_ARRAY(p->arena, lg_Reduction, cl->nred);
  for (int i = 0; i < cl->nred; i++) {
    const lg_RedArg *ra = &cl->red[i];
    lg_Var *v = ra->d.var;
    lg_RedOp op = ra->op;
    bool arr = lg_is_array_like(v);
    const lg_Type *t = arr ? v->type->elem : v->type;
    const char *on = red_op_names[op], *tn = lg_type_name(t),
               *dc = lg_check_data_clause(r->loop->dir, v);
    const char *why = NULL;
    if (!lg_is_scalar_type(t))
      why = arr ? "its elements are not scalars" : "it is neither a scalar nor an array";
    else if (!arr && ra->d.lo)
      why = "it is not an array, so it has no range";
    else if (v->region == r)
      why = "it is declared inside the kernel region; declare it before the loop";
    else if (t->kind == LG_T_LDOUBLE)
      why = "the device has no long double";
    else if (is_floating(t) && (op == LG_RED_BAND || op == LG_RED_BOR || op == LG_RED_BXOR))
      why = lg_fmt(p->arena, "'%s' needs an integer type, not '%s'", on, tn);
    else if (t->kind == LG_T_BOOL && (op == LG_RED_ADD || op == LG_RED_BXOR ||
                                      op == LG_RED_MIN || op == LG_RED_MAX))
      why = "C converts a bool's value at every update, which makes the result depend on the "
            "order; use '||', '&&', '|' or '&'";
    else if (arr && (t->kind <= LG_T_USHORT))
      why = lg_fmt(p->arena,
                   "its elements are '%s', which the device cannot update atomically; use a "
                   "type of 32 or 64 bits",
                   tn);
    else if (arr && dc)
      why = lg_fmt(p->arena,
                   "it is also in '%s'; a reduction array is copied in and out by the "
                   "reduction (give its range there: reduction(%s:%s[lo:len]))",
                   dc, on, v->name);
    if (!why && !region_mentions(r, v)) {
      /* nothing to combine: the variable keeps its value, as in C (its
         partial results had no variable to go to in the kernel) */
      lg_warning(p->diag, "loopgpu-reduction", ra->d.loc,
                 "reduction(%s:%s): the region never updates '%s'; the clause has no effect",
                 on, v->name, v->name);
      continue;
    }
    if (why) {
      lg_error(p->diag, ra->d.loc, "cannot reduce '%s' with reduction(%s:%s): %s", v->name, on,
               v->name, why);
      ok = false;
      if (!lg_is_scalar_type(t))
        continue;
      /* still a reduction for the rest of the check, whose updates then
         raise no second error ("scalar written") */
    }
    lg_Reduction *red = arr ? &ri->ared[ri->nared++] : &ri->red[ri->nred++];
    *red = (lg_Reduction){.var = v, .op = op, .arg = ra, .array = arr};
    red->sentinel = !arr && (op == LG_RED_LAND || op == LG_RED_LOR) && t->kind != LG_T_BOOL;
  }
  return ok;
}


/* walk.c — visiting the expressions of IR statements, pre-order. */
#include <string.h>

#include "analysis.h"

void lg_walk_expr(lg_Expr *e, lg_ExprVisit f, void *ctx) {
  if (!e)
    return;
  /* The visitor returns false when it handled the children itself. */
  if (!f(ctx, e))
    return;
  for (int i = 0; i < e->nargs; i++)
    lg_walk_expr(e->args[i], f, ctx);
}

void lg_walk_stmt_exprs(lg_Stmt *s, lg_ExprVisit f, void *ctx) {
  if (!s)
    return;
  switch (s->kind) {
  case LG_S_EXPR:
    lg_walk_expr(s->expr, f, ctx);
    break;
  case LG_S_DECL:
    lg_walk_expr(s->init, f, ctx);
    break;
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      lg_walk_stmt_exprs(s->stmts[i], f, ctx);
    break;
  case LG_S_IF:
  case LG_S_WHILE:
  case LG_S_DO:
  case LG_S_SWITCH:
    lg_walk_expr(s->expr, f, ctx);
    lg_walk_stmt_exprs(s->then, f, ctx);
    lg_walk_stmt_exprs(s->els, f, ctx);
    break;
  case LG_S_RETURN:
    lg_walk_expr(s->expr, f, ctx);
    break;
  case LG_S_FOR:
    lg_walk_expr(s->loop->lb, f, ctx);
    lg_walk_expr(s->loop->ub, f, ctx);
    lg_walk_expr(lg_loop_extra_bound(s->loop), f, ctx);
    lg_walk_stmt_exprs(s->loop->body, f, ctx);
    break;
  default:
    break;
  }
}

/* Where `e` stands in `x`: 0 not there, 1 evaluated whenever `x` is, 2 only
 * under a condition (a branch of ?:, the right of && or ||). */
static int expr_place(const lg_Expr *x, const lg_Expr *e, bool cond) {
  if (!x)
    return 0;
  if (x == e)
    return cond ? 2 : 1;
  for (int i = 0; i < x->nargs; i++) {
    bool c = cond || (x->kind == LG_E_COND && i > 0) ||
             (x->kind == LG_E_BINARY && (x->op == LG_OP_LAND || x->op == LG_OP_LOR) && i > 0);
    int r = expr_place(x->args[i], e, c);
    if (r)
      return r;
  }
  return 0;
}

bool lg_expr_within(const lg_Expr *x, const lg_Expr *e) { return expr_place(x, e, false) != 0; }

/* The same over statements: the branches of `if` and the bodies of `while`
 * and `do` are conditional; an inner `for` is not (its bounds are part of
 * the affine ranges the boxes come from). */
static bool leaves(const lg_Stmt *s, bool in_loop, bool in_switch) {
  if (!s)
    return false;
  switch (s->kind) {
  case LG_S_CONTINUE: return !in_loop;
  case LG_S_BREAK: return !in_loop && !in_switch;
  case LG_S_RETURN:
  case LG_S_GOTO:
  case LG_S_LABEL: return true;
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      if (leaves(s->stmts[i], in_loop, in_switch))
        return true;
    return false;
  case LG_S_IF: return leaves(s->then, in_loop, in_switch) || leaves(s->els, in_loop, in_switch);
  case LG_S_WHILE:
  case LG_S_DO: return leaves(s->then, true, in_switch) || leaves(s->els, true, in_switch);
  case LG_S_FOR: return leaves(s->loop->body, true, in_switch);
  case LG_S_SWITCH: return leaves(s->then, in_loop, true);
  default: return false;
  }
}

bool lg_stmt_leaves(const lg_Stmt *s) { return leaves(s, false, false); }

int lg_stmt_place(const lg_Stmt *s, const lg_Expr *e, bool cond) {
  if (!s)
    return 0;
  int r = 0;
  switch (s->kind) {
  case LG_S_EXPR:
  case LG_S_RETURN: return expr_place(s->expr, e, cond);
  case LG_S_DECL: return expr_place(s->init, e, cond);
  case LG_S_BLOCK:
    /* a block with a goto or a label: what runs in it is the jumps'
       business (conservatively, all of it is conditional) */
    if (!cond && lg_stmt_has_goto(s))
      cond = true;
    for (int i = 0; i < s->nstmts && !r; i++) {
      r = lg_stmt_place(s->stmts[i], e, cond);
      /* after an early exit the rest of the block runs only where it was
         not taken: `if (y == 0) { ...; continue; } ... img[y - 1][x]` */
      cond = cond || lg_stmt_leaves(s->stmts[i]);
    }
    return r;
  case LG_S_IF:
    r = expr_place(s->expr, e, cond);
    if (!r)
      r = lg_stmt_place(s->then, e, true);
    if (!r)
      r = lg_stmt_place(s->els, e, true);
    return r;
  case LG_S_WHILE:
  case LG_S_DO:
    r = expr_place(s->expr, e, true);
    if (!r)
      r = lg_stmt_place(s->then, e, true);
    return r ? r : lg_stmt_place(s->els, e, true); /* a for's increment */
  case LG_S_SWITCH:
    r = expr_place(s->expr, e, cond);
    return r ? r : lg_stmt_place(s->then, e, true);
  case LG_S_FOR:
    r = expr_place(s->loop->lb, e, cond);
    if (!r)
      r = expr_place(s->loop->ub, e, cond);
    if (!r)
      r = expr_place(lg_loop_extra_bound(s->loop), e, cond);
    return r ? r : lg_stmt_place(s->loop->body, e, cond);
  default: return 0;
  }
}

lg_Stmt *lg_stmt_unwrap(lg_Stmt *s) {
  while (s && s->kind == LG_S_BLOCK && s->nstmts == 1)
    s = s->stmts[0];
  return s;
}

bool lg_stmt_has_continue(const lg_Stmt *s) {
  if (!s)
    return false;
  switch (s->kind) {
  case LG_S_CONTINUE:
    return true;
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      if (lg_stmt_has_continue(s->stmts[i]))
        return true;
    return false;
  case LG_S_IF:
    return lg_stmt_has_continue(s->then) || lg_stmt_has_continue(s->els);
  case LG_S_SWITCH: /* its `break` is its own, a `continue` the loop's */
    return lg_stmt_has_continue(s->then);
  default: /* for, while, do bind their own */
    return false;
  }
}

bool lg_stmt_has_break(const lg_Stmt *s) {
  if (!s)
    return false;
  switch (s->kind) {
  case LG_S_BREAK:
    return true;
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      if (lg_stmt_has_break(s->stmts[i]))
        return true;
    return false;
  case LG_S_IF:
    return lg_stmt_has_break(s->then) || lg_stmt_has_break(s->els);
  default: /* loops and switches bind their own */
    return false;
  }
}

/* ---- goto ------------------------------------------------------------------ */
/* The statements below s, in one place: a block's, the branches of if, the
 * bodies of loops and switches. */
static bool any_stmt(const lg_Stmt *s, bool (*f)(const lg_Stmt *, const void *), const void *arg) {
  if (!s)
    return false;
  if (f(s, arg))
    return true;
  for (int i = 0; i < s->nstmts; i++)
    if (any_stmt(s->stmts[i], f, arg))
      return true;
  if (any_stmt(s->then, f, arg) || any_stmt(s->els, f, arg))
    return true;
  return s->kind == LG_S_FOR && s->loop && any_stmt(s->loop->body, f, arg);
}

static bool is_goto_or_label(const lg_Stmt *s, const void *arg) {
  (void)arg;
  return s->kind == LG_S_GOTO || s->kind == LG_S_LABEL;
}

bool lg_stmt_has_goto(const lg_Stmt *s) { return any_stmt(s, is_goto_or_label, NULL); }

static bool is_label_named(const lg_Stmt *s, const void *arg) {
  return s->kind == LG_S_LABEL && s->label && !strcmp(s->label, (const char *)arg);
}

bool lg_stmt_has_label(const lg_Stmt *s, const char *label) {
  return label && any_stmt(s, is_label_named, label);
}

typedef struct GotoOut {
  const lg_Stmt *root, *found;
} GotoOut;

static bool goto_leaves(const lg_Stmt *s, const void *arg) {
  GotoOut *g = (GotoOut *)arg;
  if (s->kind != LG_S_GOTO || lg_stmt_has_label(g->root, s->label))
    return false;
  g->found = s;
  return true;
}

const lg_Stmt *lg_goto_out(const lg_Stmt *s) {
  GotoOut g = {s, NULL};
  any_stmt(s, goto_leaves, &g);
  return g.found;
}

bool lg_stmt_has_jump(const lg_Stmt *s) {
  if (!s)
    return false;
  switch (s->kind) {
  case LG_S_BREAK:
  case LG_S_CONTINUE:
  case LG_S_RETURN:
  case LG_S_GOTO:
  case LG_S_LABEL: return true;
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      if (lg_stmt_has_jump(s->stmts[i]))
        return true;
    return false;
  case LG_S_IF: return lg_stmt_has_jump(s->then) || lg_stmt_has_jump(s->els);
  case LG_S_WHILE:
  case LG_S_DO:
  case LG_S_SWITCH: return lg_stmt_has_jump(s->then);
  case LG_S_FOR: return lg_stmt_has_jump(s->loop->body);
  default: return false;
  }
}

bool lg_expr_names(const lg_Expr *e, const lg_Var *v) {
  if (!e)
    return false;
  if ((e->kind == LG_E_VAR || e->kind == LG_E_INDEX) && e->var == v)
    return true;
  for (int i = 0; i < e->nargs; i++)
    if (lg_expr_names(e->args[i], v))
      return true;
  return false;
}

typedef struct Mention {
  const lg_Var *v;
  bool found;
} Mention;

static bool mention_visit(void *ctx, lg_Expr *e) {
  Mention *m = ctx;
  if ((e->kind == LG_E_VAR || e->kind == LG_E_INDEX) && e->var == m->v)
    m->found = true;
  return !m->found;
}

bool lg_stmt_names(lg_Stmt *s, const lg_Var *v) {
  Mention m = {v, false};
  lg_walk_stmt_exprs(s, mention_visit, &m);
  return m.found;
}

lg_Var *lg_expr_assigned_var(const lg_Expr *e) {
  if (e->kind == LG_E_ASSIGN && e->args[0]->kind == LG_E_VAR)
    return e->args[0]->var;
  if (e->kind == LG_E_UNARY && e->args[0]->kind == LG_E_VAR &&
      (e->op == LG_OP_PREINC || e->op == LG_OP_PREDEC || e->op == LG_OP_POSTINC ||
       e->op == LG_OP_POSTDEC || e->op == LG_OP_ADDR))
    return e->args[0]->var;
  return NULL;
}

void lg_walk_loops(lg_Stmt *s, void (*f)(void *ctx, lg_Loop *l), void *ctx) {
  if (!s)
    return;
  switch (s->kind) {
  case LG_S_FOR:
    f(ctx, s->loop);
    lg_walk_loops(s->loop->body, f, ctx);
    break;
  case LG_S_BLOCK:
    for (int k = 0; k < s->nstmts; k++)
      lg_walk_loops(s->stmts[k], f, ctx);
    break;
  case LG_S_IF:
  case LG_S_WHILE:
  case LG_S_DO:
  case LG_S_SWITCH:
    lg_walk_loops(s->then, f, ctx);
    lg_walk_loops(s->els, f, ctx);
    break;
  default:
    break;
  }
}

lg_Stmt *lg_clone_stmt(lg_Arena *a, const lg_Stmt *s, lg_CloneExpr fx, lg_CloneVar fv, void *ctx) {
  if (!s)
    return NULL;
  lg_Stmt *y = LG_NEW(a, lg_Stmt);
  *y = *s;
  y->expr = s->expr ? fx(ctx, s->expr) : NULL;
  y->init = s->init ? fx(ctx, s->init) : NULL;
  if (fv && s->var)
    y->var = fv(ctx, s->var);
  if (s->nstmts) {
    y->stmts = LG_NEW_ARRAY(a, lg_Stmt *, s->nstmts);
    for (int i = 0; i < s->nstmts; i++)
      y->stmts[i] = lg_clone_stmt(a, s->stmts[i], fx, fv, ctx);
  }
  y->then = lg_clone_stmt(a, s->then, fx, fv, ctx);
  y->els = lg_clone_stmt(a, s->els, fx, fv, ctx);
  y->lowered = lg_clone_stmt(a, s->lowered, fx, fv, ctx);
  if (s->loop) {
    lg_Loop *l = LG_NEW(a, lg_Loop);
    *l = *s->loop;
    l->lb = s->loop->lb ? fx(ctx, s->loop->lb) : NULL;
    l->ub = s->loop->ub ? fx(ctx, s->loop->ub) : NULL;
    l->c_lb = s->loop->c_lb ? fx(ctx, s->loop->c_lb) : NULL;
    l->c_ub = s->loop->c_ub ? fx(ctx, s->loop->c_ub) : NULL;
    l->body = lg_clone_stmt(a, s->loop->body, fx, fv, ctx);
    if (fv && s->loop->iv)
      l->iv = fv(ctx, s->loop->iv);
    y->loop = l;
  }
  return y;
}

void lg_each_region(lg_Program *p, void (*f)(lg_Program *p, lg_Region *r)) {
  int n = p->nregions;
  lg_Region **rs = LG_NEW_ARRAY(p->arena, lg_Region *, n ? n : 1);
  if (n)
    memcpy(rs, p->regions, (size_t)n * sizeof *rs);
  for (int k = 0; k < n; k++)
    f(p, rs[k]);
}

/* ---- the variables a loop names (distribute.c's and reschedule.c's parts) -- */

typedef struct Named {
  lg_Arena *a;
  lg_PtrVec *vars;
} Named;

/* a variable, and the host's variable that a loop's own instance stands
   for (lg_Var.origin: the host half passes it, so it stays used there) */
static void name_one(Named *u, lg_Var *v) {
  for (int i = 0; i < u->vars->n; i++)
    if (u->vars->items[i] == v)
      return;
  lg_vec_push(u->a, u->vars, v);
}

static void name_var(Named *u, lg_Var *v) {
  if (!v)
    return;
  name_one(u, v);
  if (v->origin)
    name_one(u, v->origin);
}

static bool named_visit(void *ctx, lg_Expr *e) {
  name_var(ctx, e->var);
  return true;
}

static void named_stmt(Named *u, lg_Stmt *s) {
  if (!s)
    return;
  name_var(u, s->var);
  if (s->kind == LG_S_FOR) {
    name_var(u, s->loop->iv);
    lg_walk_expr(s->loop->lb, named_visit, u);
    lg_walk_expr(s->loop->ub, named_visit, u);
    lg_walk_expr(lg_loop_extra_bound(s->loop), named_visit, u);
    named_stmt(u, s->loop->body);
    return;
  }
  lg_walk_expr(s->expr, named_visit, u);
  lg_walk_expr(s->init, named_visit, u);
  for (int k = 0; k < s->nstmts; k++)
    named_stmt(u, s->stmts[k]);
  named_stmt(u, s->then);
  named_stmt(u, s->els);
}

lg_PtrVec lg_loop_vars(lg_Arena *a, lg_Loop *l) {
  lg_PtrVec vars = {0};
  Named u = {a, &vars};
  lg_Stmt tmp = {0};
  tmp.kind = LG_S_FOR;
  tmp.loop = l;
  named_stmt(&u, &tmp);
  return vars;
}

lg_Expr *lg_subst_expr(lg_Arena *a, const lg_Expr *e, lg_SubstExpr sub, void *ctx) {
  if (!e)
    return NULL;
  lg_Expr *r = sub ? sub(ctx, e) : NULL;
  if (r)
    return r;
  lg_Expr *y = LG_NEW(a, lg_Expr);
  *y = *e;
  if (e->nargs) {
    y->args = LG_NEW_ARRAY(a, lg_Expr *, e->nargs);
    for (int i = 0; i < e->nargs; i++)
      y->args[i] = lg_subst_expr(a, e->args[i], sub, ctx);
  }
  return y;
}

/* walk.c — visiting the expressions of IR statements, pre-order. */
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
    lg_walk_expr(s->expr, f, ctx);
    lg_walk_stmt_exprs(s->then, f, ctx);
    lg_walk_stmt_exprs(s->els, f, ctx);
    break;
  case LG_S_FOR:
    lg_walk_expr(s->loop->lb, f, ctx);
    lg_walk_expr(s->loop->ub, f, ctx);
    lg_walk_stmt_exprs(s->loop->body, f, ctx);
    break;
  default:
    break;
  }
}

/* region_info.c — the per-region analysis record, built on first use: the
 * region's loops and the scalars it writes, which every pass consults. */
#include "analysis.h"

static void collect_loops(lg_Arena *a, lg_RegionInfo *ri, lg_Stmt *s) {
  if (!s)
    return;
  switch (s->kind) {
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      collect_loops(a, ri, s->stmts[i]);
    break;
  case LG_S_IF:
  case LG_S_WHILE:
  case LG_S_DO:
  case LG_S_SWITCH:
    collect_loops(a, ri, s->then);
    collect_loops(a, ri, s->els);
    break;
  case LG_S_FOR:
    lg_vec_push(a, &ri->loops, s->loop);
    collect_loops(a, ri, s->loop->body);
    break;
  default:
    break;
  }
}

typedef struct WCtx {
  lg_Arena *a;
  lg_RegionInfo *ri;
} WCtx;

static void add_written(WCtx *c, lg_Var *v) {
  for (int i = 0; i < c->ri->written.n; i++)
    if (c->ri->written.items[i] == v)
      return;
  lg_vec_push(c->a, &c->ri->written, v);
}

static bool visit_write(void *ctx, lg_Expr *e) {
  WCtx *c = ctx;
  /* `q.x = e` writes q */
  if (e->kind == LG_E_ASSIGN && lg_lvalue_root(e->args[0])->kind == LG_E_VAR)
    add_written(c, lg_lvalue_root(e->args[0])->var);
  if (e->kind == LG_E_UNARY && e->op >= LG_OP_PREINC &&
      lg_lvalue_root(e->args[0])->kind == LG_E_VAR)
    add_written(c, lg_lvalue_root(e->args[0])->var);
  return true;
}

static void collect_decls(WCtx *c, lg_Stmt *s) {
  if (!s)
    return;
  if (s->kind == LG_S_DECL)
    add_written(c, s->var);
  if (s->kind == LG_S_BLOCK)
    for (int i = 0; i < s->nstmts; i++)
      collect_decls(c, s->stmts[i]);
  if (s->kind == LG_S_IF || s->kind == LG_S_WHILE || s->kind == LG_S_DO ||
      s->kind == LG_S_SWITCH) {
    collect_decls(c, s->then);
    collect_decls(c, s->els);
  }
  if (s->kind == LG_S_FOR)
    collect_decls(c, s->loop->body);
}

lg_RegionInfo *lg_region_info(lg_Program *p, lg_Region *r) {
  if (r->analysis)
    return r->analysis;
  lg_RegionInfo *ri = LG_NEW(p->arena, lg_RegionInfo);
  r->analysis = ri;
  lg_vec_push(p->arena, &ri->loops, r->loop);
  collect_loops(p->arena, ri, r->loop->body);
  WCtx c = {p->arena, ri};
  for (int i = 0; i < ri->loops.n; i++)
    add_written(&c, ((lg_Loop *)ri->loops.items[i])->iv);
  lg_walk_stmt_exprs(r->loop->body, visit_write, &c);
  collect_decls(&c, r->loop->body);
  lg_Clause *col = lg_dir_find(r->loop->dir, LG_CL_COLLAPSE);
  ri->collapse = col && col->nints ? (int)col->ints[0] : 0;
  for (int i = 0; i < 3; i++)
    ri->block[i] = 1;
  return ri;
}

bool lg_var_written_in(lg_RegionInfo *ri, const lg_Var *v) {
  for (int i = 0; i < ri->written.n; i++)
    if (ri->written.items[i] == v)
      return true;
  return false;
}

lg_Loop *lg_loop_of_iv(lg_RegionInfo *ri, const lg_Var *v) {
  for (int i = 0; i < ri->loops.n; i++)
    if (((lg_Loop *)ri->loops.items[i])->iv == v)
      return ri->loops.items[i];
  return NULL;
}

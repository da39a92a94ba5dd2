/* check.h — what check.c (the rules of a kernel region) and
 * check_reduction.c (the rules of its reductions) share; private to them. */
#ifndef LOOPGPU_CHECK_H
#define LOOPGPU_CHECK_H

#include "analysis.h"
#include "passes.h"

typedef struct Check {
  lg_Program *p;
  lg_Region *r;
  lg_RegionInfo *ri;
  bool ok;
} Check;

/* check.c: the walk of a region's expressions (lg_walk_expr's visitor, ctx
 * a Check), and which data clause of directive `d` names `v`, or NULL */
bool lg_check_visit(void *ctx, lg_Expr *e);
const char *lg_check_data_clause(const lg_Directive *d, const lg_Var *v);

/* check_reduction.c: the reduction of `v` in the region (a scalar's or an
 * array's), or NULL; the one that the target `t` of an assignment (or of
 * ++/--) updates; the statement `e` that updates `red`, checked and marked;
 * an `if` that is an update (`if (x > m) m = x;`): true when it was one;
 * the region's reductions from its clause `cl`. */
lg_Reduction *lg_check_red_of(const Check *c, const lg_Var *v);
lg_Reduction *lg_check_target_red(const Check *c, lg_Expr *t);
void lg_check_update_expr(Check *c, lg_Reduction *red, lg_Expr *e);
bool lg_check_update_if(Check *c, lg_Stmt *s);
bool lg_check_reductions(lg_Program *p, lg_Region *r, lg_RegionInfo *ri, lg_Clause *cl);

#endif

/* print_inner_reduce.c — the kernel of a region whose reduction loop R is
 * split over threads (inner_reduce.c decides). A warp per iteration:
 *
 *   for (lg_t0 = blockIdx.x * blockDim.y + threadIdx.y; lg_t0 < lg_trip0; ...) {
 *     int i = (int)lg_t0;
 *     <prefix>                           (stores: `if (threadIdx.x == 0)`)
 *     { float lg_acc0 = 0;
 *       for (lg_r = threadIdx.x; lg_r < <R's trip count>; lg_r += 32) {
 *         int j = (int)(<lb> + lg_r * <step>);
 *         <R's body, the accumulator replaced by lg_acc0>
 *       }
 *       <lg_acc0 summed over the warp by shuffles (all lanes get the sum)>
 *       if (threadIdx.x == 0) { s += lg_acc0; <tail> } }
 *   }
 *
 * The loop over iterations is the same in every lane of a warp, so every
 * lane reaches the shuffles. Columns: 32 iterations a block along x, R over
 * the 8 threads along y; the loop over groups of 32 is the same in every
 * thread of the block (a thread past the end works on the group's first
 * iteration, sums nothing and writes nothing), so every thread reaches the
 * barriers; the partials meet in shared memory, thread y = 0 adds them in
 * order and runs the tail.
 */
#include "analysis.h"
#include "kernel.h"

typedef struct IP {
  lg_Arena *a;
  const lg_InnerReduce *ir;
  lg_Var **reg; /* per accumulator: the register's variable */
} IP;

static lg_Expr *var_expr(IP *t, const lg_Expr *x, lg_Var *v) {
  lg_Expr *y = LG_NEW(t->a, lg_Expr);
  *y = *x;
  y->kind = LG_E_VAR;
  y->var = v;
  y->type = v->type;
  y->nargs = 0;
  y->args = NULL;
  return y;
}

static lg_Expr *clone_expr(IP *t, const lg_Expr *x) {
  if (!x)
    return NULL;
  for (int i = 0; i < t->ir->elem_uses.n; i++)
    if (t->ir->elem_uses.items[i] == x)
      return var_expr(t, x, t->reg[(size_t)t->ir->elem_acc.items[i]]);
  if (x->kind == LG_E_VAR)
    for (int k = 0; k < t->ir->nacc; k++)
      if (t->ir->acc[k].var == x->var)
        return var_expr(t, x, t->reg[k]);
  lg_Expr *y = LG_NEW(t->a, lg_Expr);
  *y = *x;
  if (x->nargs) {
    y->args = LG_NEW_ARRAY(t->a, lg_Expr *, x->nargs);
    for (int i = 0; i < x->nargs; i++)
      y->args[i] = clone_expr(t, x->args[i]);
  }
  return y;
}

static lg_Expr *clone_expr_cb(void *ctx, lg_Expr *x) { return clone_expr(ctx, x); }

static void line(lg_Emit *e, int ind, const char *s) {
  e->line = 0;
  lg_emit_indent(e, ind);
  lg_emit(e, "%s", s);
}

static void print_body(lg_Emit *e, lg_PrintCtx *pc, const lg_Stmt *body, int ind) {
  if (body && body->kind == LG_S_BLOCK)
    lg_print_stmts(e, pc, body->stmts, body->nstmts, ind);
  else
    lg_print_stmt(e, pc, body, ind);
}

bool lg_ired_print_kernel(lg_Program *p, lg_Region *r, lg_Emit *e) {
  lg_RegionInfo *ri = r->analysis;
  const lg_InnerReduce *ir = ri->ired;
  if (!ir)
    return false;
  lg_Arena *a = p->arena;
  lg_PrintCtx pc = {.p = p, .a = a, .linearize_vla = true, .region = r};
  const lg_Loop *l = ri->mapped[0];
  const lg_Loop *red = ir->loop_stmt->loop;
  bool warp = ir->mode == LG_IRED_WARP;
  const char *me = warp ? "threadIdx.x" : "threadIdx.y"; /* the thread's part of R */
  int G = ir->split;
  IP t = {.a = a, .ir = ir, .reg = LG_NEW_ARRAY(a, lg_Var *, ir->nacc)};
  for (int k = 0; k < ir->nacc; k++) {
    lg_Var *v = LG_NEW(a, lg_Var);
    *v = ir->acc[k].var ? *ir->acc[k].var : *ir->acc[k].elem->var;
    v->name = lg_fmt(a, "lg_acc%d", k);
    v->type = ir->acc[k].type;
    t.reg[k] = v;
  }

  e->line = 0;
  lg_emit(e, "static __global__ void %s(", r->name);
  lg_kernel_params(p, r, e);
  lg_emit(e, ")\n{\n  %s\n", lg_kernel_comment(p, r));
  lg_print_private_ivs(p, r, e);
  if (!warp)
    for (int k = 0; k < ir->nacc; k++)
      lg_emit(e, "  __shared__ %s lg_part%d[%d][32];\n", lg_type_name(ir->acc[k].type), k, G);
  int ind = 2;
  if (warp) {
    lg_emit(e, "  for (long long lg_t0 = blockIdx.x * (long long)blockDim.y + threadIdx.y; "
               "lg_t0 < lg_trip0; lg_t0 += (long long)gridDim.x * blockDim.y) {\n");
  } else {
    lg_emit(e, "  for (long long lg_b0 = blockIdx.x * 32LL; lg_b0 < lg_trip0; "
               "lg_b0 += (long long)gridDim.x * 32) {\n");
    lg_emit(e, "    const bool lg_act = lg_b0 + threadIdx.x < lg_trip0;\n");
    lg_emit(e, "    const long long lg_t0 = lg_act ? lg_b0 + threadIdx.x : lg_b0;\n");
  }
  lg_print_mapped_iv(e, &pc, l, 0, ind);
  const char *first = warp ? "threadIdx.x == 0" : "threadIdx.y == 0 && lg_act";
  for (int i = 0; i < ir->at; i++) {
    if (ir->first_only[i]) {
      line(e, ind, "");
      lg_emit(e, "if (%s)\n", first);
      lg_print_stmt(e, &pc, ir->stmts[i], ind + 1);
    } else {
      lg_print_stmt(e, &pc, ir->stmts[i], ind);
    }
  }
  line(e, ind, "");
  lg_emit(e, "{ /* %s split over %d threads (%s), the partial sums combined */\n", red->iv->name, G,
          warp ? "the lanes of a warp" : "threadIdx.y");
  ind++;
  for (int k = 0; k < ir->nacc; k++) {
    line(e, ind, "");
    lg_emit(e, "%s = 0;\n", lg_decl_text(a, ir->acc[k].type, t.reg[k]->name));
  }
  line(e, ind, "");
  const char *trip = lg_trip_text(&pc, red);
  if (warp)
    lg_emit(e, "const long long lg_rn = %s;\n", trip);
  else
    lg_emit(e, "const long long lg_rn = lg_act ? (long long)(%s) : 0;\n", trip);
  line(e, ind, "");
  lg_emit(e, "for (long long lg_r = %s; lg_r < lg_rn; lg_r += %d) {\n", me, G);
  const char *lb = lg_expr_text(&pc, red->lb);
  const char *val = red->step == 1 ? lg_fmt(a, "(long long)%s + lg_r", lb)
                                   : lg_fmt(a, "(long long)%s + lg_r * %lld", lb, red->step);
  if (red->lb->kind == LG_E_INT && red->lb->ival == 0 && red->step == 1)
    val = "lg_r";
  line(e, ind + 1, "");
  if (red->iv_declared)
    lg_emit(e, "%s = (%s)(%s);\n", lg_decl_text(a, red->iv->type, red->iv->name),
            lg_type_name(red->iv->type), val);
  else
    lg_emit(e, "%s = (%s)(%s);\n", red->iv->name, lg_type_name(red->iv->type), val);
  lg_Stmt *rb = lg_clone_stmt(a, red->body, clone_expr_cb, NULL, &t);
  print_body(e, &pc, rb, ind + 1);
  line(e, ind, "}\n");
  if (warp) {
    line(e, ind, "for (int lg_o = 16; lg_o > 0; lg_o >>= 1) {\n");
    for (int k = 0; k < ir->nacc; k++) {
      line(e, ind + 1, "");
      lg_emit(e, "%s += __shfl_xor_sync(0xffffffffu, %s, lg_o);\n", t.reg[k]->name,
              t.reg[k]->name);
    }
    line(e, ind, "}\n");
  } else {
    for (int k = 0; k < ir->nacc; k++) {
      line(e, ind, "");
      lg_emit(e, "lg_part%d[threadIdx.y][threadIdx.x] = %s;\n", k, t.reg[k]->name);
    }
    line(e, ind, "__syncthreads();\n");
  }
  line(e, ind, "");
  lg_emit(e, "if (%s) {\n", first);
  if (!warp) {
    line(e, ind + 1, "");
    lg_emit(e, "for (int lg_k = 1; lg_k < %d; lg_k++) {\n", G);
    for (int k = 0; k < ir->nacc; k++) {
      line(e, ind + 2, "");
      lg_emit(e, "%s += lg_part%d[lg_k][threadIdx.x];\n", t.reg[k]->name, k);
    }
    line(e, ind + 1, "}\n");
  }
  for (int k = 0; k < ir->nacc; k++) {
    line(e, ind + 1, "");
    const char *target =
        ir->acc[k].var ? ir->acc[k].var->name : lg_expr_text_top(&pc, ir->acc[k].elem);
    lg_emit(e, "%s += %s;\n", target, t.reg[k]->name);
  }
  if (ir->at + 1 < ir->nstmts)
    lg_print_stmts(e, &pc, ir->stmts + ir->at + 1, ir->nstmts - ir->at - 1, ind + 1);
  line(e, ind, "}\n");
  if (!warp)
    line(e, ind, "__syncthreads();\n");
  line(e, ind - 1, "}\n");
  line(e, 1, "}\n");
  line(e, 0, "}\n\n");
  return true;
}

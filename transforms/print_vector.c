/* print_vector.c — the kernel of a vectorized region (vectorize.c decides):
 * each thread runs four consecutive iterations of a group; a whole group
 * inside the arrays' device ranges, with aligned pointers, loads and stores
 * 16 bytes at a time, any other group runs the four copies as scalar code.
 *
 *   for (lg_c0 = 4 * (global thread index); lg_c0 < lg_trip0; lg_c0 += 4 * threads) {
 *     if (lg_valign && lg_c0 + 4 <= lg_trip0 && x's loads inside lg_vlo_x..lg_vhi_x) {
 *       const float4 lg_ld_x_0 = lg_ld4(x + (lg_c0 - 4)), ... ;
 *       float lg_st_y_0, ..., lg_st_y_3;
 *       { int i = (int)(lg_c0 + 0); <body: x[i - 2] -> lg_ld_x_0.z, y[i] = -> lg_st_y_0 => }
 *       ...
 *       lg_st4(y + lg_c0, lg_st_y_0, lg_st_y_1, lg_st_y_2, lg_st_y_3);
 *     } else {
 *       the four copies as in print_kernel.c, guarded by the trip count
 *     }
 *   }
 */
#include <string.h>

#include "analysis.h"
#include "kernel.h"

typedef struct VP {
  lg_Program *p;
  lg_Region *r;
  lg_RegionInfo *ri;
  lg_VecInfo *vi;
  lg_Arena *a;
  int k; /* the copy being printed */
} VP;

static const lg_VecArray *vec_array(const lg_VecInfo *vi, const lg_Var *v) {
  for (int i = 0; i < vi->narr; i++)
    if (vi->arr[i].var == v)
      return &vi->arr[i];
  return NULL;
}

static lg_Expr *named(VP *t, const lg_Expr *x, const char *name) {
  lg_Expr *y = LG_NEW(t->a, lg_Expr);
  *y = *x;
  lg_Var *v = LG_NEW(t->a, lg_Var);
  *v = *x->var;
  v->name = name;
  v->type = x->type;
  y->kind = LG_E_VAR;
  y->var = v;
  y->nargs = 0;
  y->args = NULL;
  return y;
}

/* the register of copy k's element A[i + c] */
static const char *load_reg(VP *t, const lg_VecArray *va, long long c) {
  long long rel = t->k + c - va->lo;
  return lg_fmt(t->a, "lg_ld_%s_%lld.%c", va->var->name, rel / va->lanes, "xyzw"[rel % va->lanes]);
}

static lg_Expr *clone_expr(VP *t, const lg_Expr *x) {
  if (!x)
    return NULL;
  if (x->kind == LG_E_INDEX) {
    const lg_VecArray *va = vec_array(t->vi, x->var);
    long long c = 0;
    lg_Poly *pl = lg_affine_of(t->p, t->r, x->args[0]);
    pl = lg_poly_add(t->a, pl, lg_poly_atom(t->a, t->vi->iv_atom), -1);
    lg_poly_is_const(pl, &c); /* vectorize.c checked the form */
    return named(t, x, load_reg(t, va, c));
  }
  lg_Expr *y = LG_NEW(t->a, lg_Expr);
  *y = *x;
  if (x->kind == LG_E_ASSIGN && x->args[0]->kind == LG_E_INDEX) {
    y->args = LG_NEW_ARRAY(t->a, lg_Expr *, 2);
    y->args[0] = named(t, x->args[0], lg_fmt(t->a, "lg_st_%s_%d", x->args[0]->var->name, t->k));
    y->args[1] = clone_expr(t, x->args[1]);
    return y;
  }
  if (x->nargs) {
    y->args = LG_NEW_ARRAY(t->a, lg_Expr *, x->nargs);
    for (int i = 0; i < x->nargs; i++)
      y->args[i] = clone_expr(t, x->args[i]);
  }
  return y;
}

static lg_Expr *clone_expr_cb(void *ctx, lg_Expr *x) { return clone_expr(ctx, x); }

/* vectorize.c admits no loop, jump or label in the body: expressions only */
static lg_Stmt *clone_stmt(VP *t, const lg_Stmt *s) {
  return lg_clone_stmt(t->a, s, clone_expr_cb, NULL, t);
}

static bool names_var(void *ctx, lg_Expr *e) {
  const lg_Var **v = ctx;
  if (*v && lg_expr_names(e, *v))
    *v = NULL; /* found */
  return false;
}

/* whether the copy still reads the induction variable (its subscripts
   became registers) */
static bool stmt_reads(lg_Stmt *s, const lg_Var *iv) {
  const lg_Var *v = iv;
  lg_walk_stmt_exprs(s, names_var, &v);
  return v == NULL;
}

static void print_body(lg_Emit *e, lg_PrintCtx *pc, const lg_Stmt *body, int ind) {
  if (body && body->kind == LG_S_BLOCK)
    lg_print_stmts(e, pc, body->stmts, body->nstmts, ind);
  else
    lg_print_stmt(e, pc, body, ind);
}

static void line(lg_Emit *e, int ind, const char *s) {
  e->line = 0;
  lg_emit_indent(e, ind);
  lg_emit(e, "%s", s);
}

static const char *vec_type(const lg_Var *v) {
  lg_TypeKind k = v->type->elem->kind;
  return k == LG_T_FLOAT ? "float4" : k == LG_T_DOUBLE ? "double2" : "int4";
}

/* the kernel's own parameters after the common ones: the device range of
 * each array loaded by vectors */
void lg_vec_kernel_params(lg_Program *p, lg_Region *r, lg_Emit *e) {
  const lg_VecInfo *vi = ((lg_RegionInfo *)r->analysis)->vec;
  (void)p;
  if (!vi)
    return;
  for (int i = 0; i < vi->narr; i++)
    if (vi->arr[i].load)
      lg_emit(e, ", long long lg_vlo_%s, long long lg_vhi_%s", vi->arr[i].var->name,
              vi->arr[i].var->name);
}

void lg_vec_launch_args(lg_Program *p, lg_Region *r, lg_Buf *b) {
  const lg_VecInfo *vi = ((lg_RegionInfo *)r->analysis)->vec;
  (void)p;
  if (!vi)
    return;
  for (int i = 0; i < vi->narr; i++)
    if (vi->arr[i].load)
      lg_buf_printf(b, ", lg_lo_%s, lg_hi_%s", vi->arr[i].var->name, vi->arr[i].var->name);
}

bool lg_vec_print_kernel(lg_Program *p, lg_Region *r, lg_Emit *e) {
  lg_RegionInfo *ri = r->analysis;
  lg_VecInfo *vi = ri->vec;
  if (!vi)
    return false;
  lg_Arena *a = p->arena;
  lg_PrintCtx pc = {.p = p, .a = a, .linearize_vla = true, .region = r};
  const lg_Loop *l = ri->mapped[0];
  const char *iv = l->iv->name, *tn = lg_type_name(l->iv->type);
  int w = vi->width;
  e->line = 0;
  lg_emit(e, "static __global__ void %s(", r->name);
  lg_kernel_params(p, r, e);
  lg_vec_kernel_params(p, r, e);
  lg_emit(e, ")\n{\n  %s\n", lg_kernel_comment(p, r));
  /* the 16-byte path needs every vector's address aligned: the biased
     pointers are (an array entered at an odd offset is not) */
  lg_emit(e, "  const bool lg_valign =");
  for (int i = 0; i < vi->narr; i++)
    lg_emit(e, "%s((unsigned long long)%s & 15) == 0", i ? " && " : " ", vi->arr[i].var->name);
  lg_emit(e, ";\n");
  lg_emit(e,
          "  for (long long lg_c0 = (blockIdx.x * (long long)blockDim.x + threadIdx.x) * %d; "
          "lg_c0 < lg_trip0; lg_c0 += (long long)gridDim.x * blockDim.x * %d) {\n",
          w, w);
  /* the whole-group test */
  lg_emit(e, "    if (lg_valign && lg_c0 + %d <= lg_trip0", w);
  for (int i = 0; i < vi->narr; i++) {
    const lg_VecArray *va = &vi->arr[i];
    if (!va->load)
      continue;
    lg_emit(e, " && lg_c0 %c %lld >= lg_vlo_%s && lg_c0 + %lld <= lg_vhi_%s", va->lo < 0 ? '-' : '+',
            va->lo < 0 ? -va->lo : va->lo, va->var->name, va->hi - 1, va->var->name);
  }
  lg_emit(e, ") {\n");
  for (int i = 0; i < vi->narr; i++) {
    const lg_VecArray *va = &vi->arr[i];
    const char *n = va->var->name;
    if (va->load)
      for (int q = 0; q < va->nvec; q++) {
        long long off = va->lo + (long long)q * va->lanes;
        line(e, 3, "");
        lg_emit(e, "const %s lg_ld_%s_%d = lg_ld%d(%s + (lg_c0 %c %lld));\n", vec_type(va->var), n,
                q, va->lanes, n, off < 0 ? '-' : '+', off < 0 ? -off : off);
      }
    if (va->store) {
      line(e, 3, "");
      lg_emit(e, "%s", lg_type_name(va->var->type->elem));
      for (int k = 0; k < w; k++)
        lg_emit(e, "%s lg_st_%s_%d", k ? "," : "", n, k);
      lg_emit(e, ";\n");
    }
  }
  VP t = {.p = p, .r = r, .ri = ri, .vi = vi, .a = a};
  for (int k = 0; k < w; k++) {
    t.k = k;
    lg_Stmt *body = clone_stmt(&t, l->body);
    line(e, 3, "");
    lg_emit(e, "{ /* %s + %d */\n", iv, k);
    if (stmt_reads(body, l->iv)) {
      line(e, 4, "");
      lg_emit(e, "%s = (%s)(lg_c0 + %d);\n", lg_decl_text(a, l->iv->type, iv), tn, k);
    }
    print_body(e, &pc, body, 4);
    line(e, 3, "}\n");
  }
  for (int i = 0; i < vi->narr; i++) {
    const lg_VecArray *va = &vi->arr[i];
    const char *n = va->var->name;
    if (!va->store)
      continue;
    for (int k0 = 0; k0 < w; k0 += va->lanes) {
      line(e, 3, "");
      if (k0)
        lg_emit(e, "lg_st%d(%s + (lg_c0 + %d)", va->lanes, n, k0);
      else
        lg_emit(e, "lg_st%d(%s + lg_c0", va->lanes, n);
      for (int k = k0; k < k0 + va->lanes; k++)
        lg_emit(e, ", lg_st_%s_%d", n, k);
      lg_emit(e, ");\n");
    }
  }
  line(e, 2, "} else {\n");
  for (int k = 0; k < w; k++) {
    line(e, 3, "");
    lg_emit(e, "if (lg_c0 + %d < lg_trip0) { /* %s + %d */\n", k, iv, k);
    if (ri->iv_read[0]) {
      line(e, 4, "");
      lg_emit(e, "%s = (%s)(lg_c0 + %d);\n", lg_decl_text(a, l->iv->type, iv), tn, k);
    }
    print_body(e, &pc, l->body, 4);
    line(e, 3, "}\n");
  }
  line(e, 2, "}\n");
  line(e, 1, "}\n");
  line(e, 0, "}\n");
  return true;
}

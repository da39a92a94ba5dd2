/* print_region_fn.c — the two halves of a region, where they meet: the
 * CUDA half's `extern "C"` function that runs a region (its parameters,
 * their kinds and declarations in C and in C++, its name, unique per
 * translated file), the prototype the host half declares, and the host
 * half's code in place of the loop, the call. What that function's body
 * does (trip counts, data, launch) is print_host.c's (lg_region_body); split
 * from it because the interface between the halves is a concern of its own.
 */
#include <string.h>

#include "kernel.h"

/* The host program stays C (the input's own text, compiled by a C
 * compiler), so its meaning is the C program's by construction; the CUDA
 * half holds the kernels and, per region, one `extern "C"` function that
 * runs it: trip counts, data entering and leaving the device, the launch,
 * the reductions and the final values of induction variables. The host half
 * evaluates, where the loop stands, what only C can evaluate there (the
 * arrays' ranges, which may come from data clauses written in C) and calls
 * that function with every variable the region uses: scalars by value,
 * scalars the region writes by address, arrays as pointers to their first
 * element. */

typedef enum ParamKind { PARAM_VALUE, PARAM_REF, PARAM_ARRAY } ParamKind;
typedef struct Param {
  lg_Var *var;
  ParamKind kind;
} Param;

static bool has_param(const lg_PtrVec *v, const lg_Var *x) {
  for (int i = 0; i < v->n; i++)
    if (((Param *)v->items[i])->var == x)
      return true;
  return false;
}

static void add_param(lg_Arena *a, lg_PtrVec *out, lg_RegionInfo *ri, lg_Var *v) {
  if (has_param(out, v))
    return;
  Param *pa = LG_NEW(a, Param);
  pa->var = v;
  if (lg_is_array_like(v))
    pa->kind = PARAM_ARRAY;
  else if (lg_var_written_in(ri, v) || lg_is_redvar(ri, v) || lg_loop_of_iv(ri, v))
    pa->kind = PARAM_REF;
  else
    pa->kind = PARAM_VALUE;
  lg_vec_push(a, out, pa);
}

static void add_expr_params(lg_Arena *a, lg_PtrVec *out, lg_RegionInfo *ri, const lg_Region *r,
                            const lg_Expr *e) {
  if (!e)
    return;
  if ((e->kind == LG_E_VAR || e->kind == LG_E_INDEX) && e->var && e->var->region != r)
    add_param(a, out, ri, e->var);
  for (int i = 0; i < e->nargs; i++)
    add_expr_params(a, out, ri, r, e->args[i]);
}

static bool vec_has(const lg_PtrVec *v, const void *x) {
  for (int i = 0; i < v->n; i++)
    if (v->items[i] == x)
      return true;
  return false;
}

static void add_expr_vars(lg_Arena *a, lg_PtrVec *out, const lg_Expr *e) {
  if (!e)
    return;
  if ((e->kind == LG_E_VAR || e->kind == LG_E_INDEX) && e->var && !vec_has(out, e->var))
    lg_vec_push(a, out, e->var);
  for (int i = 0; i < e->nargs; i++)
    add_expr_vars(a, out, e->args[i]);
}

/* The variables of the region's host side, in the order they first appear:
 * every variable the region uses that is declared outside it, and the
 * variables the extents of its variably modified arrays name. */
static void region_params(lg_Program *p, lg_Region *r, lg_PtrVec *out) {
  lg_RegionInfo *ri = r->analysis;
  for (int i = 0; i < r->nvars; i++) {
    lg_Var *v = r->vars[i];
    if (v->region != r && !v->last_symbol)
      add_param(p->arena, out, ri, v);
  }
  /* a private scalar whose value the code after the loop reads: set from
     the last iteration (private.c) */
  for (int i = 0; i < r->nvars; i++) {
    lg_Var *o = r->vars[i]->last_symbol ? r->vars[i]->private_of : NULL;
    if (!o)
      continue;
    if (!has_param(out, o))
      add_param(p->arena, out, ri, o);
    for (int k = 0; k < out->n; k++)
      if (((Param *)out->items[k])->var == o)
        ((Param *)out->items[k])->kind = PARAM_REF;
  }
  /* the variables whose loops' instances the region has (lg_Var.origin):
     their final values are set where the code after the region may read
     them (lg_print_final_values, print_finals.c), and always for the mapped loops */
  for (int i = 0; i < r->nvars; i++) {
    lg_Var *o = r->vars[i]->origin;
    if (!o || !(lg_live_after(r, o) || lg_is_mapped_iv(ri, r->vars[i])))
      continue;
    if (!has_param(out, o))
      add_param(p->arena, out, ri, o);
    for (int k = 0; k < out->n; k++)
      if (((Param *)out->items[k])->var == o)
        ((Param *)out->items[k])->kind = PARAM_REF;
  }
  for (int i = 0; i < ri->narrays; i++) {
    const lg_Type *t = ri->arrays[i].var->type;
    for (int d = 0; t->kind == LG_T_ARRAY && d < t->ndims; d++)
      if (t->cdims[d] < 0)
        add_expr_params(p->arena, out, ri, r, t->dims[d]);
  }
}

/* The input's name as a C identifier part: `kernels/saxpy-2.c` -> `saxpy_2`,
 * so that the region functions of two translated files of one program do
 * not collide at link time. */
static const char *unit_name(lg_Program *p) {
  const char *base = strrchr(p->path, '/');
  base = base ? base + 1 : p->path;
  char *s = lg_strdup(p->arena, base);
  char *dot = strrchr(s, '.');
  if (dot && dot != s)
    *dot = 0;
  for (char *c = s; *c; c++)
    if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9')))
      *c = '_';
  return s;
}

const char *lg_region_fn_name(lg_Program *p, const lg_Region *r) {
  return lg_fmt(p->arena, "lg_%s_%s", unit_name(p), r->name);
}

/* A parameter's declaration, `name` "" for a type alone, in the host half
 * (C) or the CUDA half (C++). */
static const char *param_decl(lg_Arena *a, const Param *pa, const char *name, bool c_side) {
  const lg_Var *v = pa->var;
  const char *t;
  const char *sep = *name ? " " : "";
  if (pa->kind == PARAM_ARRAY) {
    const lg_Type *el = v->type->elem;
    if (c_side && el->kind == LG_T_RECORD) /* the host half's name of the type */
      t = lg_fmt(a, "%s%s *%s", el->is_const ? "const " : "", el->rec->c_name, name);
    else if (v->type->kind == LG_T_PTR || lg_is_vla_param(v) || v->type->ndims == 1)
      t = lg_fmt(a, "%s%s *%s", el->is_const ? "const " : "", lg_type_name(el), name);
    else
      t = lg_decl_text(a, v->type, name); /* float (*w)[3] */
  } else {
    t = lg_fmt(a, "%s%s%s",
               c_side && v->type->kind == LG_T_RECORD ? v->type->rec->c_name
                                                      : lg_type_name(v->type),
               pa->kind == PARAM_REF ? " *" : sep, name);
  }
  if (c_side && !strncmp(t, "bool", 4))
    t = lg_fmt(a, "_Bool%s", t + 4); /* no <stdbool.h> needed */
  return t;
}

/* `void lg_saxpy_saxpy_k0(int, float, float *, ...)`: the prototype the host
 * half declares (unnamed parameters: names could meet the input's macros). */
char *lg_region_prototype(lg_Program *p, lg_Region *r) {
  lg_Arena *a = p->arena;
  lg_RegionInfo *ri = r->analysis;
  lg_PtrVec params = {0};
  region_params(p, r, &params);
  lg_Buf b = {0};
  lg_buf_printf(&b, "void %s(", lg_region_fn_name(p, r));
  int n = 0;
  for (int i = 0; i < params.n; i++)
    lg_buf_printf(&b, "%s%s", n++ ? ", " : "", param_decl(a, params.items[i], "", true));
  for (int i = 0; i < ri->narrays; i++)
    lg_buf_printf(&b, "%slong long, long long", n++ ? ", " : "");
  if (n == 0)
    lg_buf_puts(&b, "void");
  lg_buf_puts(&b, ");");
  char *s = lg_strndup(a, b.data, b.len);
  lg_buf_free(&b);
  return s;
}

/* The CUDA half's function that runs region r (called by the host half). */
void lg_print_region_fn(lg_Program *p, lg_Region *r, lg_Emit *e) {
  lg_Arena *a = p->arena;
  lg_RegionInfo *ri = r->analysis;
  lg_PtrVec params = {0};
  region_params(p, r, &params);
  e->line = 0;
  lg_emit(e, "/* %s: runs the loop of %s:%d on the device (called by the host half) */\n",
          lg_region_fn_name(p, r), p->path, r->loop->loc.line);
  lg_emit(e, "extern \"C\" void %s(", lg_region_fn_name(p, r));
  int n = 0;
  for (int i = 0; i < params.n; i++) {
    const Param *pa = params.items[i];
    const char *name = pa->kind == PARAM_REF ? lg_fmt(a, "lg_ref_%s", pa->var->name)
                                             : pa->var->name;
    lg_emit(e, "%s%s", n++ ? ", " : "", param_decl(a, pa, name, false));
  }
  for (int i = 0; i < ri->narrays; i++) {
    const char *v = ri->arrays[i].var->name;
    lg_emit(e, "%slong long lg_lo_%s, long long lg_hi_%s", n++ ? ", " : "", v, v);
  }
  if (n == 0)
    lg_emit(e, "void");
  lg_emit(e, ")\n{\n");
  /* what the kernel and the trip counts read; the other scalars only
     entered the arrays' ranges (computed by the host half) or the sizes of
     per-thread scratch */
  lg_PtrVec used = {0};
  for (int i = 0; i < ri->kernel_scalars.n; i++) /* map.c */
    lg_vec_push(a, &used, ri->kernel_scalars.items[i]);
  for (int m = 0; m < ri->nmapped; m++) {
    add_expr_vars(a, &used, ri->mapped[m]->lb);
    add_expr_vars(a, &used, ri->mapped[m]->ub);
    add_expr_vars(a, &used, lg_loop_extra_bound(ri->mapped[m]));
  }
  for (int i = 0; i < params.n; i++) {
    const Param *pa = params.items[i];
    if (pa->kind == PARAM_REF)
      lg_emit(e, "  %s &%s = *lg_ref_%s;\n", lg_type_name(pa->var->type), pa->var->name,
              pa->var->name);
    else if (pa->kind == PARAM_VALUE && !vec_has(&used, pa->var))
      lg_emit(e, "  (void)%s;\n", pa->var->name);
  }
  lg_emit(e, "  %s\n}\n\n", lg_region_body(p, r, "  "));
}

/* The host half's code in place of region r's loop: the arrays' ranges,
 * evaluated where the loop stands, and the call. */
char *lg_region_host_code(lg_Program *p, lg_Region *r, const char *in) {
  lg_Arena *a = p->arena;
  lg_RegionInfo *ri = r->analysis;
  lg_PtrVec params = {0};
  region_params(p, r, &params);
  lg_Buf b = {0};
  lg_buf_printf(&b, "{ /* %s: lines %d-%d run on the device (%s) */\n", r->name,
                r->loop->loc.line, r->loop->end_line, lg_region_fn_name(p, r));
  for (int i = 0; i < params.n; i++) {
    const lg_Var *v = ((Param *)params.items[i])->var;
    if (v->host_expr) /* a row length as C fixed it */
      lg_buf_printf(&b, "%s  const long long %s = %s;\n", in, v->name, v->host_expr);
  }
  for (int i = 0; i < ri->narrays; i++) {
    const lg_ArrayUse *u = &ri->arrays[i];
    lg_buf_printf(&b, "%s  long long lg_lo_%s = %s, lg_hi_%s = %s;\n", in, u->var->name,
                  lg_bound_text(p, u->lo, NULL, NULL), u->var->name,
                  lg_bound_text(p, u->hi, NULL, NULL));
  }
  lg_buf_printf(&b, "%s  %s(", in, lg_region_fn_name(p, r));
  int n = 0;
  for (int i = 0; i < params.n; i++) {
    const Param *pa = params.items[i];
    const lg_Var *v = pa->var;
    const char *arg = lg_host_name(v);
    if (pa->kind == PARAM_REF)
      arg = lg_fmt(a, "&%s", lg_host_name(v));
    else if (pa->kind == PARAM_ARRAY && lg_is_vla_param(v))
      arg = lg_fmt(a, "(%s)%s", param_decl(a, pa, "", true), lg_host_name(v));
    lg_buf_printf(&b, "%s%s", n++ ? ", " : "", arg);
  }
  for (int i = 0; i < ri->narrays; i++) {
    const char *v = ri->arrays[i].var->name;
    lg_buf_printf(&b, "%slg_lo_%s, lg_hi_%s", n++ ? ", " : "", v, v);
  }
  lg_buf_printf(&b, ");\n");
  /* a scalar the region made private (private.c) that the code after it
     does not read: the host half no longer uses it (no -Wunused-variable
     where the input has none) */
  for (int i = 0; i < r->nvars; i++) {
    const lg_Var *o = r->vars[i]->private_of;
    if (o && !r->vars[i]->last_symbol && !has_param(&params, o))
      lg_buf_printf(&b, "%s  (void)%s;\n", in, lg_host_name(o));
  }
  lg_buf_printf(&b, "%s}", in);
  char *s = lg_strndup(a, b.data, b.len);
  lg_buf_free(&b);
  return s;
}

/* print_region_fn.c — the two halves of a region, where they meet: the
 * CUDA half's `extern "C"` function that runs a region (its parameters,
 * their kinds and declarations in C and in C++, its name, unique per
 * translated file), the prototype the host half declares, and the host
 * half's code in place of the loop, the call. What that function's body
 * does (trip counts, data, launch) is print_host.c's (lg_region_body); split
 * from it because the interface between the halves is a concern of its own.
 */
#include <string.h>

#include "edit.h"
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

/* The parameters and how each is passed: RegionInfo.params (map.c). */

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
static const char *param_decl(lg_Arena *a, const lg_RegionParam *pa, const char *name,
                              bool c_side) {
  const lg_Var *v = pa->var;
  const char *t;
  const char *sep = *name ? " " : "";
  if (pa->kind == LG_PARAM_ARRAY) {
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
               pa->kind == LG_PARAM_REF ? " *" : sep, name);
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
  const lg_PtrVec params = ri->params; /* map.c */
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
  const lg_PtrVec params = ri->params; /* map.c */
  e->line = 0;
  lg_emit(e, "/* %s: runs the loop of %s:%d on the device (called by the host half) */\n",
          lg_region_fn_name(p, r), p->path, r->loop->loc.line);
  lg_emit(e, "extern \"C\" void %s(", lg_region_fn_name(p, r));
  int n = 0;
  for (int i = 0; i < params.n; i++) {
    const lg_RegionParam *pa = params.items[i];
    const char *name = pa->kind == LG_PARAM_REF ? lg_fmt(a, "lg_ref_%s", pa->var->name)
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
  for (int i = 0; i < params.n; i++) {
    const lg_RegionParam *pa = params.items[i];
    if (pa->kind == LG_PARAM_REF)
      lg_emit(e, "  %s &%s = *lg_ref_%s;\n", lg_type_name(pa->var->type), pa->var->name,
              pa->var->name);
    else if (pa->unused) /* by value, read by neither the kernel nor the trip counts */
      lg_emit(e, "  (void)%s;\n", pa->var->name);
  }
  lg_emit(e, "  %s\n}\n\n", lg_region_body(p, r, "  "));
}

/* The loop at [l->begin, l->end) as the input wrote it, with the front
 * end's edits inside it (its directives commented out). */
static char *loop_as_written(lg_Program *p, const lg_Loop *l) {
  lg_EditList inner = {0};
  for (int i = 0; p->edits && i < p->edits->n; i++) {
    const lg_Edit *e = &p->edits->items[i];
    if (e->begin >= l->begin && e->end <= l->end)
      lg_edit_add(p->arena, &inner, e->begin - l->begin, e->end - l->begin, e->text);
  }
  lg_Buf b = {0};
  lg_edit_apply(p->src + l->begin, l->end - l->begin, &inner, &b);
  char *s = lg_strndup(p->arena, b.data, b.len);
  lg_buf_free(&b);
  return s;
}

char *lg_overlap_guard(lg_Program *p, const lg_RegionInfo *ri, const lg_Loop *l,
                       const char *what, const char *lo_prefix, const char *hi_prefix,
                       const char *in) {
  if (!ri || ri->noverlaps == 0)
    return NULL;
  lg_Arena *a = p->arena;
  const char *file = lg_c_string(a, p->path);
  int line = l->loc.line;
  /* the flat pointer at the range's start, and its bytes */
  const char **at = LG_NEW_ARRAY(a, const char *, ri->narrays);
  const char **bytes = LG_NEW_ARRAY(a, const char *, ri->narrays);
  lg_Buf b = {0};
  for (int i = 0; i < ri->narrays; i++) {
    const lg_Var *v = ri->arrays[i].var;
    if (v->snapshot_of) /* a device copy (snapshot.c): not in the host half */
      continue;
    const char *lo = lg_fmt(a, "%s%s", lo_prefix, v->name);
    at[i] = lg_fmt(a, "(const void *)(%s + %s)", lg_host_flat_ptr(a, v), lo);
    bytes[i] = lg_fmt(a, "lg_nb_%s", v->name);
    lg_buf_printf(&b, "size_t lg_nb_%s = %s;\n%s  ", v->name,
                  lg_host_range_bytes(a, v, lo, lg_fmt(a, "%s%s", hi_prefix, v->name)), in);
  }
  lg_buf_printf(&b, "const char *lg_ov =");
  for (int k = 0; k < ri->noverlaps; k++) {
    const lg_Overlap *o = &ri->overlaps[k];
    int x = 0, y = 0;
    for (int i = 0; i < ri->narrays; i++) {
      if (ri->arrays[i].var == o->x)
        x = i;
      if (ri->arrays[i].var == o->y)
        y = i;
    }
    lg_buf_printf(&b, "\n%s    lg_overlap(%s, %s, %s, %s)", in, at[x], bytes[x], at[y], bytes[y]);
    if (o->same_base)
      lg_buf_printf(&b, " && (const void *)%s != (const void *)%s", lg_host_flat_ptr(a, o->x),
                    lg_host_flat_ptr(a, o->y));
    lg_buf_printf(&b, " ? \"'%s' and '%s'\" :", o->x->name, o->y->name);
  }
  lg_buf_printf(&b, " (const char *)0;\n");
  lg_buf_printf(&b,
                "%s  if (lg_ov) { /* they share memory: the loop as written, on the CPU */\n"
                "%s    lg_on_host(lg_ov, \"%s\", \"%s\", %d);\n",
                in, in, what, file, line);
  for (int i = 0; i < ri->narrays; i++)
    if (at[i])
      lg_buf_printf(&b, "%s    if (%s)\n%s      lg_update_host(%s, %s, \"%s\", \"%s\", %d);\n", in,
                    bytes[i], in, at[i], bytes[i], ri->arrays[i].var->name, file, line);
  lg_buf_printf(&b, "#line %d \"%s\"\n%s%s\n", line, file, lg_indent_at(p, l->begin),
                loop_as_written(p, l));
  for (int i = 0; i < ri->narrays; i++)
    if (at[i] && ri->arrays[i].written)
      lg_buf_printf(&b, "%s    if (%s)\n%s      lg_update_device(%s, %s, \"%s\", \"%s\", %d);\n",
                    in, bytes[i], in, at[i], bytes[i], ri->arrays[i].var->name, file, line);
  lg_buf_printf(&b, "%s  } else ", in);
  char *s = lg_strndup(a, b.data, b.len);
  lg_buf_free(&b);
  return s;
}

/* The host half's code in place of region r's loop: the arrays' ranges,
 * evaluated where the loop stands, and the call. */
char *lg_region_host_code(lg_Program *p, lg_Region *r, const char *in) {
  lg_Arena *a = p->arena;
  lg_RegionInfo *ri = r->analysis;
  const lg_PtrVec params = ri->params; /* map.c */
  lg_Buf b = {0};
  lg_buf_printf(&b, "{ /* %s: lines %d-%d run on the device (%s) */\n", r->name,
                r->loop->loc.line, r->loop->end_line, lg_region_fn_name(p, r));
  for (int i = 0; i < params.n; i++) {
    const lg_Var *v = ((lg_RegionParam *)params.items[i])->var;
    if (v->host_expr) /* a row length as C fixed it */
      lg_buf_printf(&b, "%s  const long long %s = %s;\n", in, v->name, v->host_expr);
  }
  for (int i = 0; i < ri->narrays; i++) {
    const lg_ArrayUse *u = &ri->arrays[i];
    lg_buf_printf(&b, "%s  long long lg_lo_%s = %s, lg_hi_%s = %s;\n", in, u->var->name,
                  lg_bound_text(p, u->lo, NULL, NULL), u->var->name,
                  lg_bound_text(p, u->hi, NULL, NULL));
  }
  char *guard = lg_overlap_guard(p, ri, r->loop, r->name, "lg_lo_", "lg_hi_", in);
  if (guard)
    lg_buf_printf(&b, "%s  %s{\n%s    ", in, guard, in);
  lg_buf_printf(&b, "%s%s(", guard ? "" : lg_fmt(a, "%s  ", in), lg_region_fn_name(p, r));
  int n = 0;
  for (int i = 0; i < params.n; i++) {
    const lg_RegionParam *pa = params.items[i];
    const lg_Var *v = pa->var;
    const char *arg = lg_host_name(v);
    if (pa->kind == LG_PARAM_REF)
      arg = lg_fmt(a, "&%s", lg_host_name(v));
    else if (pa->kind == LG_PARAM_ARRAY && lg_is_vla_param(v))
      arg = lg_fmt(a, "(%s)%s", param_decl(a, pa, "", true), lg_host_name(v));
    lg_buf_printf(&b, "%s%s", n++ ? ", " : "", arg);
  }
  for (int i = 0; i < ri->narrays; i++) {
    const char *v = ri->arrays[i].var->name;
    lg_buf_printf(&b, "%slg_lo_%s, lg_hi_%s", n++ ? ", " : "", v, v);
  }
  lg_buf_printf(&b, ");\n");
  if (guard)
    lg_buf_printf(&b, "%s  }\n", in);
  /* a scalar the region made private (private.c) that the code after it
     does not read: the host half no longer uses it (no -Wunused-variable
     where the input has none) */
  for (int i = 0; i < ri->host_void.n; i++) /* map.c */
    lg_buf_printf(&b, "%s  (void)%s;\n", in, lg_host_name(ri->host_void.items[i]));
  lg_buf_printf(&b, "%s}", in);
  char *s = lg_strndup(a, b.data, b.len);
  lg_buf_free(&b);
  return s;
}

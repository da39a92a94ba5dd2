/* print_host.c — the host code that replaces a kernel region: trip counts,
 * the data entering the device (each region enters and exits its arrays
 * itself; under a host loop's data region that only moves reference
 * counts), the launch, the reductions' partials combined in block order
 * (deterministic); the same for a chunk() region streamed through the
 * device. Also the entry and exit of host loops' data regions. The final
 * values of induction variables after the region are print_finals.c's, the
 * region function around this code and its call print_region_fn.c's.
 */
#include <string.h>

#include "kernel.h"
#include "report.h"
#include "tile.h"

/* What comes right before a launch: the footprint report's record of it,
 * and, for a kernel whose staging needs more than 48 KB of shared memory
 * per block (dynamic shared memory, tile.c), the opt-in that CUDA requires
 * (lg_kernel_smem -> cudaFuncSetAttribute, about a microsecond). Returns the
 * dynamic shared memory bytes for the launch. */
static long long print_launch_record(lg_Buf *b, const lg_Region *r, const char *in,
                                     const char *file, int line) {
  long long dyn = lg_tile_dynamic_bytes(r);
  if (dyn > 0)
    lg_buf_printf(b, "%slg_kernel_smem((const void *)%s, %lld, \"%s\", \"%s\", %d);\n", in,
                  r->name, dyn, r->name, file, line);
  lg_buf_printf(b, "%sLG_LAUNCH_RECORD(%s, lg_grid, lg_block, %lld, \"%s\", %d);\n", in, r->name,
                dyn, file, line);
  return dyn;
}

static const char *const dir_names[] = {"LG_CREATE", "LG_COPYIN", "LG_COPYOUT", "LG_COPY"};

static const char *elem_type(lg_Arena *a, const lg_Var *v) {
  const lg_Type *e = v->type->elem;
  return lg_fmt(a, "%s%s", e->is_const ? "const " : "", lg_type_name(e));
}

/* The array as a flat host pointer to its elements (in the half `name`
 * belongs to). */
static const char *flat_ptr_named(lg_Arena *a, const lg_Var *v, const char *name) {
  if (v->type->kind == LG_T_PTR || v->type->ndims == 1)
    return name;
  return lg_fmt(a, "(%s *)%s", elem_type(a, v), name);
}

static const char *flat_ptr(lg_Arena *a, const lg_Var *v) { return flat_ptr_named(a, v, v->name); }

/* The element type as the host half names it: a struct as C does (a
 * typedef of an unnamed struct has no `struct` tag there). */
static const char *host_elem_name(const lg_Var *v) {
  const lg_Type *e = v->type->elem;
  return e->kind == LG_T_RECORD && e->rec && e->rec->c_name ? e->rec->c_name : lg_type_name(e);
}

static const char *host_flat_ptr(lg_Arena *a, const lg_Var *v) {
  if (v->type->kind == LG_T_PTR || v->type->ndims == 1)
    return lg_host_name(v);
  return lg_fmt(a, "(%s%s *)%s", v->type->elem->is_const ? "const " : "", host_elem_name(v),
                lg_host_name(v));
}

const char *lg_host_flat_ptr(lg_Arena *a, const lg_Var *v) { return host_flat_ptr(a, v); }

/* The bytes of v's elements lo..hi (names of long long host variables), as
 * the host half writes them: 0 when the range is empty. */
const char *lg_host_range_bytes(lg_Arena *a, const lg_Var *v, const char *lo, const char *hi) {
  return lg_fmt(a, "(%s >= %s ? (size_t)(%s - %s + 1) * sizeof(%s) : 0)", hi, lo, hi, lo,
                host_elem_name(v));
}

/* The trip count of loop l as C text over host variables. The header forms
 * other than PLAIN count as loopform.c says; PLAIN keeps this spelling. */
static char *trip_text(lg_PrintCtx *pc, const lg_Loop *l) {
  lg_Arena *a = pc->a;
  if (l->form != LG_LOOP_PLAIN)
    return lg_expr_text_top(pc, lg_loop_trip_expr(a, l));
  /* operands: parenthesized unless primary */
  const char *plb = lg_expr_text(pc, l->lb), *pub = lg_expr_text(pc, l->ub);
  bool lb0 = l->lb->kind == LG_E_INT && l->lb->ival == 0;
  long long s = l->step > 0 ? l->step : -l->step;
  lg_Cmp cmp = l->cmp;
  if (cmp == LG_CMP_NE)
    cmp = l->step > 0 ? LG_CMP_LT : LG_CMP_GT;
  /* hi - lo, as long long */
  const char *hi = cmp == LG_CMP_LT || cmp == LG_CMP_LE ? pub : plb;
  const char *lo = cmp == LG_CMP_LT || cmp == LG_CMP_LE ? plb : pub;
  bool lo0 = (cmp == LG_CMP_LT || cmp == LG_CMP_LE) && lb0;
  const char *diff = lo0 ? lg_fmt(a, "(long long)%s", hi)
                         : lg_fmt(a, "(long long)%s - %s", hi, lo);
  bool strict = cmp == LG_CMP_LT || cmp == LG_CMP_GT;
  const char *test = lg_fmt(a, "%s %s %s", hi, strict ? ">" : ">=", lo);
  if (strict && s == 1)
    return lg_fmt(a, "%s ? %s : 0", test, diff);
  if (strict)
    return lg_fmt(a, "%s ? (%s + %lld) / %lld : 0", test, diff, s - 1, s);
  if (s == 1)
    return lg_fmt(a, "%s ? %s + 1 : 0", test, diff);
  return lg_fmt(a, "%s ? (%s) / %lld + 1 : 0", test, diff, s);
}

char *lg_trip_text(lg_PrintCtx *pc, const lg_Loop *l) { return trip_text(pc, l); }

/* The trip count the grid covers for mapped loop l: a triangle's is that
 * of the loop the host counts (lg_Loop.box, map.c). */
char *lg_mapped_trip_text(lg_PrintCtx *pc, const lg_Loop *l) {
  return trip_text(pc, l->box ? l->box : l);
}

/* A fixed multi-dimensional array is passed with its shape: float (*)[64] */
static const char *fixed_array_cast(lg_Arena *a, const lg_Var *v, const char *dev) {
  if (v->type->kind == LG_T_ARRAY && !lg_is_vla_param(v) && v->type->ndims > 1)
    return lg_fmt(a, "(%s)(%s)", lg_decl_text(a, v->type, ""), dev);
  return dev;
}

static const char *bytes_text(lg_Arena *a, const char *lo, const char *hi, const char *elem) {
  return lg_fmt(a, "%s >= %s ? (size_t)(%s - %s + 1) * sizeof(%s) : 0", hi, lo, hi, lo, elem);
}

/* `dim3 lg_grid(...)`: mapped loop m runs on axis nm-1-m; `trip0` is the
 * trip count of the outermost one (a chunk's, with chunk()). */
static void print_grid(lg_Buf *b, const lg_RegionInfo *ri, const char *in2, const char *trip0) {
  int nm = ri->nmapped;
  lg_buf_printf(b, "%sdim3 lg_grid(", in2);
  for (int ax = 0; ax < 3; ax++) {
    int m = nm - 1 - ax;
    if (ax)
      lg_buf_puts(b, ", ");
    if (m >= 0) {
      int c = ri->grid_cap[ax]; /* map.c */
      /* a coarsened thread covers `coarsen` iterations: the grid shrinks */
      int cu = ri->coarsen[m] > 1 ? ri->coarsen[m] : 1;
      if (m == 0 && ri->ired) /* inner_reduce.c: iterations a block */
        lg_buf_printf(b, "lg_grid_1d(%s, %d, %d)", trip0, ri->ired->per_block, c);
      else if (m == 0 && ri->block_fit) /* map.c: lg_block_1d chose the block */
        lg_buf_printf(b, "lg_grid_1d(%s, lg_block.x, %d)", trip0, c);
      else if (m == 0)
        lg_buf_printf(b, "lg_grid_1d(%s, %d, %d)", trip0, ri->block[ax] * cu, c);
      else
        lg_buf_printf(b, "lg_grid_1d(lg_trip%d, %d, %d)", m, ri->block[ax] * cu, c);
    } else {
      lg_buf_puts(b, "1");
    }
  }
  lg_buf_puts(b, ");\n");
}

/* The kernel argument of an array entered in the present table: its device
 * pointer biased by -lo, so that the kernel's subscripts are the C ones. An
 * empty range (an inner loop that runs zero times) was entered as nothing:
 * the kernel never touches the array, so it gets no pointer. */
static const char *array_arg(lg_Arena *a, const lg_Var *v, const char *file, int line) {
  const char *n = v->name;
  if (v->snapshot_of) /* snapshot.c: the copy made before the launch */
    return fixed_array_cast(a, v, lg_fmt(a, "lg_hi_%s < lg_lo_%s ? (%s *)0 : lg_dev_%s - lg_lo_%s",
                                         n, n, elem_type(a, v), n, n));
  const char *dev = lg_fmt(a,
                           "lg_hi_%s < lg_lo_%s ? (%s *)0 : "
                           "(%s *)lg_devptr(%s + lg_lo_%s, \"%s\", \"%s\", %d) - lg_lo_%s",
                           n, n, elem_type(a, v), elem_type(a, v), flat_ptr(a, v), n, n, file,
                           line, n);
  return fixed_array_cast(a, v, dev);
}

/* The run-time test that the elements u's region writes first
 * (lg_ArrayUse.cover) are all of lo..hi (the names of the range's ends
 * given): the box of the cover loops' trip counts holds as many elements
 * as the range, and lies in it. */
static void print_map_cover(lg_Buf *b, lg_Arena *a, lg_PrintCtx *pc, const lg_ArrayUse *u,
                            const char *in2, const char *file, int line, const char *call);

char *lg_cover_test(lg_PrintCtx *pc, const lg_ArrayUse *u, const char *lo, const char *hi) {
  lg_Buf b = {0};
  lg_buf_printf(&b, "%s - %s + 1 == ", hi, lo);
  for (int k = 0; k < u->ncover; k++)
    lg_buf_printf(&b, "%s(%s)", k ? " * " : "", trip_text(pc, u->cover[k]));
  char *s = lg_strndup(pc->a, b.data, b.len);
  lg_buf_free(&b);
  return s;
}

/* `lg_enter(...)` or `lg_exit(...)` of the range lg_lo_X..lg_hi_X; `pc`
 * given: an enter whose region writes the whole range first copies
 * nothing in (lg_ArrayUse.cover) */
static void print_map(lg_Buf *b, lg_Arena *a, const lg_ArrayUse *u, const char *in2,
                      const char *file, int line, const char *call) {
  print_map_cover(b, a, NULL, u, in2, file, line, call);
}

static void print_map_cover(lg_Buf *b, lg_Arena *a, lg_PrintCtx *pc, const lg_ArrayUse *u,
                            const char *in2, const char *file, int line, const char *call) {
  const char *n = u->var->name;
  if (u->var->snapshot_of) {
    /* snapshot.c: made from the array's device copy (entered before it,
       extent.c widened its range to the snapshot's), freed after the kernel */
    const lg_Var *x = u->var->snapshot_of;
    const char *bytes = bytes_text(a, lg_fmt(a, "lg_lo_%s", n), lg_fmt(a, "lg_hi_%s", n),
                                   lg_type_name(u->var->type->elem));
    if (!strcmp(call, "lg_enter"))
      lg_buf_printf(b,
                    "%s%s *lg_dev_%s = lg_hi_%s < lg_lo_%s ? (%s *)0 : (%s *)lg_dsnapshot("
                    "(const void *)(%s + lg_lo_%s), %s, \"%s\", \"%s\", %d);\n",
                    in2, elem_type(a, u->var), n, n, n, elem_type(a, u->var), elem_type(a, u->var),
                    flat_ptr(a, x), n, bytes, x->name, file, line);
    else
      lg_buf_printf(b, "%sif (lg_dev_%s)\n%s  lg_dfree(lg_dev_%s, \"%s\", %d);\n", in2, n, in2, n,
                    file, line);
    return;
  }
  /* copyin(a) on an array the region writes (warned: the writes stay on the
     device): LG_WRITES tells the runtime that host code in an enclosing
     data region must still read them back (rt_data.c, `written`) */
  const char *dir = (u->dir & 3) == 1 && u->written && !strcmp(call, "lg_enter")
                        ? "(lg_dir)(LG_COPYIN | LG_WRITES)"
                        : dir_names[u->dir & 3];
  if (pc && u->ncover && (u->dir & 3) == 3 && !strcmp(call, "lg_enter"))
    dir = lg_fmt(a, "(%s) ? LG_COPYOUT : LG_COPY",
                 lg_cover_test(pc, u, lg_fmt(a, "lg_lo_%s", n), lg_fmt(a, "lg_hi_%s", n)));
  lg_buf_printf(b, "%s%s((void *)(%s + lg_lo_%s), %s, %s, \"%s\", \"%s\", %d);\n", in2, call,
                flat_ptr(a, u->var), n,
                bytes_text(a, lg_fmt(a, "lg_lo_%s", n), lg_fmt(a, "lg_hi_%s", n),
                           lg_type_name(u->var->type->elem)),
                dir, n, file, line);
}

static char *chunk_host_code(lg_Program *p, lg_Region *r, const char *in);
static char *split_host_code(lg_Program *p, lg_Region *r, const char *in);

/* The start of a region's host code, plain or chunked: a block headed by
 * `comment`, the trip counts of the mapped loops, the test that none is
 * empty, each array's range and the block shape. Returns the indentation
 * inside the test. */
static const char *print_region_prologue(lg_Buf *b, lg_PrintCtx *pc, const lg_RegionInfo *ri,
                                         const char *in, const char *comment) {
  int nm = ri->nmapped;
  lg_buf_printf(b, "{ /* %s */\n", comment);
  for (int m = 0; m < nm; m++)
    lg_buf_printf(b, "%s  long long lg_trip%d = %s;\n", in, m,
                  lg_mapped_trip_text(pc, ri->mapped[m]));
  lg_buf_printf(b, "%s  if (", in);
  for (int m = 0; m < nm; m++)
    lg_buf_printf(b, "%slg_trip%d > 0", m ? " && " : "", m);
  lg_buf_puts(b, ") {\n");
  const char *in2 = lg_fmt(pc->a, "%s    ", in);
  /* the arrays' ranges lg_lo_X..lg_hi_X are parameters: the host half
     evaluates them where the loop stands (region_call) */
  if (ri->block_fit) /* map.c: narrowed when the grid would leave SMs idle */
    lg_buf_printf(b, "%sdim3 lg_block(lg_block_1d(lg_trip0, %d), 1, 1);\n", in2, ri->block[0]);
  else
    lg_buf_printf(b, "%sdim3 lg_block(%d, %d, %d);\n", in2, ri->block[0], ri->block[1],
                  ri->block[2]);
  return in2;
}

/* Private scalars that the code after the loop reads (private.c): the
 * value the last iteration stored on the device, when there was a last
 * iteration (the mapped loops' trip counts are positive here; the
 * sequential candidates' are tested). */
static void last_private_values(lg_Program *p, lg_Region *r, lg_Buf *b, const char *in2) {
  lg_Arena *a = p->arena;
  lg_PrintCtx pc = {.p = p, .a = a};
  const char *file = lg_c_string(a, p->path);
  const char *guard = "";
  for (int i = 0; i < r->nvars; i++) {
    const lg_Loop *l = r->vars[i]->last_of;
    if (l && l->mapped < 0)
      guard = lg_fmt(a, "%s%s(%s) > 0", guard, *guard ? " && " : "", trip_text(&pc, l));
  }
  for (int i = 0; i < r->nvars; i++) {
    const lg_Var *s = r->vars[i];
    if (!s->last_symbol)
      continue;
    lg_buf_printf(b, "%s%slg_symbol_to_host(&%s, (const void *)&%s, sizeof(%s), \"%s\", \"%s\", %d);\n",
                  in2, *guard ? lg_fmt(a, "if (%s) ", guard) : "", s->private_of->name, s->name,
                  s->private_of->name, s->private_of->name, file, r->loop->loc.line);
  }
}

/* The end of a region's host code: the arrays it entered leave the device
 * (in reverse order; chunk() streams the others itself), the report's
 * region record closes, the final values of induction variables declared
 * before the loop are set. Returns the whole text and frees the buffer. */
static char *region_epilogue(lg_Buf *b, lg_Program *p, lg_Region *r, const char *in,
                             const char *in2) {
  lg_RegionInfo *ri = r->analysis;
  lg_Arena *a = p->arena;
  const char *file = lg_c_string(a, p->path);
  int line = r->loop->loc.line;
  for (int i = ri->narrays - 1; i >= 0; i--)
    if (!ri->arrays[i].streamed)
      print_map(b, a, &ri->arrays[i], in2, file, line, "lg_exit");
  lg_buf_printf(b, "%slg_region_end();\n", in2);
  last_private_values(p, r, b, in2);
  lg_print_final_values(p, r, b, in, in2);
  lg_buf_printf(b, "%s}", in);
  char *s = lg_strndup(a, b->data, b->len);
  lg_buf_free(b);
  return s;
}

/* The kernel's scalar arguments, by value, in lg_kernel_params' order. */
static void print_scalar_args(lg_Buf *b, lg_Program *p, lg_Region *r) {
  const lg_PtrVec *scalars = &((lg_RegionInfo *)r->analysis)->kernel_scalars; /* map.c */
  (void)p;
  for (int i = 0; i < scalars->n; i++)
    lg_buf_printf(b, ", %s", ((lg_Var *)scalars->items[i])->name);
}

/* The body of the region function (lg_print_region_fn): a block that runs
 * the region, entered with its parameters bound. */
char *lg_region_body(lg_Program *p, lg_Region *r, const char *in) {
  lg_RegionInfo *ri = r->analysis;
  if (ri->devices) /* with or without chunk() */
    return split_host_code(p, r, in);
  if (ri->chunk)
    return chunk_host_code(p, r, in);
  lg_Arena *a = p->arena;
  lg_PrintCtx pc = {.p = p, .a = a};
  const char *file = lg_c_string(a, p->path);
  int line = r->loop->loc.line;
  int nm = ri->nmapped;
  lg_Buf b = {0};
  const char *in2 = print_region_prologue(&b, &pc, ri, in, r->name);
  print_grid(&b, ri, in2, "lg_trip0");
  lg_hoist_grid_cap(p, r, &b, in2); /* per-thread scratch: resident blocks only */
  /* the prediction needs the launch shape (hoisted scratch scales with it),
     and the report counts what is allocated after it */
  /* the footprint report's prediction (report.c), evaluated here */
  lg_buf_printf(&b, "%slg_region_begin(\"%s\", \"%s\", %d, %s, %s, %s);\n", in2, r->name, file,
                line, lg_region_bytes_text(p, r, true), lg_region_fixed_text(p, r, true),
                nm ? "lg_trip0" : "0");
  lg_buf_printf(&b, "%slg_region_paged(%s);\n", in2, lg_region_paged_text(p, r));
  for (int i = 0; i < ri->narrays; i++)
    print_map_cover(&b, a, &pc, &ri->arrays[i], in2, file, line, "lg_enter");
  for (int i = 0; i < ri->nred; i++) {
    const lg_Var *v = ri->red[i].var;
    lg_buf_printf(&b,
                  "%s%s *lg_part_%s = (%s *)lg_dmalloc(%d * sizeof(%s), \"%s\", \"%s\", %d);\n",
                  in2, lg_type_name(v->type), v->name, lg_type_name(v->type), ri->grid_cap[0],
                  lg_type_name(v->type), v->name, file, line);
  }
  /* the final values the thread of the last iteration stores (finals.c) */
  for (int i = 0; i < ri->fin_device.n; i++) {
    const lg_Var *v = ri->fin_device.items[i];
    const char *tn = lg_type_name(v->type);
    lg_buf_printf(&b, "%s%s lg_fv_%s = 0;\n", in2, tn, v->name);
    lg_buf_printf(&b, "%s%s *lg_fin_%s = (%s *)lg_dmalloc(sizeof(%s), \"%s\", \"%s\", %d);\n", in2,
                  tn, v->name, tn, tn, v->name, file, line);
  }
  lg_hoist_region_alloc(p, r, &b, in2);
  /* arguments */
  const char **args = LG_NEW_ARRAY(a, const char *, ri->narrays ? ri->narrays : 1);
  for (int i = 0; i < ri->narrays; i++)
    args[i] = array_arg(a, ri->arrays[i].var, file, line);
  lg_persist_record(p, r, &b, in2, args); /* persist.c: this launch's arguments */
  long long dyn = print_launch_record(&b, r, in2, file, line);
  lg_buf_printf(&b, "%sLG_LAUNCH(%s, lg_grid, lg_block, %lld", in2, r->name, dyn);
  for (int m = 0; m < nm; m++)
    lg_buf_printf(&b, ", lg_trip%d", m);
  print_scalar_args(&b, p, r);
  for (int i = 0; i < ri->narrays; i++)
    lg_buf_printf(&b, ",\n%s          %s", in2, args[i]);
  for (int i = 0; i < ri->nred; i++)
    lg_buf_printf(&b, ", lg_part_%s", ri->red[i].var->name);
  for (int i = 0; i < ri->fin_device.n; i++)
    lg_buf_printf(&b, ", lg_fin_%s", ((lg_Var *)ri->fin_device.items[i])->name);
  lg_hoist_launch_args(p, r, &b);
  lg_vec_launch_args(p, r, &b);
  lg_buf_puts(&b, ");\n");
  lg_buf_printf(&b, "%slg_launch_check(\"%s\", \"%s\", %d);\n", in2, r->name, file, line);
  lg_hoist_region_free(p, r, &b, in2);
  for (int i = 0; i < ri->fin_device.n; i++) {
    const lg_Var *v = ri->fin_device.items[i];
    lg_buf_printf(&b, "%slg_memcpy_d2h(&lg_fv_%s, lg_fin_%s, sizeof(%s), \"%s\", %d);\n", in2,
                  v->name, v->name, lg_type_name(v->type), file, line);
    lg_buf_printf(&b, "%slg_dfree(lg_fin_%s, \"%s\", %d);\n", in2, v->name, file, line);
  }
  for (int i = 0; i < ri->nred; i++) {
    const lg_Reduction *red = &ri->red[i];
    const lg_Var *v = red->var;
    const char *tn = lg_type_name(v->type);
    lg_buf_printf(&b, "%s{\n", in2);
    lg_buf_printf(&b, "%s  %s lg_h_%s[%d];\n", in2, tn, v->name, ri->grid_cap[0]);
    lg_buf_printf(&b, "%s  unsigned lg_nb = lg_grid.x * lg_grid.y * lg_grid.z;\n", in2);
    lg_buf_printf(&b, "%s  lg_memcpy_d2h(lg_h_%s, lg_part_%s, lg_nb * sizeof(%s), \"%s\", %d);\n",
                  in2, v->name, v->name, tn, file, line);
    lg_buf_printf(&b, "%s  for (unsigned lg_b = 0; lg_b < lg_nb; lg_b++)\n", in2);
    lg_buf_printf(&b, "%s    %s\n", in2,
                  lg_red_combine(a, red, v->name, lg_fmt(a, "lg_h_%s[lg_b]", v->name), true));
    lg_buf_printf(&b, "%s}\n", in2);
    lg_buf_printf(&b, "%slg_dfree(lg_part_%s, \"%s\", %d);\n", in2, v->name, file, line);
  }
  return region_epilogue(&b, p, r, in, in2);
}
/* A host loop's data region: a block around the loop whose lg_data_region
 * variable exits what it entered when the block is left, by the loop's end
 * or by any return, goto or break (LG_CLEANUP, loopgpu.h). The pointers and
 * ranges are those of the entry, whatever the loop does to the variables
 * (a swap). */
char *lg_data_region_enter(lg_Program *p, lg_HostLoop *h, const char *in) {
  lg_HostInfo *hi = h->analysis;
  lg_Arena *a = p->arena;
  lg_PrintCtx pc = {.p = p, .a = a};
  const char *file = lg_c_string(a, p->path);
  int line = h->loop->loc.line;
  lg_Buf b = {0};
  if (h->run)
    lg_buf_printf(&b,
                  "{ /* loopgpu: data region of the kernel regions of lines %d-%d: their "
                  "arrays stay on the device from the first to the last */\n",
                  line, h->loop->end_line);
  else
    lg_buf_printf(&b, "{ /* loopgpu: data region of the host loop at line %d */\n", line);
  /* the row lengths of variably modified arrays as C fixed them, which the
     ranges may use (lg_ext_A_1) */
  for (int i = 0; hi && i < hi->narrays; i++) {
    const lg_Type *t = hi->arrays[i].var->type;
    for (int d = 0; t->kind == LG_T_ARRAY && d < t->ndims; d++)
      if (t->dims[d] && t->dims[d]->kind == LG_E_VAR && t->dims[d]->var->host_expr)
        lg_buf_printf(&b, "%s  const long long %s = %s;\n", in, t->dims[d]->var->name,
                      t->dims[d]->var->host_expr);
  }
  for (int i = 0; hi && i < hi->narrays; i++) {
    lg_ArrayUse *u = &hi->arrays[i];
    const char *n = u->var->name;
    lg_buf_printf(&b, "%s  long long lg_dlo_%s = %s, lg_dhi_%s = %s;\n", in, n,
                  lg_bound_text(p, u->lo, NULL, NULL), n, lg_bound_text(p, u->hi, NULL, NULL));
  }
  lg_buf_printf(&b, "%s  lg_data_entry lg_de%d[%d];\n", in, line, hi->narrays);
  lg_buf_printf(&b,
                "%s  lg_data_region lg_dr%d LG_CLEANUP(lg_data_close) = {lg_de%d, 0, %d, \"%s\", "
                "%d, 1, 0, 0};\n",
                in, line, line, hi->narrays, file, line);
  /* the record first, so that the report counts the copies in */
  lg_buf_printf(&b, "%s  lg_region_begin(\"%s_data_%d\", \"%s\", %d, %s, %s, 0);\n", in,
                h->fn ? h->fn->name : "host", line, file, line, lg_data_bytes_text(p, h, true),
                lg_data_bytes_text(p, h, true));
  for (int i = 0; hi && i < hi->narrays; i++) {
    lg_ArrayUse *u = &hi->arrays[i];
    const char *n = u->var->name;
    const char *base = host_flat_ptr(a, u->var);
    lg_buf_printf(&b,
                  "%s  lg_data_enter(&lg_dr%d, (const void *)(%s), (void *)(%s + lg_dlo_%s), %s, "
                  "%s, \"%s\");\n",
                  in, line, base, base, n,
                  bytes_text(a, lg_fmt(a, "lg_dlo_%s", n), lg_fmt(a, "lg_dhi_%s", n),
                             host_elem_name(u->var)),
                  u->ncover && (u->dir & 3) == 3
                      ? lg_fmt(a, "(%s) ? LG_COPYOUT : LG_COPY",
                               lg_cover_test(&pc, u, lg_fmt(a, "lg_dlo_%s", n),
                                             lg_fmt(a, "lg_dhi_%s", n)))
                      : dir_names[u->dir & 3],
                  n);
  }
  char *s = lg_strndup(a, b.data, b.len);
  lg_buf_free(&b);
  return s;
}

/* The end of the data region's block: its cleanup exits the arrays. */
char *lg_data_region_exit(lg_Program *p, lg_HostLoop *h, const char *in) {
  return lg_fmt(p->arena, "%s} /* loopgpu: the data region of line %d closes */", in,
                h->loop->loc.line);
}

/* ---- chunk(C): the region streamed through the device (chunk.c) ---------- */

/* `lb + c * step` in long long: the value of loop l's variable at iteration
 * number `c` */
static char *value_at(lg_PrintCtx *pc, const lg_Loop *l, const char *c) {
  lg_Arena *a = pc->a;
  bool lb0 = l->lb->kind == LG_E_INT && l->lb->ival == 0;
  const char *lb = lg_expr_text(pc, l->lb); /* an operand */
  const char *at = l->step == 1 ? c
                  : lg_fmt(a, strchr(c, ' ') ? "(%s) * %lld" : "%s * %lld", c, l->step);
  if (lb0)
    return (char *)at;
  return lg_fmt(a, "(long long)%s + %s", lb, at);
}

static char *chunk_host_code(lg_Program *p, lg_Region *r, const char *in) {
  lg_RegionInfo *ri = r->analysis;
  lg_Arena *a = p->arena;
  lg_PrintCtx pc = {.p = p, .a = a};
  const char *file = lg_c_string(a, p->path);
  int line = r->loop->loc.line;
  int nm = ri->nmapped;
  const lg_Loop *l0 = ri->mapped[0];
  const char *iv = l0->iv->name;
  const char *size = ri->chunk->is_auto ? "auto" : lg_fmt(a, "%lld", ri->chunk->ints[0]);
  lg_Buf b = {0};
  const char *in2 = print_region_prologue(
      &b, &pc, ri, in,
      lg_fmt(a, "%s: chunk(%s): the iterations of %s streamed through the device", r->name, size,
             iv));
  /* the prediction of the arrays entered whole; the runtime adds the slots
     when it has chosen the chunk (lg_chunk_plan) */
  const char *whole = lg_region_bytes_text(p, r, true);
  lg_buf_printf(&b, "%slg_region_begin(\"%s\", \"%s\", %d, %s, %s, lg_trip0);\n", in2, r->name,
                file, line, whole, whole);
  lg_buf_printf(&b, "%slg_region_paged(%s);\n", in2, lg_region_paged_text(p, r));
  int ns = 0;
  for (int i = 0; i < ri->narrays; i++) {
    if (ri->arrays[i].streamed)
      ns++;
    else
      print_map(&b, a, &ri->arrays[i], in2, file, line, "lg_enter");
  }
  /* the slices */
  lg_buf_printf(&b,
                "%s/* the slice of each streamed array that the iterations [lg_c0, lg_c1) of %s\n"
                "%s   touch: the region's extents with %s running from lg_cfirst to lg_clast */\n",
                in2, iv, in2, iv);
  lg_buf_printf(&b,
                "%sauto lg_slices = [&](long long lg_c0, long long lg_c1, long long *lg_lo, "
                "long long *lg_hi) {\n",
                in2);
  lg_buf_printf(&b, "%s  const long long lg_cfirst = %s;\n", in2, value_at(&pc, l0, "lg_c0"));
  lg_buf_printf(&b, "%s  const long long lg_clast = %s;\n", in2, value_at(&pc, l0, "lg_c1 - 1"));
  bool first_used = false, last_used = false;
  for (int i = 0, k = 0; i < ri->narrays; i++) {
    lg_ArrayUse *u = &ri->arrays[i];
    if (!u->streamed)
      continue;
    lg_buf_printf(&b, "%s  lg_lo[%d] = %s; /* %s */\n", in2, k, lg_bound_text(p, u->slo, NULL, NULL),
                  u->var->name);
    lg_buf_printf(&b, "%s  lg_hi[%d] = %s;\n", in2, k, lg_bound_text(p, u->shi, NULL, NULL));
    first_used = first_used || lg_bound_reads_host(u->slo, "lg_cfirst") ||
                 lg_bound_reads_host(u->shi, "lg_cfirst");
    last_used = last_used || lg_bound_reads_host(u->slo, "lg_clast") ||
                lg_bound_reads_host(u->shi, "lg_clast");
    k++;
  }
  if (!first_used)
    lg_buf_printf(&b, "%s  (void)lg_cfirst;\n", in2);
  if (!last_used)
    lg_buf_printf(&b, "%s  (void)lg_clast;\n", in2);
  if (ns == 0)
    lg_buf_printf(&b, "%s  (void)lg_lo;\n%s  (void)lg_hi;\n", in2, in2);
  lg_buf_printf(&b, "%s};\n", in2);
  lg_buf_printf(&b,
                "%slg_chunk *lg_ck = lg_chunk_begin(\"%s\", \"%s\", %d, lg_trip0, %s, %d, "
                "LG_CHUNK_SLICES(lg_slices));\n",
                in2, r->name, file, line, ri->chunk->is_auto ? "0 /* auto */" : size, ns);
  for (int i = 0, k = 0; i < ri->narrays; i++) {
    lg_ArrayUse *u = &ri->arrays[i];
    if (!u->streamed)
      continue;
    const char *n = u->var->name;
    lg_buf_printf(&b,
                  "%slg_chunk_array(lg_ck, %d, (const void *)%s, sizeof(%s), lg_lo_%s, lg_hi_%s, "
                  "%s, \"%s\");\n",
                  in2, k++, flat_ptr(a, u->var), lg_type_name(u->var->type->elem), n, n,
                  dir_names[u->dir & 3], n);
  }
  lg_buf_printf(&b, "%sconst long long lg_csize = lg_chunk_plan(lg_ck);\n", in2);
  lg_buf_printf(&b, "%sfor (long long lg_c0 = 0; lg_c0 < lg_trip0; lg_c0 += lg_csize) {\n", in2);
  const char *in3 = lg_fmt(a, "%s  ", in2);
  lg_buf_printf(&b, "%sconst long long lg_c1 = lg_min_ll(lg_c0 + lg_csize, lg_trip0);\n", in3);
  lg_buf_printf(&b, "%slg_chunk_next(lg_ck, lg_c0, lg_c1); /* its slices copied in */\n", in3);
  print_grid(&b, ri, in3, "lg_c1 - lg_c0");
  long long dyn = print_launch_record(&b, r, in3, file, line);
  lg_buf_printf(&b,
                "%s/* the kernel runs iterations [lg_c0, lg_c1) of %s: their count, the first\n"
                "%s   value of %s; a streamed array's base is its slice buffer minus the\n"
                "%s   slice's first element, so that the kernel's subscripts, unchanged, land\n"
                "%s   in the slice */\n",
                in3, iv, in3, iv, in3, in3);
  lg_buf_printf(&b, "%sLG_LAUNCH_STREAM(%s, lg_grid, lg_block, %lld, lg_chunk_stream(lg_ck), "
                    "lg_c1 - lg_c0", in3, r->name, dyn);
  for (int m = 1; m < nm; m++)
    lg_buf_printf(&b, ", lg_trip%d", m);
  lg_buf_printf(&b, ", (%s)(%s)", lg_type_name(l0->iv->type), value_at(&pc, l0, "lg_c0"));
  print_scalar_args(&b, p, r);
  for (int i = 0, k = 0; i < ri->narrays; i++) {
    const lg_ArrayUse *u = &ri->arrays[i];
    const char *arg =
        u->streamed
            ? fixed_array_cast(a, u->var,
                               lg_fmt(a, "(%s *)lg_chunk_base(lg_ck, %d)", elem_type(a, u->var), k++))
            : array_arg(a, u->var, file, line);
    lg_buf_printf(&b, ",\n%s          %s", in3, arg);
  }
  lg_buf_puts(&b, ");\n");
  lg_buf_printf(&b, "%slg_launch_check(\"%s\", \"%s\", %d);\n", in3, r->name, file, line);
  lg_buf_printf(&b, "%slg_chunk_launched(lg_ck); /* its written slices copied out */\n", in3);
  lg_buf_printf(&b, "%s}\n", in2);
  lg_buf_printf(&b, "%slg_chunk_end(lg_ck); /* the last chunks drained, the slots freed */\n",
                in2);
  return region_epilogue(&b, p, r, in, in2);
}


/* ---- devices(N | all): the region split over the devices (devices.c) ------- */

/* One part per device: each part's slices made current on its device
 * (lg_split_enter), its kernel launched there on the iterations [lg_c0,
 * lg_c1) of the outermost mapped loop, its written slices marked as the
 * current copy (lg_split_launched); the launches of all parts are queued
 * before any reduction's partials are read, so that the devices run side
 * by side; lg_split_end gives the written bytes back to the host (outside a
 * distributed host loop) and frees the devices' buffers. */
/* The array-element reduction of array use u, or NULL. */
static const lg_Reduction *array_reduction(const lg_RegionInfo *ri, const lg_ArrayUse *u) {
  for (int i = 0; i < ri->nared; i++)
    if (ri->ared[i].var == u->var)
      return &ri->ared[i];
  return NULL;
}

static char *split_host_code(lg_Program *p, lg_Region *r, const char *in) {
  lg_RegionInfo *ri = r->analysis;
  lg_Arena *a = p->arena;
  lg_PrintCtx pc = {.p = p, .a = a};
  const char *file = lg_c_string(a, p->path);
  int line = r->loop->loc.line;
  int nm = ri->nmapped;
  const lg_Loop *l0 = ri->mapped[0];
  const char *iv = l0->iv->name;
  const char *count = ri->devices->is_auto ? "all" : lg_fmt(a, "%lld", ri->devices->ints[0]);
  lg_Buf b = {0};
  const char *in2 = print_region_prologue(
      &b, &pc, ri, in,
      lg_fmt(a, "%s: devices(%s): the iterations of %s split over the devices", r->name, count,
             iv));
  if (ri->scratch.n) { /* hoisted per-thread scratch: the prediction needs a launch shape */
    print_grid(&b, ri, in2, "lg_trip0");
    lg_hoist_grid_cap(p, r, &b, in2);
  }
  lg_buf_printf(&b, "%slg_region_begin(\"%s\", \"%s\", %d, %s, %s, lg_trip0);\n", in2, r->name,
                file, line, lg_region_bytes_text(p, r, true), lg_region_fixed_text(p, r, true));
  lg_buf_printf(&b, "%slg_region_paged(%s);\n", in2, lg_region_paged_text(p, r));
  lg_buf_printf(&b,
                "%s/* the slice of each array that the iterations [lg_c0, lg_c1) of %s touch\n"
                "%s   (the region's extents with %s from lg_cfirst to lg_clast), or its whole\n"
                "%s   range where that does not depend on %s */\n",
                in2, iv, in2, iv, in2, iv);
  lg_buf_printf(&b,
                "%sauto lg_slices = [&](long long lg_c0, long long lg_c1, long long *lg_lo, "
                "long long *lg_hi) {\n",
                in2);
  lg_buf_printf(&b, "%s  const long long lg_cfirst = %s;\n", in2, value_at(&pc, l0, "lg_c0"));
  lg_buf_printf(&b, "%s  const long long lg_clast = %s;\n", in2, value_at(&pc, l0, "lg_c1 - 1"));
  bool first_used = false, last_used = false;
  for (int k = 0; k < ri->narrays; k++) {
    lg_ArrayUse *u = &ri->arrays[k];
    const char *n = u->var->name;
    if (u->split) {
      lg_buf_printf(&b, "%s  lg_lo[%d] = %s; /* %s */\n", in2, k,
                    lg_bound_text(p, u->slo, NULL, NULL), n);
      lg_buf_printf(&b, "%s  lg_hi[%d] = %s;\n", in2, k, lg_bound_text(p, u->shi, NULL, NULL));
      first_used = first_used || lg_bound_reads_host(u->slo, "lg_cfirst") ||
                   lg_bound_reads_host(u->shi, "lg_cfirst");
      last_used = last_used || lg_bound_reads_host(u->slo, "lg_clast") ||
                  lg_bound_reads_host(u->shi, "lg_clast");
    } else {
      lg_buf_printf(&b, "%s  lg_lo[%d] = lg_lo_%s; /* %s, whole */\n", in2, k, n, n);
      lg_buf_printf(&b, "%s  lg_hi[%d] = lg_hi_%s;\n", in2, k, n);
    }
  }
  if (!first_used)
    lg_buf_printf(&b, "%s  (void)lg_cfirst;\n", in2);
  if (!last_used)
    lg_buf_printf(&b, "%s  (void)lg_clast;\n", in2);
  if (ri->narrays == 0)
    lg_buf_printf(&b, "%s  (void)lg_lo;\n%s  (void)lg_hi;\n", in2, in2);
  lg_buf_printf(&b, "%s};\n", in2);
  lg_buf_printf(&b,
                "%slg_split *lg_sp = lg_split_begin(\"%s\", \"%s\", %d, lg_trip0, %s, %d, "
                "LG_CHUNK_SLICES(lg_slices));\n",
                in2, r->name, file, line, ri->devices->is_auto ? "0 /* all */" : count,
                ri->narrays);
  for (int k = 0; k < ri->narrays; k++) {
    lg_ArrayUse *u = &ri->arrays[k];
    const char *n = u->var->name;
    if (array_reduction(ri, u)) { /* each device adds into a buffer of its own, below */
      lg_buf_printf(&b,
                    "%slg_split_array(lg_sp, %d, (const void *)0, sizeof(%s), lg_lo_%s, lg_hi_%s, "
                    "%s, 0, \"%s\"); /* reduced: not in the table */\n",
                    in2, k, lg_type_name(u->var->type->elem), n, n, dir_names[u->dir & 3], n);
      continue;
    }
    const char *flags = lg_fmt(a, "%s%s%s", u->written ? " | LG_SPLIT_WRITTEN" : "",
                               u->split && ri->chunk ? " | LG_SPLIT_STREAMED" : "",
                               u->keep ? " | LG_SPLIT_KEEP" : "");
    lg_buf_printf(&b,
                  "%slg_split_array(lg_sp, %d, (const void *)%s, sizeof(%s), lg_lo_%s, lg_hi_%s, "
                  "%s, %s, \"%s\");\n",
                  in2, k, flat_ptr(a, u->var), lg_type_name(u->var->type->elem), n, n,
                  dir_names[u->dir & 3],
                  *flags ? flags + 3 : "0", n);
  }
  lg_buf_printf(&b, "%sconst int lg_np = lg_split_plan(lg_sp); /* parts: one a device */\n",
                in2);
  for (int i = 0; i < ri->nred; i++) {
    const lg_Var *v = ri->red[i].var;
    lg_buf_printf(&b, "%s%s *lg_part_%s[LG_MAX_DEVICES];\n", in2, lg_type_name(v->type),
                  v->name);
    lg_buf_printf(&b, "%sunsigned lg_nb_%s[LG_MAX_DEVICES];\n", in2, v->name);
  }
  /* array-element reductions: every device updates a buffer of the
     section started at the operator's identity (its atomics unchanged);
     the host then combines each device's buffer into the array */
  for (int k = 0; k < ri->narrays; k++) {
    const lg_Reduction *red = array_reduction(ri, &ri->arrays[k]);
    if (!red)
      continue;
    const lg_Var *v = red->var;
    const char *tn = lg_type_name(v->type->elem);
    lg_Var ev = *v; /* the identity of its elements' type */
    ev.type = v->type->elem;
    lg_Reduction er = *red;
    er.var = &ev;
    lg_buf_printf(&b,
                  "%sconst size_t lg_rn_%s = lg_hi_%s >= lg_lo_%s ? (size_t)(lg_hi_%s - lg_lo_%s + "
                  "1) : 0;\n",
                  in2, v->name, v->name, v->name, v->name, v->name);
    lg_buf_printf(&b, "%s%s *lg_ar_%s[LG_MAX_DEVICES];\n", in2, tn, v->name);
    lg_buf_printf(&b, "%s%s *lg_hr_%s = (%s *)malloc(lg_rn_%s * sizeof(%s) + 1);\n", in2, tn,
                  v->name, tn, v->name, tn);
    lg_buf_printf(&b,
                  "%sif (!lg_hr_%s)\n%s  lg_fatal(\"%s\", %d, \"out of host memory (the "
                  "reduction of '%s')\");\n",
                  in2, v->name, in2, file, line, v->name);
    lg_buf_printf(&b, "%sfor (size_t lg_e = 0; lg_e < lg_rn_%s; lg_e++)\n", in2, v->name);
    lg_buf_printf(&b, "%s  lg_hr_%s[lg_e] = %s;\n", in2, v->name, lg_red_identity(a, &er));
  }
  const char *in3 = lg_fmt(a, "%s  ", in2);
  if (ri->chunk) {
    /* chunk(): round k launches the k-th chunk of every part, then each
       part's streamed slices leave its device */
    const char *size = ri->chunk->is_auto ? "0 /* auto */"
                                          : lg_fmt(a, "%lld", ri->chunk->ints[0]);
    lg_buf_printf(&b, "%sconst long long lg_csize = lg_split_chunk_size(lg_sp, %s);\n", in2,
                  size);
    lg_buf_printf(&b, "%sint lg_more = 1;\n", in2);
    lg_buf_printf(&b, "%sfor (long long lg_k = 0; lg_more; lg_k++) {\n", in2);
    lg_buf_printf(&b, "%s  lg_more = 0;\n", in2);
    in3 = lg_fmt(a, "%s    ", in2);
    lg_buf_printf(&b, "%s  for (int lg_p = 0; lg_p < lg_np; lg_p++) {\n", in2);
    lg_buf_printf(&b,
                  "%sconst long long lg_c0 = lg_split_first(lg_sp, lg_p) + lg_k * lg_csize;\n",
                  in3);
    lg_buf_printf(&b,
                  "%sconst long long lg_c1 = lg_min_ll(lg_c0 + lg_csize, lg_split_first(lg_sp, "
                  "lg_p + 1));\n",
                  in3);
    lg_buf_printf(&b, "%sif (lg_c0 >= lg_c1)\n%s  continue;\n%slg_more = 1;\n", in3, in3, in3);
    lg_buf_printf(&b,
                  "%slg_split_chunk(lg_sp, lg_p, lg_c0, lg_c1); /* its device current, the "
                  "chunk's slices there */\n",
                  in3);
  } else {
    lg_buf_printf(&b, "%slg_split_prefetch(lg_sp); /* every part's slices, before any launch */\n",
                  in2);
    lg_buf_printf(&b, "%sfor (int lg_p = 0; lg_p < lg_np; lg_p++) {\n", in2);
    lg_buf_printf(&b, "%sconst long long lg_c0 = lg_split_first(lg_sp, lg_p);\n", in3);
    lg_buf_printf(&b, "%sconst long long lg_c1 = lg_split_first(lg_sp, lg_p + 1);\n", in3);
    lg_buf_printf(&b,
                  "%slg_split_enter(lg_sp, lg_p); /* its device current, its slices there */\n",
                  in3);
  }
  print_grid(&b, ri, in3, "lg_c1 - lg_c0");
  lg_hoist_grid_cap(p, r, &b, in3);
  for (int i = 0; i < ri->nred; i++) {
    const lg_Var *v = ri->red[i].var;
    lg_buf_printf(&b,
                  "%slg_part_%s[lg_p] = (%s *)lg_dmalloc(%d * sizeof(%s), \"%s\", \"%s\", %d);\n",
                  in3, v->name, lg_type_name(v->type), ri->grid_cap[0], lg_type_name(v->type),
                  v->name, file, line);
    lg_buf_printf(&b, "%slg_nb_%s[lg_p] = lg_grid.x * lg_grid.y * lg_grid.z;\n", in3, v->name);
  }
  for (int k = 0; k < ri->narrays; k++) {
    const lg_Reduction *red = array_reduction(ri, &ri->arrays[k]);
    if (!red)
      continue;
    const char *n = red->var->name, *tn = lg_type_name(red->var->type->elem);
    lg_buf_printf(&b,
                  "%slg_ar_%s[lg_p] = (%s *)lg_dmalloc(lg_rn_%s * sizeof(%s) + 1, \"%s\", "
                  "\"%s\", %d);\n",
                  in3, n, tn, n, tn, n, file, line);
    lg_buf_printf(&b,
                  "%slg_memcpy_h2d(lg_ar_%s[lg_p], lg_hr_%s, lg_rn_%s * sizeof(%s), \"%s\", "
                  "%d);\n",
                  in3, n, n, n, tn, file, line);
  }
  lg_hoist_region_alloc(p, r, &b, in3); /* per-thread scratch: a buffer a device */
  /* the report's timing events belong to the device that made them: the
     first part's launch is the one recorded */
  long long dyn = lg_tile_dynamic_bytes(r);
  if (dyn > 0)
    lg_buf_printf(&b, "%slg_kernel_smem((const void *)%s, %lld, \"%s\", \"%s\", %d);\n", in3,
                  r->name, dyn, r->name, file, line);
  lg_buf_printf(&b, "%sif (lg_p == 0)\n%s  LG_LAUNCH_RECORD(%s, lg_grid, lg_block, %lld, \"%s\", %d);\n",
                in3, in3, r->name, dyn, file, line);
  lg_buf_printf(&b, "%sLG_LAUNCH(%s, lg_grid, lg_block, %lld, lg_c1 - lg_c0", in3, r->name, dyn);
  for (int m = 1; m < nm; m++)
    lg_buf_printf(&b, ", lg_trip%d", m);
  lg_buf_printf(&b, ", (%s)(%s)", lg_type_name(l0->iv->type), value_at(&pc, l0, "lg_c0"));
  print_scalar_args(&b, p, r);
  for (int k = 0; k < ri->narrays; k++)
    lg_buf_printf(&b, ",\n%s          %s", in3,
                  fixed_array_cast(
                      a, ri->arrays[k].var,
                      array_reduction(ri, &ri->arrays[k])
                          ? lg_fmt(a, "lg_ar_%s[lg_p] - lg_lo_%s", ri->arrays[k].var->name,
                                   ri->arrays[k].var->name)
                          : lg_fmt(a, "(%s *)lg_split_base(lg_sp, lg_p, %d)",
                                   elem_type(a, ri->arrays[k].var), k)));
  for (int i = 0; i < ri->nred; i++)
    lg_buf_printf(&b, ", lg_part_%s[lg_p]", ri->red[i].var->name);
  lg_hoist_launch_args(p, r, &b);
  lg_vec_launch_args(p, r, &b);
  lg_buf_puts(&b, ");\n");
  lg_buf_printf(&b, "%slg_launch_check(\"%s\", \"%s\", %d);\n", in3, r->name, file, line);
  lg_hoist_region_free(p, r, &b, in3);
  lg_buf_printf(&b, "%slg_split_launched(lg_sp, lg_p); /* its written slices current there */\n",
                in3);
  if (ri->chunk) {
    lg_buf_printf(&b, "%s  }\n", in2);
    lg_buf_printf(&b, "%s  for (int lg_p = 0; lg_p < lg_np; lg_p++)\n", in2);
    lg_buf_printf(&b, "%s    lg_split_evict(lg_sp, lg_p); /* the chunk's slices leave */\n", in2);
  }
  lg_buf_printf(&b, "%s}\n", in2);
  if (ri->nred) {
    /* the partials of every device, device by device, block by block */
    lg_buf_printf(&b, "%sfor (int lg_p = 0; lg_p < lg_np; lg_p++) {\n", in2);
    lg_buf_printf(&b, "%slg_split_device(lg_sp, lg_p);\n", in3);
    for (int i = 0; i < ri->nred; i++) {
      const lg_Reduction *red = &ri->red[i];
      const lg_Var *v = red->var;
      const char *tn = lg_type_name(v->type);
      lg_buf_printf(&b, "%s{\n", in3);
      lg_buf_printf(&b, "%s  %s lg_h_%s[%d];\n", in3, tn, v->name, ri->grid_cap[0]);
      lg_buf_printf(&b,
                    "%s  lg_memcpy_d2h(lg_h_%s, lg_part_%s[lg_p], lg_nb_%s[lg_p] * sizeof(%s), "
                    "\"%s\", %d);\n",
                    in3, v->name, v->name, v->name, tn, file, line);
      lg_buf_printf(&b, "%s  for (unsigned lg_b = 0; lg_b < lg_nb_%s[lg_p]; lg_b++)\n", in3,
                    v->name);
      lg_buf_printf(&b, "%s    %s\n", in3,
                    lg_red_combine(a, red, v->name, lg_fmt(a, "lg_h_%s[lg_b]", v->name), true));
      lg_buf_printf(&b, "%s}\n", in3);
      lg_buf_printf(&b, "%slg_dfree(lg_part_%s[lg_p], \"%s\", %d);\n", in3, v->name, file, line);
    }
    lg_buf_printf(&b, "%s}\n", in2);
  }
  for (int k = 0; k < ri->narrays; k++) {
    const lg_Reduction *red = array_reduction(ri, &ri->arrays[k]);
    if (!red)
      continue;
    const lg_Var *v = red->var;
    const char *n = v->name, *tn = lg_type_name(v->type->elem);
    const char *at = lg_fmt(a, "(%s + lg_lo_%s)", flat_ptr(a, v), n);
    /* the host's copy current first (the present table's, the devices'),
       the other copies dropped or refreshed after */
    lg_buf_printf(&b,
                  "%slg_update_host((const void *)%s, lg_rn_%s * sizeof(%s), \"%s\", \"%s\", "
                  "%d);\n",
                  in2, at, n, tn, n, file, line);
    lg_buf_printf(&b, "%sfor (int lg_p = 0; lg_p < lg_np; lg_p++) {\n", in2);
    lg_buf_printf(&b, "%s  lg_split_device(lg_sp, lg_p);\n", in2);
    lg_buf_printf(&b,
                  "%s  lg_memcpy_d2h(lg_hr_%s, lg_ar_%s[lg_p], lg_rn_%s * sizeof(%s), \"%s\", "
                  "%d);\n",
                  in2, n, n, n, tn, file, line);
    lg_buf_printf(&b, "%s  lg_dfree(lg_ar_%s[lg_p], \"%s\", %d);\n", in2, n, file, line);
    lg_buf_printf(&b, "%s  for (size_t lg_e = 0; lg_e < lg_rn_%s; lg_e++)\n", in2, n);
    lg_Var ev = *v;
    ev.type = v->type->elem;
    lg_Reduction er = *red;
    er.var = &ev;
    lg_buf_printf(&b, "%s    %s\n", in2,
                  lg_red_combine(a, &er, lg_fmt(a, "%s[lg_e]", at),
                                 lg_fmt(a, "lg_hr_%s[lg_e]", n), true));
    lg_buf_printf(&b, "%s}\n", in2);
    lg_buf_printf(&b,
                  "%slg_update_device((const void *)%s, lg_rn_%s * sizeof(%s), \"%s\", \"%s\", "
                  "%d);\n",
                  in2, at, n, tn, n, file, line);
    lg_buf_printf(&b, "%sfree(lg_hr_%s);\n", in2, n);
  }
  lg_buf_printf(&b, "%slg_split_end(lg_sp); /* written slices back, buffers freed */\n", in2);
  lg_buf_printf(&b, "%slg_region_end();\n", in2);
  lg_print_final_values(p, r, &b, in, in2);
  lg_buf_printf(&b, "%s}", in);
  char *s = lg_strndup(a, b.data, b.len);
  lg_buf_free(&b);
  return s;
}

/* print_host.c — the host code that replaces a kernel region: trip counts,
 * the data entering the device (each region enters and exits its arrays
 * itself; under a host loop's data region that only moves reference
 * counts), the launch, the reductions' partials combined in block order
 * (deterministic), and the final value of an induction variable declared
 * before the loop. Also the entry and exit of host loops' data regions.
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

/* `lb + trip * step` in the variable's type: C's value after mapped loop m
 * (pc gives the outer loops' variables their last values: a triangle's lb
 * uses them). A guarded triangle's own trip count, not the box's. */
static char *final_iv(lg_PrintCtx *pc, const lg_Loop *l, int m) {
  const char *tn = lg_type_name(l->iv->type);
  bool lb0 = l->lb->kind == LG_E_INT && l->lb->ival == 0;
  const char *lb = lg_expr_text(pc, l->lb);
  const char *trip = l->guard ? lg_fmt(pc->a, "(%s)", trip_text(pc, l))
                              : lg_fmt(pc->a, "lg_trip%d", m);
  if (lb0 && l->step == 1)
    return lg_fmt(pc->a, "(%s)%s", tn, trip);
  if (l->step == 1)
    return lg_fmt(pc->a, "(%s)(%s + %s)", tn, lb, trip);
  return lg_fmt(pc->a, "(%s)(%s + %s * %lld)", tn, lb, trip, l->step);
}

/* The induction variables at their last values, after the launch: the
 * mapped ones, and the sequential loops enclosing the one whose final value
 * is being set (final_values), in the last iteration of everything above. */
typedef struct LastCtx {
  lg_RegionInfo *ri;
  lg_Arena *a;
  const lg_Var *seq[16];
  const lg_Loop *seqloop[16];
  const char *seqlast[16];
  int nseq;
  const lg_Var *set[32]; /* the variables whose final values are printed */
  int nset;
  /* the mapped loops' values in the last iteration, as found by a search
     (print_last_search), or NULL: computed from the trip counts */
  const char *mlast[3];
  int nsearch; /* searches printed (print_last_search): their names */
} LastCtx;

/* v, a variable of the function, may be read after region r (lg_Region.live) */
static bool live_after(const lg_Region *r, const lg_Var *v) {
  for (int i = 0; i < r->nlive; i++)
    if (r->live[i] == v)
      return true;
  return false;
}

static bool is_mapped_iv(const lg_RegionInfo *ri, const lg_Var *v) {
  for (int m = 0; m < ri->nmapped; m++)
    if (ri->mapped[m]->iv == v || (ri->mapped[m]->iv->origin && ri->mapped[m]->iv->origin == v))
      return true;
  return false;
}

static const char *last_value(void *ctx, const lg_Var *v) {
  LastCtx *c = ctx;
  for (int m = 0; m < c->ri->nmapped; m++) {
    const lg_Loop *l = c->ri->mapped[m];
    if (l->iv != v)
      continue;
    if (c->mlast[m])
      return c->mlast[m];
    /* a triangle's bounds use the outer loops' variables: at their last
       values too */
    lg_PrintCtx pc = {.a = c->a, .subst = last_value, .subst_ctx = c};
    const char *trip = l->guard ? lg_fmt(c->a, "(%s)", trip_text(&pc, l))
                                : lg_fmt(c->a, "lg_trip%d", m);
    if (l->lb->kind == LG_E_INT && l->lb->ival == 0 && l->step == 1)
      return lg_fmt(c->a, "(%s - 1)", trip);
    return lg_fmt(c->a, "(%s + (%s - 1) * %lld)", lg_expr_text(&pc, l->lb), trip, l->step);
  }
  for (int k = c->nseq - 1; k >= 0; k--)
    if (c->seq[k] == v)
      return c->seqlast[k];
  return NULL;
}

/* Host code can evaluate e after the launch as it was in the last iteration:
 * it reads no array, calls nothing, and reads only variables the region
 * does not change, or induction variables last_value knows. */
static bool host_evaluable(const lg_Region *r, LastCtx *lc, const lg_Expr *e) {
  if (!e)
    return true;
  if (e->kind == LG_E_INDEX || e->kind == LG_E_CALL || e->kind == LG_E_ASSIGN)
    return false;
  if (e->kind == LG_E_VAR) {
    lg_RegionInfo *ri = r->analysis;
    bool changes = e->var->region == r || lg_var_written_in(ri, e->var) ||
                   lg_is_redvar(ri, e->var) || lg_loop_of_iv(ri, e->var);
    if (changes && !last_value(lc, e->var))
      return false;
  }
  for (int i = 0; i < e->nargs; i++)
    if (!host_evaluable(r, lc, e->args[i]))
      return false;
  return true;
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
  int cap = ri->nred ? LG_RED_MAX_BLOCKS : 65535;
  lg_buf_printf(b, "%sdim3 lg_grid(", in2);
  int capleft = cap;
  for (int ax = 0; ax < 3; ax++) {
    int m = nm - 1 - ax;
    if (ax)
      lg_buf_puts(b, ", ");
    if (m >= 0) {
      /* reductions: the product of the grid stays within the host slots */
      int c = ri->nred ? (ax == 0 ? capleft : 1) : cap;
      /* a coarsened thread covers `coarsen` iterations: the grid shrinks */
      int cu = ri->coarsen[m] > 1 ? ri->coarsen[m] : 1;
      if (m == 0)
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
  const char *dev = lg_fmt(a,
                           "lg_hi_%s < lg_lo_%s ? (%s *)0 : "
                           "(%s *)lg_devptr(%s + lg_lo_%s, \"%s\", \"%s\", %d) - lg_lo_%s",
                           n, n, elem_type(a, v), elem_type(a, v), flat_ptr(a, v), n, n, file,
                           line, n);
  return fixed_array_cast(a, v, dev);
}

/* `lg_enter(...)` or `lg_exit(...)` of the range lg_lo_X..lg_hi_X */
static void print_map(lg_Buf *b, lg_Arena *a, const lg_ArrayUse *u, const char *in2,
                      const char *file, int line, const char *call) {
  const char *n = u->var->name;
  lg_buf_printf(b, "%s%s((void *)(%s + lg_lo_%s), %s, %s, \"%s\", \"%s\", %d);\n", in2, call,
                flat_ptr(a, u->var), n,
                bytes_text(a, lg_fmt(a, "lg_lo_%s", n), lg_fmt(a, "lg_hi_%s", n),
                           lg_type_name(u->var->type->elem)),
                dir_names[u->dir & 3], n, file, line);
}

static void final_values(lg_Program *p, lg_Region *r, lg_Buf *bp, const char *in,
                         const char *in2);
static char *chunk_host_code(lg_Program *p, lg_Region *r, const char *in);

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
  final_values(p, r, b, in, in2);
  lg_buf_printf(b, "%s}", in);
  char *s = lg_strndup(a, b->data, b->len);
  lg_buf_free(b);
  return s;
}

/* The kernel's scalar arguments, by value, in lg_kernel_params' order. */
static void print_scalar_args(lg_Buf *b, lg_Program *p, lg_Region *r) {
  lg_PtrVec scalars = {0};
  lg_kernel_scalars(p, r, &scalars);
  for (int i = 0; i < scalars.n; i++)
    lg_buf_printf(b, ", %s", ((lg_Var *)scalars.items[i])->name);
}

/* The body of the region function (lg_print_region_fn): a block that runs
 * the region, entered with its parameters bound. */
static char *region_body(lg_Program *p, lg_Region *r, const char *in) {
  lg_RegionInfo *ri = r->analysis;
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
    print_map(&b, a, &ri->arrays[i], in2, file, line, "lg_enter");
  for (int i = 0; i < ri->nred; i++) {
    const lg_Var *v = ri->red[i].var;
    lg_buf_printf(&b,
                  "%s%s *lg_part_%s = (%s *)lg_dmalloc(%d * sizeof(%s), \"%s\", \"%s\", %d);\n",
                  in2, lg_type_name(v->type), v->name, lg_type_name(v->type), LG_RED_MAX_BLOCKS,
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
  long long dyn = print_launch_record(&b, r, in2, file, line);
  lg_buf_printf(&b, "%sLG_LAUNCH(%s, lg_grid, lg_block, %lld", in2, r->name, dyn);
  for (int m = 0; m < nm; m++)
    lg_buf_printf(&b, ", lg_trip%d", m);
  print_scalar_args(&b, p, r);
  for (int i = 0; i < ri->narrays; i++)
    lg_buf_printf(&b, ",\n%s          %s", in2, array_arg(a, ri->arrays[i].var, file, line));
  for (int i = 0; i < ri->nred; i++)
    lg_buf_printf(&b, ", lg_part_%s", ri->red[i].var->name);
  for (int i = 0; i < ri->fin_device.n; i++)
    lg_buf_printf(&b, ", lg_fin_%s", ((lg_Var *)ri->fin_device.items[i])->name);
  lg_hoist_launch_args(p, r, &b);
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
    lg_buf_printf(&b, "%s  %s lg_h_%s[%d];\n", in2, tn, v->name, LG_RED_MAX_BLOCKS);
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

static bool expr_uses(const lg_Expr *e, const lg_Var *v) {
  if (!e)
    return false;
  if ((e->kind == LG_E_VAR || e->kind == LG_E_INDEX) && e->var == v)
    return true;
  for (int i = 0; i < e->nargs; i++)
    if (expr_uses(e->args[i], v))
      return true;
  return false;
}

/* The loops around the point sequential_finals is at (the mapped loops,
 * then the sequential loops lc->seq) may run their last iteration with an
 * inner one of them empty while an earlier iteration ran it: a guarded
 * triangle among the mapped loops (map.c), or a sequential loop whose
 * bounds use the variable of a loop around it. Their last values are then
 * not the last iteration's: print_last_search finds it. */
static bool chain_irregular(const LastCtx *lc) {
  const lg_RegionInfo *ri = lc->ri;
  for (int m = 1; m < ri->nmapped; m++)
    if (ri->mapped[m]->guard)
      return true;
  for (int k = 0; k < lc->nseq; k++) {
    const lg_Loop *l = lc->seqloop[k];
    for (int m = 0; m < ri->nmapped; m++)
      if (expr_uses(l->lb, ri->mapped[m]->iv) || expr_uses(l->ub, ri->mapped[m]->iv))
        return true;
    for (int j = 0; j < k; j++)
      if (expr_uses(l->lb, lc->seq[j]) || expr_uses(l->ub, lc->seq[j]))
        return true;
  }
  return false;
}

/* The last iteration that runs of the loops around a point: the mapped
 * loops 0..nmap-1, and with `with_seq` the sequential loops lc->seq below
 * them. With a guarded triangle the last value of an outer loop may have no
 * inner iteration (`j = i + 1; j < n` at i = n - 1): the iterations are
 * searched backward from the end, where the first try succeeds unless an
 * inner loop is empty there. Declares lg_ran<id> and the iteration numbers
 * lg_u<id>_<k>, from which last_value gives the variables' values from then
 * on (the caller saves and restores lc's values). Returns id. */
static int print_last_search(lg_Buf *b, LastCtx *lc, int nmap, bool with_seq, const char *in) {
  lg_Arena *a = lc->a;
  lg_RegionInfo *ri = lc->ri;
  int id = lc->nsearch++;
  int n = nmap + (with_seq ? lc->nseq : 0);
  lg_buf_printf(b, "%s/* the last iteration that runs, searched from the end */\n", in);
  lg_buf_printf(b, "%slong long", in);
  for (int k = 0; k < n; k++)
    lg_buf_printf(b, "%s lg_u%d_%d = 0", k ? "," : "", id, k);
  lg_buf_printf(b, ";\n%sint lg_ran%d = 0;\n", in, id);
  const char *ind = in;
  for (int k = 0; k < n; k++) {
    const lg_Loop *l = k < nmap ? ri->mapped[k] : lc->seqloop[k - nmap];
    lg_PrintCtx pc = {.a = a, .subst = last_value, .subst_ctx = lc};
    const char *trip = k < nmap && !l->guard ? lg_fmt(a, "lg_trip%d", k)
                                             : lg_fmt(a, "(%s)", trip_text(&pc, l));
    const char *u = lg_fmt(a, "lg_u%d_%d", id, k);
    lg_buf_printf(b, "%sfor (%s = %s - 1; %s >= 0; %s--) {\n", ind, u, trip, u, u);
    ind = lg_fmt(a, "%s  ", ind);
    const char *lb = lg_expr_text(&pc, l->lb);
    const char *v = l->step == 1 ? lg_fmt(a, "(%s + %s)", lb, u)
                                 : lg_fmt(a, "(%s + %s * %lld)", lb, u, l->step);
    if (k < nmap)
      lc->mlast[k] = v;
    else
      lc->seqlast[k - nmap] = v;
  }
  lg_buf_printf(b, "%slg_ran%d = 1;\n%sbreak;\n", ind, id, ind);
  for (int k = n - 1; k >= 0; k--) {
    ind = lg_fmt(a, "%.*s", (int)strlen(ind) - 2, ind);
    lg_buf_printf(b, "%s}\n", ind);
    if (k > 0)
      lg_buf_printf(b, "%sif (lg_ran%d)\n%s  break;\n", ind, id, ind);
  }
  return id;
}

/* The sequential loops below the innermost mapped one, in the body's order
 * and nested through `for` bodies (not through if/while: whether those ran
 * in the last iteration is not known here): each induction variable
 * declared before the region gets the value C leaves in it, `lb + trip *
 * step`, as computed in the last iteration of the mapped loops and of the
 * loops around it (which must have run: `guard`); when those may be empty
 * at their last values (chain_irregular), in the last iteration that runs,
 * searched. */
static void sequential_finals(lg_Program *p, lg_Region *r, lg_Buf *b, const char *in2,
                              LastCtx *lc, const lg_Stmt *body, const char *guard) {
  lg_Arena *a = p->arena;
  lg_PrintCtx lpc = {.p = p, .a = a, .subst = last_value, .subst_ctx = lc};
  int nb = body && body->kind == LG_S_BLOCK ? body->nstmts : body ? 1 : 0;
  for (int k = 0; k < nb; k++) {
    const lg_Stmt *st = body->kind == LG_S_BLOCK ? body->stmts[k] : body;
    if (st->kind == LG_S_BLOCK) {
      sequential_finals(p, r, b, in2, lc, st, guard);
      continue;
    }
    if (st->kind != LG_S_FOR)
      continue;
    const lg_Loop *l = st->loop;
    /* taken from the device (finals.c): the loop may end by `break`; the
       loops inside it end wherever it did, so nothing below is the host's */
    if (!l->iv_declared && lg_final_from_device(lc->ri, l->iv->origin)) {
      lg_buf_printf(b, "%s%s%s = lg_fv_%s;\n", in2, guard, l->iv->name, l->iv->name);
      if (lc->nset < 32)
        lc->set[lc->nset++] = l->iv->origin;
      continue;
    }
    if (!host_evaluable(r, lc, l->lb) || !host_evaluable(r, lc, l->ub) ||
        !host_evaluable(r, lc, lg_loop_extra_bound(l)))
      continue;
    const char *trip = lg_fmt(a, "(%s)", trip_text(&lpc, l));
    const char *lb = lg_expr_text(&lpc, l->lb);
    /* an induction variable declared inside the region's body is the
       thread's own: nothing of the host to set */
    /* (an instance of a variable of the function that nothing reads after
       the region is not set: it is not a parameter, region_params) */
    if (!l->iv_declared && (l->iv->region != r || l->iv->origin) &&
        (!l->iv->origin || live_after(r, l->iv->origin))) {
      if (chain_irregular(lc)) {
        const char *ml[3], *sl[16];
        memcpy(ml, lc->mlast, sizeof ml);
        memcpy(sl, lc->seqlast, sizeof sl);
        int id = print_last_search(b, lc, lc->ri->nmapped, true, in2);
        lg_buf_printf(b, "%sif (lg_ran%d) %s = (%s)(%s + (%s) * %lld);\n", in2, id, l->iv->name,
                      lg_type_name(l->iv->type), lg_expr_text(&lpc, l->lb),
                      trip_text(&lpc, l), l->step);
        memcpy(lc->mlast, ml, sizeof ml);
        memcpy(lc->seqlast, sl, sizeof sl);
      } else {
        lg_buf_printf(b, "%s%s%s = (%s)(%s + %s * %lld);\n", in2, guard, l->iv->name,
                      lg_type_name(l->iv->type), lb, trip, l->step);
      }
      if (lc->nset < 32)
        lc->set[lc->nset++] = l->iv->origin ? l->iv->origin : l->iv;
    }
    if (lc->nseq == 16)
      continue;
    lc->seq[lc->nseq] = l->iv;
    lc->seqloop[lc->nseq] = l;
    lc->seqlast[lc->nseq] = lg_fmt(a, "(%s + (%s - 1) * %lld)", lb, trip, l->step);
    lc->nseq++;
    sequential_finals(p, r, b, in2, lc, l->body,
                      lg_fmt(a, "%sif (%s > 0) ", guard, trip));
    lc->nseq--;
  }
}

/* A sequential loop of the region (below the mapped ones) whose variable,
 * declared before the region, the code after it may read, but whose final
 * value sequential_finals could not give (a bound the region computes, a
 * loop under an `if`): refused rather than leaving the value before the
 * region. */
static void unknown_finals(lg_Program *p, const lg_Region *r, const LastCtx *lc,
                           const lg_Stmt *s) {
  if (!s)
    return;
  switch (s->kind) {
  case LG_S_BLOCK:
    for (int k = 0; k < s->nstmts; k++)
      unknown_finals(p, r, lc, s->stmts[k]);
    break;
  case LG_S_IF:
  case LG_S_WHILE:
  case LG_S_DO:
  case LG_S_SWITCH:
    unknown_finals(p, r, lc, s->then);
    unknown_finals(p, r, lc, s->els);
    break;
  case LG_S_FOR: {
    const lg_Loop *l = s->loop;
    const lg_Var *o = l->iv->origin;
    bool set = false;
    for (int k = 0; k < lc->nset && !set; k++)
      set = lc->set[k] == o;
    if (!l->iv_declared && o && live_after(r, o) && !set && !is_mapped_iv(lc->ri, l->iv))
      lg_error(p->diag, l->loc,
               "the value '%s' has after the loop at line %d would be the one the last "
               "iteration leaves, which loopgpu cannot compute here (the bounds of this loop "
               "change in the region, or it may not run): declare '%s' in the loop (for (int "
               "%s = ...)) if the code after the loop does not read it",
               o->name, r->loop->loc.line, o->name, o->name);
    unknown_finals(p, r, lc, l->body);
    break;
  }
  default:
    break;
  }
}

/* The values the induction variables declared before the region have after
 * it in C. The outermost mapped loop's: lb + trip * step. An inner mapped
 * loop's: the same in the last iteration of the loops around it, if they
 * ran. The sequential loops' below (sequential_finals): in the last
 * iteration of the nest. Closes the `if` of the trip counts. */
static void final_values(lg_Program *p, lg_Region *r, lg_Buf *bp, const char *in,
                         const char *in2) {
  lg_RegionInfo *ri = r->analysis;
  lg_Arena *a = p->arena;
  int nm = ri->nmapped;
  lg_Buf b = *bp;
  LastCtx lc = {.ri = ri, .a = a};
  lg_PrintCtx pc = {.p = p, .a = a};
  lg_PrintCtx lpc = {.p = p, .a = a, .subst = last_value, .subst_ctx = &lc};
  const lg_Stmt *body = nm ? ri->mapped[nm - 1]->body : NULL;
  bool guarded = false; /* a triangle mapped over its bounding box (map.c) */
  for (int m = 0; m < nm; m++)
    guarded = guarded || ri->mapped[m]->guard;
  /* every trip count positive: the last iteration is the mapped loops'
     last values, unless a guarded triangle is empty at them */
  if (!guarded)
    sequential_finals(p, r, &b, in2, &lc, body, "");
  lg_buf_printf(&b, "%s  }\n", in);
  const char *in1 = lg_fmt(a, "%s  ", in);
  /* with a guarded triangle, what follows is under `if (lg_trip0 > 0)`,
     printed when there is something to set */
  lg_Buf outer = b;
  if (guarded)
    b = (lg_Buf){0};
  const char *inm = guarded ? in2 : in1;
  for (int m = 1; m < nm; m++) {
    lg_Loop *l = ri->mapped[m];
    if (l->iv_declared)
      continue;
    bool search = false; /* a guarded triangle around it */
    for (int k = 1; k < m; k++)
      search = search || ri->mapped[k]->guard;
    lc.mlast[0] = lc.mlast[1] = lc.mlast[2] = NULL;
    if (search) {
      int id = print_last_search(&b, &lc, m, false, inm);
      lg_buf_printf(&b, "%sif (lg_ran%d)\n%s  %s = %s;\n", inm, id, inm, l->iv->name,
                    final_iv(&lpc, l, m));
      lc.mlast[0] = lc.mlast[1] = lc.mlast[2] = NULL;
      continue;
    }
    /* the loops around it ran: the trip counts of the outer mapped loops
       (neither box nor guard among them) */
    const char *run = "";
    for (int k = guarded ? 1 : 0; k < m; k++)
      run = lg_fmt(a, "%s%slg_trip%d > 0", run, *run ? " && " : "", k);
    if (*run)
      lg_buf_printf(&b, "%sif (%s)\n%s  %s = %s;\n", inm, run, inm, l->iv->name,
                    final_iv(&lpc, l, m));
    else
      lg_buf_printf(&b, "%s%s = %s;\n", inm, l->iv->name, final_iv(&lpc, l, m));
  }
  if (guarded) {
    /* the sequential loops: in the last iteration that runs, searched */
    sequential_finals(p, r, &b, in2, &lc, body, "");
    if (b.len)
      lg_buf_printf(&outer, "%sif (lg_trip0 > 0) {\n%.*s%s}\n", in1, (int)b.len, b.data, in1);
    lg_buf_free(&b);
    b = outer;
  }
  unknown_finals(p, r, &lc, body);
  if (nm && !ri->mapped[0]->iv_declared)
    lg_buf_printf(&b, "%s%s = %s;\n", in1, ri->mapped[0]->iv->name,
                  final_iv(&pc, ri->mapped[0], 0));
  *bp = b;
}

/* A host loop's data region: a block around the loop whose lg_data_region
 * variable exits what it entered when the block is left, by the loop's end
 * or by any return, goto or break (LG_CLEANUP, loopgpu.h). The pointers and
 * ranges are those of the entry, whatever the loop does to the variables
 * (a swap). */
char *lg_data_region_enter(lg_Program *p, lg_HostLoop *h, const char *in) {
  lg_HostInfo *hi = h->analysis;
  lg_Arena *a = p->arena;
  const char *file = lg_c_string(a, p->path);
  int line = h->loop->loc.line;
  lg_Buf b = {0};
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
    lg_buf_printf(&b, "%s  long long lg_dlo_%s = %s, lg_dhi_%s = %s;\n", in, n, u->lo, n, u->hi);
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
    const char *base = flat_ptr_named(a, u->var, lg_host_name(u->var));
    lg_buf_printf(&b,
                  "%s  lg_data_enter(&lg_dr%d, (const void *)(%s), (void *)(%s + lg_dlo_%s), %s, "
                  "%s, \"%s\");\n",
                  in, line, base, base, n,
                  bytes_text(a, lg_fmt(a, "lg_dlo_%s", n), lg_fmt(a, "lg_dhi_%s", n),
                             lg_type_name(u->var->type->elem)),
                  dir_names[u->dir & 3], n);
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
    lg_buf_printf(&b, "%s  lg_lo[%d] = %s; /* %s */\n", in2, k, u->slo, u->var->name);
    lg_buf_printf(&b, "%s  lg_hi[%d] = %s;\n", in2, k, u->shi);
    first_used = first_used || strstr(u->slo, "lg_cfirst") || strstr(u->shi, "lg_cfirst");
    last_used = last_used || strstr(u->slo, "lg_clast") || strstr(u->shi, "lg_clast");
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

/* ---- the two halves of a region --------------------------------------------
 * The host program stays C (the input's own text, compiled by a C
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
     them (final_values), and always for the mapped loops */
  for (int i = 0; i < r->nvars; i++) {
    lg_Var *o = r->vars[i]->origin;
    if (!o || !(live_after(r, o) || is_mapped_iv(ri, r->vars[i])))
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
  lg_kernel_scalars(p, r, &used);
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
  lg_emit(e, "  %s\n}\n\n", region_body(p, r, "  "));
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
    lg_buf_printf(&b, "%s  long long lg_lo_%s = %s, lg_hi_%s = %s;\n", in, u->var->name, u->lo,
                  u->var->name, u->hi);
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

/* print_kernel.c — one `__global__` kernel per region: grid-stride loops over
 * the mapped loops (innermost to x), the induction variables computed from
 * the thread index in their own C type, the loop body printed from the IR,
 * and, for reductions, a private accumulator per thread combined by a
 * shared-memory tree over the block whose result thread 0 writes to the
 * block's slot of a device buffer. Every thread reaches the tree (the bound
 * checks are loop conditions, never early returns), as __syncthreads needs.
 */
#include <string.h>

#include "kernel.h"
#include "tile.h"

static const char *const axis[] = {"x", "y", "z"};

/* Where each thread's accumulator starts: the operator's identity, exact
 * for the type (x op identity is x for every x, -0.0 and NaN included), so
 * that a thread no iteration reaches changes nothing. */
const char *lg_red_identity(lg_Arena *a, const lg_Reduction *red) {
  const lg_Type *t = red->var->type;
  lg_TypeKind k = t->kind;
  bool fl = k == LG_T_FLOAT, db = k == LG_T_DOUBLE;
  switch (red->op) {
  case LG_RED_ADD: return fl ? "-0.0f" : db ? "-0.0" : "0"; /* -0.0 + +0.0 is +0.0 */
  case LG_RED_MUL: return fl ? "1.0f" : db ? "1.0" : "1";
  case LG_RED_BAND: return k == LG_T_BOOL ? "true" : lg_fmt(a, "(%s)-1", lg_type_name(t));
  case LG_RED_BOR:
  case LG_RED_BXOR: return "0";
  case LG_RED_LAND: return red->sentinel ? "2" : "true";
  case LG_RED_LOR: return red->sentinel ? "2" : "false";
  case LG_RED_MIN:
  case LG_RED_MAX: {
    bool mx = red->op == LG_RED_MIN; /* the identity of min is the largest value */
    switch (k) {
    case LG_T_FLOAT:
    case LG_T_DOUBLE: return red->by_call ? "NAN" : mx ? "INFINITY" : "-INFINITY";
    case LG_T_CHAR: case LG_T_SCHAR: return mx ? "127" : "(-127 - 1)";
    case LG_T_UCHAR: return mx ? "255" : "0";
    case LG_T_SHORT: return mx ? "32767" : "(-32767 - 1)";
    case LG_T_USHORT: return mx ? "65535" : "0";
    case LG_T_INT: return mx ? "2147483647" : "(-2147483647 - 1)";
    case LG_T_UINT: return mx ? "4294967295u" : "0u";
    case LG_T_LONG: case LG_T_LLONG:
      return mx ? "9223372036854775807LL" : "(-9223372036854775807LL - 1)";
    case LG_T_ULONG: case LG_T_ULLONG: return mx ? "18446744073709551615ULL" : "0ULL";
    default: return "0";
    }
  }
  }
  return "0";
}

/* `x = x op y` as C text, for the block tree (`into_var` false: x and y
 * both partials) and for the host's combination of the blocks' partials
 * with the variable (`into_var`: x is the variable, whatever it holds). */
char *lg_red_combine(lg_Arena *a, const lg_Reduction *red, const char *x, const char *y,
                     bool into_var) {
  bool fl = red->var->type->kind == LG_T_FLOAT;
  switch (red->op) {
  case LG_RED_ADD: return lg_fmt(a, "%s = %s + %s;", x, x, y);
  case LG_RED_MUL: return lg_fmt(a, "%s = %s * %s;", x, x, y);
  case LG_RED_BAND: return lg_fmt(a, "%s = %s & %s;", x, x, y);
  case LG_RED_BOR: return lg_fmt(a, "%s = %s | %s;", x, x, y);
  case LG_RED_BXOR: return lg_fmt(a, "%s = %s ^ %s;", x, x, y);
  case LG_RED_LAND:
    /* 2 (no update) is true for && */
    return red->sentinel ? lg_fmt(a, "if (%s != 2) %s = %s && %s;", y, x, x, y)
                         : lg_fmt(a, "%s = %s && %s;", x, x, y);
  case LG_RED_LOR:
    if (!red->sentinel)
      return lg_fmt(a, "%s = %s || %s;", x, x, y);
    return into_var ? lg_fmt(a, "if (%s != 2) %s = %s || %s;", y, x, x, y)
                    : lg_fmt(a, "if (%s != 2) %s = %s == 1 || %s;", y, x, x, y);
  case LG_RED_MIN:
  case LG_RED_MAX:
    if (red->by_call) /* fmin/fmax: NaN is the identity */
      return lg_fmt(a, "%s = %s%s(%s, %s);", x, red->op == LG_RED_MIN ? "fmin" : "fmax",
                    fl ? "f" : "", x, y);
    /* as `if (y > x) x = y`: a NaN variable stays NaN, as in C (partials
       are never NaN) */
    return lg_fmt(a, "%s = %s %s %s ? %s : %s;", x, y, red->op == LG_RED_MIN ? "<" : ">", x, y,
                  x);
  }
  return "";
}

static const char *red_op_text(lg_RedOp op) {
  static const char *const t[] = {"+", "*", "min", "max", "&", "|", "^", "&&", "||"};
  return t[op];
}

char *lg_kernel_comment(lg_Program *p, lg_Region *r) {
  lg_RegionInfo *ri = r->analysis;
  lg_Arena *a = p->arena;
  char *s = lg_fmt(a, "/* loopgpu: %s from %s:%d-%d; threads: ", r->name, p->path,
                   r->loop->loc.line, r->loop->end_line);
  for (int m = 0; m < ri->nmapped; m++)
    s = lg_fmt(a, "%s%s%s -> %s%s", s, m ? ", " : "", ri->mapped[m]->iv->name,
               ri->ired && ri->ired->mode == LG_IRED_WARP ? "y (a warp each)"
                                                          : axis[ri->nmapped - 1 - m],
               ri->mapped[m]->guard ? " (bounding box, guarded)"
               : ri->mapped[m]->box ? " (sheared)"
                                    : "");
  if (ri->ired) /* inner_reduce.c */
    s = lg_fmt(a, "%s; %s split over %s; block %dx%d", s, ri->ired->loop_stmt->loop->iv->name,
               ri->ired->mode == LG_IRED_WARP ? "its 32 lanes (x)"
                                              : "16 threads per iteration (y)",
               ri->block[0], ri->block[1]);
  else
    s = lg_fmt(a, "%s; block %d", s, ri->block[0]);
  for (int k = 1; k < ri->nmapped; k++)
    s = lg_fmt(a, "%sx%d", s, ri->block[k]);
  if (ri->block_fit)
    s = lg_fmt(a, "%s (down to 32 when the grid would leave SMs idle)", s);
  if (ri->vec) {
    s = lg_fmt(a, "%s; %d consecutive iterations a thread, 16-byte", s, ri->vec->width);
    for (int i = 0, n = 0; i < ri->vec->narr; i++)
      s = lg_fmt(a, "%s%s%s %s", s, n++ ? "," : "", ri->vec->arr[i].load ? " loads of" : " stores of",
                 ri->vec->arr[i].var->name);
  } else if (ri->coarsen[0] > 1 || ri->coarsen[1] > 1 || ri->coarsen[2] > 1) {
    s = lg_fmt(a, "%s; coarsened", s);
    for (int m = 0; m < ri->nmapped; m++)
      s = lg_fmt(a, "%s%s%d", s, m ? "x" : " ", ri->coarsen[m] > 1 ? ri->coarsen[m] : 1);
  }
  for (int i = 0; i < ri->nred; i++)
    s = lg_fmt(a, "%s; reduction(%s:%s)", s, red_op_text(ri->red[i].op), ri->red[i].var->name);
  for (int i = 0; i < ri->nared; i++)
    s = lg_fmt(a, "%s; reduction(%s:%s[]) by atomics", s, red_op_text(ri->ared[i].op),
               ri->ared[i].var->name);
  if (lg_dir_find(r->loop->dir, LG_CL_INDEPENDENT))
    s = lg_fmt(a, "%s; independent", s);
  if (ri->chunk && ri->nmapped) /* chunk.c */
    s = lg_fmt(a, "%s; runs one chunk(%s) of %s from lg_first0", s,
               ri->chunk->is_auto ? "auto" : lg_fmt(a, "%lld", ri->chunk->ints[0]),
               ri->mapped[0]->iv->name);
  else if (ri->devices && ri->nmapped) /* devices.c */
    s = lg_fmt(a, "%s; runs one device's part of %s from lg_first0 (devices(%s))", s,
               ri->mapped[0]->iv->name,
               ri->devices->is_auto ? "all" : lg_fmt(a, "%lld", ri->devices->ints[0]));
  return lg_fmt(a, "%s */", s);
}

int lg_block_threads(const lg_RegionInfo *ri) { return ri->block[0] * ri->block[1] * ri->block[2]; }

/* `T iv = lb + lg_t<m> * step;`: the induction variable of mapped loop m
 * from its iteration number, in its own C type; none when the body does not
 * read it (`x[0] = 1` in every iteration: nvcc warns about a variable set
 * and never used, `(void)iv` or not). */
static void print_iv_decl(lg_Emit *e, lg_PrintCtx *pc, const lg_Loop *l, int m, int ind);
static void print_iv(lg_Emit *e, lg_PrintCtx *pc, const lg_Loop *l, int m, int ind) {
  lg_print_mapped_iv(e, pc, l, m, ind);
}

void lg_print_mapped_iv(lg_Emit *e, lg_PrintCtx *pc, const lg_Loop *l, int m, int ind) {
  /* a guarded triangle (map.c): the threads walk the bounding box */
  if (!pc->region || ((const lg_RegionInfo *)pc->region->analysis)->iv_read[m]) /* map.c */
    print_iv_decl(e, pc, l->guard ? l->box : l, m, ind);
}

static void print_iv_decl(lg_Emit *e, lg_PrintCtx *pc, const lg_Loop *l, int m, int ind) {
  lg_Arena *a = pc->a;
  lg_emit_indent(e, ind);
  const char *tn = lg_type_name(l->iv->type);
  /* a chunked kernel's first value is the chunk's (chunk.c) */
  const lg_Expr *first = pc->region ? lg_kernel_lb(pc->region->analysis, l) : l->lb;
  bool lb0 = first->kind == LG_E_INT && first->ival == 0;
  char *idx = l->step == 1 ? lg_fmt(a, "(%s)lg_t%d", tn, m)
                           : lg_fmt(a, "(%s)lg_t%d * %lld", tn, m, l->step);
  if (l->step == -1)
    idx = lg_fmt(a, "(%s)lg_t%d", tn, m);
  if (lb0 && l->step > 0)
    lg_emit(e, "%s = %s;\n", lg_decl_text(a, l->iv->type, l->iv->name), idx);
  else if (l->step == -1)
    lg_emit(e, "%s = %s - %s;\n", lg_decl_text(a, l->iv->type, l->iv->name),
            lg_expr_text(pc, first), idx);
  else
    lg_emit(e, "%s = %s + %s;\n", lg_decl_text(a, l->iv->type, l->iv->name),
            lg_expr_text(pc, first), idx);
}

/* The body, under the copies of the coarsened mapped loops from m inward.
 * Copy k of loop m is iteration lg_c<m> + k * blockDim: consecutive threads
 * of a block still touch consecutive elements in every copy (coalesced),
 * and each copy is a block, so the body's scalars (accumulators included)
 * are separate registers per copy, never a run-time-indexed local array.
 * A copy past the trip count is skipped by its `if`, not by `return`, so
 * every thread still reaches a reduction's barriers. */
static void print_coarsened(lg_Emit *e, lg_PrintCtx *pc, lg_RegionInfo *ri, int m, int ind) {
  int nm = ri->nmapped;
  if (m == nm) {
    lg_Stmt *body = nm ? ri->mapped[nm - 1]->body : NULL;
    /* triangles mapped over their bounding box (map.c): the body runs where
       the true bounds hold; an `if`, never a `return`, so that every thread
       reaches a reduction's barriers */
    const char *guard = NULL;
    for (int k = 0; k < nm; k++)
      if (ri->mapped[k]->guard) {
        const char *g = lg_expr_text_top(pc, ri->mapped[k]->guard);
        guard = guard ? lg_fmt(pc->a, "%s && %s", guard, g) : g;
      }
    if (guard) {
      e->line = 0;
      lg_emit_indent(e, ind);
      lg_emit(e, "if (%s) {\n", guard);
      ind++;
    }
    /* coarsened copies, each in a do-while when the body continues (map.c) */
    bool wrap = ri->coarsen_wrap;
    if (wrap) {
      e->line = 0;
      lg_emit_indent(e, ind);
      lg_emit(e, "do { /* 'continue' ends this copy */\n");
      ind++;
    }
    if (body && body->kind == LG_S_BLOCK) {
      lg_print_stmts(e, pc, body->stmts, body->nstmts, ind); /* its labels: this copy's */
    } else {
      lg_print_stmt(e, pc, body, ind);
    }
    if (wrap) {
      e->line = 0;
      lg_emit_indent(e, --ind);
      lg_emit(e, "} while (0);\n");
    }
    if (guard) {
      e->line = 0;
      lg_emit_indent(e, ind - 1);
      lg_emit(e, "}\n");
    }
    return;
  }
  int u = ri->coarsen[m];
  if (u <= 1) {
    print_coarsened(e, pc, ri, m + 1, ind);
    return;
  }
  const lg_Loop *l = ri->mapped[m];
  int bs = ri->block[nm - 1 - m];
  for (int k = 0; k < u; k++) {
    long long off = (long long)k * bs * l->step;
    e->line = 0;
    lg_emit_indent(e, ind);
    lg_emit(e, "{ /* %s %c %lld */\n", l->iv->name, off >= 0 ? '+' : '-', off >= 0 ? off : -off);
    lg_emit_indent(e, ind + 1);
    lg_emit(e, "long long lg_t%d = lg_c%d + %lld;\n", m, m, (long long)k * bs);
    lg_emit_indent(e, ind + 1);
    lg_emit(e, "if (lg_t%d < lg_trip%d) {\n", m, m);
    print_iv(e, pc, l, m, ind + 2);
    print_coarsened(e, pc, ri, m + 1, ind + 2);
    e->line = 0;
    lg_emit_indent(e, ind + 1);
    lg_emit(e, "}\n");
    lg_emit_indent(e, ind);
    lg_emit(e, "}\n");
  }
}

/* The parameters every kernel of a region takes, in the order the host code
 * passes them: trip counts of the mapped loops, scalars by value, arrays. */
static void kernel_params(lg_Program *p, lg_Region *r, lg_Emit *e, bool restrict_ok);

void lg_kernel_params(lg_Program *p, lg_Region *r, lg_Emit *e) { kernel_params(p, r, e, true); }

static void kernel_params(lg_Program *p, lg_Region *r, lg_Emit *e, bool restrict_ok) {
  lg_RegionInfo *ri = r->analysis;
  lg_Arena *a = p->arena;
  for (int m = 0; m < ri->nmapped; m++)
    lg_emit(e, "%slong long lg_trip%d", m ? ", " : "", m);
  /* chunk(): the first value of the outermost mapped loop in the chunk */
  if (ri->chunk_first) /* unnamed when the loop's variable is not read */
    lg_emit(e, ", %s",
            lg_decl_text(a, ri->chunk_first->type,
                         ri->iv_read[0] ? ri->chunk_first->var->name : ""));
  for (int i = 0; i < ri->kernel_scalars.n; i++) { /* map.c */
    lg_Var *v = ri->kernel_scalars.items[i];
    lg_emit(e, ", %s", lg_decl_text(a, v->type, v->name));
  }
  /* arrays: __restrict__ where extent.c says (lg_ArrayUse.noalias) */
  for (int i = 0; i < ri->narrays; i++) {
    lg_Var *v = ri->arrays[i].var;
    const char *name = v->name;
    if (ri->arrays[i].noalias && restrict_ok)
      name = lg_fmt(a, "__restrict__ %s", v->name);
    lg_emit(e, ", %s", lg_decl_text(a, v->type, name));
  }
}

static void print_kernel(lg_Program *p, lg_Region *r, lg_Emit *e, bool step);

/* Induction variables declared before the region (`int i, j, k;` at the
 * top of a function, then `for (j = 0; ...)`) that sequential loops of the
 * region use: private to each thread, declared once each at the top of the
 * kernel, however many loops reuse them. */
void lg_print_private_ivs(lg_Program *p, lg_Region *r, lg_Emit *e) {
  lg_RegionInfo *ri = r->analysis;
  for (int i = 0; i < ri->private_ivs.n; i++) { /* map.c */
    const lg_PrivateIv *pv = ri->private_ivs.items[i];
    const lg_Var *v = pv->loop->iv;
    lg_emit(e, "  %s%s;\n", lg_decl_text(p->arena, v->type, v->name), pv->zero ? " = 0" : "");
  }
}

/* The block tree of each reduction, after the grid-stride loops, which every
 * thread of the block leaves (their conditions never return early): the
 * private accumulators into shared memory, combined pairwise down to
 * element 0, which thread 0 writes to the block's slot of lg_part_<var>.
 * `lg_tid` is the caller's: the thread's linear index in the block. Also
 * the staged kernels' (tile.c). */
void lg_print_red_tree(lg_Program *p, lg_Region *r, lg_Emit *e) {
  lg_RegionInfo *ri = r->analysis;
  lg_Arena *a = p->arena;
  int bt = lg_block_threads(ri);
  int pow2 = 1;
  while (pow2 < bt)
    pow2 *= 2;
  for (int i = 0; i < ri->nred; i++) {
    const lg_Reduction *red = &ri->red[i];
    const char *n = red->var->name;
    const char *tn = lg_type_name(red->var->type);
    lg_emit(e, "  __shared__ %s lg_red_%s[%d];\n", tn, n, bt);
    lg_emit(e, "  lg_red_%s[lg_tid] = %s;\n", n, n);
    lg_emit(e, "  __syncthreads();\n");
    lg_emit(e, "  for (unsigned lg_s = %d; lg_s > 0; lg_s >>= 1) {\n", pow2 / 2);
    lg_emit(e, "    if ((unsigned)lg_tid < lg_s && (unsigned)lg_tid + lg_s < %du)\n", bt);
    lg_emit(e, "      %s\n",
            lg_red_combine(a, red, lg_fmt(a, "lg_red_%s[lg_tid]", n),
                           lg_fmt(a, "lg_red_%s[lg_tid + lg_s]", n), false));
    lg_emit(e, "    __syncthreads();\n  }\n");
    lg_emit(e, "  if (lg_tid == 0)\n    lg_part_%s[blockIdx.x + gridDim.x * (blockIdx.y + "
               "gridDim.y * blockIdx.z)] = lg_red_%s[0];\n",
            n, n);
  }
}

/* A chunked region's kernel (chunk.c) runs the iterations of one chunk: its
 * trip count is the chunk's and its outermost mapped loop starts at the
 * parameter lg_first0 (lg_kernel_lb), printed in place of the loop's lower
 * bound. */
void lg_print_kernel(lg_Program *p, lg_Region *r, lg_Emit *e) {
  /* the last iteration's values of private scalars that the code after the
     loop reads (private.c): the region's function copies them back */
  for (int i = 0; i < r->nvars; i++)
    if (r->vars[i]->last_symbol) {
      e->line = 0;
      lg_emit(e, "static __device__ %s;\n",
              lg_decl_text(p->arena, r->vars[i]->type, r->vars[i]->name));
    }
  if (!lg_tile_print_kernel(p, r, e) && /* shared-memory staging: tile.c */
      !lg_vec_print_kernel(p, r, e) &&   /* vector loads: vectorize.c */
      !lg_ired_print_kernel(p, r, e))    /* a split reduction loop: inner_reduce.c */
    print_kernel(p, r, e, false);
  /* persist.c: the body again as a function the host loop's one-block
     kernel calls each step (print_persist.c) */
  if (r->host && r->host->persist)
    print_kernel(p, r, e, true);
}

/* wavefront.c's plane loop: s over h . (first values) .. h . (last values),
 * a mapped loop's from its first value and trip count, a sequential one's
 * (and the innermost's, which the body computes from s) from its bounds */
static void print_planes(lg_Emit *e, lg_PrintCtx *pc, lg_Region *r) {
  lg_Arena *a = pc->a;
  lg_RegionInfo *ri = r->analysis;
  const char *lo = "", *hi = "";
  const lg_Loop *l = r->loop;
  for (int k = 0; k < r->wave_depth; k++) {
    const char *first, *last;
    int m = -1;
    for (int x = 0; l && x < ri->nmapped; x++)
      if (ri->mapped[x] == l)
        m = x;
    if (k == r->wave_depth - 1) {
      first = lg_fmt(a, "(long long)(%s)", lg_expr_text(pc, r->wave_first));
      last = lg_fmt(a, "(long long)(%s)", lg_expr_text(pc, r->wave_last));
    } else if (m >= 0) {
      first = lg_fmt(a, "(long long)(%s)", lg_expr_text(pc, lg_kernel_lb(ri, l)));
      last = lg_fmt(a, "(%s + lg_trip%d - 1)", first, m);
    } else {
      first = lg_fmt(a, "(long long)(%s)", lg_expr_text(pc, l->lb));
      last = lg_fmt(a, "(long long)(%s)%s", lg_expr_text(pc, l->ub),
                    l->cmp == LG_CMP_LE ? "" : " - 1");
    }
    long long h = r->wave_h[k];
    if (h) {
      const char *c = h == 1 ? "" : lg_fmt(a, "%lld * ", h);
      lo = lg_fmt(a, "%s%s%s%s", lo, *lo ? " + " : "", c, first);
      hi = lg_fmt(a, "%s%s%s%s", hi, *hi ? " + " : "", c, last);
    }
    if (k + 1 < r->wave_depth - 1) {
      lg_Stmt *b = lg_stmt_unwrap(l->body);
      l = b && b->kind == LG_S_FOR ? b->loop : NULL;
      if (!l) /* wavefront.c made the nest: never so */
        lg_emit(e, "#error \"loopgpu: the planes' nest is not perfect\"\n");
    }
  }
  const char *s = r->wave_var->name;
  lg_emit(e, "  for (long long %s = %s; %s <= %s; %s++) {\n", s, lo, s, hi, s);
}

/* step: `<name>_step`, a __device__ function of the same parameters and
   body (persist.c's regions are plain kernels: no reduction tree) */
static void print_kernel(lg_Program *p, lg_Region *r, lg_Emit *e, bool step) {
  lg_RegionInfo *ri = r->analysis;
  lg_Arena *a = p->arena;
  lg_PrintCtx pc = {.p = p, .a = a, .linearize_vla = true, .region = r};
  int nm = ri->nmapped;
  /* signature */
  e->line = 0;
  if (step)
    lg_emit(e, "static __device__ __forceinline__ void %s_step(", r->name);
  else if (r->wave_var) /* one block of map.c's 1024 threads: registers to fit them */
    lg_emit(e, "static __global__ void __launch_bounds__(%d) %s(",
            ri->block[0] * ri->block[1] * ri->block[2], r->name);
  else
    lg_emit(e, "static __global__ void %s(", r->name);
  /* no __restrict__ in a step function: an array one step reads, the next
     writes in the same kernel, and nvcc may read a __restrict__ array that
     the function does not write through the non-coherent read-only cache,
     which would then give the previous step's values */
  kernel_params(p, r, e, !step);
  for (int i = 0; i < ri->nred; i++) {
    lg_Var *v = ri->red[i].var;
    lg_emit(e, ", %s *lg_part_%s", lg_type_name(v->type), v->name);
  }
  for (int i = 0; i < ri->fin_device.n; i++) {
    lg_Var *v = ri->fin_device.items[i];
    lg_emit(e, ", %s *lg_fin_%s", lg_type_name(v->type), v->name);
  }
  lg_hoist_kernel_params(p, r, e);
  lg_emit(e, ")\n{\n  %s\n", lg_kernel_comment(p, r));
  lg_hoist_kernel_prologue(p, r, e);
  lg_print_private_ivs(p, r, e);
  for (int i = 0; i < ri->nred; i++)
    lg_emit(e, "  %s = %s;\n", lg_decl_text(a, ri->red[i].var->type, ri->red[i].var->name),
            lg_red_identity(a, &ri->red[i]));
  /* wavefront.c: the planes one after the other, around the block-stride
     loops of one block (map.c) */
  int base = 1;
  if (r->wave_var) {
    print_planes(e, &pc, r);
    base = 2;
  }
  /* grid-stride loops */
  int ind = base;
  for (int m = 0; m < nm; m++) {
    const char *ax = axis[nm - 1 - m];
    lg_emit_indent(e, ind);
    if (ri->coarsen[m] > 1) {
      /* coarsened: the thread's first iteration of each chunk of
         blockDim * U; its copies follow (print_coarsened) */
      lg_emit(e,
              "for (long long lg_c%d = blockIdx.%s * (long long)blockDim.%s * %d + threadIdx.%s; "
              "lg_c%d < lg_trip%d; lg_c%d += (long long)gridDim.%s * blockDim.%s * %d) {\n",
              m, ax, ax, ri->coarsen[m], ax, m, m, m, ax, ax, ri->coarsen[m]);
      ind++;
      continue;
    }
    lg_emit(e,
            "for (long long lg_t%d = blockIdx.%s * (long long)blockDim.%s + threadIdx.%s; "
            "lg_t%d < lg_trip%d; lg_t%d += (long long)gridDim.%s * blockDim.%s) {\n",
            m, ax, ax, ax, m, m, m, ax, ax);
    ind++;
    print_iv(e, &pc, ri->mapped[m], m, ind);
  }
  /* the body below the innermost mapped loop */
  print_coarsened(e, &pc, ri, 0, ind);
  e->line = 0;
  if (ri->fin_device.n) {
    /* the last iteration in C's order stores what its loops left in the
       variables declared before the region (finals.c; never coarsened) */
    lg_emit_indent(e, ind);
    lg_emit(e, "if (");
    for (int m = 0; m < nm; m++)
      lg_emit(e, "%slg_t%d == lg_trip%d - 1", m ? " && " : "", m, m);
    lg_emit(e, ") {\n");
    for (int i = 0; i < ri->fin_device.n; i++) {
      const lg_Var *v = ri->fin_device.items[i];
      lg_emit_indent(e, ind + 1);
      lg_emit(e, "lg_fin_%s[0] = %s;\n", v->name, v->name);
    }
    lg_emit_indent(e, ind);
    lg_emit(e, "}\n");
  }
  for (int m = nm - 1; m >= 0; m--) {
    lg_emit_indent(e, m + base);
    lg_emit(e, "}\n");
  }
  if (r->wave_var) /* the plane's stores before the next plane's loads */
    lg_emit(e, "    __syncthreads();\n  }\n");
  /* block tree of each reduction */
  if (ri->nred) {
    lg_emit(e, "  unsigned lg_tid = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * "
               "threadIdx.z);\n");
    lg_print_red_tree(p, r, e);
  }
  lg_emit(e, "}\n\n");
}

static void field_decl(lg_Emit *e, const lg_Field *f) {
  const lg_Type *t = f->type;
  const lg_Type *base = t->kind == LG_T_ARRAY ? t->elem : t;
  lg_emit(e, "  %s %s", lg_type_name(base), (f->cuda_name ? f->cuda_name : f->name));
  if (t->kind == LG_T_ARRAY)
    for (int d = 0; d < t->ndims; d++)
      lg_emit(e, "[%lld]", t->cdims[d]);
  lg_emit(e, ";\n");
}

void lg_print_records(lg_Program *p, lg_Emit *e) {
  for (int i = 0; i < p->nrecords; i++) {
    const lg_Record *r = p->records[i];
    if (!r->used || r->why_not)
      continue;
    e->line = 0;
    lg_emit(e, "/* %s of %s */\n%s {\n", r->c_name, p->path, r->cuda_type);
    for (int k = 0; k < r->nfields; k++)
      field_decl(e, &r->fields[k]);
    lg_emit(e, "};\nstatic_assert(sizeof(%s) == %lld && alignof(%s) == %lld, \"%s: the host's "
               "layout\");\n\n",
            r->cuda_type, r->size, r->cuda_type, r->align, r->c_name);
  }
}

/* File-scope constants that device functions read, with their initializers
 * (the front end checked that they are constants). */
void lg_print_device_consts(lg_Program *p, lg_Emit *e) {
  lg_Arena *a = p->arena;
  lg_PrintCtx pc = {.p = p, .a = a};
  for (int i = 0; i < p->ndev_consts; i++) {
    const lg_Stmt *s = p->dev_consts[i];
    const lg_Type *t = s->var->type;
    const lg_Type *bt = t->kind == LG_T_ARRAY ? t->elem : t;
    e->line = 0;
    lg_emit(e, "/* %s of %s:%d, read by device functions */\nstatic __device__ const %s %s",
            lg_host_name(s->var), p->path, s->var->loc.line, lg_type_name(bt), s->var->name);
    for (int d = 0; t->kind == LG_T_ARRAY && d < t->ndims; d++)
      lg_emit(e, "[%lld]", t->cdims[d]);
    lg_emit(e, " = %s;\n\n", lg_expr_text_top(&pc, s->init));
  }
}

/* The device copies of the input's functions that kernels call (lowered by
 * the front end): prototypes first, so that their order does not matter,
 * then the definitions, `static __device__` under the reserved prefix. */
void lg_print_device_functions(lg_Program *p, lg_Emit *e) {
  lg_Arena *a = p->arena;
  lg_PrintCtx pc = {.p = p, .a = a, .linearize_vla = true};
  for (int pass = 0; pass < 2; pass++)
    for (int f = 0; f < p->nfns; f++) {
      lg_Function *fn = p->fns[f];
      if (!fn->body)
        continue;
      e->line = 0;
      /* a helper of a header the input includes: its own file's lines */
      const char *saved_file = e->file;
      const char *src = fn->in_header && fn->loc.file ? fn->loc.file : p->path;
      if (fn->in_header && fn->loc.file)
        e->file = lg_c_string(a, fn->loc.file);
      if (pass == 1)
        lg_emit(e, "/* %s() of %s:%d */\n", fn->name, src, fn->loc.line);
      lg_emit(e, "static __device__ %s %s(", lg_type_name(fn->ret), lg_device_fn_name(a, fn));
      for (int i = 0; i < fn->nparams; i++)
        lg_emit(e, "%s%s", i ? ", " : "", lg_decl_text(a, fn->params[i]->type, fn->params[i]->name));
      if (fn->nparams == 0)
        lg_emit(e, "void");
      if (pass == 0) {
        lg_emit(e, ");\n");
        e->file = saved_file;
        continue;
      }
      lg_emit(e, ")\n");
      lg_print_stmt(e, &pc, fn->body, 0);
      e->line = 0;
      lg_emit(e, "\n");
      e->file = saved_file;
    }
}

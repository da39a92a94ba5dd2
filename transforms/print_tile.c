/* print_tile.c — the printer of staged kernels: what lg_pass_tile (tile.c)
 * decided about a region's shared-memory staging, as a CUDA kernel.
 *
 * With staging every thread of the block must reach every __syncthreads():
 * the printed kernel walks the grid by whole blocks (a uniform loop
 * condition), tests the thread's own iteration (`lg_active`, or once per
 * row and per column of a register tile's copies), and guards the
 * computation and the stores with it, never the loads. A register tile's
 * copies are loops over the copy indices that nvcc unrolls (LG_UNROLL).
 */
#include <string.h>

#include "arch.h"
#include "kernel.h"
#include "tile.h"

#define MAX_SDIMS 3

static const char *const axis[] = {"x", "y", "z"};

/* A line the printer makes (no source line of its own). */
#define GEN(e, ind, ...) ((e)->line = 0, lg_emit_indent((e), (ind)), lg_emit((e), __VA_ARGS__))

/* ---- printing ------------------------------------------------------------- */

typedef struct TP {
  lg_Var **arrv;     /* per ti->regarr[i]: the register-tile array element that
                        stands for it (`acc[lg_u0][lg_u1]`), or NULL */
  bool jammed;       /* inside a jammed strip loop: staged reads are operands */
  lg_Program *p;
  lg_Region *r;
  lg_RegionInfo *ri;
  lg_TileInfo *ti;
  lg_Arena *a;
  lg_PrintCtx pc;
  lg_Stmt *strip_stmt; /* the strip loop's statement in the innermost mapped body */
} TP;

static lg_Access *access_of(TP *t, const lg_Expr *e) {
  for (int i = 0; i < t->ri->nacc; i++)
    if (t->ri->acc[i].e == e)
      return &t->ri->acc[i];
  return NULL;
}

static char *base_name(TP *t, const lg_Stage *g, int d) {
  /* lg_base_<array><dim>: "lg_<array><dim>" would clash with the block
     counters lg_b0.. for an array named b */
  return lg_fmt(t->a, "lg_base_%s%d", g->tag, d);
}

/* A register tile's copies run one body in LG_UNROLL loops over the
 * copy indices lg_u0, lg_u1..., each copy declaring its induction variables
 * and the body's variables in its own scope; only what lives across the
 * strip loop (the declarations before it: the accumulators) is an array of
 * the thread, indexed by the copy: `acc[lg_u0][lg_u1]`. */
static lg_Var *arr_of(TP *t, const lg_Var *v) {
  for (int i = 0; v && t->arrv && i < t->ti->nregarr; i++)
    if (t->ti->regarr[i] == v)
      return t->arrv[i];
  return NULL;
}

static lg_Var *rn(TP *t, lg_Var *v) {
  lg_Var *el = arr_of(t, v);
  return el ? el : v;
}

static const char *atom_name(void *ctx, const lg_Atom *atom) {
  TP *t = ctx;
  return atom->iv ? rn(t, atom->iv)->name : NULL;
}

/* `lg_sA[i - lg_A0][p - lg_A1]` for a staged access */
static char *shared_ref(TP *t, const lg_Stage *g, const lg_Access *acc) {
  char *s = (char *)g->name;
  bool tr = g->transposed;
  for (int i = 0; i < g->ndims; i++) {
    int d = tr ? g->ndims - 1 - i : i;
    s = lg_fmt(t->a, "%s[%s - %s]", s,
               lg_poly_text(t->p, &t->ri->atoms, acc->dims[d], atom_name, t, false),
               base_name(t, g, d));
  }
  return s;
}

static lg_Expr *clone_expr(TP *t, lg_Expr *x);
static lg_Stmt *clone_stmt(TP *t, lg_Stmt *s);

/* `[lg_u0][lg_u1]`: the copy's element of an array over the copies of the
 * mapped loops in `mask` (those with copies). */
static char *copy_index(TP *t, unsigned mask) {
  char *s = "";
  for (int m = 0; m < t->ri->nmapped; m++)
    if ((mask >> m & 1) && t->ti->U[m] > 1)
      s = lg_fmt(t->a, "%s[lg_u%d]", s, m);
  return s;
}

/* `[8][8]`: the dimensions of that array. */
static char *copy_dims(TP *t, unsigned mask) {
  char *s = "";
  for (int m = 0; m < t->ri->nmapped; m++)
    if ((mask >> m & 1) && t->ti->U[m] > 1)
      s = lg_fmt(t->a, "%s[%d]", s, t->ti->U[m]);
  return s;
}
static lg_Expr *text_expr(TP *t, const char *text, lg_Type *type);

/* The body with staged reads replaced by their shared-memory element (a
 * variable node whose name is the element's text: the printer prints it as
 * is, and it binds tighter than any operator). */
static lg_Expr *clone_expr(TP *t, lg_Expr *x) {
  if (!x)
    return NULL;
  lg_Expr *y = LG_NEW(t->a, lg_Expr);
  *y = *x;
  lg_Stage *g = x->kind == LG_E_INDEX ? lg_tile_stage_of(t->ti, x) : NULL;
  lg_JamOp *op = g && t->jammed ? lg_tile_op_of(t->ti, x) : NULL;
  if (op)
    return text_expr(t, lg_fmt(t->a, "%s%s", op->name, copy_index(t, op->mask)), x->type);
  if (g) {
    lg_Var *v = LG_NEW(t->a, lg_Var);
    *v = *x->var;
    v->name = shared_ref(t, g, access_of(t, x));
    v->type = x->type;
    y->kind = LG_E_VAR;
    y->var = v;
    y->nargs = 0;
    y->args = NULL;
    return y;
  }
  if (x->kind == LG_E_VAR || x->kind == LG_E_INDEX)
    y->var = rn(t, x->var);
  if (x->nargs) {
    y->args = LG_NEW_ARRAY(t->a, lg_Expr *, x->nargs);
    for (int i = 0; i < x->nargs; i++)
      y->args[i] = clone_expr(t, x->args[i]);
  }
  return y;
}

static lg_Expr *clone_expr_cb(void *ctx, lg_Expr *x) { return clone_expr(ctx, x); }
static lg_Var *rn_cb(void *ctx, lg_Var *v) { return rn(ctx, v); }

/* an unrolled loop prints as its lowered copies (unroll.c): they are the
   code, so they name the register-tile arrays too (lg_clone_stmt clones
   them) */
static lg_Stmt *clone_stmt(TP *t, lg_Stmt *s) {
  return lg_clone_stmt(t->a, s, clone_expr_cb, rn_cb, t);
}

/* An expression node that prints as the given text. */
static lg_Expr *text_expr(TP *t, const char *text, lg_Type *type) {
  lg_Var *v = LG_NEW(t->a, lg_Var);
  v->name = text;
  v->type = type;
  lg_Expr *e = LG_NEW(t->a, lg_Expr);
  e->kind = LG_E_VAR;
  e->var = v;
  e->type = type;
  return e;
}

/* Global element `base + e` of group g, in the kernel's subscript form. */
static char *global_ref(TP *t, const lg_Stage *g, char **pos) {
  lg_Var *v = g->var;
  lg_Arena *a = t->a;
  if (g->ndims == 1)
    return lg_fmt(a, "%s[%s]", v->name, pos[0]);
  if (lg_is_fixed_array(v)) {
    char *s = (char *)v->name;
    for (int d = 0; d < g->ndims; d++)
      s = lg_fmt(a, "%s[%s]", s, pos[d]);
    return s;
  }
  /* flat: ((p0) * s1 + p1) * s2 + p2 */
  char *s = pos[0];
  for (int d = 1; d < g->ndims; d++) {
    const char *stride =
        lg_is_vla_param(v) ? lg_expr_text(&t->pc, v->type->dims[d])
                           : lg_atom_text(t->p, &t->ri->atoms, &t->ri->atoms.items[g->strides[d - 1]]);
    s = lg_fmt(a, "(%s) * (%s) + %s", s, stride, pos[d]);
  }
  return lg_fmt(a, "%s[%s]", v->name, s);
}

/* The walking position of dimension d of g at element index `e`, and the
 * bounds of the walking variable's iteration window in those units. */
static void window(TP *t, const lg_Stage *g, int d, const char *e, char **pos, char **lo,
                   char **end) {
  lg_Arena *a = t->a;
  bool zero = !strcmp(e, "0");
  if (g->kind[d] == LG_SD_MAPPED) {
    *pos = zero ? lg_fmt(a, "lg_b%d", g->m[d]) : lg_fmt(a, "lg_b%d + %s", g->m[d], e);
    *lo = "0";
    *end = lg_fmt(a, "lg_trip%d", g->m[d]);
  } else if (g->kind[d] == LG_SD_STRIP) {
    *pos = zero ? "lg_p0" : lg_fmt(a, "lg_p0 + %s", e);
    *lo = "lg_pfirst";
    *end = "lg_pend";
  } else {
    *pos = lg_fmt(a, "%s", e);
    *lo = "0";
    *end = "1";
  }
}

static char *plus_const(lg_Arena *a, const char *s, long long c) {
  if (c == 0)
    return (char *)s;
  return lg_fmt(a, "%s %s %lld", s, c < 0 ? "-" : "+", c < 0 ? -c : c);
}

/* Load guard: the element is read by some iteration of the whole loop nest
 * (not only of this block), so it lies inside the array's device range. */
static char *load_guard(TP *t, const lg_Stage *g, char **e) {
  lg_Arena *a = t->a;
  lg_Buf b = {0};
  for (int k = 0; k < g->nbox; k++) {
    lg_Buf c = {0};
    int nc = 0;
    for (int d = 0; d < g->ndims; d++) {
      char *pos, *lo, *end;
      window(t, g, d, e[d], &pos, &lo, &end);
      /* element offset omin + e; iteration u = that - o, o in [blo, bhi] */
      long long kh = g->omin[d] - g->bhi[k][d], kl = g->omin[d] - g->blo[k][d];
      bool always_lo = kl == 0 && (g->kind[d] != LG_SD_NONE || 1);
      if (!(g->kind[d] == LG_SD_NONE && kh + (g->ext[d] - 1) < 1))
        lg_buf_printf(&c, "%s%s < %s", nc++ ? " && " : "", plus_const(a, pos, kh), end);
      if (!always_lo)
        lg_buf_printf(&c, "%s%s >= %s", nc++ ? " && " : "", plus_const(a, pos, kl), lo);
    }
    if (nc == 0) {
      lg_buf_free(&c);
      lg_buf_free(&b);
      return NULL; /* always */
    }
    lg_buf_printf(&b, "%s%s%s%s", k ? " || " : "", g->nbox > 1 && nc > 1 ? "(" : "", c.data,
                  g->nbox > 1 && nc > 1 ? ")" : "");
    lg_buf_free(&c);
  }
  char *s = lg_strndup(a, b.data, b.len);
  lg_buf_free(&b);
  return s;
}

static void print_load_vec(TP *t, lg_Emit *e, const lg_Stage *g, int pass, int ind,
                           int nthreads);
static void whole_cond(TP *t, const lg_Stage *g, lg_Buf *c);
static void print_load_elems(TP *t, lg_Emit *e, const lg_Stage *g, int ind, int nthreads);

/* `const long long lg_base_A0 = ...;`: the global subscript of the box's
 * element 0 in each dimension. */
static void print_bases(TP *t, lg_Emit *e, const lg_Stage *g, int ind) {
  lg_Arena *a = t->a;
  /* bases: the global subscript of element 0 in each dimension */
  for (int d = 0; d < g->ndims; d++) {
    char *base = lg_poly_text(t->p, &t->ri->atoms, g->rest[d], NULL, NULL, true);
    if (!strcmp(base, "0"))
      base = NULL;
    char *walk = NULL;
    if (g->kind[d] == LG_SD_MAPPED) {
      lg_Loop *l = t->ri->mapped[g->m[d]];
      long long lb;
      walk = lg_fmt(a, "lg_b%d", g->m[d]);
      if (!lg_tile_const(lg_kernel_lb(t->ri, l), &lb) || lb != 0) /* chunk.c: the chunk's */
        walk = lg_fmt(a, "%s + %s", lg_expr_text(&t->pc, lg_kernel_lb(t->ri, l)), walk);
    } else if (g->kind[d] == LG_SD_STRIP) {
      walk = "lg_p0";
    }
    char *s = base && walk ? lg_fmt(a, "%s + %s", base, walk) : base ? base : walk ? walk : "0";
    lg_emit_indent(e, ind);
    lg_emit(e, "const long long %s = %s;\n", base_name(t, g, d), plus_const(a, s, g->omin[d]));
  }
}

/* Loads the stages of one group (those staged per strip, or per block)
 * into shared memory. Where every one of them is read w elements at a time
 * (regtile.c: vec), one test for the group: all its boxes whole and their
 * rows aligned; then every thread issues all its 16-byte loads before its
 * first shared store (the loads in flight together), else one element at a
 * time under the guard. */
static void print_loads(TP *t, lg_Emit *e, bool strip, int ind, int nthreads,
                        void (*then)(TP *, lg_Emit *, int, bool)) {
  const lg_TileInfo *ti = t->ti;
  bool any = false, all_vec = true;
  for (int k = 0; k < ti->nst; k++)
    if (ti->st[k].strip == strip) {
      any = true;
      all_vec = all_vec && ti->st[k].vec;
    }
  if (!any) {
    if (then)
      then(t, e, ind, false);
    return;
  }
  if (!all_vec) {
    for (int k = 0; k < ti->nst; k++)
      if (ti->st[k].strip == strip) {
        print_bases(t, e, &ti->st[k], ind);
        print_load_elems(t, e, &ti->st[k], ind, nthreads);
      }
    if (then)
      then(t, e, ind, false);
    return;
  }
  for (int k = 0; k < ti->nst; k++)
    if (ti->st[k].strip == strip)
      print_bases(t, e, &ti->st[k], ind);
  lg_Buf c = {0};
  for (int k = 0; k < ti->nst; k++)
    if (ti->st[k].strip == strip)
      whole_cond(t, &ti->st[k], &c);
  lg_emit_indent(e, ind);
  lg_emit(e, "if (%s) { /* the boxes whole and their rows aligned: 16 bytes a load */\n", c.data);
  lg_buf_free(&c);
  for (int pass = 0; pass < 2; pass++)
    for (int k = 0; k < ti->nst; k++)
      if (ti->st[k].strip == strip)
        print_load_vec(t, e, &ti->st[k], pass, ind + 1, nthreads);
  if (then)
    then(t, e, ind + 1, true);
  lg_emit_indent(e, ind);
  lg_emit(e, "} else {\n");
  for (int k = 0; k < ti->nst; k++)
    if (ti->st[k].strip == strip)
      print_load_elems(t, e, &ti->st[k], ind + 1, nthreads);
  if (then)
    then(t, e, ind + 1, false);
  lg_emit_indent(e, ind);
  lg_emit(e, "}\n");
}

/* The stage's element (e0, e1, ...) in shared memory. */
static char *stage_elem(TP *t, const lg_Stage *g, char **ei) {
  char *sh = (char *)g->name;
  for (int d = 0; d < g->ndims; d++)
    sh = lg_fmt(t->a, "%s[%s]", sh, ei[g->transposed ? g->ndims - 1 - d : d]);
  return sh;
}

/* The `const int lg_eD = ...` of a flat index lg_e over the box, the
 * innermost dimension fastest, in units of w elements along it. */
static void print_elem_index(TP *t, lg_Emit *e, const lg_Stage *g, int w, char **ei, int ind) {
  long long inner = 1;
  for (int d = g->ndims - 1; d >= 0; d--) {
    int ext = d == g->ndims - 1 ? g->ext[d] / w : g->ext[d];
    ei[d] = lg_fmt(t->a, "lg_e%d", d);
    lg_emit_indent(e, ind);
    const char *scale = d == g->ndims - 1 && w > 1 ? lg_fmt(t->a, " * %d", w) : "";
    if (d == 0 && g->ndims > 1)
      lg_emit(e, "const int lg_e0 = lg_e / %lld;\n", inner);
    else if (d == 0)
      lg_emit(e, "const int lg_e0 = lg_e%s;\n", scale);
    else if (inner == 1)
      lg_emit(e, "const int %s = lg_e %% %d%s;\n", ei[d], ext, scale);
    else
      lg_emit(e, "const int %s = lg_e / %lld %% %d;\n", ei[d], inner, ext);
    inner *= ext;
  }
}

/* Appends to c the test that g's box is whole and its rows 16-byte aligned
 * (regtile.c: vec), the same in every thread of the block: its first and
 * last elements pass the load guard (each dimension's conditions bound one
 * position, so the corners decide for the box), and its element 0 and the
 * first element of the next row of each outer dimension lie at 16-byte
 * boundaries. */
static void whole_cond(TP *t, const lg_Stage *g, lg_Buf *c) {
  lg_Arena *a = t->a;
  int D = g->ndims - 1;
  char *first[MAX_SDIMS], *last[MAX_SDIMS], *gpos[MAX_SDIMS];
  for (int d = 0; d < g->ndims; d++) {
    first[d] = "0";
    last[d] = lg_fmt(a, "%d", g->ext[d] - 1);
  }
  char *gf = load_guard(t, g, first), *gl = load_guard(t, g, last);
  if (gf)
    lg_buf_printf(c, "%s%s", c->len ? " && " : "", gf);
  if (gl)
    lg_buf_printf(c, "%s%s", c->len ? " && " : "", gl);
  for (int r = -1; r < D; r++) { /* element 0, then 0 of the next row of dimension r */
    for (int d = 0; d < g->ndims; d++)
      gpos[d] = lg_fmt(a, "%s%s", base_name(t, g, d), d == r ? " + 1" : "");
    lg_buf_printf(c, "%sLG_ALIGNED16(&%s)", c->len ? " && " : "", global_ref(t, g, gpos));
  }
}

/* A whole box w elements at a time: pass 0 loads the thread's vectors into
 * registers (lg_vA[R], R = the box's vectors over the block's threads),
 * pass 1 stores them into the stage. */
static void print_load_vec(TP *t, lg_Emit *e, const lg_Stage *g, int pass, int ind,
                           int nthreads) {
  lg_Arena *a = t->a;
  int w = g->vec, D = g->ndims - 1, tk = g->etype->kind;
  long long nv = g->nelems / w, R = (nv + nthreads - 1) / nthreads;
  const char *vt = tk == LG_T_FLOAT ? "float4" : tk == LG_T_INT ? "int4" : "double2";
  if (pass == 0)
    GEN(e, ind, "%s lg_v%s[%lld];\n", vt, g->tag, R);
  GEN(e, ind, "LG_UNROLL\n");
  GEN(e, ind, "for (int lg_r = 0; lg_r < %lld; lg_r++) {\n", R);
  GEN(e, ind + 1, "const int lg_e = lg_tid + %d * lg_r;\n", nthreads);
  int in = ind + 1;
  if (nv % nthreads) {
    GEN(e, in, "if (lg_e < %lld) {\n", nv);
    in++;
  }
  char *ei[MAX_SDIMS], *gpos[MAX_SDIMS], *eo[MAX_SDIMS];
  print_elem_index(t, e, g, w, ei, in);
  if (pass == 0) {
    for (int d = 0; d < g->ndims; d++)
      gpos[d] = lg_fmt(a, "%s + %s", base_name(t, g, d), ei[d]);
    GEN(e, in, "lg_v%s[lg_r] = lg_ld%d(&%s);\n", g->tag, w, global_ref(t, g, gpos));
  } else {
    static const char comp[] = "xyzw";
    for (int k = 0; k < w; k++) {
      for (int d = 0; d < g->ndims; d++)
        eo[d] = d == D ? lg_fmt(a, "%s + %d", ei[d], k) : ei[d];
      GEN(e, in, "%s = lg_v%s[lg_r].%c;\n", stage_elem(t, g, eo), g->tag, comp[k]);
    }
  }
  if (nv % nthreads)
    GEN(e, in - 1, "}\n");
  GEN(e, ind, "}\n");
}

/* The box one element per thread and step, under the load guard. */
static void print_load_elems(TP *t, lg_Emit *e, const lg_Stage *g, int ind, int nthreads) {
  lg_Arena *a = t->a;
  /* one element per thread and step, the innermost dimension fastest:
     consecutive threads read consecutive addresses (coalesced) */
  lg_emit_indent(e, ind);
  lg_emit(e, "for (int lg_e = lg_tid; lg_e < %lld; lg_e += %d) {\n", g->nelems, nthreads);
  char *ei[MAX_SDIMS];
  print_elem_index(t, e, g, 1, ei, ind + 1);
  char *gpos[MAX_SDIMS];
  for (int d = 0; d < g->ndims; d++)
    gpos[d] = lg_fmt(a, "%s + %s", base_name(t, g, d), ei[d]);
  char *sh = stage_elem(t, g, ei);
  char *guard = load_guard(t, g, ei);
  lg_emit_indent(e, ind + 1);
  if (guard)
    lg_emit(e, "%s = %s ? %s : (%s)0;\n", sh, guard, global_ref(t, g, gpos),
            lg_type_name(g->etype));
  else
    lg_emit(e, "%s = %s;\n", sh, global_ref(t, g, gpos));
  lg_emit_indent(e, ind);
  lg_emit(e, "}\n");
}


static void print_guarded(TP *t, lg_Emit *e, lg_Stmt **ss, int n, int ind) {
  if (n == 0)
    return;
  GEN(e, ind, "if (lg_active) {\n");
  for (int i = 0; i < n; i++)
    lg_print_stmt(e, &t->pc, clone_stmt(t, ss[i]), ind + 1);
  GEN(e, ind, "}\n");
}

static void barrier(lg_Emit *e, int ind, const char *why) {
  GEN(e, ind, "__syncthreads(); /* %s */\n", why);
}

/* ---- register tiles: the copies as unrolled loops ------------------------ */

/* Whether `v` is read or written as printed: a staged read that is an
 * operand (jammed) no longer names the variables of its subscripts. */
static bool expr_uses(TP *t, const lg_Expr *x, const lg_Var *v) {
  if (!x)
    return false;
  if (t->jammed && x->kind == LG_E_INDEX && lg_tile_op_of(t->ti, x))
    return false;
  if ((x->kind == LG_E_VAR || x->kind == LG_E_INDEX) && x->var == v)
    return true;
  for (int i = 0; i < x->nargs; i++)
    if (expr_uses(t, x->args[i], v))
      return true;
  return false;
}

static bool stmt_uses(TP *t, const lg_Stmt *s, const lg_Var *v) {
  if (!s)
    return false;
  if (expr_uses(t, s->expr, v) || expr_uses(t, s->init, v) || s->var == v ||
      stmt_uses(t, s->then, v) || stmt_uses(t, s->els, v) || stmt_uses(t, s->lowered, v))
    return true;
  for (int i = 0; i < s->nstmts; i++)
    if (stmt_uses(t, s->stmts[i], v))
      return true;
  const lg_Loop *l = s->loop;
  return l && (l->iv == v || expr_uses(t, l->lb, v) || expr_uses(t, l->ub, v) ||
               expr_uses(t, l->c_lb, v) || expr_uses(t, l->c_ub, v) || stmt_uses(t, l->body, v));
}

/* The mapped loops whose induction variables statements ss[0..n) read. */
static unsigned ivs_used(TP *t, lg_Stmt **ss, int n) {
  unsigned ivs = 0;
  for (int m = 0; m < t->ri->nmapped; m++)
    for (int i = 0; i < n; i++)
      if (stmt_uses(t, ss[i], t->ri->mapped[m]->iv))
        ivs |= 1u << m;
  return ivs;
}

/* A quad copy's offset in the block (tile.h: quad): lg_u / 4 * 4T + 4tx + lg_u % 4. */
static char *quad_offset(TP *t, int m) {
  int T = t->ri->block[t->ri->nmapped - 1 - m];
  return lg_fmt(t->a, "lg_u%d / 4 * %d + threadIdx.%s * 4 + lg_u%d %% 4", m, 4 * T,
                axis[t->ri->nmapped - 1 - m], m);
}

/* The iteration number in mapped loop m of the thread's copy lg_u<m>: copies
 * at stride T (consecutive threads on consecutive elements), or a thread's
 * U consecutive ones (contig: operands read as float4, tile.c's jam_vec). */
static char *copy_pos(TP *t, int m) {
  int nm = t->ri->nmapped;
  const char *ax = axis[nm - 1 - m];
  if (t->ti->U[m] == 1)
    return lg_fmt(t->a, "lg_b%d + threadIdx.%s", m, ax);
  if (t->ti->contig[m])
    return lg_fmt(t->a, "lg_b%d + threadIdx.%s * %d + lg_u%d", m, ax, t->ti->U[m], m);
  if (t->ti->quad[m])
    return lg_fmt(t->a, "lg_b%d + %s", m, quad_offset(t, m));
  return lg_fmt(t->a, "lg_b%d + threadIdx.%s + lg_u%d * %d", m, ax, m, t->ri->block[nm - 1 - m]);
}

/* `int i = (int)POS;`, the induction variable of mapped loop m. */
static void print_iv_at(TP *t, lg_Emit *e, int m, const char *pos, int ind) {
  lg_Loop *l = t->ri->mapped[m];
  const char *tn = lg_type_name(l->iv->type);
  char *decl = lg_decl_text(t->a, l->iv->type, rn(t, l->iv)->name);
  long long lb;
  if (lg_tile_const(lg_kernel_lb(t->ri, l), &lb) && lb == 0) /* chunk.c: the chunk's */
    GEN(e, ind, "%s = (%s)%s;\n", decl, tn, pos);
  else
    GEN(e, ind, "%s = %s + (%s)%s;\n", decl, lg_expr_text(&t->pc, lg_kernel_lb(t->ri, l)), tn,
        pos);
}

/* Opens the copy loops of the mapped loops in `mask`, outermost first, each
 * marked LG_UNROLL (loopgpu.h: `#pragma unroll` for nvcc, which makes the
 * copies). With `guard` each copy's
 * iteration is tested once, in the loop of its own mapped loop (a row of
 * copies, then a column: no per-element flags); the induction variables of
 * the loops in `ivs` are declared where their value is known. Returns the
 * indentation inside; *open: the braces to close. */
static int open_copies(TP *t, lg_Emit *e, unsigned mask, bool guard, unsigned ivs, int ind,
                       int *open) {
  *open = 0;
  for (int m = 0; m < t->ri->nmapped; m++) {
    if (!(mask >> m & 1))
      continue;
    if (t->ti->U[m] > 1) {
      GEN(e, ind, "LG_UNROLL\n");
      GEN(e, ind, "for (int lg_u%d = 0; lg_u%d < %d; lg_u%d++) {\n", m, m, t->ti->U[m], m);
      ind++;
      (*open)++;
    }
    char *pos = lg_fmt(t->a, "(%s)", copy_pos(t, m));
    if (guard) {
      GEN(e, ind, "const long long lg_t%d = %s;\n", m, copy_pos(t, m));
      GEN(e, ind, "if (lg_t%d < lg_trip%d) {\n", m, m);
      ind++;
      (*open)++;
      pos = lg_fmt(t->a, "lg_t%d", m);
    }
    if (ivs >> m & 1)
      print_iv_at(t, e, m, pos, ind);
    const lg_Loop *l = t->ri->mapped[m];
    if (guard && l->guard) { /* a triangle (lg_tile_triangle): its true bounds */
      GEN(e, ind, "if (%s) {\n", lg_expr_text(&t->pc, clone_expr(t, l->guard)));
      ind++;
      (*open)++;
    }
  }
  return ind;
}

/* The mapped loops a triangle's guard names (lg_tile_triangle: the guarded
 * loop and its outer one), whose variables the guard needs declared. */
static unsigned guard_ivs(TP *t) {
  unsigned ivs = 0;
  for (int m = 0; m < t->ri->nmapped; m++)
    for (int k = 0; t->ri->mapped[m]->guard && k <= m; k++)
      if (lg_expr_names(t->ri->mapped[m]->guard, t->ri->mapped[k]->iv))
        ivs |= 1u << k;
  return ivs;
}

static void close_copies(lg_Emit *e, int ind, int open) {
  for (int i = 1; i <= open; i++)
    GEN(e, ind - i, "}\n");
}

/* Statements ss[0..n) for every copy of the thread (the guarded ones only
 * where the copy's iteration exists). */
static void print_copies(TP *t, lg_Emit *e, lg_Stmt **ss, int n, bool guard, int ind) {
  if (n == 0)
    return;
  int open;
  int in = open_copies(t, e, (1u << t->ri->nmapped) - 1, guard,
                       ivs_used(t, ss, n) | (guard ? guard_ivs(t) : 0), ind, &open);
  for (int i = 0; i < n; i++)
    lg_print_stmt(e, &t->pc, clone_stmt(t, ss[i]), in);
  close_copies(e, in, open);
}

/* `v = rhs;` */
static lg_Stmt *assign_stmt(TP *t, lg_Var *v, lg_Type *vt, lg_Expr *rhs, lg_Loc loc) {
  lg_Expr *lhs = LG_NEW(t->a, lg_Expr);
  lhs->kind = LG_E_VAR;
  lhs->var = v; /* the copy's element, by the clone */
  lhs->type = vt;
  lhs->loc = loc;
  lg_Expr *as = LG_NEW(t->a, lg_Expr);
  as->kind = LG_E_ASSIGN;
  as->op = LG_OP_ASSIGN;
  as->type = vt;
  as->loc = loc;
  as->nargs = 2;
  as->args = LG_NEW_ARRAY(t->a, lg_Expr *, 2);
  as->args[0] = lhs;
  as->args[1] = rhs;
  lg_Stmt *x = LG_NEW(t->a, lg_Stmt);
  x->kind = LG_S_EXPR;
  x->loc = loc;
  x->expr = as;
  return x;
}

/* The statements before the strip loop, for every copy: their declarations
 * must outlive the strip loop, so each becomes an array of the thread
 * (`float acc[8][8];`, registers once nvcc has unrolled every loop that
 * indexes it) and its initializer an assignment under the guard. Every
 * element starts defined (jammed copies update their scalars unguarded, and
 * an array some elements of which are never written stays in local memory):
 * a literal initializer is assigned to every copy, the others start as
 * `= {}` (tile.c decides: lg_TileInfo.pre). */
static void print_regtile_pre(TP *t, lg_Emit *e, lg_Stmt **ss, int at, int ind) {
  lg_Arena *a = t->a;
  unsigned all = (1u << t->ri->nmapped) - 1;
  lg_Stmt **init = LG_NEW_ARRAY(a, lg_Stmt *, at + 1);
  lg_Stmt **guarded = LG_NEW_ARRAY(a, lg_Stmt *, at + 1);
  int ni = 0, ng = 0;
  for (int i = 0; i < at; i++) {
    lg_Stmt *s = ss[i];
    lg_PreKind k = t->ti->pre[i];
    if (k == LG_PRE_GUARDED) {
      guarded[ng++] = s;
      continue;
    }
    lg_Type *vt = LG_NEW(a, lg_Type);
    *vt = *s->var->type;
    vt->is_const = false;
    if (k == LG_PRE_DECL)
      GEN(e, ind, "%s;\n", lg_decl_text(a, vt, s->var->name));
    else
      GEN(e, ind, "%s%s;\n", lg_decl_text(a, vt, lg_fmt(a, "%s%s", s->var->name, copy_dims(t, all))),
          k == LG_PRE_ARRAY_ZEROED ? " = {}" : "");
    if (k == LG_PRE_ARRAY_LITERAL)
      init[ni++] = assign_stmt(t, s->var, vt, s->init, s->loc);
    else if (s->init)
      guarded[ng++] = assign_stmt(t, s->var, vt, s->init, s->loc);
  }
  print_copies(t, e, init, ni, false, ind);
  print_copies(t, e, guarded, ng, true, ind);
}

/* The staged element operand `op` loads: its first read, in the copy's
 * variables; a transposed stage addresses a thread's consecutive copies by
 * threadIdx and lg_u (written so, the U operands of a thread are visibly
 * consecutive and 16-byte aligned, and nvcc loads them as float4). */
static char *op_ref(TP *t, const lg_JamOp *op) {
  const lg_Stage *g = &t->ti->st[op->stage];
  const lg_Access *acc = op->accs.items[0];
  if (!g->transposed && g->aligned) {
    /* the quad dimension indexed by the copy itself, so that nvcc sees a
       thread's 4 consecutive operands at a 16-byte boundary */
    char *s = (char *)g->name;
    for (int d = 0; d < g->ndims; d++)
      s = g->kind[d] == LG_SD_MAPPED && t->ti->quad[g->m[d]]
              ? lg_fmt(t->a, "%s[%s]", s, quad_offset(t, g->m[d]))
              : lg_fmt(t->a, "%s[%s - %s]", s,
                       lg_poly_text(t->p, &t->ri->atoms, acc->dims[d], atom_name, t, false),
                       base_name(t, g, d));
    return s;
  }
  if (!g->transposed)
    return shared_ref(t, g, acc);
  int m = g->m[0];
  return lg_fmt(t->a, "%s[%s - %s][threadIdx.%s * %d + lg_u%d]", g->name,
                lg_poly_text(t->p, &t->ri->atoms, acc->dims[1], atom_name, t, false),
                base_name(t, g, 1), axis[t->ri->nmapped - 1 - m], t->ti->U[m], m);
}

/* The strip loop of a register tile: outside the copies, so that each
 * operand read from shared memory serves a row or a column of copies from a
 * register. Jammed: the step loads each operand array once, then the copies
 * update their scalars unguarded; else each copy runs the body under its
 * guard. */
static void print_regtile_strip(TP *t, lg_Emit *e, int ind, const char *stop) {
  lg_Arena *a = t->a;
  const lg_TileInfo *ti = t->ti;
  lg_Loop *L = ti->strip_loop;
  if (stop) /* a whole strip: S steps */
    GEN(e, ind, "LG_UNROLL\n");
  GEN(e, ind, "for (%s = lg_p0; %s < %s; %s++) {\n",
      L->iv_declared ? lg_decl_text(a, L->iv->type, L->iv->name) : L->iv->name, L->iv->name,
      stop ? stop : "lg_pstop", L->iv->name);
  lg_Stmt **bs = L->body && L->body->kind == LG_S_BLOCK ? L->body->stmts : &L->body;
  int nb = L->body && L->body->kind == LG_S_BLOCK ? L->body->nstmts : 1;
  if (!ti->jam) {
    print_copies(t, e, bs, nb, true, ind + 1);
    GEN(e, ind, "}\n");
    return;
  }
  int nregs = 0;
  for (int o = 0; o < ti->nops; o++)
    nregs += ti->ops[o].n;
  GEN(e, ind + 1,
      "/* unroll-and-jam: the %d copies share this %s step; their %d shared reads are %d "
      "operand registers (",
      ti->ncopies, L->iv->name, ti->ncopies * ti->jam_reads, nregs);
  int listed = 0;
  for (int k = 0; k < ti->nst; k++) {
    int n = 0;
    for (int o = 0; o < ti->nops; o++)
      n += ti->ops[o].stage == k ? ti->ops[o].n : 0;
    if (n)
      lg_emit(e, "%s%d of %s", listed++ ? ", " : "", n, ti->st[k].var->name);
  }
  lg_emit(e, ") */\n");
  for (int k = 0; k < ti->nst; k++) /* grouped by array */
    for (int o = 0; o < ti->nops; o++)
      if (ti->ops[o].stage == k)
        GEN(e, ind + 1, "%s %s%s;\n", lg_type_name(ti->st[k].etype), ti->ops[o].name,
            copy_dims(t, ti->ops[o].mask));
  for (int k = 0; k < ti->nst; k++)
    for (int o = 0; o < ti->nops; o++) {
      const lg_JamOp *op = &ti->ops[o];
      if (op->stage != k)
        continue;
      int open;
      /* (a transposed stage is indexed by the copies themselves, a quad
         stage along its quad loop) */
      unsigned ivs = op->mask;
      for (int m = 0; m < t->ri->nmapped; m++)
        if (ti->st[k].transposed || (ti->st[k].aligned && ti->quad[m]))
          ivs &= ~(1u << m);
      int in = open_copies(t, e, op->mask, false, ivs, ind + 1, &open);
      GEN(e, in, "%s%s = %s;\n", op->name, copy_index(t, op->mask), op_ref(t, op));
      close_copies(e, in, open);
    }
  t->jammed = true;
  print_copies(t, e, bs, nb, false, ind + 1);
  t->jammed = false;
  GEN(e, ind, "}\n");
}

/* A strip's step once its stages are loaded: the barrier, then the strip
 * of the sequential loop. `whole` (print_loads: every box of the strip
 * whole): the strip has S steps, a constant trip that nvcc unrolls. */
static void print_strip_step(TP *t, lg_Emit *e, int ind, bool whole) {
  const lg_TileInfo *ti = t->ti;
  lg_Loop *L = ti->strip_loop;
  barrier(e, ind, "strip staged before use");
  if (whole) {
    print_regtile_strip(t, e, ind, lg_fmt(t->a, "lg_p0 + %d", ti->S));
    return;
  }
  GEN(e, ind, "const %s lg_pstop = lg_pend - lg_p0 < %d ? lg_pend : lg_p0 + %d;\n",
      lg_type_name(L->iv->type), ti->S, ti->S);
  if (ti->ncopies == 1) {
    /* the strip of L: same body, bounds [lg_p0, lg_pstop) */
    lg_Loop *sl = LG_NEW(t->a, lg_Loop);
    *sl = *L;
    sl->lb = text_expr(t, "lg_p0", L->iv->type);
    sl->ub = text_expr(t, "lg_pstop", L->iv->type);
    sl->cmp = LG_CMP_LT;
    lg_Stmt *ls = LG_NEW(t->a, lg_Stmt);
    *ls = *t->strip_stmt;
    ls->loop = sl;
    print_guarded(t, e, &ls, 1, ind);
  } else {
    print_regtile_strip(t, e, ind, NULL);
  }
}

/* A triangle (lg_tile_triangle): a block whose box of iterations lies
 * wholly outside it has nothing to do (half of syrk's blocks). The guard
 * `j <= i + c` (or `j < i + c`) holds somewhere in the block's box iff it
 * holds at the box's smallest j and largest i, `i + c <= j` iff at its
 * smallest i and largest j (the coefficient of i is 1): evaluated there, the
 * same in every thread of the block, so the whole block moves on (before
 * any barrier). */
static void print_triangle_skip(TP *t, lg_Emit *e, int ind) {
  const lg_RegionInfo *ri = t->ri;
  int nm = ri->nmapped;
  for (int m = 0; m < nm; m++) {
    int outer;
    bool ub_dep;
    if (!ri->mapped[m]->guard || !lg_tile_triangle(t->p, t->r, m, &outer, &ub_dep))
      continue;
    GEN(e, ind, "{ /* the block's corner nearest the triangle: none of its iterations in it, "
                "the block has nothing to do */\n");
    int at_max = ub_dep ? outer : m; /* the loop taken at its largest value */
    for (int k = 0; k < 2; k++) {
      int mm = k == 0 ? outer : m;
      int bs = ri->block[nm - 1 - mm] * t->ti->U[mm];
      char *pos = at_max == mm
                      ? lg_fmt(t->a, "(lg_b%d + %d < lg_trip%d ? lg_b%d + %d : lg_trip%d - 1)", mm,
                               bs - 1, mm, mm, bs - 1, mm)
                      : lg_fmt(t->a, "lg_b%d", mm);
      print_iv_at(t, e, mm, pos, ind + 1);
    }
    GEN(e, ind + 1, "if (!(%s))\n", lg_expr_text(&t->pc, clone_expr(t, ri->mapped[m]->guard)));
    GEN(e, ind + 2, "continue;\n");
    GEN(e, ind, "}\n");
  }
}

bool lg_tile_print_kernel(lg_Program *p, lg_Region *r, lg_Emit *e) {
  lg_RegionInfo *ri = r->analysis;
  lg_TileInfo *ti = ri ? ri->tile : NULL;
  if (!ti)
    return false;
  TP t = {.p = p, .r = r, .ri = ri, .ti = ti, .a = p->arena};
  t.pc = (lg_PrintCtx){.p = p, .a = p->arena, .linearize_vla = true};
  lg_Arena *a = p->arena;
  int nm = ri->nmapped;
  int nthreads = lg_block_threads(ri);
  /* the grid walked by whole blocks: the loop conditions are the same for
     every thread of a block, so all of them reach every barrier. With
     unroll(U) a block covers T*U iterations per mapped loop and each thread
     U of them, its copies (print_copies) */
  int ncopies = ti->ncopies;
  lg_Loop *L = ti->strip_loop;
  /* (one element per array, not a table of every variable of the
     program: that made thousands of tiled regions quadratic in memory) */
  t.arrv = LG_NEW_ARRAY(a, lg_Var *, ti->nregarr + 1);
  for (int i = 0; i < ti->nregarr; i++) { /* acc[lg_u0][lg_u1] */
    lg_Var *v = ti->regarr[i], *el = LG_NEW(a, lg_Var);
    *el = *v;
    el->name = lg_fmt(a, "%s%s", v->name, copy_index(&t, (1u << nm) - 1));
    t.arrv[i] = el;
  }
  /* signature, as print_kernel.c, with the block size promised to ptxas */
  e->line = 0;
  /* a jammed register tile asks ptxas for 128 registers a thread at most
     (two blocks of 256 on an SM with 64 Ki registers): the operand and
     accumulator arrays fit without spills, and the second block hides the
     first's barriers (H200 gemm 4096^3: 0.76x cuBLAS, 0.72x when ptxas
     chooses alone; docs/runs/2026-12-03/exp-gemm-whole-1750.json) */
  const lg_Arch *arch = lg_target_arch(p);
  /* an 8-byte element's tile needs about twice that (double 8x8: ~176):
     asking for two blocks would cap it at 128 and spill (ptxas, sm_90:
     3.9 KB of spill stores a thread for PolyBench's double gemm); then one
     block an SM, which ptxas gives the registers */
  long long need = lg_tile_regs_needed(ti);
  int min_blocks = ti->jam && nthreads >= 128 && need <= 128
                       ? arch->regs_sm / (nthreads * 128)
                       : 0;
  if (min_blocks > arch->blocks_sm)
    min_blocks = arch->blocks_sm;
  if (min_blocks >= 2)
    lg_emit(e, "static __global__ void __launch_bounds__(%d, %d) %s(", nthreads, min_blocks,
            r->name);
  else
    lg_emit(e, "static __global__ void __launch_bounds__(%d) %s(", nthreads, r->name);
  lg_kernel_params(p, r, e);
  for (int i = 0; i < ri->nred; i++)
    lg_emit(e, ", %s *lg_part_%s", lg_type_name(ri->red[i].var->type), ri->red[i].var->name);
  char *cm = lg_kernel_comment(p, r);
  cm[strlen(cm) - 3] = 0; /* without its closing delimiter: more follows */
  lg_emit(e, ")\n{\n  %s; staged:", cm);
  for (int k = 0; k < ti->nst; k++) {
    lg_Stage *g = &ti->st[k];
    lg_emit(e, "%s %s", k ? "," : "", g->var->name);
    for (int d = 0; d < g->ndims; d++)
      lg_emit(e, "[%d]", g->ext[d]);
    lg_emit(e, g->strip ? " per %s strip" : " per block", g->strip ? ti->strip_loop->iv->name : "");
  }
  if (ti->strip_loop)
    lg_emit(e, "; %s in strips of %d", ti->strip_loop->iv->name, ti->S);
  lg_emit(e, " */\n");
  /* staging buffers: static below 48 KB, dynamic (opted in by the host) above */
  if (ti->dynamic)
    lg_emit(e, "  LG_DYNAMIC_SHARED(char, lg_smem);\n");
  for (int k = 0; k < ti->nst; k++) {
    lg_Stage *g = &ti->st[k];
    const char *tn = lg_type_name(g->etype);
    char *dims = "";
    for (int d = 1; d < g->ndims; d++)
      dims = lg_fmt(a, "%s[%d]", dims, g->sdims[d]);
    if (ti->dynamic) {
      lg_emit(e, "  %s (*%s)%s = (%s (*)%s)(lg_smem + %lld);\n", tn, g->name, dims, tn, dims,
              g->offset);
    } else if (g->transposed) {
      /* rows padded by 4: every thread's 4 consecutive operands stay
         16-byte aligned */
      lg_emit(e, "  __shared__ __align__(16) %s %s[%d]%s; /* transposed: [%s][%s] */\n", tn,
              g->name, g->sdims[0], dims, ti->strip_loop->iv->name,
              ri->mapped[g->m[0]]->iv->name);
    } else {
      lg_emit(e, "  __shared__ %s%s %s[%d]%s;\n", g->aligned ? "__align__(16) " : "", tn, g->name,
              g->sdims[0], dims);
    }
  }
  lg_emit(e, "  const int lg_tid = threadIdx.x + %d * (threadIdx.y + %d * threadIdx.z);\n",
          ri->block[0], ri->block[1]);
  lg_print_private_ivs(p, r, e);
  /* reductions, as print_kernel.c: one private accumulator per thread (not
     per register-tile copy: reduction variables are not arrays of the
     thread, and its copies update it in turn under their guards; jam never
     applies, the update's target not being a copy's own scalar) */
  for (int i = 0; i < ri->nred; i++)
    lg_emit(e, "  %s = %s;\n", lg_decl_text(a, ri->red[i].var->type, ri->red[i].var->name),
            lg_red_identity(a, &ri->red[i]));
  int ind = 1;
  for (int m = 0; m < nm; m++) {
    const char *ax = axis[nm - 1 - m];
    int bs = ri->block[nm - 1 - m] * ti->U[m];
    lg_emit_indent(e, ind++);
    lg_emit(e,
            "for (long long lg_b%d = blockIdx.%s * %dLL; lg_b%d < lg_trip%d; lg_b%d += "
            "(long long)gridDim.%s * %d) {\n",
            m, ax, bs, m, m, m, ax, bs);
  }
  print_triangle_skip(&t, e, ind);
  if (ncopies == 1) {
    /* the thread's iteration and whether it exists */
    lg_emit_indent(e, ind);
    lg_emit(e, "bool lg_active = true;\n");
    for (int m = 0; m < nm; m++) {
      lg_emit_indent(e, ind);
      lg_emit(e, "const long long lg_t%d = %s;\n", m, copy_pos(&t, m));
      lg_emit_indent(e, ind);
      lg_emit(e, "lg_active = lg_active && lg_t%d < lg_trip%d;\n", m, m);
      /* (map.c; nvcc warns about a variable set and never used) */
      if (ri->iv_read[m] || (guard_ivs(&t) >> m & 1))
        print_iv_at(&t, e, m, lg_fmt(a, "lg_t%d", m), ind);
      if (ri->mapped[m]->guard) { /* a triangle: its true bounds */
        lg_emit_indent(e, ind);
        lg_emit(e, "lg_active = lg_active && (%s);\n",
                lg_expr_text(&t.pc, clone_expr(&t, ri->mapped[m]->guard)));
      }
    }
  }
  /* per-block groups */
  bool once = false;
  for (int k = 0; k < ti->nst; k++)
    once = once || !ti->st[k].strip;
  print_loads(&t, e, false, ind, nthreads, NULL);
  if (once)
    barrier(e, ind, "staged before use");
  lg_Stmt *body = ri->mapped[nm - 1]->body;
  lg_Stmt **ss = body->kind == LG_S_BLOCK ? body->stmts : &body;
  int ns = body->kind == LG_S_BLOCK ? body->nstmts : 1;
  if (!L) {
    if (ncopies == 1)
      print_guarded(&t, e, ss, ns, ind);
    else
      print_copies(&t, e, ss, ns, true, ind);
  } else {
    int at = ti->strip_at;
    if (ncopies > 1) {
      print_regtile_pre(&t, e, ss, at, ind);
    } else {
      /* statements before the strip loop: their declarations must outlive
         the guard, so they are declared first and assigned under it */
      lg_Stmt **pre = LG_NEW_ARRAY(a, lg_Stmt *, at + 1);
      int npre = 0;
      for (int i = 0; i < at; i++) {
        lg_Stmt *s = ss[i];
        if (ti->pre[i] == LG_PRE_GUARDED) {
          pre[npre++] = s;
          continue;
        }
        lg_Type *vt = LG_NEW(a, lg_Type);
        *vt = *s->var->type;
        vt->is_const = false;
        GEN(e, ind, "%s;\n", lg_decl_text(a, vt, s->var->name));
        if (s->init)
          pre[npre++] = assign_stmt(&t, s->var, vt, s->init, s->loc);
      }
      print_guarded(&t, e, pre, npre, ind);
    }
    const char *itn = lg_type_name(L->iv->type);
    char *ub = lg_expr_text(&t.pc, L->ub);
    lg_emit_indent(e, ind);
    lg_emit(e, "const %s lg_pfirst = %s;\n", itn, lg_expr_text(&t.pc, L->lb));
    lg_emit_indent(e, ind);
    lg_emit(e, "const %s lg_pend = %s;\n", itn,
            L->cmp == LG_CMP_LE ? lg_fmt(a, "%s + 1", ub) : ub);
    lg_emit_indent(e, ind);
    lg_emit(e, "for (%s lg_p0 = lg_pfirst; lg_p0 < lg_pend; lg_p0 += %d) {\n", itn, ti->S);
    t.strip_stmt = ss[at];
    print_loads(&t, e, true, ind + 1, nthreads, print_strip_step);
    barrier(e, ind + 1, "strip used before the next is staged");
    GEN(e, ind, "}\n");
    /* a variable declared before the loop keeps C's value after it (the
       statements after read it): its bound, or its start when no strip ran */
    if (ti->strip_iv_after)
      GEN(e, ind, "%s = lg_pend > lg_pfirst ? lg_pend : lg_pfirst;\n", L->iv->name);
    if (ncopies == 1)
      print_guarded(&t, e, ss + at + 1, ns - at - 1, ind);
    else
      print_copies(&t, e, ss + at + 1, ns - at - 1, true, ind);
  }
  if (once)
    barrier(e, ind, "block's stage used before the next block's");
  e->line = 0;
  for (int m = nm - 1; m >= 0; m--) {
    lg_emit_indent(e, m + 1);
    lg_emit(e, "}\n");
  }
  /* the block loops walk whole blocks (their conditions are the same for
     every thread), so all threads reach the tree's barriers */
  lg_print_red_tree(p, r, e);
  lg_emit(e, "}\n\n");
  return true;
}

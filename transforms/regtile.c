/* regtile.c — register tiling and unroll-and-jam, the part of lg_pass_tile
 * (tile.c) that decides, for a staged region with unroll(U), each thread's
 * copies, which variables become arrays over them, whether the strip loop's
 * updates may be jammed with shared operands, and the stages' layouts
 * (transposed for float4 reads of a thread's consecutive operands). The
 * printer, print_tile.c, prints what is decided here.
 */
#include <string.h>

#include "analysis.h"
#include "passes.h"
#include "tile.h"

/* ---- the register tile, unroll-and-jam and the layouts ---------------------
 *
 * With unroll(U) on a staged region each thread runs U[m] copies per mapped
 * loop m; the printer makes them unrolled loops over the copy indices.
 *
 * Unroll-and-jam: the copies already share one strip loop; each copy's
 * statements read their operands from shared memory, so 8x8 copies of
 * `acc += A[i][p] * B[p][j]` make 128 shared loads for 64 FMAs. Copies that
 * read the same element (copy (r, c) and (r, c') read the same A[i][p])
 * share one operand, loaded once per step into an array indexed by the
 * copy indices of the mapped loops its stage walks (`lg_rA_0[lg_u0]`): 16
 * loads for 64 FMAs.
 *
 * Legal when the strip loop's body is straight-line scalar updates
 * (`s op= f(...)` or declarations) whose right-hand sides read only staged
 * elements, scalars and literals, without calls, side effects or integer
 * division: each copy then writes only its own scalars, shared memory is
 * read-only between the barriers, and every staged element of any copy lies
 * in the box (the box spans T*U per mapped loop), so the updates of inactive
 * copies (past the loop bounds) may run unguarded: they touch only their own
 * scalars, which are never stored. */

typedef struct TA {
  lg_Program *p;
  lg_Region *r;
  lg_RegionInfo *ri;
  lg_TileInfo *ti;
} TA;

lg_Stage *lg_tile_stage_of(const lg_TileInfo *ti, const lg_Expr *e) {
  for (int k = 0; k < ti->nst; k++) {
    lg_Stage *g = &ti->st[k];
    for (int i = 0; i < g->accs.n; i++)
      if (((lg_Access *)g->accs.items[i])->e == e)
        return g;
  }
  return NULL;
}

lg_JamOp *lg_tile_op_of(const lg_TileInfo *ti, const lg_Expr *e) {
  for (int o = 0; ti->jam && o < ti->nops; o++)
    for (int i = 0; i < ti->ops[o].accs.n; i++)
      if (((lg_Access *)ti->ops[o].accs.items[i])->e == e)
        return &ti->ops[o];
  return NULL;
}

static lg_Access *access_of(const lg_RegionInfo *ri, const lg_Expr *e) {
  for (int i = 0; i < ri->nacc; i++)
    if (ri->acc[i].e == e)
      return &ri->acc[i];
  return NULL;
}

static bool same_dims(const lg_Access *x, const lg_Access *y) {
  if (x->ndims != y->ndims)
    return false;
  for (int d = 0; d < x->ndims; d++)
    if (!x->dims[d] || !y->dims[d] || !lg_poly_equal(x->dims[d], y->dims[d]))
      return false;
  return true;
}

/* A right-hand side that may run for an inactive copy: no side effects, no
 * traps, no reads outside shared memory and registers. */
static bool jam_safe_expr(TA *t, const lg_Expr *x) {
  if (!x)
    return false;
  switch (x->kind) {
  case LG_E_INT:
  case LG_E_FLOAT:
    return true;
  case LG_E_VAR:
    return lg_is_scalar_type(x->var->type);
  case LG_E_INDEX: {
    lg_Access *acc = access_of(t->ri, x);
    if (!lg_tile_stage_of(t->ti, x) || !acc)
      return false;
    for (int d = 0; d < acc->ndims; d++)
      if (!acc->dims[d])
        return false;
    return true;
  }
  case LG_E_UNARY:
    if (x->op != LG_OP_NEG && x->op != LG_OP_PLUS && x->op != LG_OP_NOT && x->op != LG_OP_BNOT)
      return false;
    return jam_safe_expr(t, x->args[0]);
  case LG_E_BINARY:
    if (x->op == LG_OP_COMMA || x->op == LG_OP_SHL || x->op == LG_OP_SHR)
      return false;
    if ((x->op == LG_OP_DIV || x->op == LG_OP_REM) && !lg_is_scalar_type(x->type))
      return false;
    if ((x->op == LG_OP_DIV || x->op == LG_OP_REM) && lg_is_integer_type(x->type))
      return false; /* division by zero of an inactive copy's operands */
    return jam_safe_expr(t, x->args[0]) && jam_safe_expr(t, x->args[1]);
  case LG_E_COND:
    return jam_safe_expr(t, x->args[0]) && jam_safe_expr(t, x->args[1]) &&
           jam_safe_expr(t, x->args[2]);
  case LG_E_CAST:
    return lg_is_scalar_type(x->type) && jam_safe_expr(t, x->args[0]);
  default:
    return false;
  }
}

/* A variable each copy has its own of, other than the strip's. */
static bool jam_private(TA *t, const lg_Var *v) {
  if (!v || v->region != t->r || v->id < 0 || v->id >= t->p->nvars)
    return false;
  if (v == t->ti->strip_loop->iv)
    return false;
  for (int m = 0; m < t->ri->nmapped; m++)
    if (v == t->ri->mapped[m]->iv)
      return false;
  return lg_is_scalar_type(v->type);
}

static bool jam_stmt_ok(TA *t, const lg_Stmt *s) {
  if (!s)
    return false;
  switch (s->kind) {
  case LG_S_NULL:
    return true;
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      if (!jam_stmt_ok(t, s->stmts[i]))
        return false;
    return true;
  case LG_S_DECL:
    return jam_private(t, s->var) && (!s->init || jam_safe_expr(t, s->init));
  case LG_S_EXPR: {
    const lg_Expr *x = s->expr;
    if (!x || x->kind != LG_E_ASSIGN || x->args[0]->kind != LG_E_VAR ||
        !jam_private(t, x->args[0]->var))
      return false;
    bool intdiv = (x->op == LG_OP_DIV_ASSIGN || x->op == LG_OP_REM_ASSIGN) &&
                  lg_is_integer_type(x->args[0]->type);
    bool shift = x->op == LG_OP_SHL_ASSIGN || x->op == LG_OP_SHR_ASSIGN;
    return !intdiv && !shift && jam_safe_expr(t, x->args[1]);
  }
  default:
    return false;
  }
}

static int count_reads(TA *t, const lg_Expr *x) {
  if (!x)
    return 0;
  int n = x->kind == LG_E_INDEX && lg_tile_stage_of(t->ti, x) ? 1 : 0;
  for (int i = 0; i < x->nargs; i++)
    n += count_reads(t, x->args[i]);
  return n;
}

static int count_reads_stmt(TA *t, const lg_Stmt *s) {
  if (!s)
    return 0;
  int n = count_reads(t, s->expr) + count_reads(t, s->init);
  for (int i = 0; s->kind == LG_S_BLOCK && i < s->nstmts; i++)
    n += count_reads_stmt(t, s->stmts[i]);
  return n;
}

/* The staged reads of `x` as operands: equal subscript polynomials are the
 * same element in every copy (the subscripts name only the mapped variables
 * the stage walks, whose copies index the operand array). */
static void jam_collect(TA *t, lg_Expr *x, int cap) {
  if (!x)
    return;
  lg_TileInfo *ti = t->ti;
  lg_Stage *g = x->kind == LG_E_INDEX ? lg_tile_stage_of(ti, x) : NULL;
  lg_Access *acc = g ? access_of(t->ri, x) : NULL;
  if (acc) {
    int k = (int)(g - ti->st);
    for (int o = 0; o < ti->nops; o++)
      if (ti->ops[o].stage == k && same_dims(ti->ops[o].accs.items[0], acc)) {
        lg_vec_push(t->p->arena, &ti->ops[o].accs, acc);
        return;
      }
    if (ti->nops >= cap)
      return;
    lg_JamOp *op = &ti->ops[ti->nops++];
    memset(op, 0, sizeof *op);
    op->stage = k;
    lg_vec_push(t->p->arena, &op->accs, acc);
    op->n = 1;
    for (int d = 0; d < g->ndims; d++)
      if (g->kind[d] == LG_SD_MAPPED && !(op->mask >> g->m[d] & 1)) {
        op->mask |= 1u << g->m[d];
        op->n *= ti->U[g->m[d]];
      }
    int nth = 0;
    for (int o = 0; o < ti->nops - 1; o++)
      nth += ti->ops[o].stage == k;
    op->name = lg_fmt(t->p->arena, "lg_r%s_%d", g->tag, nth);
    return;
  }
  for (int i = 0; i < x->nargs; i++)
    jam_collect(t, x->args[i], cap);
}

static void jam_collect_stmt(TA *t, lg_Stmt *s, int cap) {
  if (!s)
    return;
  if (s->kind == LG_S_BLOCK)
    for (int i = 0; i < s->nstmts; i++)
      jam_collect_stmt(t, s->stmts[i], cap);
  jam_collect(t, s->expr, cap);
  jam_collect(t, s->init, cap);
}

/* quad: the x copies of a jammed tile in fours, thread tx owning columns
 * 4tx..4tx+3 of every 4T (T threads along x), when every stage the x loop
 * walks has it as its innermost dimension with offset 0 (B[p][j] in a
 * product): a step's 4 operands of a thread are then consecutive floats at a
 * 16-byte boundary, one 16-byte shared load instead of four (rows padded
 * to a multiple of 4; a half warp reads 64 consecutive words, no bank
 * conflict). With the stride-T copies every operand is its own load. Static
 * shared memory only (the dynamic buffer is carved with the plain sizes).
 * H200, gemm 4096^3, with vector loads (decide_vec): 0.79x cuBLAS SGEMM
 * against 0.57x (docs/runs/2026-12-03/exp-gemm-hand-1740.json, exp-gemm-whole-1750.json). */
static void decide_quad(TA *t) {
  lg_TileInfo *ti = t->ti;
  lg_RegionInfo *ri = t->ri;
  int nm = ri->nmapped, mx = nm - 1;
  if (!ti->jam || ti->dynamic || nm < 1 || ti->U[mx] % 4 != 0)
    return;
  bool walked = false;
  for (int k = 0; k < ti->nst; k++) {
    const lg_Stage *g = &ti->st[k];
    for (int d = 0; d < g->ndims; d++) {
      if (g->kind[d] != LG_SD_MAPPED || g->m[d] != mx)
        continue;
      if (d != g->ndims - 1 || g->transposed || g->esize != 4 || g->omin[d] != 0 ||
          g->omax[d] != 0 || g->ext[d] != ri->block[0] * ti->U[mx])
        return;
      walked = true;
    }
  }
  if (!walked)
    return;
  long long bytes = 0;
  for (int k = 0; k < ti->nst; k++) {
    const lg_Stage *g = &ti->st[k];
    long long n = g->esize;
    for (int d = 0; d < g->ndims; d++)
      n *= g->kind[d] == LG_SD_MAPPED && g->m[d] == mx ? g->ext[d] + 4 : g->sdims[d];
    bytes += n;
  }
  if (bytes > 48 * 1024) /* the padding must keep the buffers static */
    return;
  ti->quad[mx] = true;
  for (int k = 0; k < ti->nst; k++) {
    lg_Stage *g = &ti->st[k];
    int d = g->ndims - 1;
    if (g->kind[d] == LG_SD_MAPPED && g->m[d] == mx) {
      g->sdims[d] = g->ext[d] + 4;
      g->aligned = true;
    }
  }
}

/* vec: a jammed tile's stages are loaded from global memory 16 bytes at a
 * time along their innermost dimension (contiguous in C's row-major
 * layout) where the kernel finds the box whole (no element outside the
 * load guard) and every row of it 16-byte aligned; elsewhere, and for an
 * edge box, one element at a time under the guard as before. One box
 * only: a union of boxes has no single whole-box test. */
static void decide_vec(TA *t) {
  lg_TileInfo *ti = t->ti;
  if (!ti->jam)
    return;
  for (int k = 0; k < ti->nst; k++) {
    lg_Stage *g = &ti->st[k];
    int d = g->ndims - 1, tk = g->etype->kind;
    int w = (tk == LG_T_FLOAT || tk == LG_T_INT) && g->esize == 4 ? 4
            : tk == LG_T_DOUBLE && g->esize == 8                  ? 2
                                                                   : 0;
    if (w && g->nbox == 1 && !g->box_overflow && g->kind[d] != LG_SD_NONE &&
        g->ext[d] % w == 0 && g->nelems % w == 0)
      g->vec = w;
  }
}

/* The register tile of a staged region, unroll-and-jam, and the layout of
 * each stage. */
void lg_tile_decide_layout(lg_Program *p, lg_Region *r, lg_TileInfo *ti) {
  lg_RegionInfo *ri = r->analysis;
  TA t = {p, r, ri, ti};
  int nm = ri->nmapped;
  ti->ncopies = 1;
  for (int m = 0; m < 3; m++) {
    ti->U[m] = m < nm ? lg_tile_copies(ri, m) : 1;
    ti->ncopies *= ti->U[m];
  }
  lg_Loop *L = ti->strip_loop;
  if (ti->ncopies > 1 && L) {
    ti->jam_reads = count_reads_stmt(&t, L->body);
    ti->jam = jam_stmt_ok(&t, L->body) && ti->jam_reads > 0;
  }
  /* jam_vec: a stage read along a non-x mapped loop m with U[m] a multiple
     of 4 (A[i][p] in a product, walked by rows) is stored transposed
     (lg_sA[p][i]) and thread (ty) owns the U consecutive rows
     ty*U..ty*U+U-1: its U operands of a step are consecutive floats, read as
     float4 from shared memory. The warp's 2 rows are broadcasts; the columns
     (x) keep their stride-T copies, consecutive across threads. Not with
     dynamic shared memory: the buffers are carved out of it with the sizes
     counted above, which are those of the plain layout. */
  for (int k = 0; k < ti->nst; k++) {
    lg_Stage *g = &ti->st[k];
    int m = g->m[0];
    g->transposed = ti->jam && nm >= 2 && !ti->dynamic && g->ndims == 2 &&
                    g->kind[0] == LG_SD_MAPPED && g->kind[1] == LG_SD_STRIP && m != nm - 1 &&
                    ti->U[m] % 4 == 0 && g->omin[0] == 0 && g->omax[0] == 0 &&
                    g->etype->kind == LG_T_FLOAT && 4LL * g->ext[1] <= g->ext[0] &&
                    g->ext[0] == ri->block[nm - 1 - m] * ti->U[m];
    if (g->transposed) {
      ti->contig[m] = true;
      /* rows of U*T elements padded by 4, so that every thread's 4
         consecutive operands stay 16-byte aligned */
      g->sdims[0] = g->ext[1];
      g->sdims[1] = g->ext[0] + 4;
    } else {
      for (int d = 0; d < g->ndims; d++)
        g->sdims[d] = g->ext[d] + (d == g->ndims - 1 ? g->pad : 0);
    }
  }
  decide_quad(&t);
  decide_vec(&t);
  if (ti->jam) {
    ti->ops = LG_NEW_ARRAY(p->arena, lg_JamOp, ti->jam_reads);
    jam_collect_stmt(&t, L->body, ti->jam_reads);
  }
  /* the declarations before the strip loop (the accumulators) live across
     it: arrays of the thread over its copies */
  lg_Stmt *body = ri->mapped[nm - 1]->body;
  if (ti->ncopies > 1 && L && body->kind == LG_S_BLOCK) {
    ti->regarr = LG_NEW_ARRAY(p->arena, lg_Var *, body->nstmts);
    for (int s = 0; s < body->nstmts && !lg_tile_is_loop_of(body->stmts[s], L); s++)
      if (body->stmts[s]->kind == LG_S_DECL && body->stmts[s]->var != L->iv)
        ti->regarr[ti->nregarr++] = body->stmts[s]->var;
  }
}


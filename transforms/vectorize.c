/* vectorize.c — 16-byte vector loads and stores for coarsened 1-D regions
 * (issue 19: the 1-D stencil at 0.66x the copy bandwidth with four strided
 * copies a thread; a hand-written kernel with four consecutive elements a
 * thread, float4 loads and stores, reached 0.93x on the H200,
 * docs/runs/2026-12-03/exp-stencil-0720.json).
 *
 * When the schedule chooser coarsened a one-dimensional region by 4 (no
 * scheduling clause: an explicit unroll(4) keeps its strided copies), the
 * thread's four copies become four consecutive iterations 4g .. 4g+3, and
 * where every access is `A[i + c]` (c a constant) of a float, int or double
 * array:
 *
 *  - an array the region only reads is loaded as the aligned float4/int4
 *    (double2) that cover i + c for the four copies (x[i-2] .. x[i+2]:
 *    three loads at 4g-4, 4g, 4g+4), and each `A[i + c]` of copy k reads
 *    its register;
 *  - an array the region only writes, at `A[i]` with `=`, on every path of
 *    the body (so the four elements are all written), is written by copy k
 *    into a register and stored as one float4/int4 (two double2).
 *
 * A group takes that path only when it is whole (4g + 4 <= trip count),
 * every load lies inside its array's device range (the kernel gets the
 * range, lg_vlo_A..lg_vhi_A: a load may cover elements no copy of this
 * group reads, and the body reads under its own conditions only what C
 * reads) and every such array's biased device pointer is 16-byte aligned
 * (an array entered at an odd offset by a data region is not); other groups
 * run the copies as scalar code, the same body. The loads read elements the
 * region does not write (the array is only read) and the stores write the
 * elements the four iterations write, with the values C leaves there: the
 * program's answer is the same.
 *
 * Anything else keeps the strided copies: a jump, a loop, a call to a
 * function of the file, an address taken, a reduction, staging, scratch,
 * final values, a subscript of another form, an array both read and
 * written, an unsigned induction variable, a lower bound other than 0.
 * Deciding is here; print_vector.c prints the kernel.
 */
#include <string.h>

#include "analysis.h"
#include "passes.h"
#include "schedule.h"

enum { VEC_W = 4, VEC_MAX_LOADS = 6 };

typedef struct Ctx {
  lg_Program *p;
  lg_Region *r;
  lg_RegionInfo *ri;
  int iv_atom;
  lg_VecArray arr[32];
  int narr;
  bool ok;
} Ctx;

static bool vec_elem(const lg_Type *t) {
  return t && (t->kind == LG_T_FLOAT || t->kind == LG_T_INT || t->kind == LG_T_DOUBLE);
}

static lg_VecArray *array_of(Ctx *c, lg_Var *v) {
  for (int i = 0; i < c->narr; i++)
    if (c->arr[i].var == v)
      return &c->arr[i];
  if (c->narr == (int)(sizeof c->arr / sizeof c->arr[0])) {
    c->ok = false;
    return NULL;
  }
  lg_VecArray *a = &c->arr[c->narr++];
  memset(a, 0, sizeof *a);
  a->var = v;
  a->cmin = a->cmax = 0;
  return a;
}

/* `i + c` with c a constant: c; else false. */
static bool iv_plus_const(Ctx *c, lg_Expr *sub, long long *off) {
  lg_Poly *x = lg_affine_of(c->p, c->r, sub);
  if (!x)
    return false;
  lg_Poly *rest = lg_poly_add(c->p->arena, x, lg_poly_atom(c->p->arena, c->iv_atom), -1);
  return lg_poly_is_const(rest, off);
}

/* An element access A[sub]: `write` when it is the target of `=`. */
static void access(Ctx *c, lg_Expr *x, bool write) {
  lg_Var *v = x->var;
  long long off;
  if (x->nargs != 1 || !v->type || v->type->kind != LG_T_PTR || !vec_elem(v->type->elem) ||
      !vec_elem(x->type) || x->type->kind != v->type->elem->kind ||
      !iv_plus_const(c, x->args[0], &off) || off < -64 || off > 64) {
    c->ok = false;
    return;
  }
  lg_VecArray *a = array_of(c, v);
  if (!a)
    return;
  if (write) {
    if (off != 0)
      c->ok = false;
    a->store = true;
  } else {
    if (!a->load || off < a->cmin)
      a->cmin = off;
    if (!a->load || off > a->cmax)
      a->cmax = off;
    a->load = true;
  }
}

static void walk_expr(Ctx *c, lg_Expr *x) {
  if (!x || !c->ok)
    return;
  if (x->red_update) {
    c->ok = false;
    return;
  }
  switch (x->kind) {
  case LG_E_INDEX:
    access(c, x, false);
    return;
  case LG_E_MEMBER:
  case LG_E_INIT_LIST:
    c->ok = false;
    return;
  case LG_E_CALL:
    if (x->fn) /* a function of the file may reach the arrays */
      c->ok = false;
    break;
  case LG_E_UNARY:
    if (x->op == LG_OP_ADDR || ((x->op == LG_OP_PREINC || x->op == LG_OP_PREDEC ||
                                 x->op == LG_OP_POSTINC || x->op == LG_OP_POSTDEC) &&
                                x->args[0]->kind != LG_E_VAR)) {
      c->ok = false;
      return;
    }
    break;
  case LG_E_ASSIGN:
    if (x->args[0]->kind == LG_E_INDEX) {
      if (x->op != LG_OP_ASSIGN) {
        c->ok = false;
        return;
      }
      lg_Expr *t = x->args[0];
      access(c, t, true);
      walk_expr(c, t->args[0]);
      walk_expr(c, x->args[1]);
      return;
    }
    if (x->args[0]->kind != LG_E_VAR) {
      c->ok = false;
      return;
    }
    break;
  default:
    break;
  }
  for (int i = 0; i < x->nargs; i++)
    walk_expr(c, x->args[i]);
}

static void walk_stmt(Ctx *c, lg_Stmt *s) {
  if (!s || !c->ok)
    return;
  if (s->lowered) { /* an unrolled loop: its copies are the code */
    c->ok = false;
    return;
  }
  switch (s->kind) {
  case LG_S_EXPR:
    walk_expr(c, s->expr);
    return;
  case LG_S_DECL:
    if (!s->var->type || !lg_is_scalar_type(s->var->type))
      c->ok = false;
    walk_expr(c, s->init);
    return;
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      walk_stmt(c, s->stmts[i]);
    return;
  case LG_S_IF:
    walk_expr(c, s->expr);
    walk_stmt(c, s->then);
    walk_stmt(c, s->els);
    return;
  case LG_S_NULL:
    return;
  default: /* loops, jumps, switch, labels, return */
    c->ok = false;
    return;
  }
}

/* The body writes v[i] with `=` on every path. */
static bool writes_on_every_path(const lg_Stmt *s, const lg_Var *v);
static bool expr_writes(const lg_Expr *x, const lg_Var *v) {
  if (!x)
    return false;
  /* the operands of && || ?: run conditionally: not counted */
  if (x->kind == LG_E_ASSIGN && x->args[0]->kind == LG_E_INDEX && x->args[0]->var == v)
    return true;
  if (x->kind == LG_E_BINARY && (x->op == LG_OP_LAND || x->op == LG_OP_LOR))
    return expr_writes(x->args[0], v);
  if (x->kind == LG_E_COND)
    return expr_writes(x->args[0], v) || (expr_writes(x->args[1], v) && expr_writes(x->args[2], v));
  for (int i = 0; i < x->nargs; i++)
    if (expr_writes(x->args[i], v))
      return true;
  return false;
}

static bool writes_on_every_path(const lg_Stmt *s, const lg_Var *v) {
  if (!s)
    return false;
  switch (s->kind) {
  case LG_S_EXPR:
    return expr_writes(s->expr, v);
  case LG_S_DECL:
    return expr_writes(s->init, v);
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      if (writes_on_every_path(s->stmts[i], v))
        return true;
    return false;
  case LG_S_IF:
    return expr_writes(s->expr, v) ||
           (writes_on_every_path(s->then, v) && writes_on_every_path(s->els, v));
  default:
    return false;
  }
}

/* x rounded down to a multiple of m (m > 0) */
static long long floor_to(long long x, long long m) { return x >= 0 ? x / m * m : -((-x + m - 1) / m) * m; }

static lg_VecInfo *decide(lg_Program *p, lg_Region *r) {
  lg_RegionInfo *ri = r->analysis;
  const lg_Schedule *s = ri->sched;
  if (!s || s->by == LG_BY_CLAUSES || ri->nmapped != 1 || ri->coarsen[0] != VEC_W)
    return NULL;
  if (ri->tile || ri->nred || ri->nared || ri->chunk || ri->scratch.n || ri->local.n ||
      ri->fin_device.n || ri->private_ivs.n || ri->coarsen_wrap || ri->unrolled.n)
    return NULL;
  for (int i = 0; i < r->nvars; i++)
    if (r->vars[i]->last_symbol)
      return NULL;
  const lg_Loop *l = ri->mapped[0];
  const lg_Expr *first = lg_kernel_lb(ri, l);
  if (l->guard || l->step != 1 || !first || first->kind != LG_E_INT || first->ival != 0 ||
      !l->iv->type ||
      (l->iv->type->kind != LG_T_INT && l->iv->type->kind != LG_T_LONG &&
       l->iv->type->kind != LG_T_LLONG))
    return NULL;
  Ctx c = {.p = p, .r = r, .ri = ri, .iv_atom = -1, .ok = true};
  for (int k = 0; k < ri->atoms.n; k++)
    if (ri->atoms.items[k].kind == LG_ATOM_IV && ri->atoms.items[k].iv == l->iv)
      c.iv_atom = k;
  if (c.iv_atom < 0)
    return NULL;
  /* a pointer passed to a function of the input: an unknown part */
  for (int i = 0; i < ri->nacc; i++)
    if (ri->acc[i].via)
      return NULL;
  walk_stmt(&c, l->body);
  if (!c.ok || c.narr == 0)
    return NULL;
  for (int i = 0; i < c.narr; i++) {
    lg_VecArray *a = &c.arr[i];
    const lg_ArrayUse *u = NULL;
    for (int k = 0; k < ri->narrays; k++)
      if (ri->arrays[k].var == a->var)
        u = &ri->arrays[k];
    /* both read and written (a[i] = a[i] + 1: each thread's own elements,
       but the register would stand for two values), or aliasing another */
    if (!u || (a->load && a->store) || !u->noalias)
      return NULL;
    if (a->store && !writes_on_every_path(l->body, a->var))
      return NULL;
    /* a 16-byte vector holds 4 floats or ints, 2 doubles: the group of
       VEC_W iterations loads and stores whole vectors (its first element
       is a multiple of VEC_W, so of the lanes too) */
    a->lanes = a->var->type->elem->kind == LG_T_DOUBLE ? 2 : 4;
    if (a->load) {
      a->lo = floor_to(a->cmin, a->lanes);
      a->hi = floor_to(a->cmax + VEC_W - 1, a->lanes) + a->lanes; /* exclusive */
      a->nvec = (int)((a->hi - a->lo) / a->lanes);
      if (a->nvec > VEC_MAX_LOADS)
        return NULL;
    }
  }
  lg_VecInfo *vi = LG_NEW(p->arena, lg_VecInfo);
  vi->width = VEC_W;
  vi->narr = c.narr;
  vi->arr = LG_NEW_ARRAY(p->arena, lg_VecArray, c.narr);
  memcpy(vi->arr, c.arr, sizeof(lg_VecArray) * (size_t)c.narr);
  vi->iv_atom = c.iv_atom;
  return vi;
}

bool lg_pass_vectorize(lg_Program *p) {
  for (int i = 0; i < p->nregions; i++) {
    lg_Region *r = p->regions[i];
    lg_RegionInfo *ri = r->analysis;
    if (ri && ri->nmapped)
      ri->vec = decide(p, r);
  }
  return true;
}

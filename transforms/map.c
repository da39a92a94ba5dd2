/* map.c — lg_pass_map: which loops become thread dimensions and the block
 * shape. The mapped loops are the longest prefix of the independent
 * candidates (depend.c) that form a grid of threads: a loop whose bounds use
 * the variables of the loops mapped before it (a triangle, a trapezoid) is
 * mapped over the bounding box of its values, the body guarded by its true
 * bounds, or sheared when its trip count does not depend on them (see
 * map_triangle); otherwise mapping stops there. The innermost mapped loop
 * goes to x, which makes consecutive threads touch consecutive elements of
 * row-major arrays (coalescing). */
#include <string.h>

#include "analysis.h"
#include "arch.h"
#include "passes.h"
#include "schedule.h"

/* `break` whose innermost enclosing loop is mapped to threads would end a
 * thread's grid-stride loop, not the C loop: refused. */
static bool check_breaks(lg_Program *p, lg_Stmt *s, bool in_mapped) {
  if (!s)
    return true;
  bool ok = true;
  switch (s->kind) {
  case LG_S_BREAK:
    if (in_mapped) {
      lg_error(p->diag, s->loc, "'break' out of a loop that is mapped to threads");
      ok = false;
    }
    break;
  case LG_S_BLOCK:
    for (int i = 0; i < s->nstmts; i++)
      ok = check_breaks(p, s->stmts[i], in_mapped) && ok;
    break;
  case LG_S_IF:
    ok = check_breaks(p, s->then, in_mapped) && ok;
    ok = check_breaks(p, s->els, in_mapped) && ok;
    break;
  case LG_S_WHILE:
  case LG_S_DO:
  case LG_S_SWITCH: /* a break in a switch ends the switch */
    ok = check_breaks(p, s->then, false);
    break;
  case LG_S_FOR: {
    ok = check_breaks(p, s->loop->body, s->loop->mapped >= 0);
    /* a goto out of a mapped loop's body ends the thread's iteration
       elsewhere than at its end: a `break` */
    const lg_Stmt *g = s->loop->mapped >= 0 ? lg_goto_out(s->loop->body) : NULL;
    if (g) {
      lg_error(p->diag, g->loc, "'goto %s' out of a loop that is mapped to threads", g->label);
      ok = false;
    }
    break;
  }
  default:
    break;
  }
  return ok;
}

/* ---- triangular and trapezoidal loops --------------------------------------
 * An inner candidate whose bounds use the variables of outer mapped loops
 * is mapped when they are affine in those variables with integer constant
 * coefficients and everything else in them is invariant: the extremes of
 * an affine bound over the outer loops' ranges are at their first or last
 * values (by the coefficient's sign), so the host can compute the
 * bounding box of the loop's values. The threads cover the box and the body
 * runs where the true bounds hold (lg_Loop.guard); when ub - lb does not
 * depend on the outer loops (a parallelogram), the loop is sheared instead:
 * a thread's value is the true lb plus its index, no thread is idle. The
 * loop's lb and ub stay the true ones for every analysis. */

typedef struct Range {
  lg_Expr *lo, *hi; /* the variable's values lie in [lo, hi]; NULL: unknown */
} Range;

static lg_Type *int_type(lg_Arena *a) {
  lg_Type *t = LG_NEW(a, lg_Type);
  t->kind = LG_T_INT;
  return t;
}

static lg_Expr *mk_int(lg_Arena *a, long long v, lg_Type *t) {
  lg_Expr *e = LG_NEW(a, lg_Expr);
  e->kind = LG_E_INT;
  e->ival = v;
  e->type = t;
  return e;
}

static lg_Expr *mk_var(lg_Arena *a, lg_Var *v, lg_Loc loc) {
  lg_Expr *e = LG_NEW(a, lg_Expr);
  e->kind = LG_E_VAR;
  e->var = v;
  e->type = v->type;
  e->loc = loc;
  return e;
}

static const lg_Expr *no_implicit(const lg_Expr *e) {
  while (e->kind == LG_E_CAST && e->implicit)
    e = e->args[0];
  return e;
}

/* x op y, constants folded (`0 + 1` is 1) */
static lg_Expr *mk_bin(lg_Arena *a, lg_Op op, lg_Expr *x, lg_Expr *y, lg_Type *t) {
  const lg_Expr *cx = no_implicit(x), *cy = no_implicit(y);
  if (cx->kind == LG_E_INT && cy->kind == LG_E_INT &&
      (op == LG_OP_ADD || op == LG_OP_SUB || op == LG_OP_MUL)) {
    unsigned long long u = (unsigned long long)cx->ival, w = (unsigned long long)cy->ival;
    unsigned long long z = op == LG_OP_ADD ? u + w : op == LG_OP_SUB ? u - w : u * w;
    return mk_int(a, (long long)z, t);
  }
  if (cy->kind == LG_E_INT && cy->ival == 0 && (op == LG_OP_ADD || op == LG_OP_SUB))
    return x;
  /* (e + c1) - c2 is e + (c1 - c2) */
  if (cy->kind == LG_E_INT && (op == LG_OP_ADD || op == LG_OP_SUB) && cx->kind == LG_E_BINARY &&
      (cx->op == LG_OP_ADD || cx->op == LG_OP_SUB) && no_implicit(cx->args[1])->kind == LG_E_INT) {
    unsigned long long c1 = (unsigned long long)no_implicit(cx->args[1])->ival;
    unsigned long long c2 = (unsigned long long)cy->ival;
    long long c =
        (long long)((cx->op == LG_OP_ADD ? c1 : 0 - c1) + (op == LG_OP_ADD ? c2 : 0 - c2));
    if (c == 0)
      return cx->args[0];
    return mk_bin(a, c > 0 ? LG_OP_ADD : LG_OP_SUB, cx->args[0],
                  mk_int(a, c > 0 ? c : (long long)(0 - (unsigned long long)c), t), t);
  }
  if (cx->kind == LG_E_INT && cx->ival == 0 && op == LG_OP_ADD)
    return y;
  if (cy->kind == LG_E_INT && cy->ival == 1 && op == LG_OP_MUL)
    return x;
  if (cx->kind == LG_E_INT && cx->ival == 1 && op == LG_OP_MUL)
    return y;
  lg_Expr *e = LG_NEW(a, lg_Expr);
  e->kind = LG_E_BINARY;
  e->op = op;
  e->type = t;
  e->loc = x->loc;
  e->nargs = 2;
  e->args = LG_NEW_ARRAY(a, lg_Expr *, 2);
  e->args[0] = x;
  e->args[1] = y;
  return e;
}

/* e with the variables of mapped loops 0..n-1 replaced: by the first or the
   last value of their range, as `pick` says (-1 first, 1 last) */
static lg_Expr *subst_ranges(lg_Arena *a, lg_RegionInfo *ri, lg_Expr *e, int n, const Range *rg,
                             const int *pick) {
  if (e->kind == LG_E_VAR)
    for (int k = 0; k < n; k++)
      if (ri->mapped[k]->iv == e->var)
        return pick[k] > 0 ? rg[k].hi : rg[k].lo;
  if (e->nargs == 0)
    return e;
  lg_Expr *c = LG_NEW(a, lg_Expr);
  *c = *e;
  c->args = LG_NEW_ARRAY(a, lg_Expr *, e->nargs);
  for (int i = 0; i < e->nargs; i++)
    c->args[i] = subst_ranges(a, ri, e->args[i], n, rg, pick);
  if (c->kind == LG_E_BINARY)
    return mk_bin(a, c->op, c->args[0], c->args[1], c->type);
  if (c->kind == LG_E_UNARY && c->op == LG_OP_NEG && no_implicit(c->args[0])->kind == LG_E_INT)
    return mk_int(a, (long long)(0ULL - (unsigned long long)no_implicit(c->args[0])->ival),
                  c->type);
  return c;
}

static bool signed_integer(const lg_Type *t) {
  if (!t)
    return false;
  switch (t->kind) {
  case LG_T_SCHAR: case LG_T_SHORT: case LG_T_INT: case LG_T_LONG: case LG_T_LLONG:
    return true;
  default:
    return false;
  }
}

/* A bound the host can evaluate once the outer loops' variables are given:
   no array element, no call, no assignment; the variables are those of
   mapped loops 0..n-1 or scalars the region does not write. */
static bool host_bound(lg_RegionInfo *ri, const lg_Expr *e, int n) {
  if (!e || e->kind == LG_E_INDEX || e->kind == LG_E_CALL || e->kind == LG_E_ASSIGN ||
      e->kind == LG_E_INIT_LIST)
    return false;
  if (e->kind == LG_E_UNARY && e->op >= LG_OP_PREINC)
    return false;
  if (e->kind == LG_E_VAR) {
    bool outer = false;
    for (int k = 0; k < n; k++)
      outer = outer || ri->mapped[k]->iv == e->var;
    if (!outer && (lg_loop_of_iv(ri, e->var) || lg_var_written_in(ri, e->var) ||
                   !lg_is_scalar_type(e->var->type)))
      return false;
  }
  for (int i = 0; i < e->nargs; i++)
    if (!host_bound(ri, e->args[i], n))
      return false;
  return true;
}

/* The range of the values of a loop whose bounds are invariant. */
static Range rect_range(lg_Program *p, lg_Region *r, lg_Loop *l) {
  lg_RegionInfo *ri = r->analysis;
  lg_Arena *a = p->arena;
  Range none = {0};
  if (!host_bound(ri, l->lb, 0) || !host_bound(ri, l->ub, 0))
    return none;
  lg_Type *t = l->ub->type;
  bool up = l->step > 0;
  if (l->cmp == LG_CMP_NE && l->step != 1 && l->step != -1)
    return none;
  lg_Expr *below = mk_bin(a, LG_OP_SUB, l->ub, mk_int(a, 1, t), t);
  lg_Expr *above = mk_bin(a, LG_OP_ADD, l->ub, mk_int(a, 1, t), t);
  switch (l->cmp) {
  case LG_CMP_LT:
  case LG_CMP_LE:
    if (!up)
      return none;
    return (Range){l->lb, l->cmp == LG_CMP_LE ? l->ub : below};
  case LG_CMP_GT:
  case LG_CMP_GE:
    if (up)
      return none;
    return (Range){l->cmp == LG_CMP_GE ? l->ub : above, l->lb};
  case LG_CMP_NE:
    return up ? (Range){l->lb, below} : (Range){above, l->lb};
  }
  return none;
}

/* For each outer mapped loop k: -1 when the minimum of polynomial x over
   the outer ranges takes k's first value, 1 its last (the coefficient's
   sign; want_max reverses it). False when a coefficient is not an integer
   constant, or the range it needs is unknown. */
static bool extreme_picks(lg_RegionInfo *ri, const lg_Poly *x, int n, const Range *rg,
                          bool want_max, int *pick, lg_Arena *a) {
  for (int k = 0; k < n; k++) {
    pick[k] = -1;
    int atom = -1;
    for (int t = 0; t < ri->atoms.n; t++)
      if (ri->atoms.items[t].iv == ri->mapped[k]->iv)
        atom = t;
    if (atom < 0)
      continue;
    long long c;
    if (!lg_poly_is_const(lg_poly_coef(a, x, atom), &c))
      return false;
    if (c == 0)
      continue;
    if (!rg[k].lo || !rg[k].hi)
      return false;
    pick[k] = (c > 0) == want_max ? 1 : -1;
  }
  return true;
}

/* Maps loop l, the n-th candidate, whose bounds use outer mapped loops'
   variables: sets l->box (and l->guard) and rg[n]; returns NULL, or why it
   cannot (the loop then stays sequential). */
static const char *map_triangle(lg_Program *p, lg_Region *r, lg_Loop *l, int n, Range *rg) {
  lg_RegionInfo *ri = lg_region_info(p, r);
  lg_Arena *a = p->arena;
  if (lg_dir_find(r->loop->dir, LG_CL_CHUNK))
    return "chunk() streams the outermost loop, whose slices assume a box of threads";
  if (lg_dir_find(l->dir, LG_CL_TILE) || lg_dir_find(l->dir, LG_CL_UNROLL))
    return "its own 'tile' or 'unroll' clause keeps it sequential";
  if (lg_stmt_has_break(l->body))
    return "its body has a 'break'";
  if (lg_goto_out(l->body))
    return "its body has a 'goto' out of it";
  bool up = l->step > 0;
  if (((l->cmp == LG_CMP_LT || l->cmp == LG_CMP_LE) && !up) ||
      ((l->cmp == LG_CMP_GT || l->cmp == LG_CMP_GE) && up) ||
      (l->cmp == LG_CMP_NE && l->step != 1 && l->step != -1))
    return "its comparison and step do not give a counted loop";
  if (!signed_integer(l->iv->type) || !signed_integer(l->lb->type) ||
      !signed_integer(l->ub->type))
    return "its variable or bounds are not of a signed integer type";
  if (!host_bound(ri, l->lb, n) || !host_bound(ri, l->ub, n))
    return "its bounds read something other than the outer loops' variables and invariant "
           "scalars";
  lg_Poly *plb = lg_affine_of(p, r, l->lb), *pub = lg_affine_of(p, r, l->ub);
  if (!plb || !pub || !lg_poly_is_affine(&ri->atoms, plb) ||
      !lg_poly_is_affine(&ri->atoms, pub))
    return "its bounds are not affine in the outer loops' variables";
  for (int k = 0; k < n; k++)
    if ((lg_expr_names(l->lb, ri->mapped[k]->iv) || lg_expr_names(l->ub, ri->mapped[k]->iv)) &&
        (!rg[k].lo || !rg[k].hi))
      return "the range of an outer loop's variable that its bounds use is not known on the "
             "host";
  int pk_lo[3], pk_hi[3];
  /* the first and the last value of the variable, by the direction */
  lg_Poly *pfirst = up ? plb : pub, *plast = up ? pub : plb;
  if (!extreme_picks(ri, pfirst, n, rg, false, pk_lo, a) ||
      !extreme_picks(ri, plast, n, rg, true, pk_hi, a))
    return "a coefficient of an outer loop's variable in its bounds is not an integer "
           "constant, or that loop's range is not known on the host";
  lg_Type *tu = l->ub->type;
  /* the values lie in [vlo, vhi]: lb .. ub - 1 upward with <, ub + 1 .. lb
     downward with >, the bounds themselves with <= and >= */
  lg_Expr *efirst = up ? l->lb : l->ub, *elast = up ? l->ub : l->lb;
  lg_Expr *vlo = subst_ranges(a, ri, efirst, n, rg, pk_lo);
  lg_Expr *vhi = subst_ranges(a, ri, elast, n, rg, pk_hi);
  if (up && l->cmp != LG_CMP_LE)
    vhi = mk_bin(a, LG_OP_SUB, vhi, mk_int(a, 1, tu), tu);
  if (!up && l->cmp != LG_CMP_GE)
    vlo = mk_bin(a, LG_OP_ADD, vlo, mk_int(a, 1, tu), tu);
  rg[n] = (Range){vlo, vhi};
  lg_Loop *box = LG_NEW(a, lg_Loop);
  *box = *l;
  box->dir = NULL;
  box->box = NULL;
  box->guard = NULL;
  box->mapped = -1;
  if (!lg_poly_has_iv(&ri->atoms, lg_poly_add(a, pub, plb, -1))) {
    /* sheared: the trip count is the same for every value of the outer
       variables; the host counts it at their first values */
    int first[3] = {-1, -1, -1};
    box->lb = subst_ranges(a, ri, l->lb, n, rg, first);
    box->ub = subst_ranges(a, ri, l->ub, n, rg, first);
    l->box = box;
    return NULL;
  }
  if (l->step != 1 && l->step != -1)
    return "a step other than 1 or -1 on a loop whose trip count depends on the outer loops";
  /* the bounding box, upward by 1, and the guard: the true bounds that
     depend on the outer loops */
  box->lb = vlo;
  box->cmp = LG_CMP_LE;
  box->ub = vhi;
  box->step = 1;
  lg_Type *ti = int_type(a);
  lg_Expr *g = NULL;
  bool lb_dep = lg_poly_has_iv(&ri->atoms, plb), ub_dep = lg_poly_has_iv(&ri->atoms, pub);
  lg_Expr *iv = mk_var(a, l->iv, l->loc);
  if (lb_dep) /* lb <= iv upward, iv <= lb downward */
    g = up ? mk_bin(a, LG_OP_LE, l->lb, iv, ti) : mk_bin(a, LG_OP_LE, iv, l->lb, ti);
  if (ub_dep) {
    lg_Op op = l->cmp == LG_CMP_LE   ? LG_OP_LE
               : l->cmp == LG_CMP_GE ? LG_OP_GE
               : up                  ? LG_OP_LT
                                     : LG_OP_GT;
    lg_Expr *c = mk_bin(a, op, mk_var(a, l->iv, l->loc), l->ub, ti);
    g = g ? mk_bin(a, LG_OP_LAND, g, c, ti) : c;
  }
  l->box = box;
  l->guard = g;
  return NULL;
}

/* ---- the kernel's interface --------------------------------------------- */

static bool in_vec(const lg_PtrVec *v, const void *x) {
  for (int i = 0; i < v->n; i++)
    if (v->items[i] == x)
      return true;
  return false;
}

static void add_dim_vars(lg_Arena *a, lg_PtrVec *out, const lg_Expr *e) {
  if (!e)
    return;
  if (e->kind == LG_E_VAR && lg_is_scalar_type(e->var->type) && !in_vec(out, e->var))
    lg_vec_push(a, out, e->var);
  for (int i = 0; i < e->nargs; i++)
    add_dim_vars(a, out, e->args[i]);
}

bool lg_is_redvar(const lg_RegionInfo *ri, const lg_Var *v) {
  for (int i = 0; i < ri->nred; i++)
    if (ri->red[i].var == v)
      return true;
  return false;
}

typedef struct Used {
  lg_Arena *a;
  lg_PtrVec vars;
} Used;

static bool note_used(void *ctx, lg_Expr *e) {
  Used *u = ctx;
  if ((e->kind == LG_E_VAR || e->kind == LG_E_INDEX) && e->var && !in_vec(&u->vars, e->var))
    lg_vec_push(u->a, &u->vars, e->var);
  return true;
}

/* What the kernel reads of mapped loop m's header: the start its variable
 * is computed from (the bounding box's for a guarded triangle, map.c) and
 * the guard. */
static void note_mapped_header(const lg_Loop *l, Used *u) {
  if (l->guard) {
    lg_walk_expr(l->box->lb, note_used, u);
    lg_walk_expr(l->guard, note_used, u);
  } else {
    lg_walk_expr(l->lb, note_used, u);
  }
}

/* The scalars a region's kernel reads: passed by value. A scalar that only
 * bounds a mapped loop (`i < n`) is the host's business (the trip count):
 * the kernel does not get it, so that it has no unused parameter. */
static void kernel_scalars(lg_Program *p, lg_Region *r, lg_PtrVec *out) {
  lg_RegionInfo *ri = r->analysis;
  Used u = {.a = p->arena};
  /* a chunked kernel starts its outermost loop at lg_first0, not at lb */
  for (int m = ri->chunk_first ? 1 : 0; m < ri->nmapped; m++)
    note_mapped_header(ri->mapped[m], &u);
  if (ri->nmapped)
    lg_walk_stmt_exprs(ri->mapped[ri->nmapped - 1]->body, note_used, &u);
  else
    lg_walk_stmt_exprs(r->loop->body, note_used, &u);
  for (int i = 0; i < ri->scratch.n; i++) { /* hoisted per-thread arrays: their sizes */
    const lg_Var *v = ri->scratch.items[i];
    for (int d = 0; v->type->kind == LG_T_ARRAY && d < v->type->ndims; d++)
      lg_walk_expr(v->type->dims[d], note_used, &u);
  }
  for (int i = 0; i < r->nvars; i++) {
    lg_Var *v = r->vars[i];
    if (!(lg_is_scalar_type(v->type) || v->type->kind == LG_T_RECORD) || v->region == r ||
        lg_is_redvar(ri, v) || lg_loop_of_iv(ri, v) || in_vec(out, v) || !in_vec(&u.vars, v) ||
        v->last_symbol)
      continue;
    lg_vec_push(p->arena, out, v);
  }
  /* the extents of VLA parameters, for linearized subscripts */
  for (int i = 0; i < ri->narrays; i++) {
    lg_Var *v = ri->arrays[i].var;
    if (!lg_is_vla_param(v))
      continue;
    for (int k = 1; k < v->type->ndims; k++)
      add_dim_vars(p->arena, out, v->type->dims[k]);
  }
}

/* Whether the kernel reads `v`: the mapped loops' starts and guards, the
 * body below them. */
static bool kernel_reads(lg_Program *p, const lg_Region *r, const lg_Var *v) {
  const lg_RegionInfo *ri = r->analysis;
  Used u = {.a = p->arena};
  for (int m = 0; m < ri->nmapped; m++)
    note_mapped_header(ri->mapped[m], &u);
  lg_walk_stmt_exprs(ri->nmapped ? ri->mapped[ri->nmapped - 1]->body : r->loop->body, note_used,
                     &u);
  return in_vec(&u.vars, v);
}

/* Induction variables declared before the region (`int i, j, k;` at the
 * top of a function, then `for (j = 0; ...)`) that sequential loops of the
 * region use: private to each thread, declared once each at the top of the
 * kernel, however many loops reuse them. */
static void private_ivs(lg_Program *p, lg_Region *r, lg_PtrVec *out) {
  lg_RegionInfo *ri = r->analysis;
  lg_PtrVec done = {0}; /* names: the loops' instances of one variable share it */
  for (int i = 0; i < ri->loops.n; i++) {
    lg_Loop *l = ri->loops.items[i];
    if (l->mapped >= 0 || l->iv_declared || l->iv_in_copies ||
        (l->iv->region == r && !l->iv->origin))
      continue;
    bool seen = false;
    for (int k = 0; k < done.n; k++)
      seen = seen || !strcmp(done.items[k], l->iv->name);
    if (seen)
      continue;
    lg_vec_push(p->arena, &done, (void *)l->iv->name);
    lg_PrivateIv *pv = lg_alloc(p->arena, sizeof *pv);
    pv->loop = l;
    /* one whose last value the kernel stores starts at 0: its store reads
       it in every last iteration, ran the loop or not (then unused) */
    pv->zero = lg_final_from_device(ri, l->iv->origin);
    lg_vec_push(p->arena, out, pv);
  }
}

static bool has_param(const lg_PtrVec *v, const lg_Var *x) {
  for (int i = 0; i < v->n; i++)
    if (((lg_RegionParam *)v->items[i])->var == x)
      return true;
  return false;
}

static void add_param(lg_Arena *a, lg_PtrVec *out, lg_RegionInfo *ri, lg_Var *v) {
  if (has_param(out, v))
    return;
  lg_RegionParam *pa = LG_NEW(a, lg_RegionParam);
  pa->var = v;
  if (lg_is_array_like(v))
    pa->kind = LG_PARAM_ARRAY;
  else if (lg_var_written_in(ri, v) || lg_is_redvar(ri, v) || lg_loop_of_iv(ri, v))
    pa->kind = LG_PARAM_REF;
  else
    pa->kind = LG_PARAM_VALUE;
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

static void add_expr_vars(lg_Arena *a, lg_PtrVec *out, const lg_Expr *e) {
  if (!e)
    return;
  if ((e->kind == LG_E_VAR || e->kind == LG_E_INDEX) && e->var && !in_vec(out, e->var))
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
    if (v->region != r && !v->last_symbol && !v->snapshot_of) /* a snapshot: the region's own */
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
      if (((lg_RegionParam *)out->items[k])->var == o)
        ((lg_RegionParam *)out->items[k])->kind = LG_PARAM_REF;
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
      if (((lg_RegionParam *)out->items[k])->var == o)
        ((lg_RegionParam *)out->items[k])->kind = LG_PARAM_REF;
  }
  for (int i = 0; i < ri->narrays; i++) {
    const lg_Type *t = ri->arrays[i].var->type;
    for (int d = 0; t->kind == LG_T_ARRAY && d < t->ndims; d++)
      if (t->cdims[d] < 0)
        add_expr_params(p->arena, out, ri, r, t->dims[d]);
  }
}

/* The region function's parameters and whether each is read (RegionInfo.params). */
static void region_interface_params(lg_Program *p, lg_Region *r) {
  lg_RegionInfo *ri = r->analysis;
  lg_Arena *a = p->arena;
  ri->params = (lg_PtrVec){0};
  region_params(p, r, &ri->params);
  /* what the kernel and the trip counts read; the other scalars only
     entered the arrays' ranges (computed by the host half) or the sizes of
     per-thread scratch */
  lg_PtrVec used = {0};
  for (int i = 0; i < ri->kernel_scalars.n; i++)
    lg_vec_push(a, &used, ri->kernel_scalars.items[i]);
  for (int m = 0; m < ri->nmapped; m++) {
    add_expr_vars(a, &used, ri->mapped[m]->lb);
    add_expr_vars(a, &used, ri->mapped[m]->ub);
    add_expr_vars(a, &used, lg_loop_extra_bound(ri->mapped[m]));
  }
  for (int i = 0; i < ri->params.n; i++) {
    lg_RegionParam *pa = ri->params.items[i];
    pa->unused = pa->kind == LG_PARAM_VALUE && !in_vec(&used, pa->var);
  }
  /* a scalar the region made private that the code after it does not read:
     the host half no longer uses it (no -Wunused-variable where the input
     has none) */
  ri->host_void = (lg_PtrVec){0};
  for (int i = 0; i < r->nvars; i++) {
    lg_Var *o = r->vars[i]->private_of;
    if (o && !r->vars[i]->last_symbol && !has_param(&ri->params, o))
      lg_vec_push(a, &ri->host_void, o);
  }
  for (int i = 0; i < r->nvoided; i++) /* reschedule.c */
    if (!has_param(&ri->params, r->voided[i]) && !in_vec(&ri->host_void, r->voided[i]))
      lg_vec_push(a, &ri->host_void, r->voided[i]);
}

void lg_map_interface(lg_Program *p, lg_Region *r) {
  lg_RegionInfo *ri = r->analysis;
  ri->kernel_scalars = (lg_PtrVec){0};
  kernel_scalars(p, r, &ri->kernel_scalars);
  for (int m = 0; m < 3; m++)
    ri->iv_read[m] = m < ri->nmapped && kernel_reads(p, r, ri->mapped[m]->iv);
  ri->private_ivs = (lg_PtrVec){0};
  private_ivs(p, r, &ri->private_ivs);
  region_interface_params(p, r);
  ri->iface_done = true;
}

/* The block shape and the coarsening of a mapped region, from its effective
   tile and unroll clauses (schedule.h: the user's, or those lg_pass_schedule
   chose, which calls this again once it decided). The errors are given on
   the schedule's call (`report`): the clauses map sees may not be the ones
   used (tile(64) alone on a matrix product is 8x8 threads, schedule.c). */
bool lg_map_shape(lg_Program *p, lg_Region *r, bool report) {
  lg_RegionInfo *ri = lg_region_info(p, r);
  int n = ri->nmapped;
  bool ok = true;
  if (n == 0)
    return true;
  /* thread coarsening: unroll(U1[,U2[,U3]]) on the region, outermost mapped
     loop first, the last factor repeated (print_kernel.c makes the copies) */
  lg_Clause *un = lg_sched_clause(r, LG_CL_UNROLL);
  for (int k = 0; k < 3; k++) {
    long long u = !un || un->full || k >= n ? 1 : un->nints ? un->ints[k < un->nints ? k : un->nints - 1] : 4;
    ri->coarsen[k] = (int)(u > 0 && u <= 1024 ? u : 1);
  }
  /* coarsened copies are blocks inside one loop: a `continue` of the body
     would skip the copies after it, so it ends its copy's do-while */
  bool coarse = false;
  for (int k = 0; k < n; k++)
    coarse = coarse || ri->coarsen[k] > 1;
  ri->coarsen_wrap = coarse && lg_stmt_has_continue(ri->mapped[n - 1]->body);
  /* the grid's cap per axis (mapped loop m on axis n-1-m): with reductions
     the product of the grid stays within the host slots, all on x */
  for (int ax = 0; ax < 3; ax++)
    ri->grid_cap[ax] = ax >= n ? 1 : ri->nred ? (ax == 0 ? LG_RED_MAX_BLOCKS : 1) : 65535;
  /* block shape: tile sizes outermost first, the last one repeated */
  lg_Clause *tile = lg_sched_clause(r, LG_CL_TILE);
  static const int defaults[3][3] = {{256, 1, 1}, {32, 8, 1}, {32, 4, 2}};
  for (int a = 0; a < 3; a++)
    ri->block[a] = a < n ? defaults[n - 1][a] : 1;
  if (tile && tile->nints > 0) {
    for (int k = 0; k < n; k++) {
      long long t = tile->ints[k < tile->nints ? k : tile->nints - 1];
      ri->block[n - 1 - k] = (int)(t > 0 && t < 1 << 20 ? t : 1);
    }
    long long prod = (long long)ri->block[0] * ri->block[1] * ri->block[2];
    const lg_Arch *arch = lg_target_arch(p);
    if (!report) {
      /* the schedule's call reports */
    } else if (prod > arch->threads_block) {
      lg_error(p->diag, tile->loc,
               "tile gives %lld threads per block (%d x %d x %d); %s allows at most %d", prod,
               ri->block[0], ri->block[1], ri->block[2], lg_target_arch_name(p),
               arch->threads_block);
      ok = false;
    } else if (ri->block[2] > arch->block_z) {
      lg_error(p->diag, tile->loc, "tile gives %d threads in z; at most %d are allowed",
               ri->block[2], arch->block_z);
      ok = false;
    }
  }
  if (ri->nred) { /* analysis.h: LG_RED_THREADS */
    long long nt = (long long)ri->block[0] * ri->block[1] * ri->block[2];
    long long nb = LG_RED_THREADS / (nt > 0 ? nt : 1);
    ri->grid_cap[0] = (int)(nb < LG_RED_MIN_BLOCKS   ? LG_RED_MIN_BLOCKS
                            : nb > LG_RED_MAX_BLOCKS ? LG_RED_MAX_BLOCKS
                                                     : nb);
  }
  /* A thread per output that runs a loop of its own (a row sum, a column
     walk) with no clause: with the trip count known only at run time, the
     host narrows the block when the grid would leave SMs idle (lg_block_1d:
     on the H200, atax's 16384 rows of 256 threads filled 64 of 132 SMs;
     blocks of 64 made the row walk 1.6x faster). Only where nothing in the
     kernel depends on the block's size: no tile (staging, launch bounds),
     no coarsening (copies at constant offsets), no reduction trees, no
     per-thread scratch (hoist.c clears it). */
  ri->block_fit = n == 1 && !tile && ri->coarsen[0] <= 1 && ri->nred == 0 &&
                  ri->loops.n > n && !r->wave_var;
  /* wavefront.c: one block walks every plane; as many threads as a block
     may have, so that a plane's points are few a thread */
  if (r->wave_var) {
    static const int wave[3][3] = {{1024, 1, 1}, {32, 32, 1}, {32, 8, 4}};
    for (int ax = 0; ax < 3; ax++) {
      ri->block[ax] = wave[n - 1][ax];
      ri->grid_cap[ax] = 1;
    }
  }
  /* the scalar reductions' block trees (print_kernel.c) are static shared
     memory, one element per thread each, of which a block has 48 KB */
  long long red_bytes = 0;
  for (int k = 0; k < ri->nred; k++)
    red_bytes += (long long)ri->block[0] * ri->block[1] * ri->block[2] *
                 (int)lg_type_size(ri->red[k].var->type);
  if (red_bytes > 48 * 1024 && report) {
    lg_error(p->diag, lg_dir_find(r->loop->dir, LG_CL_REDUCTION)->loc,
             "the %d reductions need %lld bytes of shared memory per block for their block "
             "trees (%d threads each); a block has at most 49152: split the loop or use a "
             "smaller tile",
             ri->nred, red_bytes, ri->block[0] * ri->block[1] * ri->block[2]);
    ok = false;
  }
  return ok;
}

/* The first `for` loop below statement s (in blocks, branches and the other
 * statements around it), or NULL. */
static lg_Loop *first_loop_in(lg_Stmt *s) {
  if (!s)
    return NULL;
  if (s->kind == LG_S_FOR)
    return s->loop;
  for (int i = 0; i < s->nstmts; i++) {
    lg_Loop *l = first_loop_in(s->stmts[i]);
    if (l)
      return l;
  }
  lg_Loop *l = first_loop_in(s->then);
  return l ? l : first_loop_in(s->els);
}

/* A scheduling clause of the region's directive with one size per mapped
 * loop (tile(T1,T2), unroll(U1,U2)) that gives more sizes than the region
 * has mapped loops: the extra sizes would be dropped (a 16x1x1 block for
 * tile(16,16) on a 1-D loop). An error, with a note that says why the next
 * loop is not mapped to threads. */
static bool check_sizes(lg_Program *p, lg_Region *r, lg_ClauseKind kind, const char *name) {
  lg_RegionInfo *ri = r->analysis;
  const lg_Clause *c = lg_dir_find(r->loop->dir, kind);
  int n = ri->nmapped;
  if (!c || c->full || c->nints <= n)
    return true;
  lg_Buf b = {0};
  for (int k = 0; k < n; k++)
    lg_buf_printf(&b, "%s'%s'", k ? ", " : "", ri->mapped[k]->iv->name);
  lg_Buf eg = {0};
  for (int k = 0; k < n; k++)
    lg_buf_printf(&eg, "%s%lld", k ? ", " : "", c->ints[k]);
  lg_error(p->diag, c->loc,
           "'%s' gives %d sizes, but only %d loop%s of this region %s mapped to threads (%s): "
           "give one size per mapped loop, e.g. %s(%s)",
           name, c->nints, n, n == 1 ? "" : "s", n == 1 ? "is" : "are", b.data, name, eg.data);
  lg_buf_free(&b);
  lg_buf_free(&eg);
  lg_Loop *last = ri->mapped[n - 1];
  if (n < ri->ncand) {
    lg_Loop *l = ri->cand[n];
    const lg_Access *da = ri->dep_a[n], *db = ri->dep_b[n];
    const char *pair = !da || !db ? ""
                       : da == db ? lg_fmt(p->arena, " ('%s' at line %d, by two of its iterations)",
                                           lg_access_text(p, da), da->line)
                                  : lg_fmt(p->arena, " ('%s' at line %d and '%s' at line %d)",
                                           lg_access_text(p, da), da->line,
                                           lg_access_text(p, db), db->line);
    lg_note(p->diag, l->loc, "loop '%s' is not mapped to threads: %s%s", l->iv->name,
            ri->verdict[n] == LG_DEPENDENT ? "it carries a dependence"
            : ri->verdict[n] == LG_UNKNOWN ? "loopgpu cannot tell that its iterations are "
                                             "independent"
                                           : "its bounds do not form a box of threads with "
                                             "the loops around it",
            ri->verdict[n] == LG_INDEPENDENT ? "" : pair);
    return false;
  }
  lg_Stmt *body = last->body;
  while (body && body->kind == LG_S_BLOCK && body->nstmts == 1)
    body = body->stmts[0];
  lg_Loop *l = first_loop_in(last->body);
  if (ri->collapse > 0 && ri->collapse == n)
    lg_note(p->diag, c->loc, "collapse(%d) maps %d loop%s", n, n, n == 1 ? "" : "s");
  else if (n == 3)
    lg_note(p->diag, c->loc, "at most 3 loops are mapped to threads");
  else if (!l)
    lg_note(p->diag, last->loc, "there is no loop inside loop '%s'", last->iv->name);
  else if (body && body->kind == LG_S_FOR)
    lg_note(p->diag, l->loc,
            "loop '%s' is not mapped to threads: a 'break' or a 'goto' leaves it",
            l->iv->name);
  else
    lg_note(p->diag, l->loc,
            "loop '%s' is not perfectly nested in loop '%s' (other statements stand beside "
            "it), so it runs inside each thread",
            l->iv->name, last->iv->name);
  return false;
}

bool lg_pass_map(lg_Program *p) {
  bool ok = true;
  for (int i = 0; i < p->nregions; i++) {
    lg_Region *r = p->regions[i];
    lg_RegionInfo *ri = lg_region_info(p, r);
    for (int k = 0; k < ri->loops.n; k++) {
      lg_Loop *l = ri->loops.items[k];
      l->mapped = -1;
      l->box = NULL;
      l->guard = NULL;
    }
    int n = 0;
    /* the values each mapped loop's variable takes lie in [vlo, vhi]
       (NULL: not known on the host), for the boxes of the loops below */
    Range rg[3] = {{0}};
    for (int k = 0; k < ri->ncand; k++) {
      lg_Loop *l = ri->cand[k];
      if (ri->verdict[k] != LG_INDEPENDENT)
        break;
      /* its trip count would call a function of the file on the host
         (check.c refuses that for the loops that must map) */
      if (lg_bound_call(l))
        break;
      const lg_Var *dep = NULL;
      for (int j = 0; j < n && !dep; j++)
        if (lg_expr_names(l->lb, ri->mapped[j]->iv) || lg_expr_names(l->ub, ri->mapped[j]->iv) ||
            lg_expr_names(lg_loop_extra_bound(l), ri->mapped[j]->iv))
          dep = ri->mapped[j]->iv;
      if (dep) {
        const char *why = map_triangle(p, r, l, n, rg);
        if (!why) {
          ri->mapped[n++] = l;
          continue;
        }
        if (ri->collapse > k) {
          lg_error(p->diag, l->loc,
                   "collapse(%d): the bounds of loop '%s' depend on '%s', so the loops do not "
                   "form a box of threads",
                   ri->collapse, l->iv->name, dep->name);
          lg_note(p->diag, l->loc,
                  "a loop whose bounds are affine in the outer mapped loops' variables (integer "
                  "coefficients, the rest invariant) is mapped over its bounding box; not this "
                  "one: %s",
                  why);
          ok = false;
        }
        break;
      }
      rg[n] = rect_range(p, r, l);
      ri->mapped[n++] = l;
    }
    ri->nmapped = n;
    for (int k = 0; k < n; k++)
      ri->mapped[k]->mapped = k;
    ok = check_breaks(p, r->loop->body, r->loop->mapped >= 0) && ok;
    if (n == 0)
      continue;
    if (!check_sizes(p, r, LG_CL_TILE, "tile") || !check_sizes(p, r, LG_CL_UNROLL, "unroll")) {
      ok = false;
      continue;
    }
    ok = lg_map_shape(p, r, false) && ok;
  }
  return ok;
}

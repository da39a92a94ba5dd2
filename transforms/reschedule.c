/* reschedule.c — lg_pass_reschedule: a nest of statements at several depths
 * that no loop of runs in parallel, reordered by isl's scheduler into a
 * host loop of kernels.
 *
 * PolyBench's lu factors its matrix row by row (Doolittle's order):
 *
 *     for (i = 0; i < n; i++) {
 *       for (j = 0; j < i; j++) {
 *         for (k = 0; k < j; k++)
 *           A[i][j] -= A[i][k] * A[k][j];          S0
 *         A[i][j] /= A[j][j];                      S1
 *       }
 *       for (j = i; j < n; j++)
 *         for (k = 0; k < i; k++)
 *           A[i][j] -= A[i][k] * A[k][j];          S2
 *     }
 *
 * Row i reads every row above it and its own earlier columns: no loop of
 * the nest is parallel as written, nor after swapping two of them. The same
 * operations in the right-looking order are parallel:
 *
 *     for (c0 = 0; c0 < n - 1; c0++) {            host
 *       for (c1 = c0 + 1; c1 < n; c1++)             kernel 1
 *         S1(i = c1, j = c0);
 *       for (c1 = c0 + 1; c1 < n; c1++)             kernel 2
 *         for (c2 = c1; c2 < n; c2++)
 *           S2(i = c1, j = c2, k = c0);
 *       for (c1 = c0 + 2; c1 < n; c1++)             kernel 3
 *         for (c2 = c0 + 1; c2 < c1; c2++)
 *           S0(i = c1, j = c2, k = c0);
 *     }
 *
 * Each statement instance is the statement with the loops' values it had
 * in C; presburger.c (lg_presburger_reschedule) hands isl every pair of
 * instances that touch one element, one of them writing it, in C's order,
 * and isl's scheduler (asked for outer parallel loops, as PPCG asks it)
 * returns an order that keeps every such pair: each read sees the value it
 * sees in C and each element ends with C's last store, each element's
 * operations in C's order. Statements of one text at one depth (lu's two
 * updates) are first tried as one statement over the union of their
 * domains, when those are disjoint: one kernel instead of two. isl's AST
 * generator turns the order into loops, which become IR here. Its top level
 * must be loops, each a kernel region (parts as distribute.c's, one after
 * the other), and loops whose body is such loops or statements alone: a
 * host loop that the region's place in the host half runs (lg_HostLoop.made;
 * print_cuda.c prints its header and the calls in it), its data region
 * around it over the ranges of the nest as written (lg_HostLoop.nest:
 * extent.c), which no iteration's variable bounds; a statement alone is a kernel of one thread (cholesky's
 * diagonal), and a host loop of nothing but such kernels (a prefix sum, a
 * launch per element) is not made.
 *
 * Tried only on a region that nothing before made parallel (the annotated
 * loop carries a dependence, no loop maps) and the directive has no clause;
 * the nest's loops count by 1 up to a bound (`<`, `<=`) of one signed
 * integer type, their bounds and every subscript without unsigned
 * arithmetic (it wraps, isl's integers do not); at most 24 statements
 * (isl's scheduler grows fast with them); every statement is an
 * expression that assigns array elements only, calls nothing but the math
 * library and jumps nowhere; every access and bound is affine (isl sees
 * exactly what C does), a flat pointer's subscript not split into rows (the
 * split holds only while the column stays below the row length); no loop
 * variable is read after the nest (the new loops have their own). The
 * result is kept only when the dependence test (depend.c) maps the
 * outermost loop of every kernel; otherwise the region is left as it was,
 * and depend.c reports its dependence as before.
 */
#include <stdlib.h>
#include <string.h>

#include <isl/ast.h>
#include <isl/id.h>
#include <isl/val.h>

#include "analysis.h"
#include "passes.h"
#include "presburger.h"

#define MAX_DEPTH 8
#define MAX_STMTS 24

/* ---- the statements of the nest --------------------------------------------- */

typedef struct Nest {
  lg_Program *p;
  lg_Region *r;
  lg_Type *T;                   /* the loops' variables' type */
  const lg_Loop *path[MAX_DEPTH];
  int at[MAX_DEPTH + 1];        /* at[k]: the position of the item being walked in
                                   the body of path[k - 1] */
  int next[MAX_DEPTH + 1];      /* the next position there */
  int depth;
  lg_PtrVec stmts;              /* lg_SchedStmt * */
  bool bad;
  const char *why;              /* why not, for depend.c's note */
} Nest;

/* an unsigned integer value: its arithmetic wraps where isl's does not */
static bool is_unsigned(const lg_Type *t) {
  return t && (t->kind == LG_T_UINT || t->kind == LG_T_ULONG || t->kind == LG_T_ULLONG);
}

static bool unsigned_visit(void *ctx, lg_Expr *e) {
  bool *bad = ctx;
  if (is_unsigned(e->type))
    *bad = true;
  return !*bad;
}

/* an expression statement: assigns array elements only, calls nothing but
   the math library (sqrt: no memory of the program touched; frexp's and
   modf's pointers are addresses, refused below); `why` says what else it
   does */
typedef struct Scan {
  lg_Arena *a;
  const char *why;
} Scan;

static bool plain_visit(void *ctx, lg_Expr *e) {
  Scan *x = ctx;
  lg_Var *w = lg_expr_assigned_var(e);
  if (e->kind == LG_E_CALL && (e->fn || !lg_is_math_function(e->text)))
    x->why = lg_fmt(x->a, "it calls '%s'", e->text);
  else if (e->kind == LG_E_MEMBER || e->kind == LG_E_STRING ||
           (e->kind == LG_E_UNARY && e->op == LG_OP_ADDR))
    x->why = "it uses a member, a string or an address";
  else if ((w && (e->args[0]->kind != LG_E_INDEX || !lg_is_array_like(w))) ||
           ((e->kind == LG_E_ASSIGN || (e->kind == LG_E_UNARY && e->op >= LG_OP_PREINC)) &&
            e->args[0]->kind != LG_E_INDEX))
    x->why = lg_fmt(x->a, "it assigns scalar '%s'", w ? w->name : "?");
  /* subscripts of signed integers (isl's integers are their values) */
  for (int k = 0; !x->why && e->kind == LG_E_INDEX && k < e->nargs; k++) {
    bool bad = false;
    lg_walk_expr(e->args[k], unsigned_visit, &bad);
    if (bad)
      x->why = "a subscript computes in unsigned arithmetic, which wraps";
  }
  return !x->why;
}

/* a loop bound of scalars and constants (the body writes array elements
   only, so it keeps its value) */
static bool bound_visit(void *ctx, lg_Expr *e) {
  bool *bad = ctx;
  if (is_unsigned(e->type) || e->kind == LG_E_INDEX || e->kind == LG_E_CALL ||
      e->kind == LG_E_MEMBER ||
      e->kind == LG_E_ASSIGN || (e->kind == LG_E_UNARY && e->op >= LG_OP_PREINC) ||
      (e->var && lg_is_array_like(e->var)))
    *bad = true;
  return !*bad;
}

static bool plain_loop(Nest *n, const lg_Loop *l) {
  bool bad = false;
  lg_Arena *a = n->p->arena;
  if (l->opaque || !l->iv || l->form != LG_LOOP_PLAIN || l->step != 1 ||
      (l->cmp != LG_CMP_LT && l->cmp != LG_CMP_LE)) {
    n->why = lg_fmt(a, "loop '%s' (line %d) does not count up by 1 to a '<' or '<=' bound",
                    l->iv ? l->iv->name : "?", l->loc.line);
    return false;
  }
  if (!lg_type_equal(l->iv->type, n->T)) {
    n->why = lg_fmt(a, "loop '%s' (line %d) is not of the type of loop '%s'", l->iv->name,
                    l->loc.line, n->r->loop->iv->name);
    return false;
  }
  lg_walk_expr(l->lb, bound_visit, &bad);
  lg_walk_expr(l->ub, bound_visit, &bad);
  if (bad)
    n->why = lg_fmt(a,
                    "the bounds of loop '%s' (line %d) are not of signed scalars and "
                    "constants",
                    l->iv->name, l->loc.line);
  return !bad;
}

static void walk(Nest *n, lg_Stmt *s) {
  if (!s || n->bad)
    return;
  switch (s->kind) {
  case LG_S_NULL:
    return;
  case LG_S_BLOCK:
    for (int k = 0; k < s->nstmts; k++)
      walk(n, s->stmts[k]);
    return;
  case LG_S_FOR: {
    lg_Loop *l = s->loop;
    if (n->depth == MAX_DEPTH || l->dir) {
      n->why = lg_fmt(n->p->arena, "loop '%s' (line %d) %s", l->iv ? l->iv->name : "?",
                      l->loc.line, l->dir ? "has a directive" : "is too deep");
      n->bad = true;
      return;
    }
    if (!plain_loop(n, l)) {
      n->bad = true;
      return;
    }
    n->at[n->depth] = n->next[n->depth]++;
    n->path[n->depth++] = l;
    n->next[n->depth] = 0;
    walk(n, l->body);
    n->depth--;
    return;
  }
  case LG_S_EXPR: {
    Scan x = {n->p->arena, NULL};
    lg_walk_expr(s->expr, plain_visit, &x);
    if (x.why || s->lowered) {
      n->why = lg_fmt(n->p->arena, "line %d: %s", s->loc.line, x.why ? x.why : "it is unrolled");
      n->bad = true;
      return;
    }
    lg_Arena *a = n->p->arena;
    n->at[n->depth] = n->next[n->depth]++;
    lg_SchedStmt *st = LG_NEW(a, lg_SchedStmt);
    st->id = n->stmts.n;
    st->s = s;
    st->nloops = n->depth;
    st->loops = LG_NEW_ARRAY(a, const lg_Loop *, n->depth);
    memcpy(st->loops, n->path, sizeof(*st->loops) * (size_t)n->depth);
    st->beta = LG_NEW_ARRAY(a, int, n->depth + 1);
    for (int k = 1; k <= n->depth; k++)
      st->beta[k] = n->at[k];
    lg_vec_push(a, &n->stmts, st);
    return;
  }
  default:
    n->why = s->kind == LG_S_DECL && s->var
                 ? lg_fmt(n->p->arena, "line %d declares '%s' (a scalar of each iteration)",
                          s->loc.line, s->var->name)
                 : lg_fmt(n->p->arena, "line %d is not an expression statement or a counted loop",
                          s->loc.line);
    n->bad = true;
    return;
  }
}

/* A monomial of two atoms (`i * n`): a symbolic stride left unsplit. */
static bool two_atom_term(const lg_Poly *x) {
  for (int i = 0; x && i < x->n; i++)
    if (x->t[i].n > 1)
      return true;
  return false;
}

static bool assign_accesses(Nest *n, lg_RegionInfo *ri, const char **why) {
  lg_Arena *a = n->p->arena;
  for (int s = 0; s < n->stmts.n; s++) {
    lg_SchedStmt *st = n->stmts.items[s];
    st->acc = LG_NEW_ARRAY(a, int, ri->nacc ? ri->nacc : 1);
  }
  for (int k = 0; k < ri->nacc; k++) {
    const lg_Access *x = &ri->acc[k];
    /* a flat subscript split into rows (`A[i * n + j]`) holds only where
       the column stays below the row length, which isl would assume */
    if (x->strides && (x->ndims > 1 || two_atom_term(x->dims[0]))) {
      *why = lg_fmt(n->p->arena,
                    "'%s' (line %d) is a flat subscript split into rows, which holds only "
                    "while the column stays below the row length (a parameter '%s[n][m]' has "
                    "rows)",
                    lg_access_text(n->p, x), x->line, x->var->name);
      return false;
    }
    if (x->via || x->cond || !x->affine) {
      *why = lg_fmt(n->p->arena, "'%s' (line %d) is not affine, or is under a condition",
                    lg_access_text(n->p, x), x->line);
      return false;
    }
    /* the statement the access belongs to (it is below its expression) */
    lg_SchedStmt *owner = NULL;
    for (int s = 0; s < n->stmts.n && !owner; s++) {
      lg_SchedStmt *st = n->stmts.items[s];
      if (lg_expr_within(st->s->expr, x->e))
        owner = st;
    }
    if (!owner || x->nloops != owner->nloops) {
      *why = lg_fmt(n->p->arena, "a loop bound reads '%s'", lg_access_text(n->p, x));
      return false;
    }
    for (int d = 0; d < x->nloops; d++)
      if (x->loops[d] != owner->loops[d])
        return false;
    owner->acc[owner->nacc++] = k;
  }
  return true;
}

/* ---- isl's AST as IR ------------------------------------------------------------ */

typedef struct Conv {
  lg_Program *p;
  lg_Arena *a;
  lg_Builder b;             /* integers in T */
  lg_Type *int_t;
  const lg_Region *r;       /* the region as written */
  const lg_RegionInfo *ri;  /* its analysis (the atoms the parameters are) */
  const int *params;
  int nparams;
  lg_SchedStmt **stmts;
  int nstmts;
  lg_Region *owner;         /* the region the loops' variables belong to (NULL: host) */
  const char *names[MAX_DEPTH * 2];
  lg_Var *vars[MAX_DEPTH * 2];
  int nvars;
  /* the loops' variables as written (T): the new loops are of T too when
     every statement's variables are new loops' variables (a permutation:
     their values are C's); of long long otherwise (a skew, `lg_i0 - 6 *
     lg_i1`, may leave T's range where C's loops do not), the values cast
     to T in the statements */
  lg_Type *T;
  bool widened;
  /* a statement being copied: its loops' variables and their values */
  const lg_SchedStmt *st;
  lg_Expr **vals;
  bool bad;
} Conv;

static lg_Expr *copy_expr(Conv *c, const lg_Expr *e);

static lg_Expr *conv_expr(Conv *c, isl_ast_expr *x);

static lg_Expr *typed_bin(Conv *c, lg_Op op, lg_Expr *l, lg_Expr *r, lg_Type *t) {
  lg_Expr *e = lg_b_bin(&c->b, op, l, r);
  e->type = t;
  return e;
}

static lg_Expr *cond(Conv *c, lg_Expr *test, lg_Expr *x, lg_Expr *y) {
  lg_Expr *e = lg_b_expr(&c->b, LG_E_COND, c->b.ll);
  e->args = LG_NEW_ARRAY(c->a, lg_Expr *, 3);
  e->args[0] = test;
  e->args[1] = x;
  e->args[2] = y;
  e->nargs = 3;
  return e;
}

static lg_Expr *conv_id(Conv *c, isl_ast_expr *x) {
  isl_id *id = isl_ast_expr_id_get_id(x);
  const char *name = isl_id_get_name(id);
  lg_Expr *e = NULL;
  for (int k = c->nvars - 1; k >= 0 && !e; k--)
    if (!strcmp(c->names[k], name))
      e = lg_b_var(&c->b, c->vars[k]);
  if (!e && name[0] == 'p') {
    int k = atoi(name + 1);
    if (k >= 0 && k < c->nparams) {
      const lg_Atom *at = &c->ri->atoms.items[c->params[k]];
      bool reads = false; /* an element or a call: the host could not read it
                             where a host loop's bound stands */
      if (at->kind == LG_ATOM_EXPR && at->expr)
        lg_walk_expr(at->expr, bound_visit, &reads);
      if (at->kind == LG_ATOM_EXPR && at->expr && !reads) {
        e = copy_expr(c, at->expr);
        if (!lg_type_equal(e->type, c->b.ll))
          e = lg_b_cast(&c->b, c->b.ll, e);
      }
    }
  }
  isl_id_free(id);
  if (!e)
    c->bad = true;
  return e;
}

static lg_Expr *conv_op(Conv *c, isl_ast_expr *x) {
  isl_size n = isl_ast_expr_op_get_n_arg(x);
  if (n < 1 || n > 3) {
    c->bad = true;
    return NULL;
  }
  lg_Expr *arg[3] = {NULL, NULL, NULL};
  for (int k = 0; k < n; k++) {
    isl_ast_expr *y = isl_ast_expr_op_get_arg(x, k);
    arg[k] = conv_expr(c, y);
    isl_ast_expr_free(y);
    if (!arg[k])
      return NULL;
  }
  lg_Type *T = c->b.ll;
  enum isl_ast_expr_op_type op = isl_ast_expr_op_get_type(x);
  switch (op) {
  case isl_ast_expr_op_add: return typed_bin(c, LG_OP_ADD, arg[0], arg[1], T);
  case isl_ast_expr_op_sub: return typed_bin(c, LG_OP_SUB, arg[0], arg[1], T);
  case isl_ast_expr_op_mul: return typed_bin(c, LG_OP_MUL, arg[0], arg[1], T);
  case isl_ast_expr_op_div: /* exact */
  case isl_ast_expr_op_pdiv_q: /* the dividend is not negative */
    return typed_bin(c, LG_OP_DIV, arg[0], arg[1], T);
  case isl_ast_expr_op_pdiv_r:
  case isl_ast_expr_op_zdiv_r:
    return typed_bin(c, LG_OP_REM, arg[0], arg[1], T);
  case isl_ast_expr_op_fdiv_q: {
    /* floor(a / d), d > 0: a >= 0 ? a / d : (a - d + 1) / d */
    lg_Expr *neg = typed_bin(c, LG_OP_DIV,
                             typed_bin(c, LG_OP_ADD,
                                       typed_bin(c, LG_OP_SUB, arg[0], arg[1], T),
                                       lg_b_int(&c->b, 1), T),
                             copy_expr(c, arg[1]), T);
    lg_Expr *pos = typed_bin(c, LG_OP_DIV, copy_expr(c, arg[0]), copy_expr(c, arg[1]), T);
    lg_Expr *test = typed_bin(c, LG_OP_GE, copy_expr(c, arg[0]), lg_b_int(&c->b, 0), c->int_t);
    return cond(c, test, pos, neg);
  }
  case isl_ast_expr_op_minus: {
    lg_Expr *e = lg_b_expr(&c->b, LG_E_UNARY, T);
    e->op = LG_OP_NEG;
    e->args = LG_NEW_ARRAY(c->a, lg_Expr *, 1);
    e->args[0] = arg[0];
    e->nargs = 1;
    return e;
  }
  case isl_ast_expr_op_min:
  case isl_ast_expr_op_max: {
    lg_Expr *e = arg[0];
    for (int k = 1; k < n; k++) {
      lg_Expr *t = typed_bin(c, op == isl_ast_expr_op_min ? LG_OP_LT : LG_OP_GT, e, arg[k],
                             c->int_t);
      e = cond(c, t, copy_expr(c, e), copy_expr(c, arg[k]));
    }
    return e;
  }
  case isl_ast_expr_op_cond:
  case isl_ast_expr_op_select:
    return n == 3 ? cond(c, arg[0], arg[1], arg[2]) : NULL;
  case isl_ast_expr_op_and:
  case isl_ast_expr_op_and_then:
    return typed_bin(c, LG_OP_LAND, arg[0], arg[1], c->int_t);
  case isl_ast_expr_op_or:
  case isl_ast_expr_op_or_else:
    return typed_bin(c, LG_OP_LOR, arg[0], arg[1], c->int_t);
  case isl_ast_expr_op_eq: return typed_bin(c, LG_OP_EQ, arg[0], arg[1], c->int_t);
  case isl_ast_expr_op_le: return typed_bin(c, LG_OP_LE, arg[0], arg[1], c->int_t);
  case isl_ast_expr_op_lt: return typed_bin(c, LG_OP_LT, arg[0], arg[1], c->int_t);
  case isl_ast_expr_op_ge: return typed_bin(c, LG_OP_GE, arg[0], arg[1], c->int_t);
  case isl_ast_expr_op_gt: return typed_bin(c, LG_OP_GT, arg[0], arg[1], c->int_t);
  default:
    c->bad = true;
    return NULL;
  }
}

static lg_Expr *conv_expr(Conv *c, isl_ast_expr *x) {
  if (!x || c->bad) {
    c->bad = true;
    return NULL;
  }
  switch (isl_ast_expr_get_type(x)) {
  case isl_ast_expr_id:
    return conv_id(c, x);
  case isl_ast_expr_int: {
    isl_val *v = isl_ast_expr_int_get_val(x);
    long long k = 0;
    __int128 lo, hi;
    bool ok = v && isl_val_is_int(v) && lg_int_type_range(c->b.ll->kind, &lo, &hi);
    if (ok) {
      k = isl_val_get_num_si(v);
      ok = k >= lo && k <= hi && k > -2147483647LL && k < 2147483647LL;
    }
    isl_val_free(v);
    if (!ok) {
      c->bad = true;
      return NULL;
    }
    return lg_b_int(&c->b, k);
  }
  case isl_ast_expr_op:
    return conv_op(c, x);
  default:
    c->bad = true;
    return NULL;
  }
}

/* a copy of e; inside a statement being copied, its loops' variables are
   the values the new loops give them */
static lg_Expr *loop_value(void *ctx, const lg_Expr *e) {
  Conv *c = ctx;
  if (e->kind == LG_E_VAR && c->st)
    for (int k = 0; k < c->st->nloops; k++)
      if (e->var == c->st->loops[k]->iv)
        return lg_subst_expr(c->a, c->vals[k], NULL, NULL);
  return NULL;
}

static lg_Expr *copy_expr(Conv *c, const lg_Expr *e) {
  return lg_subst_expr(c->a, e, loop_value, c);
}

static lg_Expr *copy_visit(void *ctx, lg_Expr *e) { return copy_expr(ctx, e); }

/* The nodes of a block, or the node alone, as a list (NULL for none). */
static isl_ast_node_list *children(isl_ast_node *node) {
  if (!node)
    return NULL;
  if (isl_ast_node_get_type(node) == isl_ast_node_block)
    return isl_ast_node_block_get_children(node);
  return isl_ast_node_list_from_ast_node(isl_ast_node_copy(node));
}

static lg_Stmt *conv_node(Conv *c, isl_ast_node *node);

static lg_Stmt *conv_list(Conv *c, isl_ast_node_list *list) {
  isl_size n = isl_ast_node_list_n_ast_node(list);
  lg_Stmt *blk = lg_b_stmt(&c->b, LG_S_BLOCK);
  for (int k = 0; k < n && !c->bad; k++) {
    isl_ast_node *x = isl_ast_node_list_get_ast_node(list, k);
    lg_b_push(&c->b, blk, conv_node(c, x));
    isl_ast_node_free(x);
  }
  isl_ast_node_list_free(list);
  return blk;
}

/* `for (T lg_cN = init; lg_cN < (<=) bound; lg_cN++)` */
static lg_Loop *conv_for(Conv *c, isl_ast_node *node, bool with_body) {
  isl_ast_expr *it = isl_ast_node_for_get_iterator(node);
  isl_ast_expr *init = isl_ast_node_for_get_init(node);
  isl_ast_expr *test = isl_ast_node_for_get_cond(node);
  isl_ast_expr *inc = isl_ast_node_for_get_inc(node);
  isl_id *id = it ? isl_ast_expr_id_get_id(it) : NULL;
  lg_Loop *l = NULL;
  isl_val *step = inc && isl_ast_expr_get_type(inc) == isl_ast_expr_int
                      ? isl_ast_expr_int_get_val(inc)
                      : NULL;
  enum isl_ast_expr_op_type op =
      test && isl_ast_expr_get_type(test) == isl_ast_expr_op ? isl_ast_expr_op_get_type(test)
                                                             : isl_ast_expr_op_error;
  isl_ast_expr *lhs = NULL, *rhs = NULL;
  if (op == isl_ast_expr_op_lt || op == isl_ast_expr_op_le) {
    lhs = isl_ast_expr_op_get_arg(test, 0);
    rhs = isl_ast_expr_op_get_arg(test, 1);
  }
  if (!id || !step || !isl_val_is_one(step) || !lhs || !isl_ast_expr_is_equal(lhs, it) ||
      c->nvars == MAX_DEPTH * 2) {
    c->bad = true;
  } else {
    lg_Expr *lb = conv_expr(c, init);
    lg_Var *v = lg_new_var(c->p, NULL);
    /* isl's c0, c1...: the loops' depth */
    const char *in = isl_id_get_name(id);
    v->name = v->host_name = lg_fmt(c->a, "lg_i%s", in[0] == 'c' ? in + 1 : in);
    v->type = c->b.ll;
    v->scope = LG_VS_LOCAL;
    v->loc = c->r->loop->loc;
    v->region = c->owner;
    c->names[c->nvars] = isl_id_get_name(id);
    c->vars[c->nvars++] = v;
    lg_Expr *ub = conv_expr(c, rhs);
    if (!c->bad) {
      lg_Stmt *s = lg_b_for(&c->b, v, lb, ub, 1, NULL);
      l = s->loop;
      l->cmp = op == isl_ast_expr_op_le ? LG_CMP_LE : LG_CMP_LT;
      l->loc = c->r->loop->loc;
      l->begin = c->r->loop->begin;
      l->end = c->r->loop->end;
      l->end_line = c->r->loop->end_line;
      if (with_body) {
        isl_ast_node *body = isl_ast_node_for_get_body(node);
        l->body = conv_node(c, body);
        isl_ast_node_free(body);
      }
    }
    if (with_body) /* a host loop's variable stays visible to its kernels */
      c->nvars--;
  }
  isl_id_free(id);
  isl_val_free(step);
  isl_ast_expr_free(lhs);
  isl_ast_expr_free(rhs);
  isl_ast_expr_free(it);
  isl_ast_expr_free(init);
  isl_ast_expr_free(test);
  isl_ast_expr_free(inc);
  return c->bad ? NULL : l;
}

/* `S3(c1, c2, c0)`: statement 3 with its loops' variables at those values */
static lg_Stmt *conv_user(Conv *c, isl_ast_node *node) {
  isl_ast_expr *call = isl_ast_node_user_get_expr(node);
  isl_size n = call && isl_ast_expr_get_type(call) == isl_ast_expr_op &&
                       isl_ast_expr_op_get_type(call) == isl_ast_expr_op_call
                   ? isl_ast_expr_op_get_n_arg(call)
                   : -1;
  lg_Stmt *out = NULL;
  if (n >= 1) {
    isl_ast_expr *f = isl_ast_expr_op_get_arg(call, 0);
    isl_id *id = isl_ast_expr_id_get_id(f);
    const char *name = id ? isl_id_get_name(id) : "";
    int s = name[0] == 'S' ? atoi(name + 1) : -1;
    isl_id_free(id);
    isl_ast_expr_free(f);
    if (s >= 0 && s < c->nstmts && c->stmts[s]->nloops == n - 1) {
      const lg_SchedStmt *st = c->stmts[s];
      lg_Expr **vals = LG_NEW_ARRAY(c->a, lg_Expr *, n);
      for (int k = 0; k + 1 < n && !c->bad; k++) {
        isl_ast_expr *y = isl_ast_expr_op_get_arg(call, k + 1);
        vals[k] = conv_expr(c, y);
        if (vals[k] && c->widened)
          vals[k] = lg_b_cast(&c->b, c->T, vals[k]);
        isl_ast_expr_free(y);
      }
      if (!c->bad) {
        c->st = st;
        c->vals = vals;
        out = lg_clone_stmt(c->a, st->s, copy_visit, NULL, c);
        c->st = NULL;
        c->vals = NULL;
      }
    }
  }
  isl_ast_expr_free(call);
  if (!out)
    c->bad = true;
  return out;
}

static lg_Stmt *conv_node(Conv *c, isl_ast_node *node) {
  if (c->bad || !node) {
    c->bad = true;
    return NULL;
  }
  switch (isl_ast_node_get_type(node)) {
  case isl_ast_node_for: {
    lg_Loop *l = conv_for(c, node, true);
    if (!l)
      return NULL;
    lg_Stmt *s = lg_b_stmt(&c->b, LG_S_FOR);
    s->loop = l;
    s->loc = l->loc;
    return s;
  }
  case isl_ast_node_if: {
    isl_ast_expr *t = isl_ast_node_if_get_cond(node);
    lg_Stmt *s = lg_b_stmt(&c->b, LG_S_IF);
    s->expr = conv_expr(c, t);
    isl_ast_expr_free(t);
    isl_ast_node *th = isl_ast_node_if_get_then_node(node);
    s->then = conv_node(c, th);
    isl_ast_node_free(th);
    if (isl_ast_node_if_has_else_node(node) == isl_bool_true) {
      isl_ast_node *el = isl_ast_node_if_get_else_node(node);
      s->els = conv_node(c, el);
      isl_ast_node_free(el);
    }
    return s;
  }
  case isl_ast_node_block:
    return conv_list(c, isl_ast_node_block_get_children(node));
  case isl_ast_node_mark: {
    isl_ast_node *x = isl_ast_node_mark_get_node(node);
    lg_Stmt *s = conv_node(c, x);
    isl_ast_node_free(x);
    return s;
  }
  case isl_ast_node_user:
    return conv_user(c, node);
  default:
    c->bad = true;
    return NULL;
  }
}

/* ---- the regions ----------------------------------------------------------------- */

/* the variables a part names (map.c: its parameters are those declared
   outside it) */
static void set_vars(lg_Program *p, lg_Region *x) {
  lg_PtrVec vars = lg_loop_vars(p->arena, x->loop);
  x->vars = (lg_Var **)vars.items;
  x->nvars = vars.n;
}

static void replace_region(lg_Arena *a, lg_Region ***list, int *n, lg_Region *r,
                           lg_Region **parts, int nparts) {
  lg_Region **l = LG_NEW_ARRAY(a, lg_Region *, *n + nparts);
  int k = 0;
  for (int i = 0; i < *n; i++) {
    if ((*list)[i] != r) {
      l[k++] = (*list)[i];
      continue;
    }
    for (int g = 0; g < nparts; g++)
      l[k++] = parts[g];
  }
  *list = l;
  *n = k;
}

static const char *stmt_lines(lg_Arena *a, lg_Stmt *s) {
  int lo = 0, hi = 0;
  lg_Stmt *stack[64];
  int n = 0;
  stack[n++] = s;
  while (n) {
    lg_Stmt *x = stack[--n];
    if (!x)
      continue;
    if (x->kind == LG_S_EXPR && x->loc.line) {
      lo = !lo || x->loc.line < lo ? x->loc.line : lo;
      hi = x->loc.line > hi ? x->loc.line : hi;
    }
    if (x->kind == LG_S_FOR && n < 63)
      stack[n++] = x->loop->body;
    if (x->kind == LG_S_IF && n < 62) {
      stack[n++] = x->then;
      stack[n++] = x->els;
    }
    for (int k = 0; x->kind == LG_S_BLOCK && k < x->nstmts && n < 64; k++)
      stack[n++] = x->stmts[k];
  }
  return lo == hi ? lg_fmt(a, "line %d", lo) : lg_fmt(a, "lines %d-%d", lo, hi);
}

/* Does every statement of the AST take its loops' values as new loops'
 * variables (`S(c1, c2, c0)`, not `S(c1, c0 - 6 * c1)`)? */
static isl_bool plain_call(__isl_keep isl_ast_node *node, void *user) {
  bool *plain = user;
  if (isl_ast_node_get_type(node) != isl_ast_node_user)
    return isl_bool_true; /* look below */
  isl_ast_expr *call = isl_ast_node_user_get_expr(node);
  isl_size n = isl_ast_expr_op_get_n_arg(call);
  for (int k = 1; *plain && k < n; k++) {
    isl_ast_expr *y = isl_ast_expr_op_get_arg(call, k);
    *plain = isl_ast_expr_get_type(y) == isl_ast_expr_id;
    isl_ast_expr_free(y);
  }
  isl_ast_expr_free(call);
  return isl_bool_false;
}

static bool plain_args(isl_ast_node *node) {
  bool plain = true;
  if (isl_ast_node_foreach_descendant_top_down(node, plain_call, &plain) < 0)
    return false;
  return plain;
}

/* Part number `part` of region c->r: the loop of `node` (or the statement,
 * a loop of one iteration around it) as a kernel when its outermost loop
 * maps; NULL otherwise. */
static lg_Region *kernel_of(Conv *c, isl_ast_node *node, int part) {
  lg_Program *p = c->p;
  lg_Arena *a = c->a;
  const lg_Region *r = c->r;
  if (!node)
    return NULL;
  lg_Region *x = LG_NEW(a, lg_Region);
  *x = *r;
  x->analysis = NULL;
  x->part = part;
  x->name = part ? lg_fmt(a, "%s_%d", r->name, part) : r->name;
  c->owner = x;
  bool bad = c->bad;
  lg_Loop *l = NULL;
  if (isl_ast_node_get_type(node) == isl_ast_node_for) {
    l = conv_for(c, node, true);
  } else if (isl_ast_node_get_type(node) == isl_ast_node_user) {
    /* a statement alone (cholesky's diagonal): a kernel of one thread,
       `for (lg_iD = 0; lg_iD < 1; lg_iD++) S;` */
    lg_Stmt *body = conv_node(c, node);
    if (body && !c->bad) {
      lg_Var *v = lg_new_var(p, NULL);
      v->name = v->host_name = lg_fmt(a, "lg_i%d", c->nvars);
      v->type = c->b.ll;
      v->scope = LG_VS_LOCAL;
      v->loc = r->loop->loc;
      v->region = x;
      l = lg_b_for(&c->b, v, lg_b_int(&c->b, 0), lg_b_int(&c->b, 1), 1, body)->loop;
      l->loc = r->loop->loc;
      l->begin = r->loop->begin;
      l->end = r->loop->end;
      l->end_line = r->loop->end_line;
    }
  }
  if (!l || c->bad) {
    c->bad = bad;
    return NULL;
  }
  l->dir = r->loop->dir;
  x->loop = l;
  set_vars(p, x);
  lg_Region probe = *x;
  probe.analysis = NULL;
  return lg_depend_probe(p, &probe) > 0 ? x : NULL;
}

/* The statements of n (their accesses found) in isl's order: when it is a
 * host loop of loops whose outermost maps, r is replaced by them (true).
 * merge: statements of one text at one depth are one (lu's two updates of
 * the trailing matrix, one kernel). */
static bool reorder(lg_Program *p, lg_Region *r, Nest *n, lg_RegionInfo *ri, lg_Region *whole,
                    bool merge) {
  lg_Arena *a = p->arena;
  lg_Loop *top = r->loop;
  int nst = n->stmts.n;
  lg_SchedStmt *st = LG_NEW_ARRAY(a, lg_SchedStmt, nst);
  for (int s = 0; s < nst; s++)
    st[s] = *(lg_SchedStmt *)n->stmts.items[s];
  /* one statement for each text (the loops' variables by depth) */
  lg_Type *int_t = LG_NEW(a, lg_Type);
  int_t->kind = LG_T_INT;
  Conv c = {.p = p, .a = a, .b = {p, a, n->T, top->loc}, .int_t = int_t, .r = r, .ri = ri};
  int nids = nst;
  if (merge) {
    lg_Expr *holder[MAX_DEPTH];
    for (int k = 0; k < MAX_DEPTH; k++) {
      lg_Var *v = LG_NEW(a, lg_Var); /* a placeholder, in no program's list */
      v->name = v->host_name = lg_fmt(a, "lg_i%d", k);
      v->type = n->T;
      v->id = -1;
      holder[k] = lg_b_var(&c.b, v);
    }
    lg_Expr **canon = LG_NEW_ARRAY(a, lg_Expr *, nst);
    nids = 0;
    for (int s = 0; s < nst; s++) {
      c.st = &st[s];
      c.vals = holder;
      canon[s] = copy_expr(&c, st[s].s->expr);
      st[s].id = -1;
      for (int u = 0; u < s && st[s].id < 0; u++)
        if (st[u].nloops == st[s].nloops && lg_expr_equal(canon[u], canon[s]))
          st[s].id = st[u].id;
      if (st[s].id < 0)
        st[s].id = nids++;
    }
    c.st = NULL;
    c.vals = NULL;
    if (nids == nst)
      return false; /* nothing to merge: the plain attempt follows */
  }
  lg_SchedStmt **rep = LG_NEW_ARRAY(a, lg_SchedStmt *, nids);
  for (int s = nst - 1; s >= 0; s--)
    rep[st[s].id] = &st[s];
  c.stmts = rep;
  c.nstmts = nids;
  const int *params = NULL;
  int nparams = 0;
  isl_ast_node *tree = lg_presburger_reschedule(p, whole, st, nst, &params, &nparams);
  if (!tree)
    return false;
  c.params = params;
  c.nparams = nparams;
  c.T = n->T;
  if (!plain_args(tree)) {
    lg_Type *ll = LG_NEW(a, lg_Type);
    ll->kind = LG_T_LLONG;
    c.b.ll = ll;
    c.widened = true;
  }

  /* the shape: loops whose outermost maps (kernels) and host loops of such
     loops, one after the other */
  isl_ast_node *root = tree;
  while (root && isl_ast_node_get_type(root) == isl_ast_node_mark) {
    isl_ast_node *x = isl_ast_node_mark_get_node(root);
    isl_ast_node_free(root);
    root = x;
  }
  isl_ast_node_list *items = children(root);
  isl_ast_node_free(root);
  isl_size ni = items ? isl_ast_node_list_n_ast_node(items) : 0;
  lg_PtrVec parts = {0}, hosts = {0};
  const char *shape = "";
  /* the nest as written: the ranges its host loops' data regions enter */
  lg_Region *nest = LG_NEW(a, lg_Region);
  *nest = *whole;
  nest->analysis = ri;
  bool ok = ni > 0;
  for (int i = 0; ok && i < ni; i++) {
    isl_ast_node *item = isl_ast_node_list_get_ast_node(items, i);
    lg_Region *x = kernel_of(&c, item, parts.n);
    if (x) {
      lg_vec_push(a, &parts, x);
      shape = lg_fmt(a, "%s%s1 kernel", shape, *shape ? ", then " : "");
    } else if (item && isl_ast_node_get_type(item) == isl_ast_node_for) {
      /* a host loop: every loop in its body a kernel */
      c.owner = NULL;
      lg_Loop *host = conv_for(&c, item, false);
      isl_ast_node *body = host ? isl_ast_node_for_get_body(item) : NULL;
      isl_ast_node_list *kids = children(body);
      isl_ast_node_free(body);
      isl_size nk = kids ? isl_ast_node_list_n_ast_node(kids) : 0;
      lg_HostLoop *h = LG_NEW(a, lg_HostLoop);
      h->loop = host;
      h->made = true;
      h->nest = nest;
      h->fn = r->fn;
      h->only_regions = true;
      h->regions = LG_NEW_ARRAY(a, lg_Region *, nk > 0 ? nk : 1);
      ok = host && nk > 0;
      /* one kernel at least runs a loop: a host loop of statements alone
         (a prefix sum) is C's loop with a launch per element */
      bool loops = false;
      for (int k = 0; ok && k < nk; k++) {
        isl_ast_node *kid = isl_ast_node_list_get_ast_node(kids, k);
        loops = loops || isl_ast_node_get_type(kid) == isl_ast_node_for;
        x = kernel_of(&c, kid, parts.n);
        isl_ast_node_free(kid);
        ok = x != NULL;
        if (ok) {
          x->host = h;
          h->regions[h->nregions++] = x;
          lg_vec_push(a, &parts, x);
        }
      }
      isl_ast_node_list_free(kids);
      ok = ok && loops;
      if (host) {
        c.nvars--; /* its variable's scope ends */
        lg_PrintCtx pc = {.p = p, .a = a};
        shape = lg_fmt(a, "%s%sa host loop (%s = %s; %s %s %s) of %d kernel%s", shape,
                       *shape ? ", then " : "", host->iv->name, lg_expr_text_top(&pc, host->lb),
                       host->iv->name, host->cmp == LG_CMP_LE ? "<=" : "<",
                       lg_expr_text_top(&pc, host->ub), (int)nk, nk == 1 ? "" : "s");
      }
      lg_vec_push(a, &hosts, h);
    } else {
      ok = false;
    }
    isl_ast_node_free(item);
  }
  isl_ast_node_list_free(items);
  if (!ok)
    return false;

  /* the parts in r's place; the host loops among the program's, in order */
  int np = parts.n;
  lg_Region **ps = (lg_Region **)parts.items;
  replace_region(a, &p->regions, &p->nregions, r, ps, np);
  replace_region(a, &r->fn->regions, &r->fn->nregions, r, ps, np);
  for (int k = 0; k < hosts.n; k++) {
    lg_HostLoop *h = hosts.items[k];
    lg_HostLoop **hs = LG_NEW_ARRAY(a, lg_HostLoop *, p->nhosts + 1);
    int m = 0;
    for (int i = 0; i < p->nhosts; i++) {
      if (m == i && p->hosts[i]->loop->begin > top->begin)
        hs[m++] = h;
      hs[m++] = p->hosts[i];
    }
    if (m == p->nhosts)
      hs[m++] = h;
    p->hosts = hs;
    p->nhosts = m;
  }
  /* the host's variables the loops as written stood for: no part names them */
  lg_PtrVec gone = {0};
  for (int s = 0; s < nst; s++)
    for (int k = 0; k < st[s].nloops; k++) {
      lg_Var *o = st[s].loops[k]->iv->origin;
      bool seen = false;
      for (int m = 0; m < gone.n && !seen; m++)
        seen = gone.items[m] == o;
      if (o && !seen)
        lg_vec_push(a, &gone, o);
    }
  ps[0]->voided = (lg_Var **)gone.items;
  ps[0]->nvoided = gone.n;
  for (int g = 0; g < np; g++) {
    lg_RegionInfo *xi = lg_region_info(p, ps[g]);
    xi->reschedule = lg_fmt(
        a,
        "loop %s (line %d) carries a dependence and no order of its loops maps: isl's "
        "scheduler reorders its statements into %s, each element's operations in C's order "
        "(kernel %d of %d: %s)",
        top->iv->name, top->loc.line, shape, g + 1, np, stmt_lines(a, ps[g]->loop->body));
  }
  return true;
}

static void try_region(lg_Program *p, lg_Region *r) {
  lg_Arena *a = p->arena;
  lg_Loop *top = r->loop;
  if (!top->dir || r->part || r->wave_var || !top->iv || !lg_is_integer_type(top->iv->type))
    return;
  for (int i = 0; i < p->nregions; i++)
    if (p->regions[i] != r && p->regions[i]->loop->begin == top->begin)
      return; /* split by distribute.c */
  if (top->dir->nclauses || r->host) {
    r->reorder_why = top->dir->nclauses ? "the directive has clauses" : "it is in a 'host' loop";
    return;
  }
  __int128 lo, hi;
  if (!lg_int_type_range(top->iv->type->kind, &lo, &hi) || lo == 0) {
    r->reorder_why = lg_fmt(a, "loop '%s' is unsigned (it wraps, isl's integers do not)",
                            top->iv->name);
    return;
  }
  Nest n = {.p = p, .r = r, .T = top->iv->type};
  if (!plain_loop(&n, top)) {
    r->reorder_why = n.why;
    return;
  }
  n.path[0] = top;
  n.depth = 1;
  walk(&n, top->body);
  if (n.bad) {
    r->reorder_why = n.why;
    return;
  }
  /* isl's scheduler grows fast with the statements (on this machine: 16
     take 0.2 s of translation, 24 about 1 s, 40 about 12 s) */
  if (n.stmts.n == 0 || n.stmts.n > MAX_STMTS) {
    r->reorder_why = lg_fmt(a, "the nest has %d statements (at most %d)", n.stmts.n, MAX_STMTS);
    return;
  }
  for (int s = 0; s < n.stmts.n; s++) {
    const lg_SchedStmt *st = n.stmts.items[s];
    for (int k = 0; k < st->nloops; k++) {
      const lg_Var *v = st->loops[k]->iv;
      if (lg_live_after(r, v) || (v->origin && lg_live_after(r, v->origin))) {
        r->reorder_why = lg_fmt(a, "the code after the nest reads loop variable '%s'", v->name);
        return;
      }
    }
  }
  lg_Region whole = *r;
  whole.analysis = NULL;
  if (lg_depend_probe(p, &whole) > 0)
    return; /* a loop maps as written */
  lg_RegionInfo *ri = whole.analysis;
  if (!assign_accesses(&n, ri, &r->reorder_why))
    return;
  if (reorder(p, r, &n, ri, &whole, true) || reorder(p, r, &n, ri, &whole, false))
    return;
  r->reorder_why = "isl's order of its statements is not loops that run in parallel and host "
                   "loops of them";
}

bool lg_pass_reschedule(lg_Program *p) {
  lg_each_region(p, try_region);
  return true;
}

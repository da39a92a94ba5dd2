/* ir.c — the IR module: clause lookup, type sizes and predicates, and the
 * builders of new nodes that the passes share. */
#include "ir.h"
#include <string.h>

#include "arena.h"

lg_Clause *lg_dir_find(const lg_Directive *d, lg_ClauseKind kind) {
  if (!d)
    return NULL;
  for (int i = 0; i < d->nclauses; i++)
    if (d->clauses[i].kind == kind)
      return &d->clauses[i];
  return NULL;
}

bool lg_is_scalar_type(const lg_Type *t) {
  return t && t->kind >= LG_T_BOOL && t->kind <= LG_T_LDOUBLE;
}

long long lg_type_size(const lg_Type *t) {
  if (!t)
    return 0;
  switch (t->kind) {
  case LG_T_BOOL: case LG_T_CHAR: case LG_T_SCHAR: case LG_T_UCHAR: return 1;
  case LG_T_SHORT: case LG_T_USHORT: return 2;
  case LG_T_INT: case LG_T_UINT: case LG_T_FLOAT: return 4;
  case LG_T_LONG: case LG_T_ULONG: case LG_T_LLONG: case LG_T_ULLONG: case LG_T_DOUBLE:
  case LG_T_PTR: return 8;
  case LG_T_LDOUBLE: return 16;
  case LG_T_RECORD: return t->rec ? t->rec->size : 0;
  case LG_T_ARRAY: {
    long long n = lg_type_size(t->elem);
    for (int k = 0; k < t->ndims; k++)
      n = t->cdims && t->cdims[k] >= 0 ? n * t->cdims[k] : 0;
    return n;
  }
  default: return 0;
  }
}

bool lg_is_integer_type(const lg_Type *t) {
  return t && t->kind >= LG_T_BOOL && t->kind <= LG_T_ULLONG;
}

const char *lg_host_name(const lg_Var *v) { return v->host_name ? v->host_name : v->name; }

bool lg_same_variable(const lg_Var *a, const lg_Var *b) {
  return a && b && (a == b || (a->origin && a->origin == b) || (b->origin && b->origin == a));
}

lg_Expr *lg_lvalue_root(lg_Expr *e) {
  while (e && e->kind == LG_E_MEMBER)
    e = e->args[0];
  return e;
}

/* ---- builders: new nodes at the location the builder carries ------------------- */

lg_Expr *lg_b_expr(lg_Builder *b, lg_ExprKind k, lg_Type *t) {
  lg_Expr *e = LG_NEW(b->a, lg_Expr);
  e->kind = k;
  e->type = t;
  e->loc = b->loc;
  return e;
}

lg_Expr *lg_b_int(lg_Builder *b, long long v) {
  lg_Expr *e = lg_b_expr(b, LG_E_INT, b->ll);
  e->ival = v;
  e->text = v > 2147483647LL || v < -2147483647LL ? lg_fmt(b->a, "%lldLL", v)
                                                   : lg_fmt(b->a, "%lld", v);
  return e;
}

lg_Expr *lg_b_var(lg_Builder *b, lg_Var *v) {
  lg_Expr *e = lg_b_expr(b, LG_E_VAR, v->type);
  e->var = v;
  return e;
}

lg_Expr *lg_b_bin(lg_Builder *b, lg_Op op, lg_Expr *x, lg_Expr *y) {
  lg_Expr *e = lg_b_expr(b, LG_E_BINARY, b->ll);
  e->op = op;
  e->args = LG_NEW_ARRAY(b->a, lg_Expr *, 2);
  e->args[0] = x;
  e->args[1] = y;
  e->nargs = 2;
  return e;
}

lg_Expr *lg_b_cast(lg_Builder *b, lg_Type *t, lg_Expr *x) {
  lg_Expr *e = lg_b_expr(b, LG_E_CAST, t);
  e->args = LG_NEW_ARRAY(b->a, lg_Expr *, 1);
  e->args[0] = x;
  e->nargs = 1;
  return e;
}

lg_Expr *lg_b_assign(lg_Builder *b, lg_Expr *lhs, lg_Expr *rhs) {
  lg_Expr *e = lg_b_expr(b, LG_E_ASSIGN, lhs->type);
  e->op = LG_OP_ASSIGN;
  e->args = LG_NEW_ARRAY(b->a, lg_Expr *, 2);
  e->args[0] = lhs;
  e->args[1] = rhs;
  e->nargs = 2;
  return e;
}

lg_Var *lg_new_var(lg_Program *p, const lg_Var *like) {
  lg_Var *v = LG_NEW(p->arena, lg_Var);
  if (like)
    *v = *like;
  v->id = p->nvars;
  lg_Var **vs = LG_NEW_ARRAY(p->arena, lg_Var *, p->nvars + 1);
  if (p->nvars)
    memcpy(vs, p->vars, sizeof(*vs) * (size_t)p->nvars);
  vs[p->nvars++] = v;
  p->vars = vs;
  return v;
}

void lg_region_add_var(lg_Program *p, lg_Region *r, lg_Var *v) {
  lg_Var **vs = LG_NEW_ARRAY(p->arena, lg_Var *, r->nvars + 1);
  if (r->nvars)
    memcpy(vs, r->vars, sizeof(*vs) * (size_t)r->nvars);
  vs[r->nvars++] = v;
  r->vars = vs;
}

lg_Var *lg_b_local(lg_Builder *b, const char *name, lg_Type *t, lg_Region *r) {
  lg_Var *v = LG_NEW(b->a, lg_Var);
  v->name = name;
  v->type = t;
  v->scope = LG_VS_LOCAL;
  v->loc = b->loc;
  v->id = -1; /* not in p->vars: only the printer sees it */
  v->region = r;
  return v;
}

lg_Stmt *lg_b_stmt(lg_Builder *b, lg_StmtKind k) {
  lg_Stmt *s = LG_NEW(b->a, lg_Stmt);
  s->kind = k;
  s->loc = b->loc;
  /* no `#line` before generated statements: only the body's own statements
     need to point at the C source */
  s->loc.line = 0;
  return s;
}

lg_Stmt *lg_b_decl(lg_Builder *b, lg_Var *v, lg_Expr *init) {
  lg_Stmt *s = lg_b_stmt(b, LG_S_DECL);
  s->var = v;
  s->init = init;
  return s;
}

lg_Stmt *lg_b_expr_stmt(lg_Builder *b, lg_Expr *x) {
  lg_Stmt *s = lg_b_stmt(b, LG_S_EXPR);
  s->expr = x;
  return s;
}

void lg_b_push(lg_Builder *b, lg_Stmt *blk, lg_Stmt *s) {
  if (!s)
    return;
  lg_Stmt **n = LG_NEW_ARRAY(b->a, lg_Stmt *, blk->nstmts + 1);
  if (blk->nstmts)
    memcpy(n, blk->stmts, sizeof(lg_Stmt *) * (size_t)blk->nstmts);
  n[blk->nstmts++] = s;
  blk->stmts = n;
}

/* A counted loop `for (long long v = lb; v < ub; v += step) body`. */
lg_Stmt *lg_b_for(lg_Builder *b, lg_Var *v, lg_Expr *lb, lg_Expr *ub, long long step, lg_Stmt *body) {
  lg_Loop *l = LG_NEW(b->a, lg_Loop);
  l->iv = v;
  l->iv_declared = true;
  l->lb = lb;
  l->cmp = LG_CMP_LT;
  l->ub = ub;
  l->step = step;
  l->body = body;
  l->loc = b->loc;
  l->mapped = -1;
  lg_Stmt *s = lg_b_stmt(b, LG_S_FOR);
  s->loop = l;
  return s;
}

/* ---- structural equality ----------------------------------------------------- */

bool lg_type_equal(const lg_Type *x, const lg_Type *y) {
  if (x == y)
    return true;
  if (!x || !y || x->kind != y->kind)
    return false;
  switch (x->kind) {
  case LG_T_PTR:
    return lg_type_equal(x->elem, y->elem);
  case LG_T_RECORD:
    return x->rec == y->rec;
  case LG_T_ARRAY:
    if (x->ndims != y->ndims || !lg_type_equal(x->elem, y->elem))
      return false;
    for (int k = 0; k < x->ndims; k++) {
      long long cx = x->cdims ? x->cdims[k] : -1, cy = y->cdims ? y->cdims[k] : -1;
      if (cx != cy)
        return false;
      if (cx < 0 && !lg_expr_equal(x->dims ? x->dims[k] : NULL, y->dims ? y->dims[k] : NULL))
        return false;
    }
    return true;
  default:
    return true; /* the scalar kinds are their own types */
  }
}

static bool same_name(const char *x, const char *y) {
  return x == y || (x && y && strcmp(x, y) == 0);
}

bool lg_expr_equal(const lg_Expr *x, const lg_Expr *y) {
  if (x == y)
    return true;
  if (!x || !y || x->kind != y->kind || x->nargs != y->nargs || !lg_type_equal(x->type, y->type))
    return false;
  switch (x->kind) {
  case LG_E_INT:
    if (x->ival != y->ival)
      return false;
    break;
  case LG_E_FLOAT:
    /* the spelling too: 0.1f and 0.1 differ, and so may two spellings of
       one double (the compiler rounds each) */
    if (x->fval != y->fval || !same_name(x->text, y->text))
      return false;
    break;
  case LG_E_VAR:
  case LG_E_INDEX:
    if (x->var != y->var)
      return false;
    break;
  case LG_E_UNARY:
  case LG_E_BINARY:
  case LG_E_ASSIGN:
    if (x->op != y->op || x->whole_array != y->whole_array)
      return false;
    break;
  case LG_E_CALL:
    if (x->fn != y->fn || !same_name(x->text, y->text))
      return false;
    break;
  case LG_E_MEMBER:
  case LG_E_STRING:
    if (!same_name(x->text, y->text))
      return false;
    break;
  default:
    break;
  }
  for (int i = 0; i < x->nargs; i++)
    if (!lg_expr_equal(x->args[i], y->args[i]))
      return false;
  return true;
}

bool lg_is_vla_param(const lg_Var *v) {
  const lg_Type *t = v->type;
  if (t->kind != LG_T_ARRAY || !t->decayed)
    return false;
  for (int i = 1; i < t->ndims; i++)
    if (t->cdims[i] < 0)
      return true;
  return false;
}

bool lg_is_fixed_array(const lg_Var *v) {
  return v->type->kind == LG_T_ARRAY && !lg_is_vla_param(v);
}

bool lg_is_array_like(const lg_Var *v) {
  return v->type->kind == LG_T_ARRAY || v->type->kind == LG_T_PTR;
}

/* ir.c — small helpers over the IR. */
#include "ir.h"

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

bool lg_is_integer_type(const lg_Type *t) {
  return t && t->kind >= LG_T_BOOL && t->kind <= LG_T_ULLONG;
}

const char *lg_host_name(const lg_Var *v) { return v->host_name ? v->host_name : v->name; }

lg_Expr *lg_lvalue_root(lg_Expr *e) {
  while (e && e->kind == LG_E_MEMBER)
    e = e->args[0];
  return e;
}

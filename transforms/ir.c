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

lg_Expr *lg_lvalue_root(lg_Expr *e) {
  while (e && e->kind == LG_E_MEMBER)
    e = e->args[0];
  return e;
}

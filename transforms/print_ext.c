/* print_ext.c — the C text of the analyses' structured values: the atoms
 * and polynomials of affine.c. The analyses compare and combine the values
 * themselves; only the printers (host code, kernels, dumps, messages) turn
 * them into text, here. */
#include <string.h>

#include "analysis.h"

const char *lg_atom_text(lg_Program *p, const lg_Atoms *at, const lg_Atom *atom) {
  switch (atom->kind) {
  case LG_ATOM_IV: /* the host half prints C names (lg_Program.host_half) */
    return p->host_half ? lg_host_name(atom->iv) : atom->iv->name;
  case LG_ATOM_EXPR: {
    lg_PrintCtx pc = {.p = p, .a = p->arena};
    return lg_expr_text(&pc, atom->expr);
  }
  case LG_ATOM_HOST:
    return atom->name;
  case LG_ATOM_LAST:
    return lg_fmt(p->arena, "lg_last_ll(%s, %s, %lld)",
                  lg_poly_text(p, at, atom->first, NULL, NULL, true),
                  lg_poly_text(p, at, atom->last, NULL, NULL, true), atom->step);
  }
  return "?";
}

/* an identifier, a number or one parenthesized group: no parentheses
   needed as a factor */
static bool simple_text(const char *s) {
  if (*s == '(') {
    int depth = 0;
    const char *q = s;
    for (; *q; q++)
      if ((depth += *q == '(' ? 1 : *q == ')' ? -1 : 0) == 0)
        break;
    if (*q && !q[1])
      return true;
  }
  for (; *s; s++)
    if (!(*s == '_' || (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
          (*s >= '0' && *s <= '9') || *s == '.'))
      return false;
  return true;
}

char *lg_poly_text(lg_Program *p, const lg_Atoms *at, const lg_Poly *x, lg_AtomText f, void *ctx,
                   bool ll) {
  lg_Buf b = {0};
  if (!x || x->n == 0)
    lg_buf_puts(&b, "0");
  /* highest degree first, the constant last: `n * n - n - 1` */
  int n = x ? x->n : 0;
  for (int j = 0; j < n; j++) {
    int i = n - 1 - j;
    const lg_Term *t = &x->t[i];
    long long c = t->c;
    if (j > 0)
      lg_buf_puts(&b, c < 0 ? " - " : " + ");
    else if (c < 0)
      lg_buf_puts(&b, "-");
    /* unsigned: the magnitude of LLONG_MIN does not fit in long long */
    unsigned long long mag = c < 0 ? 0ULL - (unsigned long long)c : (unsigned long long)c;
    bool first = true;
    if (mag != 1 || t->n == 0) {
      /* 2^63 has no signed type: a decimal constant that large is unsigned
         (and the compilers say so) */
      lg_buf_printf(&b, mag > 9223372036854775807ULL ? "%lluULL" : "%llu", mag);
      first = false;
    }
    for (int k = 0; k < t->n; k++) {
      const lg_Atom *atom = &at->items[t->a[k]];
      const char *s = f ? f(ctx, atom) : NULL;
      if (!s)
        s = lg_atom_text(p, at, atom);
      if (!first)
        lg_buf_puts(&b, " * ");
      /* host extents: the first factor in long long so that products of
         sizes do not overflow int */
      if (ll && k == 0)
        lg_buf_puts(&b, "(long long)");
      if (simple_text(s))
        lg_buf_puts(&b, s);
      else
        lg_buf_printf(&b, "(%s)", s);
      first = false;
    }
  }
  char *s = lg_strndup(p->arena, b.data ? b.data : "", b.len);
  lg_buf_free(&b);
  return s;
}

/* Clause text as an operand: parenthesized unless an identifier or number. */
static const char *operand_text(lg_Arena *a, const char *s) {
  for (const char *q = s; *q; q++)
    if (!(*q == '_' || (*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') ||
          (*q >= '0' && *q <= '9')))
      return lg_fmt(a, "(%s)", s);
  return s;
}

char *lg_bound_text(lg_Program *p, const lg_Bound *b, lg_AtomText f, void *ctx) {
  lg_Arena *a = p->arena;
  lg_PrintCtx pc = {.p = p, .a = a};
  /* elements per row: of the dims after the outermost (a pointer's: 1) */
  const char *row = b->type && b->type->kind == LG_T_ARRAY ? lg_inner_size_text(&pc, b->type, 1)
                                                           : "1";
  bool unit = strcmp(row, "1") == 0;
  switch (b->kind) {
  case LG_BD_POLY:
    return lg_poly_text(p, b->atoms, b->poly, f, ctx, true);
  case LG_BD_MIN:
  case LG_BD_MAX: {
    /* two forms of one value (a clause's section and the subscripts' range
       of another region) are spelt once */
    char *l = lg_bound_text(p, b->l, f, ctx), *r = lg_bound_text(p, b->r, f, ctx);
    if (strcmp(l, r) == 0)
      return l;
    return lg_fmt(a, "%s(%s, %s)", b->kind == LG_BD_MAX ? "lg_max_ll" : "lg_min_ll", l, r);
  }
  case LG_BD_ROW_FIRST: {
    char *l = lg_bound_text(p, b->l, f, ctx);
    return unit ? l : lg_fmt(a, "(%s) * %s", l, row);
  }
  case LG_BD_ROW_LAST: {
    char *l = lg_bound_text(p, b->l, f, ctx);
    return unit ? l : lg_fmt(a, "((%s) + 1) * %s - 1", l, row);
  }
  case LG_BD_CLAUSE_FIRST:
  case LG_BD_CLAUSE_LAST: {
    const char *lo = operand_text(a, b->clause->lo), *len = operand_text(a, b->clause->len);
    bool zero = strcmp(lo, "0") == 0;
    if (b->kind == LG_BD_CLAUSE_FIRST)
      return zero ? lg_strdup(a, "0")
             : unit ? lg_fmt(a, "(long long)%s", lo)
                    : lg_fmt(a, "(long long)%s * %s", lo, row);
    if (unit)
      return zero ? lg_fmt(a, "(long long)%s - 1", len)
                  : lg_fmt(a, "(long long)%s + %s - 1", lo, len);
    return lg_fmt(a, "((long long)%s + %s) * %s - 1", lo, len, row);
  }
  case LG_BD_DECLARED_LAST:
    return lg_fmt(a, "%s - 1", lg_inner_size_text(&pc, b->type, 0));
  }
  return lg_strdup(a, "?");
}

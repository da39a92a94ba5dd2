/* bound.c — the ends of extent.c's element ranges (lg_Bound, analysis.h):
 * comparing them by value, across regions (their atoms live in each
 * region's own table), and asking what they read. print_ext.c spells them.
 */
#include <string.h>

#include "analysis.h"

/* Does C text s (a data clause's bound: the source's text, ir.h) name
 * `name` as a whole word? */
static bool text_mentions(const char *s, const char *name) {
  size_t n = strlen(name);
  for (const char *q = s; (q = strstr(q, name)) != NULL; q += n) {
    bool before = q > s && (q[-1] == '_' || (q[-1] >= 'a' && q[-1] <= 'z') ||
                            (q[-1] >= 'A' && q[-1] <= 'Z') || (q[-1] >= '0' && q[-1] <= '9'));
    char c = q[n];
    bool after = c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                 (c >= '0' && c <= '9');
    if (!before && !after)
      return true;
  }
  return false;
}

/* ---- comparing bounds ------------------------------------------------------ */

bool lg_bound_equal(const lg_Bound *x, const lg_Bound *y) {
  if (x == y)
    return true;
  if (!x || !y || x->kind != y->kind || x->type != y->type || x->clause != y->clause)
    return false;
  if (x->kind == LG_BD_POLY)
    return lg_poly_equal_across(x->atoms, x->poly, y->atoms, y->poly);
  return lg_bound_equal(x->l, y->l) && lg_bound_equal(x->r, y->r);
}

static bool poly_reads(const lg_Atoms *at, const lg_Poly *f, const lg_Var *v) {
  for (int i = 0; f && i < f->n; i++)
    for (int k = 0; k < f->t[i].n; k++) {
      const lg_Atom *t = &at->items[f->t[i].a[k]];
      if ((t->kind == LG_ATOM_IV && t->iv == v) ||
          (t->kind == LG_ATOM_EXPR && lg_expr_names(t->expr, v)) ||
          (t->kind == LG_ATOM_LAST && (poly_reads(at, t->first, v) || poly_reads(at, t->last, v))))
        return true;
    }
  return false;
}

bool lg_bound_reads(const lg_Bound *b, const lg_Var *v) {
  if (!b)
    return false;
  if (b->kind == LG_BD_POLY)
    return poly_reads(b->atoms, b->poly, v);
  if (b->clause && (text_mentions(b->clause->lo, v->name) || text_mentions(b->clause->len, v->name)))
    return true; /* clause bounds are the source's text (ir.h) */
  for (int d = b->kind == LG_BD_DECLARED_LAST ? 0 : 1; b->type && d < b->type->ndims; d++)
    if (b->type->cdims[d] < 0 && lg_expr_names(b->type->dims[d], v))
      return true;
  return lg_bound_reads(b->l, v) || lg_bound_reads(b->r, v);
}

static bool poly_reads_host(const lg_Atoms *at, const lg_Poly *f, const char *name) {
  for (int i = 0; f && i < f->n; i++)
    for (int k = 0; k < f->t[i].n; k++) {
      const lg_Atom *t = &at->items[f->t[i].a[k]];
      if ((t->kind == LG_ATOM_HOST && (!name || strcmp(t->name, name) == 0)) ||
          (t->kind == LG_ATOM_LAST &&
           (poly_reads_host(at, t->first, name) || poly_reads_host(at, t->last, name))))
        return true;
    }
  return false;
}

bool lg_bound_reads_host(const lg_Bound *b, const char *name) {
  if (!b)
    return false;
  if (b->kind == LG_BD_POLY)
    return poly_reads_host(b->atoms, b->poly, name);
  return lg_bound_reads_host(b->l, name) || lg_bound_reads_host(b->r, name);
}

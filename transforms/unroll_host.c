/* unroll_host.c — `unroll` on `host` loops: the loop stays host code, so it
 * is unrolled in the text of the host half. lg_pass_unroll (unroll.c)
 * decides here what the copies are (factor, counters, remainder, the
 * `do { } while (0)` a `continue` needs) and records it in lg_UnrollLoop;
 * print_cuda.c only pastes the body's output text between the pieces. A
 * small C lexer over the loop's source finds its body and its jumps. */
#include <string.h>

#include "analysis.h"
#include "kernel.h"
#include "passes.h"
#include "unroll.h"

/* Skips a comment or a string/char literal at src[i], returning the offset
 * after it, or i when none starts there. */
static unsigned skip_noncode(const char *src, unsigned i, unsigned end) {
  if (src[i] == '/' && i + 1 < end && src[i + 1] == '/') {
    while (i < end && src[i] != '\n')
      i++;
    return i;
  }
  if (src[i] == '/' && i + 1 < end && src[i + 1] == '*') {
    i += 2;
    while (i + 1 < end && !(src[i] == '*' && src[i + 1] == '/'))
      i++;
    return i + 2 < end ? i + 2 : end;
  }
  if (src[i] == '"' || src[i] == '\'') {
    char q = src[i++];
    while (i < end && src[i] != q) {
      if (src[i] == '\\')
        i++;
      i++;
    }
    return i + 1 < end ? i + 1 : end;
  }
  return i;
}

/* The offset just past the `)` of a host loop's header. */
unsigned lg_host_body_begin(const lg_Program *p, const lg_HostLoop *h) {
  const char *src = p->src;
  unsigned end = h->loop->end;
  unsigned i = h->loop->begin;
  int depth = 0;
  while (i < end) {
    unsigned j = skip_noncode(src, i, end);
    if (j != i) {
      i = j;
      continue;
    }
    if (src[i] == '(')
      depth++;
    else if (src[i] == ')' && --depth == 0)
      return i + 1;
    i++;
  }
  return end;
}

/* Whether src[begin, end) holds `word` as a word outside comments and
 * literals; *at: where. */
bool lg_text_has_word(const char *src, unsigned begin, unsigned end, const char *word,
                             unsigned *at) {
  size_t n = strlen(word);
  unsigned i = begin;
  while (i < end) {
    unsigned j = skip_noncode(src, i, end);
    if (j != i) {
      i = j;
      continue;
    }
    bool start = i == begin || !(src[i - 1] == '_' || (src[i - 1] >= 'a' && src[i - 1] <= 'z') ||
                                 (src[i - 1] >= 'A' && src[i - 1] <= 'Z') ||
                                 (src[i - 1] >= '0' && src[i - 1] <= '9'));
    if (start && i + n <= end && !strncmp(src + i, word, n)) {
      char c = i + n < end ? src[i + n] : ' ';
      if (!(c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))) {
        *at = i;
        return true;
      }
    }
    i++;
  }
  return false;
}

/* Whether the body's source [bb, end) holds the word `continue` outside
 * the kernel regions nested in it (theirs are kernel code, which the host
 * text does not hold). */
static bool body_continues(const lg_Program *p, const lg_HostLoop *h, unsigned bb) {
  unsigned at = bb, end = h->loop->end;
  while (at < end) {
    unsigned stop = end, resume = end;
    for (int i = 0; i < h->nregions; i++) { /* the first region from `at` on */
      const lg_Loop *rl = h->regions[i]->loop;
      if (rl->begin >= at && rl->begin < stop) {
        stop = rl->begin;
        resume = rl->end;
      }
    }
    unsigned w;
    if (lg_text_has_word(p->src, at, stop, "continue", &w))
      return true;
    at = resume;
  }
  return false;
}

/* lg_pass_unroll's decision for a host loop with `unroll` (legal: counted,
 * one factor, no break): the copies, their values, and the text that
 * replaces the loop around its body's output text (hi->unroll). Each copy
 * is a block re-declaring the induction variable (shadowing it), then the
 * body, after a `#line` so that every copy points at the C source. */
lg_UnrollLoop *lg_unroll_host_decide(lg_Program *p, lg_HostLoop *h, lg_Clause *cl, int id) {
  lg_Arena *a = p->arena;
  lg_Loop *l = h->loop;
  const char *file = lg_c_string(a, p->path);
  lg_PrintCtx pc = {.p = p, .a = a};
  lg_Type *ll = LG_NEW(a, lg_Type);
  ll->kind = LG_T_LLONG;
  lg_Builder b = {p, a, ll, l->loc};
  lg_UnrollLoop *d = LG_NEW(a, lg_UnrollLoop);
  d->loop = l;
  d->clause = cl;
  d->id = id;
  d->body_begin = lg_host_body_begin(p, h);
  int body_line = l->loc.line;
  for (unsigned o = l->begin; o < d->body_begin; o++)
    body_line += p->src[o] == '\n';
  const char *in = lg_indent_at(p, l->begin);
  d->cont = body_continues(p, h, d->body_begin);
  const char *pre = d->cont ? "do " : "", *post = d->cont ? " while (0);" : "";
  const char *decl = lg_fmt(a, "const %s", lg_decl_text(a, l->iv->type, l->iv->name));
  long long trip = -1;
  bool known = lg_loop_const_trip(l, &trip);
  d->trip = known ? trip : -1;
  d->final = !l->iv_declared;
  long long u = cl->full ? trip : cl->nints > 0 ? cl->ints[0] : UNROLL_DEFAULT;
  d->full = cl->full || (known && trip <= u);
  d->promoted = d->full && !cl->full;
  d->factor = d->full ? 0 : u;
  lg_PtrVec text = {0};
  lg_Buf t = {0};
  /* the piece so far ends where a copy of the body goes */
#define CUT()                                                                                      \
  do {                                                                                             \
    lg_vec_push(a, &text, lg_strndup(a, t.data ? t.data : "", t.len));                             \
    t.len = 0;                                                                                     \
  } while (0)
  if (d->full) {
    __int128 lb = 0;
    lg_const_int(l->lb, &lb);
    d->values = LG_NEW_ARRAY(a, const lg_Expr *, trip > 0 ? trip : 1);
    lg_buf_printf(&t, "{ /* loopgpu: unroll(%s) of the host loop at line %d: %lld copies */\n",
                  cl->full ? "full" : lg_fmt(a, "%lld", u), l->loc.line, trip);
    for (long long i = 0; i < trip; i++) {
      lg_Expr *ve = lg_unroll_iv_literal(&b, l, lb, i);
      const char *v = ve->text;
      d->values[d->nvalues++] = ve;
      lg_buf_printf(&t, "%s  { /* %s = %s */ %s = %s;\n#line %d \"%s\"\n%s", in, l->iv->name, v,
                    decl, v, body_line, file, pre);
      CUT();
      lg_buf_printf(&t, "%s\n%s  }\n", post, in);
    }
    if (d->final) {
      d->final_value = lg_unroll_iv_literal(&b, l, lb, trip);
      lg_buf_printf(&t, "%s  %s = %s;\n", in, l->iv->name, d->final_value->text);
    }
  } else {
    long long lbc;
    lg_buf_printf(&t, "{ /* loopgpu: unroll(%lld) of the host loop at line %d */\n", u,
                  l->loc.line);
    lg_Expr *lb;
    if (lg_const_ll(l->lb, &lbc)) {
      lb = lg_b_int(&b, lbc);
    } else {
      lg_Var *bv = lg_b_local(&b, lg_fmt(a, "lg_hb%d", id), ll, NULL);
      lg_buf_printf(&t, "%s  long long lg_hb%d = %s;\n", in, id, lg_expr_text(&pc, l->lb));
      lb = lg_b_var(&b, bv);
    }
    d->first = l->lb;
    d->first_in = lb->kind == LG_E_VAR ? lb->var : NULL;
    d->count = known ? lg_b_int(&b, trip) : lg_loop_trip_expr(a, l);
    lg_buf_printf(&t, "%s  long long lg_hn%d = %s;\n", in, id, lg_expr_text_top(&pc, d->count));
    lg_Var *uv = lg_b_local(&b, lg_fmt(a, "lg_hu%d", id), ll, NULL);
    lg_buf_printf(&t, "%s  for (long long lg_hu%d = 0; lg_hu%d < lg_hn%d - %lld; lg_hu%d += %lld) {\n",
                  in, id, id, id, u - 1, id, u);
    d->values = LG_NEW_ARRAY(a, const lg_Expr *, u + 1);
    for (long long i = 0; i < u; i++) {
      lg_Expr *ki = i ? lg_b_bin(&b, LG_OP_ADD, lg_b_var(&b, uv), lg_b_int(&b, i)) : lg_b_var(&b, uv);
      lg_Expr *ve = lg_unroll_iv_value(&b, l, lb, ki);
      const char *v = lg_expr_text(&pc, ve);
      d->values[d->nvalues++] = ve;
      lg_buf_printf(&t, "%s    { /* %s */ %s = %s;\n#line %d \"%s\"\n%s", in,
                    lg_unroll_offset_comment(a, l, i), decl, v, body_line, file, pre);
      CUT();
      lg_buf_printf(&t, "%s\n%s    }\n", post, in);
    }
    lg_buf_printf(&t, "%s  }\n", in);
    d->remainder = !known || trip % u;
    if (d->remainder) {
      lg_Expr *ve = lg_unroll_iv_value(&b, l, lb, lg_b_var(&b, uv));
      const char *v = lg_expr_text(&pc, ve);
      d->values[d->nvalues++] = ve;
      lg_buf_printf(&t, "%s  for (long long lg_hu%d = lg_hn%d / %lld * %lld; lg_hu%d < lg_hn%d; "
                        "lg_hu%d++) { /* remainder */ %s = %s;\n#line %d \"%s\"\n%s",
                    in, id, id, u, u, id, id, id, decl, v, body_line, file, pre);
      CUT();
      lg_buf_printf(&t, "%s\n%s  }\n", post, in);
    }
    if (d->final) {
      lg_Var *nv = lg_b_local(&b, lg_fmt(a, "lg_hn%d", id), ll, NULL);
      lg_Expr *fe = lg_unroll_iv_value(&b, l, lb, lg_b_var(&b, nv));
      d->final_value = fe;
      lg_buf_printf(&t, "%s  %s = %s;\n", in, l->iv->name, lg_expr_text(&pc, fe));
    }
  }
  lg_buf_printf(&t, "%s}", in);
  CUT();
#undef CUT
  lg_buf_free(&t);
  d->text = (const char **)text.items;
  d->ncopies = text.n - 1;
  return d;
}
